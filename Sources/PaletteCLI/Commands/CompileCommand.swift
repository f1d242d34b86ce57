import ArgumentParser
import PaletteCore

/// One palette to one Swift file, for build systems (the SwiftPM and Xcode build plugin runs this
/// once per palette): the output path is chosen by the caller, so it can be declared in advance.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: PalettecInvocation.Subcommand.compile.rawValue,
        abstract: "Compile one palette into one Swift file (for build systems).",
        discussion: """
            Writes the file only when its bytes change, atomically, and never over a file palettec did not write. \
            The support file comes from 'palettec support'.
            """
    )

    @Argument(help: ArgumentHelp("The palette file.", valueName: "palette"))
    var palette: String

    @Option(
        name: [.short, .customLong(PalettecInvocation.Option.output.rawValue)],
        help: ArgumentHelp("The Swift file to write.", valueName: "file"))
    var output: String

    @Option(
        name: .customLong(PalettecInvocation.Option.sourceName.rawValue),
        help: ArgumentHelp(
            "The palette's path as the generated header names it (default: as given).", valueName: "path"))
    var sourceName: String?

    @OptionGroup var code: CodeOptions

    func validate() throws {
        if palette.isEmpty { throw ValidationError("the palette path is empty; name the palette file to compile") }
        if output.isEmpty {
            throw ValidationError("\(PalettecInvocation.Option.output.flag) is empty; name the Swift file to write")
        }
        if sourceName == "" {
            throw ValidationError(
                "\(PalettecInvocation.Option.sourceName.flag) is empty; give the path the header should name, or leave "
                    + "it out"
            )
        }
    }

    func run() throws {
        switch try? FileSystem.kind(of: palette) {
        case .missing: throw CLIError.usage(.error("no such palette file", at: .whole(palette)))
        case .folder:
            throw CLIError.usage(
                .error("this is a folder; compile takes one palette file (generate reads folders)", at: .whole(palette))
            )
        default: break
        }
        let options = try code.renderOptions()
        let discovery = InputDiscovery(names: try Compilation.currentFolderNames())
        let found = try discovery.discover([palette])
        let read = discovery.readSources(found.files)
        var sources = read.sources
        if let sourceName {
            sources = sources.map { PaletteSource(path: $0.path, displayPath: sourceName, bytes: $0.bytes) }
        }
        let result = PaletteCompiler.compile(sources)
        let problems = found.problems + read.problems
        let symbols = OutputRegistry.problemsEveryRunHas(in: result.palettes, options: options)
        let diagnostics = (read.diagnostics + result.diagnostics + symbols).sortedBySource()
        StandardError.report(problems + diagnostics)
        guard problems.isEmpty, !diagnostics.containsErrors, let compiled = result.palettes.first else {
            throw CLIError.summary(
                "palettec: \(StandardError.summary(of: problems + diagnostics)); \(output) was not written")
        }
        try SingleFileWriter().write(OutputRegistry.paletteFile(compiled, options: options), to: output)
    }
}
