import Testing
@testable import PaletteCore

/// Tokens read (`TokenImport`) → the palette: a group per token group in source order, each appearance's
/// value or alias as a reference, light as dark where there is no dark, descriptions, the skipped tokens
/// in one note, and the reader's errors stopping it.
@Suite struct DesignTokensImporterTests {
    private func run(_ json: String, path: String = "brand.tokens.json", strict: Bool = false) -> ImportResult {
        let tokens = ModeFilesLayout.read([TokenFile(path: path, bytes: Array(json.utf8))])
        return DesignTokensImporter.run(tokens, source: "brand.tokens.json (design tokens, a token file)", place: .whole(path),
                                        paletteName: "Brand", palettePath: "palettes/Brand.yml", strict: strict)
    }

    @Test func groupsAliasesAndDescriptionsInSourceOrder() throws {
        let result = run("""
            {"ui": {"$type": "color",
               "zeta": {"$value": "#0A84FF", "$description": "The accent"},
               "link": {"$value": "{ui.zeta}"},
               "nested group": {"$description": "Inks", "ink": {"$value": "#1C1C1E"}}},
             "space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}
            """)
        #expect(!result.diagnostics.containsErrors)
        #expect(result.colorCount == 3)
        let yaml = try #require(result.yaml)
        #expect(yaml.hasSuffix("""
            palette: Brand
            colors:
              ui:
                zeta: { light: "#0A84FF", dark: "#0A84FF", description: "The accent" }
                link: { light: "{ui.zeta}", dark: "{ui.zeta}" }
                "nested group":
                  description: "Inks"
                  colors:
                    ink: { light: "#1C1C1E", dark: "#1C1C1E" }

            """))
        #expect(yaml.contains("# Imported from brand.tokens.json (design tokens, a token file) by palettec import"))
        #expect(result.diagnostics.map(\.message) == ["1 dimension token was left out: palettec imports colors"])
        #expect(result.diagnostics.first?.severity == .note)
    }

    /// `$deprecated` (a token's own, or its group's) and `$extensions` but palettec's own are kept.
    @Test func deprecatedAndExtensionsAreKept() throws {
        let result = run(##"""
            {"ui": {"$type": "color", "$deprecated": "Use brand",
               "old": {"$value": "#000000", "$extensions": {"org.example": {"tier": 1}, "dev.palettec": {"assetName": "UI/old"}}},
               "kept": {"$value": "#FFFFFF", "$deprecated": false, "$extensions": {"dev.palettec": {"assetName": "UI/kept"}}},
               "gone": {"$value": "#FFFFFF", "$deprecated": true}}}
            """##)
        let yaml = try #require(result.yaml)
        #expect(yaml.contains(##"old: { light: "#000000", dark: "#000000", deprecated: "Use brand", extensions: "{\"org.example\":{\"tier\":1}}" }"##), "\(yaml)")
        #expect(yaml.contains(##"kept: { light: "#FFFFFF", dark: "#FFFFFF" }"##), "\(yaml)")
        #expect(yaml.contains(##"gone: { light: "#FFFFFF", dark: "#FFFFFF", deprecated: true }"##), "\(yaml)")
    }

    @Test func noColorIsAWarningAndNoPalette() {
        let result = run(#"{"s": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#)
        #expect(result.yaml == nil)
        #expect(result.diagnostics.map(\.severity) == [.note, .warning])
    }

    /// Names the palette refuses are skipped after the palette is compiled; when none is left, that is
    /// an error, and no empty palette is written.
    @Test func colorsOnlyThePaletteRefusesAreSkippedAndNoneLeftIsAnError() {
        let some = run(##"{"$type": "color", "*": {"$value": "#111111"}, "ink": {"$value": "#222222"}}"##)
        #expect(some.colorCount == 1)
        #expect(some.skips.summary == "1 skipped: 1 name")
        #expect(some.diagnostics.map(\.severity) == [.warning])
        let none = run(##"{"$type": "color", "*": {"$value": "#111111"}}"##)
        #expect(none.yaml == nil)
        #expect(none.diagnostics.last?.message == "none of the 1 color tokens can be imported (1 skipped: 1 name); the warnings say why")
    }

    /// A color the reader cannot read is skipped (#33), and the rest is imported; `strict` makes it an
    /// error, and then nothing is.
    @Test func whatTheReaderCannotReadIsSkippedOrWithStrictStopsIt() {
        let json = ##"{"a": {"$type": "color", "$value": "#12345"}, "b": {"$type": "color", "$value": "#FFFFFF"}}"##
        let result = run(json)
        #expect(result.yaml != nil)
        #expect(result.colorCount == 1)
        #expect(!result.diagnostics.containsErrors)
        #expect(result.skips.summary == "1 skipped: 1 unreadable value")
        let strict = run(json, strict: true)
        #expect(strict.yaml == nil)
        #expect(strict.colorCount == 0)
        #expect(strict.diagnostics.map(\.severity) == [.error])
        #expect(strict.diagnostics.first?.message.hasPrefix("'a' cannot be imported: '#12345' is not a hex color") == true)
    }
}
