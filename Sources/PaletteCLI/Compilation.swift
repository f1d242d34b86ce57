import PaletteCore

/// The steps every subcommand shares: find the palettes, read them, compile them, report problems.
enum Compilation {
    /// The compiled palettes. Diagnostics go to stderr; any error ends the command with exit 1.
    static func run(_ input: InputOptions, writesFiles: Bool = false, discovery: InputDiscovery = InputDiscovery()) throws -> PaletteCompiler.Result {
        let files = try discovery.paletteFiles(in: input.resolvedPaths)
        guard !files.isEmpty else {
            throw CLIError.failure("error: no .yml or .yaml palette files in \(input.resolvedPaths.joined(separator: ", "))")
        }
        let result = PaletteCompiler.compile(try discovery.readSources(files))
        StandardError.report(result.diagnostics)
        guard result.succeeded else {
            let consequence = writesFiles ? "; no files were written" : ""
            throw CLIError.failure("palettec: \(StandardError.summary(of: result.diagnostics))\(consequence)")
        }
        return result
    }
}
