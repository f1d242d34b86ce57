import Testing
@testable import PaletteCore

/// The proof against a palette that does not hold what was read: each difference is an error at the
/// color's place in the source.
@Suite struct ImportVerificationTests {
    private typealias F = ImportedPaletteFixtures

    private let imported = F.flat([
        ("red", [.light: .color(F.red)]),
        ("danger", [.light: .reference(["red"])]),
    ])

    private func compare(_ yaml: String) throws -> [String] {
        let colors = imported.root.colorsByKeyPath()
        let references = ImportedReferences(colors, chainLimit: 1_000, sourceDescription: "the file")
        let palette = try #require(compile(yaml).palette)
        return ImportVerification.compare(palette, with: colors, references: references, sourceDescription: "the file")
            .map(\.formatted)
    }

    @Test func theEmittedPaletteHoldsEveryColorAndAlias() throws {
        #expect(try compare(PaletteYAMLEmitter.emit(imported, paletteName: "Colors").text) == [])
    }

    @Test func anAliasWrittenAsItsValueIsCaught() throws {
        #expect(
            try compare(
                "colors:\n  red: { light: \"#FF0000\", dark: \"#FF0000\" }\n  danger: { light: \"#FF0000\", dark: \"{red}\" }\n"
            ) == [
                "colors.txt:2:1: error: palettec could not import this color faithfully: its light value would no longer be an alias of "
                    + "'red'; nothing was written; please report this"
            ])
    }

    @Test func aChangedValueAndALostColorAreCaught() throws {
        let found = try compare("colors:\n  red: { light: \"#FF0000\" }\n  other: \"#000000\"\n")
        #expect(
            found == [
                "colors.txt:1:1: error: palettec could not import this color faithfully: its dark value #FF0000 would become #00FFFF; "
                    + "nothing was written; please report this",
                "colors.txt:1:1: error: palettec could not import this color faithfully: its highContrastDark value #FF0000 would become "
                    + "#00FFFF; nothing was written; please report this",
                "colors.txt:2:1: error: palettec could not import this color faithfully: the palette lost this color; nothing was written; please report this",
            ])
    }

    @Test func aColorTheSourceDoesNotHaveIsCaught() throws {
        let yaml = PaletteYAMLEmitter.emit(imported, paletteName: "Colors").text + "  other: \"#000000\"\n"
        #expect(
            try compare(yaml) == [
                "palettes/test.yml: error: the palette has 3 colors where the file has 2; please report this"
            ])
    }
}
