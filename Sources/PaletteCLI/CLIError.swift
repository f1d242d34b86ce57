import ArgumentParser

/// How a command ends early: a usage mistake (exit 64) or a failure (exit 1), with its message; or,
/// for `diff`, exit 1 with nothing more to say.
enum CLIError: Error, CustomStringConvertible {
    case usage(String)
    case failure(String)
    /// The inputs differ, as diff(1) reports it: the output already said how.
    case differs

    var description: String {
        switch self {
        case .usage(let message), .failure(let message): return message
        case .differs: return ""
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .usage: return ExitCode(64)
        case .failure, .differs: return ExitCode(1)
        }
    }
}
