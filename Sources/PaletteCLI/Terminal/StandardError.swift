import PaletteCore

/// The only place the CLI prints diagnostics: stderr, in the form Xcode and SwiftPM show inline,
/// every line escaped (`TerminalText`): a message may quote a path, a name or a file's line. A problem
/// with a whole file or folder is a diagnostic at `SourceLocation.whole(path)`, `path: error: message`.
enum StandardError {
    static func write(_ text: String) {
        let line = Array((TerminalText.escaped(text) + "\n").utf8)
        line.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let result = PaletteCLI.writeBytes(STDERR_FILENO, bytes.baseAddress! + written, bytes.count - written)
                guard result > 0 || (result < 0 && errno == EINTR) else { return }
                written += max(result, 0)
            }
        }
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            write(diagnostic.formatted)
        }
    }

    /// "2 errors, 1 warning".
    static func summary(of diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return [counted(errors, "error"), warnings > 0 ? counted(warnings, "warning") : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }

    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
