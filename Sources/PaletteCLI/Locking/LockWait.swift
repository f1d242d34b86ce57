/// How long a run waits for another to finish with a folder it would lock: `--lock-timeout`, else
/// `defaultSeconds`. Checks again every few milliseconds at first, then every tenth of a second, and
/// says once, after half a second, what it waits for.
struct LockWait {
    static let defaultSeconds = 60.0

    var seconds: Double = Self.defaultSeconds

    func start() -> Waiting {
        Waiting(seconds: seconds, started: .now)
    }

    struct Waiting {
        enum Step: Equatable {
            case again
            /// Still waiting: the moment to say so, once.
            case announce
            /// Waited the whole time; how long, for the message.
            case givenUp(String)
        }

        let seconds: Double
        let started: ContinuousClock.Instant
        private var pause = Duration.milliseconds(2)
        private var announced = false

        init(seconds: Double, started: ContinuousClock.Instant) {
            self.seconds = seconds
            self.started = started
        }

        /// Sleeps before the next try, or gives up when the time is over.
        mutating func next() -> Step {
            let deadline = started + .milliseconds(Int64((seconds * 1000).rounded()))
            let now = ContinuousClock.now
            guard now < deadline else { return .givenUp(Self.describe(seconds)) }
            let wait = min(pause, deadline - now)
            var interval = timespec(
                tv_sec: Int(wait.components.seconds), tv_nsec: Int(wait.components.attoseconds / 1_000_000_000))
            var remaining = timespec()
            while nanosleep(&interval, &remaining) != 0, errno == EINTR { interval = remaining }
            pause = min(pause * 2, .milliseconds(100))
            if !announced, ContinuousClock.now - started >= .milliseconds(500) {
                announced = true
                return .announce
            }
            return .again
        }

        /// `60 s`, `0.5 s`
        static func describe(_ seconds: Double) -> String {
            (seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) + " s"
        }
    }
}
