import Foundation
import PaletteCore

/// The only place the CLI prints diagnostics: stderr, in the form Xcode and SwiftPM show inline.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            write(diagnostic.formatted)
        }
    }

    /// "2 errors, 1 warning"
    static func summary(of diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return [counted(errors, "error"), warnings > 0 ? counted(warnings, "warning") : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
