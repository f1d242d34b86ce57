import Testing
@testable import PaletteCore

/// Tokens read (`TokenImport`) → the palette: a group per token group in source order, each appearance's
/// value or alias as a reference, light as dark where there is no dark, descriptions, the skipped tokens
/// in one note, and the reader's errors stopping it.
@Suite struct DesignTokensImporterTests {
    private func run(_ json: String, path: String = "brand.tokens.json") -> ImportResult {
        let tokens = ModeFilesLayout.read([TokenFile(path: path, bytes: Array(json.utf8))])
        return DesignTokensImporter.run(tokens, source: "brand.tokens.json (design tokens, a token file)", place: .whole(path),
                                        paletteName: "Brand", palettePath: "palettes/Brand.yml")
    }

    /// Tokens whose themes hold no dark: the palette writes no dark, so palettec derives it, never a
    /// copy of light (issue #33, item 3).
    @Test func noDarkAppearanceWritesNoDark() throws {
        let tokens = TokensStudioLayout.readSingleFile(TokenFile(path: "acme.json", bytes: Array("""
            { "base": { "bg": { "$value": "#ffffff", "$type": "color" }, "fg": { "$value": "{bg}", "$type": "color" } },
              "$themes": [{ "name": "acme-light", "selectedTokenSets": { "base": "enabled" } }] }
            """.utf8)))
        let result = DesignTokensImporter.run(tokens, source: "acme.json (design tokens, Tokens Studio's single file)", place: .whole("acme.json"),
                                              paletteName: "Acme", palettePath: "palettes/Acme.yml")
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.formatted))")
        #expect(yaml.hasSuffix("""
            palette: Acme
            derive: tone
            colors:
              bg: { light: "#FFFFFF" }
              fg: { light: "{bg}" }

            """))
        #expect(yaml.contains("each dark derived by palettec, derive: tone (the tokens have none)"))
        #expect(result.diagnostics.filter { $0.severity == .warning }.count == 1)
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

    @Test func theReadersErrorsStopIt() {
        let result = run(##"{"a": {"$type": "color", "$value": "#12345"}, "b": {"$type": "color", "$value": "#FFFFFF"}}"##)
        #expect(result.yaml == nil)
        #expect(result.colorCount == 0)
        #expect(result.diagnostics.containsErrors)
    }
}
