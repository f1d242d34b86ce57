import ArgumentParser
import PaletteCore

/// The palettes a command reads.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "Palette files, or folders whose .yml and .yaml files are all read.",
        discussion: "With none, reads palettes/ in the current folder (run from the package root).",
        valueName: "path"))
    var paths: [String] = []

    var resolvedPaths: [String] { paths.isEmpty ? ["palettes"] : paths }
}

/// Where output goes and how it is declared.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The folder for the generated Swift files and manifest.json.", valueName: "dir"))
    var output: String = "generated"

    @Option(help: "The access level of the generated declarations: public or internal.")
    var accessLevel: AccessLevel = .internal
}

extension AccessLevel: ExpressibleByArgument {}
