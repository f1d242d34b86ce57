import ArgumentParser
@testable import PaletteCore
import XCTest
@testable import PaletteCLI

/// The plugins call palettec with the names in `PalettecInvocation`: the command line takes each of
/// them, as the subcommand the plugin names it for.
final class PluginInvocationTests: XCTestCase {
    private typealias Option = PalettecInvocation.Option

    private func parse<Command: ParsableCommand>(_ arguments: [String], as type: Command.Type) throws -> Command {
        let parsed = try PalettecCommand.parseAsRoot(arguments)
        return try XCTUnwrap(parsed as? Command, "\(arguments) parsed as \(Swift.type(of: parsed))")
    }

    func testCompileTakesWhatTheBuildPluginPasses() throws {
        let command = try parse(
            [
                PalettecInvocation.Subcommand.compile.rawValue, "p.yml", Option.output.flag, "P.swift",
                Option.sourceName.flag, "Palettes/p.yml", Option.config.flag, "palettec.yml",
                Option.runtime.flag, "import", Option.accessLevel.flag, "public",
            ], as: CompileCommand.self)
        XCTAssertEqual(command.output, "P.swift")
        XCTAssertEqual(command.sourceName, "Palettes/p.yml")
        XCTAssertEqual(command.code.config, "palettec.yml")
        XCTAssertEqual(command.code.runtime, .import)
        XCTAssertEqual(command.code.accessLevel, .public)
    }

    func testSupportTakesWhatTheBuildPluginPasses() throws {
        let command = try parse(
            [
                PalettecInvocation.Subcommand.support.rawValue, "a.yml", "b.yml", Option.output.flag, "Support.swift",
                Option.config.flag, "palettec.yml", Option.runtime.flag, "embed",
            ], as: SupportCommand.self)
        XCTAssertEqual(command.target.palettes, ["a.yml", "b.yml"])
        XCTAssertEqual(command.target.output, "Support.swift")
        XCTAssertEqual(command.target.code.runtime, .embed)
    }

    func testPreviewsTakesWhatTheBuildPluginPasses() throws {
        let command = try parse(
            [
                PalettecInvocation.Subcommand.previews.rawValue, "a.yml", "b.yml", Option.output.flag,
                PaletteFileNames.previewsFile, Option.config.flag, "palettec.yml", Option.runtime.flag, "import",
            ], as: PreviewsCommand.self)
        XCTAssertEqual(command.target.palettes, ["a.yml", "b.yml"])
        XCTAssertEqual(command.target.output, PaletteFileNames.previewsFile)
        XCTAssertEqual(command.target.code.runtime, .import)
    }

    func testGenerateTakesWhatTheCommandPluginPasses() throws {
        let command = try parse(
            [
                PalettecInvocation.Subcommand.generate.rawValue, "palettes", Option.output.flag, "out",
                AssetCatalogOption.option.flag, "C.xcassets", DesignTokensOption.option.flag, "tokens",
                Option.lockTimeout.flag, "3", Option.replaceImported.flag,
            ], as: GenerateCommand.self)
        XCTAssertEqual(command.output.output, "out")
        XCTAssertEqual(command.output.assetCatalog.folder, "C.xcassets")
        XCTAssertEqual(command.output.tokens.folder, "tokens")
        XCTAssertEqual(command.output.lock.lockTimeout, 3)
        XCTAssertTrue(command.replaceImported)
    }

    /// The command plugin passes every option on, and reads a word that no option takes as a stray input:
    /// it takes each option `isFlag` names alone, and every other one with a value.
    func testEveryFlagTheCommandPluginPassesAloneTakesNoValue() throws {
        for option in Option.allCases where option.isFlag {
            let command =
                option == .strict || option == .verbose
                ? ["import", "Colors.xcassets"] : ["generate", AssetCatalogOption.option.flag, "C.xcassets"]
            XCTAssertNoThrow(try PalettecCommand.parseAsRoot(command + [option.flag]), option.flag)
            XCTAssertThrowsError(try PalettecCommand.parseAsRoot(command + [option.flag + "=yes"]), option.flag)
        }
        for option in [Option.accessLevel, .runtime, .config, .lockTimeout, .output] {
            XCTAssertFalse(option.isFlag)
            XCTAssertThrowsError(try PalettecCommand.parseAsRoot(["generate", "palettes", option.flag]), option.flag)
        }
    }
}
