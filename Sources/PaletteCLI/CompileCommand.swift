import ArgumentParser
import Foundation
import PaletteCore

/// One palette to one Swift file, for build systems (the SwiftPM and Xcode build plugin runs this
/// once per palette): the output path is chosen by the caller, so it can be declared in advance.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile one palette into one Swift file (for build systems).",
        discussion: "Writes the file only when its bytes change. The support file comes from 'palettec support'."
    )

    @Argument(help: ArgumentHelp("The palette file.", valueName: "palette"))
    var palette: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("The palette's path as the generated header names it (default: as given).", valueName: "path"))
    var sourceName: String?

    @Option(help: "The access level of the generated declarations: public or internal.")
    var accessLevel: AccessLevel = .internal

    func run() throws {
        guard let data = FileManager.default.contents(atPath: palette) else {
            throw CLIError.usage("error: no such palette file: \(palette)")
        }
        let source = PaletteSource(path: palette, displayPath: sourceName ?? InputDiscovery().displayPath(for: palette), bytes: [UInt8](data))
        let result = PaletteCompiler.compile([source])
        StandardError.report(result.diagnostics)
        guard result.succeeded, let compiled = result.palettes.first else {
            throw CLIError.failure("palettec: \(StandardError.summary(of: result.diagnostics)); \(output) was not written")
        }
        try SingleFileWriter().write(PaletteFileRenderer.render(compiled, accessLevel: accessLevel), to: output)
    }
}

/// The support file alone: once per target, however many palettes it has.
struct SupportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "support",
        abstract: "Write the support file every palette's Swift code needs (for build systems)."
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "file"))
    var output: String

    @Option(help: "The access level of the generated declarations: public or internal.")
    var accessLevel: AccessLevel = .internal

    func run() throws {
        try SingleFileWriter().write(SupportFileRenderer.render(accessLevel: accessLevel), to: output)
    }
}
