import ArgumentParser
import PaletteCore

/// How a command ends early: a usage mistake (exit 64) or a failure (exit 1), each said by one
/// diagnostic, framed as the compiler's are; the line that sums up problems already reported (exit 1);
/// or, for `diff`, exit 1 with nothing more to say.
enum CLIError: Error, CustomStringConvertible {
    case usage(Diagnostic)
    case failure(Diagnostic)
    /// `palettec: 2 errors; nothing was written`, after the diagnostics themselves.
    case summary(String)
    /// The inputs differ, as diff(1) reports it: the output already said how.
    case differs

    var description: String {
        switch self {
        case .usage(let diagnostic), .failure(let diagnostic): return diagnostic.formatted
        case .summary(let line): return line
        case .differs: return ""
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .usage: return ExitCode(64)
        case .failure, .summary, .differs: return ExitCode(1)
        }
    }
}
