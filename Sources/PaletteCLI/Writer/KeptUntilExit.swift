import Dispatch

/// What a command computed, kept until the process exits instead of freed when the command returns:
/// the operating system takes a process's memory back at once, where freeing a large palette's model
/// object by object costs 2% of a run (`docs/performance.md`). Only the last value is kept, so commands
/// run one after another in one process (the tests) do not pile theirs up.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: Any?
    private static let lock = DispatchSemaphore(value: 1)

    static func keep(_ value: Any) {
        lock.wait()
        defer { lock.signal() }
        kept = value
    }
}
