import Testing
@testable import PaletteCore

/// The YAML an import writes, from any source: one line a color, every appearance written out,
/// references as `"{group.key}"`, descriptions, and a header no name can break out of.
@Suite struct PaletteYAMLEmitterTests {
    private typealias F = ImportedPaletteFixtures

    @Test func aColorWithOneValueWritesItAsDarkAndAnAliasStaysAReference() throws {
        let imported = F.flat([
            ("red", [.light: .color(F.red)]),
            ("veil", [.light: .color(F.translucent)]),
            ("danger", [.light: .reference(["red"])]),
            ("light", [.light: .color(F.red), .dark: .reference(["red"]), .highContrastDark: .color(F.translucent)]),
        ])
        let (yaml, _) = PaletteYAMLEmitter.emit(imported, paletteName: "Colors")
        #expect(
            yaml == """
                # yaml-language-server: $schema=palette.schema.json
                # Imported from colors.txt
                palette: Colors
                colors:
                  red: { light: "#FF0000", dark: "#FF0000" }
                  veil: { light: "#FFFFFFCC", dark: "#FFFFFFCC" }
                  danger: { light: "{red}", dark: "{red}" }
                  light: { light: "#FF0000", dark: "{red}", highContrastDark: "#FFFFFFCC" }

                """)
        let palette = try #require(compile(yaml).palette)
        let danger = try #require(palette.allColors.first { $0.key == "danger" })
        #expect(danger.appearances[.dark]?.derivation?.rule == .reference)
        #expect(danger.appearances[.dark]?.color == F.red)
    }

    @Test func aReferenceIntoAGroupJoinsItsKeysWithDots() throws {
        let accent = ImportedGroup.Member.color(F.color("accent", line: 2, [.light: .color(F.red)]))
        let brand = ImportedGroup(key: "Brand", place: F.place(1), members: [accent])
        let tint = ImportedGroup.Member.color(
            F.color("tint", line: 3, [.light: .reference(["Brand", "accent"])], description: "Buttons\nand links"))
        let imported = ImportedPalette(
            header: ["Imported from tokens.json"],
            root: ImportedGroup(key: "", place: .whole("tokens.json"), members: [.group(brand), tint]),
            sourceDescription: "the file")
        let (yaml, emitter) = PaletteYAMLEmitter.emit(imported, paletteName: "Tokens")
        #expect(
            yaml.hasSuffix(
                """
                colors:
                  Brand:
                    accent: { light: "#FF0000", dark: "#FF0000" }
                  tint: { light: "{Brand.accent}", dark: "{Brand.accent}", description: "Buttons\\x0Aand links" }

                """))
        #expect(
            emitter.places[7] == F.place(3),
            "line 7, after the schema line, the header, palette:, colors:, Brand: and accent:")
        let palette = try #require(compile(yaml).palette)
        #expect(palette.allColors.last?.description == "Buttons\nand links")
        #expect(palette.allColors.last?.appearances[.light]?.derivation?.from == "Brand.accent")
    }

    /// A name from the source can hold a line break: in the header it stays on its comment line.
    @Test func theHeaderCannotBeBrokenOutOf() throws {
        var imported = F.flat([("red", [.light: .color(F.red)])])
        imported.header = ["Imported from evil\npalette: Other\n.txt"]
        let (yaml, emitter) = PaletteYAMLEmitter.emit(imported, paletteName: "Colors")
        #expect(
            yaml.hasPrefix(
                "# yaml-language-server: $schema=palette.schema.json\n# Imported from evil\\npalette: Other\\n.txt\npalette: Colors\n"
            ))
        #expect(emitter.paletteLine == 3)
        #expect(compile(yaml).palette?.name == "Colors")
    }
}
