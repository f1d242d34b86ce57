/// For the crash-safety tests only: `PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS=<n>` makes the writer sleep n
/// milliseconds before each rename, so a test can kill or disturb a run inside its rename window.
/// Compiled into debug builds alone, which the tests run: a release build has no such variable
/// (`.ci/run` checks the released binary for its name).
enum WriterTestHook {
    #if DEBUG
    static let variable = "PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS"

    private static let pause: UInt32? = ProcessInfo.processInfo.environment[variable].flatMap { UInt32($0) }
    #endif

    static func pauseBeforeRename() {
        #if DEBUG
        guard let milliseconds = pause, milliseconds > 0 else { return }
        usleep(milliseconds * 1000)
        #endif
    }
}
