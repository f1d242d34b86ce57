import ArgumentParser

/// How a command ends early: a usage mistake (exit 64) or a failure (exit 1), with its message.
enum CLIError: Error, CustomStringConvertible {
    case usage(String)
    case failure(String)

    var description: String {
        switch self {
        case .usage(let message), .failure(let message): return message
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .usage: return ExitCode(64)
        case .failure: return ExitCode(1)
        }
    }
}
