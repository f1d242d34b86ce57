/// For the crash-safety tests only: `PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS=<n>` makes the writer sleep n
/// milliseconds before each rename, so a test can kill or disturb a run inside its rename window.
/// Unset, as it always is outside those tests, it does nothing.
enum WriterTestHook {
    static let variable = "PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS"

    private static let pause: UInt32? = ProcessInfo.processInfo.environment[variable].flatMap { UInt32($0) }

    static func pauseBeforeRename() {
        guard let milliseconds = pause, milliseconds > 0 else { return }
        usleep(milliseconds * 1000)
    }
}
