import Testing
@testable import PaletteCore

/// Tokens read (`TokenImport`) → the palette: a group per token group in source order, each appearance's
/// value or alias as a reference, light as dark where there is no dark, descriptions, the skipped tokens
/// in one note, and the reader's errors stopping it.
@Suite struct DesignTokensImporterTests {
    private func run(_ json: String, path: String = "brand.tokens.json", strict: Bool = false) -> ImportResult {
        let tokens = ModeFilesLayout.read([TokenFile(path: path, bytes: Array(json.utf8))])
        return DesignTokensImporter.run(
            tokens, source: "brand.tokens.json (design tokens, a token file)", place: .whole(path),
            paletteName: "Brand", palettePath: "palettes/Brand.yml", strict: strict,
            writeBack: OutputRegistry.writeBackProblems)
    }

    /// Tokens whose themes hold no dark: the palette writes no dark, so palettec derives it, never a
    /// copy of light (issue #33, item 3).
    @Test func noDarkAppearanceWritesNoDark() throws {
        let tokens = TokensStudioLayout.readSingleFile(
            TokenFile(
                path: "acme.json",
                bytes: Array(
                    """
                    { "base": { "bg": { "$value": "#ffffff", "$type": "color" }, "fg": { "$value": "{bg}", "$type": "color" } },
                      "$themes": [{ "name": "acme-light", "selectedTokenSets": { "base": "enabled" } }] }
                    """.utf8)))
        let result = DesignTokensImporter.run(
            tokens, source: "acme.json (design tokens, Tokens Studio's single file)", place: .whole("acme.json"),
            paletteName: "Acme", palettePath: "palettes/Acme.yml", writeBack: OutputRegistry.writeBackProblems)
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.formatted))")
        #expect(
            yaml.hasSuffix(
                """
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
        let result = run(
            """
            {"ui": {"$type": "color",
               "zeta": {"$value": "#0A84FF", "$description": "The accent"},
               "link": {"$value": "{ui.zeta}"},
               "nested group": {"$description": "Inks", "ink": {"$value": "#1C1C1E"}}},
             "space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}
            """)
        #expect(!result.diagnostics.containsErrors)
        #expect(result.colorCount == 3)
        let yaml = try #require(result.yaml)
        #expect(
            yaml.hasSuffix(
                """
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
        let result = run(
            ##"""
            {"ui": {"$type": "color", "$deprecated": "Use brand",
               "old": {"$value": "#000000", "$extensions": {"org.example": {"tier": 1}, "dev.palettec": {"assetName": "UI/old"}}},
               "kept": {"$value": "#FFFFFF", "$deprecated": false, "$extensions": {"dev.palettec": {"assetName": "UI/kept"}}},
               "gone": {"$value": "#FFFFFF", "$deprecated": true}}}
            """##)
        let yaml = try #require(result.yaml)
        #expect(
            yaml.contains(
                ##"old: { light: "#000000", dark: "#000000", deprecated: "Use brand", extensions: "{\"org.example\":{\"tier\":1}}" }"##
            ), "\(yaml)")
        #expect(yaml.contains(##"kept: { light: "#FFFFFF", dark: "#FFFFFF" }"##), "\(yaml)")
        #expect(yaml.contains(##"gone: { light: "#FFFFFF", dark: "#FFFFFF", deprecated: true }"##), "\(yaml)")
    }

    @Test func noColorIsAWarningAndNoPalette() {
        let result = run(#"{"s": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#)
        #expect(result.yaml == nil)
        #expect(result.diagnostics.map(\.severity) == [.note, .warning])
    }

    /// esri-calcite's form (semantic/color/dark.json): `rgba({color}, {opacity})` against opacity tokens
    /// that hold percentages, computed in each appearance from that appearance's color; the alpha the
    /// color has already keeps the reference.
    @Test func tokensStudiosRGBAOfReferencesIsComputedPerAppearance() throws {
        func file(_ path: String, _ json: String) -> TokenFile { TokenFile(path: path, bytes: Array(json.utf8)) }
        let themes = file(
            "$themes.json",
            ##"""
            [{"name": "light", "selectedTokenSets": {"core/color": "enabled", "core/opacity": "source", "semantic/light": "enabled"}},
             {"name": "dark", "selectedTokenSets": {"core/color": "enabled", "core/opacity": "source", "semantic/dark": "enabled"}}]
            """##)
        let semantic = ##"""
            {"semantic": {"color": {"background": {
              "none": {"value": "rgba({core.color.neutral.%@}, {core.opacity.0})", "type": "color"},
              "scrim": {"value": "rgba({core.color.neutral.%@}, {core.opacity.85})", "type": "color"},
              "solid": {"value": "rgba({core.color.neutral.%@}, {core.opacity.100})", "type": "color"}}}}}
            """##
        let sets = [
            "core/color": file(
                "core/color.json",
                ##"""
                {"core": {"color": {"neutral": {"blk-000": {"value": "#ffffff", "type": "color"},
                                                "blk-240": {"value": "#151515", "type": "color"}}}}}
                """##),
            "core/opacity": file(
                "core/opacity.json",
                ##"""
                {"core": {"opacity": {"0": {"value": "0%", "type": "opacity"}, "85": {"value": "85%", "type": "opacity"},
                                      "100": {"value": "100%", "type": "opacity"}}}}
                """##),
            "semantic/light": file("semantic/light.json", semantic.replacingOccurrences(of: "%@", with: "blk-000")),
            "semantic/dark": file("semantic/dark.json", semantic.replacingOccurrences(of: "%@", with: "blk-240")),
        ]
        let tokens = TokensStudioLayout.read(themes: themes, metadata: nil, sets: sets)
        let result = DesignTokensImporter.run(
            tokens, source: "tokens (design tokens)", place: .whole("tokens"),
            paletteName: "Calcite", palettePath: "palettes/Calcite.yml", writeBack: OutputRegistry.writeBackProblems)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))")
        let yaml = try #require(result.yaml)
        #expect(yaml.contains(##"none: { light: "#FFFFFF00", dark: "#15151500" }"##), "\(yaml)")
        #expect(
            yaml.contains(##"scrim: { light: "rgba(255, 255, 255, 0.85)", dark: "rgba(21, 21, 21, 0.85)" }"##),
            "\(yaml)")
        #expect(
            yaml.contains(##"solid: { light: "{core.color.neutral.blk-000}", dark: "{core.color.neutral.blk-240}" }"##),
            "\(yaml)")
        // One note a value, once however many appearances compute it.
        #expect(
            result.diagnostics.filter { $0.message.contains("is computed into a color") }.map(\.location.description)
                == [
                    "semantic/dark.json:2:21", "semantic/dark.json:3:22", "semantic/light.json:2:21",
                    "semantic/light.json:3:22",
                ])
    }

    /// blackbaud-skyux's forms (base-blackbaud.json): `rgba(#hex, .4)` and `transparent`; a gradient
    /// is skipped with a warning naming it (here no color is left, which is the error).
    @Test func tokensStudiosRGBAOfAHexAndTransparentImport() throws {
        let result = run(
            ##"""
            {"bb": {"color": {
              "transparent": {"$type": "color", "$value": "transparent"},
              "rgba": {"purple": {"600": {"40": {"$type": "color", "$value": "rgba(#B061F2, .4)"}}},
                       "blue": {"25": {"$type": "color", "$value": "rgba(#2B6BD5, .25)"}}}}}}
            """##)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))")
        let yaml = try #require(result.yaml)
        #expect(yaml.contains(##"transparent: { light: "#00000000", dark: "#00000000" }"##), "\(yaml)")
        #expect(yaml.contains(##""40": { light: "#B061F266", dark: "#B061F266" }"##), "\(yaml)")
        #expect(
            yaml.contains(##""25": { light: "rgba(43, 107, 213, 0.25)", dark: "rgba(43, 107, 213, 0.25)" }"##),
            "\(yaml)")
        let gradient = run(##"{"g": {"$type": "color", "$value": "linear-gradient(90deg, {bb.a}, {bb.b})"}}"##)
        #expect(gradient.yaml == nil)
        #expect(
            gradient.diagnostics.map(\.message) == [
                "'g' is skipped: 'linear-gradient(90deg, {bb.a}, {bb.b})' is a gradient (linear-gradient), which palettec does not import: "
                    + "a palette color is one color; leave the token out of the import or make it one color",
                "none of the 1 color token can be imported (1 skipped: 1 gradient); the warnings say why",
            ])
    }

    /// Figma's components (fermi-flutter-bison's ColorBaseTokens.json) are the hex they carry, stored as
    /// 32-bit floats: the palette writes the hex.
    @Test func figmaComponentsOfTheirHexAreWrittenAsTheHex() throws {
        let result = run(
            ##"""
            {"Gray": {"60": {"$type": "color", "$value": {"colorSpace": "srgb",
              "components": [0.7137255072593689, 0.7137255072593689, 0.7137255072593689], "alpha": 1, "hex": "#B6B6B6"}}}}
            """##)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))")
        let yaml = try #require(result.yaml)
        #expect(yaml.contains(##""60": { light: "#B6B6B6", dark: "#B6B6B6" }"##), "\(yaml)")
    }

    /// Names the palette refuses come in under made keys after the palette is compiled (#45); a name
    /// even a made key cannot cure (a group within a name over the palette's limits) is skipped.
    @Test func colorsThePaletteRefusesComeInUnderMadeKeys() throws {
        let some = run(##"{"$type": "color", "*": {"$value": "#111111"}, "ink": {"$value": "#222222"}}"##)
        #expect(some.colorCount == 2)
        #expect(some.skips.summary == nil)
        #expect(some.diagnostics.map(\.severity) == [.warning])
        let yaml = try #require(some.yaml)
        #expect(yaml.contains(##"  asterisk: { light: "#111111", dark: "#111111", token: "*" }"##), "\(yaml)")
    }

    /// Equinor's set computes one color with `set_chroma(…)` and aliases it 1,021 times: each alias is an
    /// error, and the count is every color token of the source, not the one skipped. With a color that
    /// does come in, no color left is not what stopped it.
    @Test func noColorLeftCountsEveryColorTokenOfTheSource() {
        let none = run(
            ##"""
            {"$type": "color", "base": {"$value": "set_chroma(#336699, 0.1)"},
             "a": {"$value": "{base}"}, "b": {"$value": "{base}"}, "c": {"$value": "{a}"}}
            """##)
        #expect(none.yaml == nil)
        #expect(
            none.diagnostics.last?.message
                == "none of the 4 color tokens can be imported (1 skipped: 1 function); the warnings say why")
        let some = run(
            ##"{"$type": "color", "base": {"$value": "set_chroma(#336699, 0.1)"}, "a": {"$value": "{base}"}, "ink": {"$value": "#222222"}}"##
        )
        #expect(some.yaml == nil)
        #expect(
            !some.diagnostics.contains { $0.message.hasPrefix("none of the") }, "\(some.diagnostics.map(\.message))")
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
        #expect(
            strict.diagnostics.first?.message.hasPrefix("'a' cannot be imported: '#12345' is not a hex color") == true)
    }
}
