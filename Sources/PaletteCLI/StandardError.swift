import Foundation
import PaletteCore

/// The only place the CLI prints diagnostics: stderr, in the form Xcode and SwiftPM show inline,
/// every line escaped (`TerminalText`): a message may quote a path, a name or a file's line.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(text) + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            write(diagnostic.formatted)
        }
    }

    /// `path: error: message`, for a problem with a whole file or folder. The path comes from the file
    /// system, so it is escaped like a diagnostic's: a name with a line break cannot forge a line.
    static func fileError(_ path: String, _ message: String) -> String {
        "\(CommentText.singleLine(path)): error: \(message)"
    }

    static func fileWarning(_ path: String, _ message: String) -> String {
        "\(CommentText.singleLine(path)): warning: \(message)"
    }

    /// "2 errors, 1 warning"; `otherErrors` counts problems reported as lines of their own.
    static func summary(of diagnostics: [Diagnostic], otherErrors: Int = 0) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count + otherErrors
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return [counted(errors, "error"), warnings > 0 ? counted(warnings, "warning") : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }

    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
