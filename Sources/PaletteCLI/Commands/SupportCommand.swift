import ArgumentParser
import PaletteCore

/// Once per target, however many palettes it has: the support file their code needs, and the checks
/// between them that no single palette's `compile` can make (two palettes with one type name).
struct SupportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: PalettecInvocation.Subcommand.support.rawValue,
        abstract:
            "Check a target's palettes against each other, and write the support file their Swift code needs (for "
            + "build systems).",
        discussion: """
            The support file is as visible as the most visible palette. With \(PalettecInvocation.Option.runtime.flag) \
            import it declares nothing, \
            since the code imports PaletteRuntime. Each palette's own problems are left to 'palettec compile'.
            """
    )

    @OptionGroup var target: TargetPalettes

    func run() throws {
        let (options, compiled) = try target.compiled()
        let output = target.output
        let clashes = PaletteNameClashes.diagnostics(compiled).sortedBySource()
        StandardError.report(clashes)
        guard !clashes.containsErrors else {
            throw CLIError.summary("palettec: \(StandardError.summary(of: clashes)); \(output) was not written")
        }
        try SingleFileWriter().write(OutputRegistry.supportFile(for: compiled, options: options), to: output)
    }
}

/// What the commands run once per target take: the target's palettes, the file to write and the code's
/// options (`support` and `previews`).
struct TargetPalettes: ParsableArguments {
    @Argument(help: ArgumentHelp("The target's palette files.", valueName: "palette"))
    var palettes: [String] = []

    @Option(
        name: [.short, .customLong(PalettecInvocation.Option.output.rawValue)],
        help: ArgumentHelp("The Swift file to write.", valueName: "file"))
    var output: String

    @OptionGroup var code: CodeOptions

    func validate() throws {
        if output.isEmpty {
            throw ValidationError("\(PalettecInvocation.Option.output.flag) is empty; name the Swift file to write")
        }
        if palettes.contains("") { throw ValidationError("a palette path is empty; name each palette file") }
    }

    /// The run's options, and the palettes that compile: a broken one is reported by its own compile command.
    func compiled() throws -> (RenderOptions, [Palette]) {
        let options = try code.renderOptions()
        let discovery = InputDiscovery(names: try Compilation.currentFolderNames())
        let found = try discovery.discover(palettes)
        return (options, discovery.readSources(found.files).sources.compactMap { PaletteCompiler.compile($0).0 })
    }
}
