import PaletteCore

/// The steps every subcommand shares: find the palettes, read them, compile them, report problems.
enum Compilation {
    /// The compiled palettes. Problems go to stderr, every one found; any error ends the command with exit 1.
    static func run(_ input: InputOptions, code: CodeOptions, writesFiles: Bool = false) throws -> CompiledInputs {
        let discovery = InputDiscovery(names: try currentFolderNames())
        let found = try discovery.discover(input.resolvedPaths)
        guard !found.files.isEmpty || !found.problems.isEmpty else {
            throw CLIError.failure(
                .error(
                    "no .yml or .yaml palette files in \(input.resolvedPaths.joined(separator: ", "))", at: .commandLine
                ))
        }
        var read = discovery.readSources(found.files)
        let sourceNames = read.sources.map(\.displayPath)
        let sources = read.sources
        read.sources = []  // the compiler frees each file's bytes once it is built
        let result = PaletteCompiler.compile(consume sources)
        // The names of what every run writes are checked by every command.
        let symbols = OutputRegistry.problemsEveryRunHas(in: result.palettes, options: try code.renderOptions())
        let diagnostics = (read.diagnostics + result.diagnostics + symbols).sortedBySource()
        let problems = found.problems + read.problems
        StandardError.report(problems + unusedConfigWarnings(found.configFiles, given: code.config) + diagnostics)
        guard problems.isEmpty, !diagnostics.containsErrors else {
            let consequence = writesFiles ? "; no files were written" : ""
            throw CLIError.summary("palettec: \(StandardError.summary(of: problems + diagnostics))\(consequence)")
        }
        return CompiledInputs(
            palettes: result.palettes,
            diagnostics: diagnostics,
            inputs: RunInputs(sources: sourceNames, inputPaths: found.inputNames))
    }

    /// A `palettec.yml` among the palettes is never read as one, and is read as settings only with
    /// `--config`: say so rather than ignore it silently.
    private static func unusedConfigWarnings(_ found: [String], given: String?) -> [Diagnostic] {
        found.filter { PathSpelling.tidy($0) != given.map(PathSpelling.tidy) }.map { path in
            .warning(
                "settings not applied: palettec reads a \(PaletteFileNames.configFile) only when "
                    + "\(PalettecInvocation.Option.config.flag) names it", at: .whole(path))
        }
    }

    static func currentFolderNames() throws -> DisplayPaths {
        do throws(FileSystemError) {
            return try DisplayPaths()
        } catch {
            throw CLIError.failure(.error("could not resolve the current folder: \(error.reason)", at: .commandLine))
        }
    }
}
