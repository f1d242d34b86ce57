import ArgumentParser
import PaletteCore

/// `palettec`: compiles YAML palettes into Swift dynamic colors and a JSON manifest.
public struct PalettecCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "palettec",
        abstract: "Compile YAML color palettes into Swift dynamic colors and a JSON manifest.",
        discussion: "Exit codes: 0 success, 1 invalid input or stale output, 64 usage error.",
        version: PalettecVersion.current,
        subcommands: [
            GenerateCommand.self, CheckCommand.self, LintCommand.self, CompileCommand.self, SupportCommand.self,
            PreviewsCommand.self,
            ImportCommand.self, DiffCommand.self, SchemaCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line and exits; errors of palettec's own end with their exit code and message.
    public static func main(arguments: [String]) -> Never {
        AllocatorTuning.apply()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            exit(withError: nil)
        } catch let error as CLIError {
            if !error.description.isEmpty { StandardError.write(error.description) }
            exit(withError: error.exitCode)
        } catch {
            // ArgumentParser's messages quote the arguments they refuse: printed escaped, as every line is.
            let code = exitCode(for: error)
            guard !code.isSuccess else { exit(withError: error) }  // --help and --version, on stdout
            let message = fullMessage(for: error)
            if !message.isEmpty { StandardError.write(message) }
            exit(withError: code)
        }
    }
}
