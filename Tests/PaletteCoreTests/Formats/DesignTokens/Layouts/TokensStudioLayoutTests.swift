import Testing
@testable import PaletteCore

/// Tokens Studio's themes, written from its documentation and `@tokens-studio/sd-transforms`'
/// multi-dimensional example: a `mode` group (light, dark) beside a `brand` group (casual,
/// business), `core` as a `source` set, `$metadata.json`'s set order; and a single file in the
/// legacy `value`/`type` format with `$themes` inside.
@Suite struct TokensStudioLayoutTests {
    @Test func modeGroupThemesAreTheAppearances() throws {
        let imported = try TokenTestFiles.tokensStudio("TokensStudio")
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark])
        #expect(imported.value("fg.default", .dark) == "#F3F4F6FF")
        #expect(imported.value("overlay") == "#00000080")
        #expect(imported.value("overlay", .dark) == "#000000B3")
        #expect(imported.value("bg.subtle", .dark) == "#1F2937FF")
        #expect(imported.token("bg.default")?.description == "Page background")
    }

    @Test func sourceSetsResolveButAreNotImported() throws {
        let imported = try TokenTestFiles.tokensStudio("TokensStudio")
        #expect(
            imported.colorTokens.map(\.path.description) == [
                "bg.default", "bg.subtle", "fg.default", "overlay", "accent", "button.background", "button.hover",
                "brand.primary",
            ])
        // An alias of a core color becomes the color; one of an imported token stays an alias.
        #expect(imported.value("bg.default") == "#FFFFFFFF")
        #expect(imported.value("bg.default", .dark) == "#111827FF")
        #expect(imported.value("accent") == "{brand.primary}")
        #expect(imported.value("button.background", .dark) == "{accent}")
        // core's spacing is counted, not imported; the button's padding too.
        #expect(imported.skipped.byType == ["spacing": 1])
    }

    /// A group named for brands gives the palette's brands (#47), its first theme the default; any other group
    /// is read in its first theme.
    @Test func aBrandGroupGivesBrandsAndOtherGroupsTheirFirstTheme() throws {
        let imported = try TokenTestFiles.tokensStudio("TokensStudio")
        #expect(imported.value("brand.primary") == "#F97316FF")
        #expect(imported.brands == ["casual", "business"])
        #expect(imported.diagnostics.filter { $0.severity == .note }.map(\.formatted) == [])
        let themes = TokenTestFiles.file(
            "$themes.json",
            ##"[{"name": "light", "group": "mode", "selectedTokenSets": {"a": "enabled"}}, "##
                + ##"{"name": "compact", "group": "density", "selectedTokenSets": {"a": "enabled"}}, "##
                + ##"{"name": "roomy", "group": "density", "selectedTokenSets": {"a": "enabled"}}]"##)
        let set = TokenTestFiles.file("a.json", ##"{"bg": {"$type": "color", "$value": "#000000"}}"##)
        let density = TokensStudioLayout.read(themes: themes, metadata: nil, sets: ["a": set])
        #expect(density.brands == [])
        #expect(
            density.diagnostics.filter { $0.severity == .note }.map(\.message) == [
                "the theme group 'density' is read as its first theme, 'compact', not 'roomy'"
            ])
    }

    /// A color modifier on an alias is the palette's made color, in each appearance.
    @Test func colorModifiersAreMadeColors() throws {
        let imported = try TokenTestFiles.tokensStudio("TokensStudio")
        #expect(imported.value("button.hover") == "{accent} darker by 0.1")
        #expect(imported.value("button.hover", .dark) == "{accent} darker by 0.1")
        #expect(imported.messages(.warning) == [])
    }

    /// CSS Color 4 text in Tokens Studio's sets (issue #44): its stock `transparent`,
    /// `hsla(255,0%,100%,0.01)`, which once stopped an import through every alias of it, now imports,
    /// aliases kept; so do `hsl()`, `oklch()` (converted, with the warning the color module's spaces get),
    /// a named color, and each as the color of `rgba(<color>, <alpha>)`. Values are coloraide's.
    @Test func cssColorsImportWithTheirAliases() throws {
        let imported = try TokenTestFiles.tokensStudio("TokensStudioCSS")
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.skipReasons.isEmpty, "\(imported.skipReasons)")
        func color(_ path: String, _ appearance: Appearance = .light) -> RGBA? {
            guard case .color(let rgba)? = imported.token(path)?.values[appearance]?.kind else { return nil }
            return rgba
        }
        for appearance in [Appearance.light, .dark] {
            #expect(color("transparent", appearance) == RGBA(red: 1, green: 1, blue: 1, alpha: 0.01))
            #expect(imported.value("ghost", appearance) == "{transparent}")
            #expect(imported.value("surface", appearance) == "{ghost}")
            #expect(color("sky", appearance) == RGBA(red: 0.28, green: 0.664, blue: 0.92))
            #expect(color("ink", appearance) == RGBA(red8: 0x19, green8: 0x19, blue8: 0x70))
        }
        #expect(color("leaf") == RGBA(red: 0.4888561224, green: 0.6818660904, blue: 0.4465087416))
        #expect(
            color("neon") == RGBA(red: 0.2748756987, green: 0.7513427794, blue: 0.2254432157, space: .displayP3))
        #expect(imported.value("text") == "{ink}")
        #expect(color("text", .dark) == RGBA(red: 0.95, green: 0.95, blue: 0.95))
        #expect(color("scrim") == RGBA(red: 0.28, green: 0.664, blue: 0.92, alpha: 0.4))
        #expect(color("scrim", .dark) == RGBA(red: 0.2600283628, green: 0.4426049422, blue: 0.2194633483, alpha: 0.5))
        #expect(!imported.diagnostics.contains { $0.message.contains("is an alias of") })
        let converted = imported.messages(.warning).filter { $0.contains("palettec converted it") }
        #expect(
            converted.contains(
                "TokensStudioCSS/core.json:2:30: {transparent} is written in hsl; palettec converted it to sRGB, #FFFFFF03"
            ),
            "\(converted)")
        #expect(
            converted.contains {
                $0.hasPrefix("TokensStudioCSS/core.json:7:23: {neon} is written in oklch and lies outside sRGB")
            },
            "\(converted)")

        let result = DesignTokensImporter.run(
            imported, source: "TokensStudioCSS (design tokens, Tokens Studio)", place: .whole("TokensStudioCSS"),
            paletteName: "Tokens", palettePath: "palettes/Tokens.yml", writeBack: OutputRegistry.writeBackProblems)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))")
        let yaml = try #require(result.yaml)
        #expect(
            yaml.hasSuffix(
                ##"""
                palette: Tokens
                colors:
                  transparent: { light: "rgba(255, 255, 255, 0.01)", dark: "rgba(255, 255, 255, 0.01)", description: "Tokens Studio's stock transparent" }
                  ghost: { light: "{transparent}", dark: "{transparent}" }
                  sky: { light: "color(srgb 0.28 0.664 0.92)", dark: "color(srgb 0.28 0.664 0.92)" }
                  leaf: { light: "color(srgb 0.4888561224 0.6818660904 0.4465087416)", dark: "color(srgb 0.4888561224 0.6818660904 0.4465087416)" }
                  ink: { light: "#191970", dark: "#191970" }
                  neon: { light: "color(display-p3 0.2748756987 0.7513427794 0.2254432157)", dark: "color(display-p3 0.2748756987 0.7513427794 0.2254432157)" }
                  surface: { light: "{ghost}", dark: "{ghost}" }
                  text: { light: "{ink}", dark: "color(srgb 0.95 0.95 0.95)" }
                  scrim: { light: "color(srgb 0.28 0.664 0.92 / 0.4)", dark: "color(srgb 0.2600283628 0.4426049422 0.2194633483 / 0.5)" }

                """##), "\(yaml)")
    }

    @Test func missingSetFileIsAnErrorAtItsTheme() throws {
        let themes = try TokenTestFiles.fixture("TokensStudio/$themes.json")
        let imported = TokensStudioLayout.read(themes: themes, metadata: nil, sets: [:])
        #expect(
            imported.messages(.error).first
                == "TokensStudio/$themes.json:2:3: the token set 'core' has no file; it is core.json (or core.tokens.json) "
                + "beside $themes.json"
        )
    }

    /// `light`/`dark` themes, and a `device` group whose `desktop` theme names `device/desktop` and,
    /// when `withColors`, `device/accent` (a set holding a color) too.
    private func deviceThemes(withColors: Bool) -> TokenFile {
        TokenTestFiles.file(
            "$themes.json",
            """
            [{ "name": "light", "group": "mode", "selectedTokenSets": { "light": "enabled" } },
             { "name": "dark", "group": "mode", "selectedTokenSets": { "dark": "enabled" } },
             { "name": "desktop", "group": "device", "selectedTokenSets": { "device/desktop": "enabled"\(
                withColors ? #", "device/accent": "enabled""# : "") } },
             { "name": "mobile", "group": "device", "selectedTokenSets": { "device/mobile": "enabled" } }]
            """)
    }

    private let modeSets = [
        "light": TokenTestFiles.file("light.json", ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##),
        "dark": TokenTestFiles.file("dark.json", ##"{ "bg": { "$type": "color", "$value": "#000000" } }"##),
        "device/accent": TokenTestFiles.file(
            "device/accent.json", ##"{ "accent": { "$type": "color", "$value": "#ff0000" } }"##),
    ]

    /// A missing set of a group none of whose other sets hold colors (a `device` group's sizes) is a
    /// warning, and the colors come in; where the group's theme holds colors it is an error still.
    @Test func aMissingSetOfAThemeWithoutColorsIsAWarning() {
        let imported = TokensStudioLayout.read(themes: deviceThemes(withColors: false), metadata: nil, sets: modeSets)
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.value("bg", .dark) == "#000000FF")
        #expect(
            imported.messages(.warning) == [
                "$themes.json:3:2: the token set 'device/desktop' has no file; it is device/desktop.json (or "
                    + "device/desktop.tokens.json) beside $themes.json; it is left out, as only the theme group 'device' "
                    + "names it, whose other sets hold no colors (an alias of a token in it would be an error)"
            ])
        let withColors = TokensStudioLayout.read(themes: deviceThemes(withColors: true), metadata: nil, sets: modeSets)
        #expect(
            withColors.messages(.error) == [
                "$themes.json:3:2: the token set 'device/desktop' has no file; it is device/desktop.json (or "
                    + "device/desktop.tokens.json) beside $themes.json"
            ])
    }

    /// A missing set's near miss among the files beside it, as the CLI lists them.
    @Test func aMissingSetNamesTheNearMissBesideIt() {
        let imported = TokensStudioLayout.read(
            themes: deviceThemes(withColors: false), metadata: nil, sets: ["light": modeSets["light"]!],
            nearby: ["dark-mode.json", "Drak.tokens.json"])
        #expect(
            imported.messages(.error) == [
                "$themes.json:2:2: the token set 'dark' has no file; it is dark.json (or dark.tokens.json) beside "
                    + "$themes.json; did you mean 'Drak.tokens.json'?"
            ])
    }

    /// `$themes.json` holding an object: one error that says what it holds and what it should, and no
    /// "no theme is light" before it.
    @Test func themesThatAreNoArrayAreOneError() {
        let imported = TokensStudioLayout.read(
            themes: TokenTestFiles.file("$themes.json", #"{ "light": { "core": "enabled" } }"#), metadata: nil,
            sets: [:])
        #expect(
            imported.messages(.error) == [
                "$themes.json:1:1: $themes.json is an object, and Tokens Studio writes it as an array of themes "
                    + #"([{"name": "light", "selectedTokenSets": {"core": "enabled"}}, …]); write it so"#
            ])
    }

    /// Every set's state unreadable: the themes have no tokens, which is an error, not a silent import
    /// of nothing.
    @Test func everySetStateInvalidIsAnError() {
        let imported = TokensStudioLayout.read(
            themes: TokenTestFiles.file(
                "$themes.json",
                """
                [{ "name": "light", "selectedTokenSets": { "core": "on" } },
                 { "name": "dark", "selectedTokenSets": { "core": "yes" } }]
                """),
            metadata: nil,
            sets: ["core": TokenTestFiles.file("core.json", ##"{ "a": { "$type": "color", "$value": "#fff" } }"##)])
        #expect(
            imported.messages(.error) == [
                #"$themes.json:1:2: the theme 'light' (light) has no token set that is "enabled" or "source", so it has "#
                    + #"no tokens; mark the sets it uses "enabled""#,
                #"$themes.json:2:2: the theme 'dark' (dark) has no token set that is "enabled" or "source", so it has "#
                    + #"no tokens; mark the sets it uses "enabled""#,
            ])
    }

    @Test func legacySingleFile() throws {
        let imported = TokensStudioLayout.readSingleFile(try TokenTestFiles.fixture("TokensStudioLegacy.json"))
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark])
        #expect(imported.value("background") == "{colors.white}")
        #expect(imported.value("background", .dark) == "{colors.gray.900}")
        #expect(imported.value("link", .dark) == "#5EEAD4FF")
        #expect(imported.token("colors.gray.900")?.description == "Body text")
        #expect(imported.skipped.byType == ["borderRadius": 1])
        #expect(imported.root.members.map(\.name) == ["colors", "background", "text", "link"])
    }

    /// esri-calcite's theme names: an emoji and a brand before the appearance (issue #33, item 3).
    @Test func themesNamedWithEmojiAndBrand() {
        let imported = TokensStudioLayout.readSingleFile(
            TokenTestFiles.file(
                "calcite.json",
                """
                { "core": { "white": { "value": "#ffffff", "type": "color" }, "black": { "value": "#000000", "type": "color" } },
                  "light": { "bg": { "value": "{white}", "type": "color" } },
                  "dark": { "bg": { "value": "{black}", "type": "color" } },
                  "$themes": [
                    { "name": "🌞 Brand Light", "group": "color", "selectedTokenSets": { "core": "source", "light": "enabled" } },
                    { "name": "🌚 Brand Dark", "group": "color", "selectedTokenSets": { "core": "source", "dark": "enabled" } }
                  ] }
                """))
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark])
        #expect(imported.value("bg") == "#FFFFFFFF")
        #expect(imported.value("bg", .dark) == "#000000FF")
        #expect(imported.warnings.isEmpty)
    }

    /// 'dark', 'light', 'Dark' and 'Light' in one file: `dark=Dark` reads 'Dark' (issue #33, item 4).
    @Test func anExactChoiceAmongThemesDifferingInCase() {
        let file = TokenTestFiles.file(
            "cased.json",
            """
            { "a": { "bg": { "$value": "#111111", "$type": "color" } }, "b": { "bg": { "$value": "#222222", "$type": "color" } },
              "c": { "bg": { "$value": "#333333", "$type": "color" } }, "d": { "bg": { "$value": "#444444", "$type": "color" } },
              "$themes": [
                { "name": "dark", "selectedTokenSets": { "a": "enabled" } }, { "name": "light", "selectedTokenSets": { "b": "enabled" } },
                { "name": "Dark", "selectedTokenSets": { "c": "enabled" } }, { "name": "Light", "selectedTokenSets": { "d": "enabled" } }
              ] }
            """)
        let imported = TokensStudioLayout.readSingleFile(
            file, modes: AppearanceModeNames(explicit: [.dark: "Dark", .light: "Light"]))
        #expect(imported.value("bg", .dark) == "#333333FF")
        #expect(imported.value("bg") == "#444444FF")
        #expect(!imported.warnings.map(\.message).contains { $0.contains("'Dark'") || $0.contains("'Light'") })
        let byName = TokensStudioLayout.readSingleFile(file)
        #expect(byName.value("bg", .dark) == "#111111FF")
        #expect(byName.value("bg") == "#222222FF")
    }

    /// A light theme and no dark: the darks are derived, never light's, and a warning says so.
    @Test func noDarkThemeLeavesTheDarksToBeDerived() {
        let imported = TokensStudioLayout.readSingleFile(
            TokenTestFiles.file(
                "light.json",
                """
                { "base": { "bg": { "$value": "#ffffff", "$type": "color" } },
                  "$themes": [{ "name": "acme-light", "selectedTokenSets": { "base": "enabled" } }] }
                """))
        #expect(imported.appearances == [.light])
        #expect(imported.derivesDark)
        #expect(
            imported.messages(.warning) == [
                "light.json:2:15: no theme is dark (the themes are 'acme-light'), so the palette has no dark values: palettec derives each "
                    + "color's dark by the palette's rule, never a copy of light; name the dark theme with --appearance dark=THEME"
            ])
    }

    @Test func setOrderFromMetadataDecidesWhichWins() {
        let themes = TokenTestFiles.file(
            "$themes.json",
            """
            [{ "name": "light", "selectedTokenSets": { "b": "enabled", "a": "enabled" } }]
            """)
        let sets = [
            "a": TokenTestFiles.file("a.json", ##"{ "x": { "$type": "color", "$value": "#aaaaaa" } }"##),
            "b": TokenTestFiles.file("b.json", ##"{ "x": { "$type": "color", "$value": "#bbbbbb" } }"##),
        ]
        let unordered = TokensStudioLayout.read(themes: themes, metadata: nil, sets: sets)
        #expect(unordered.value("x") == "#AAAAAAFF")
        let metadata = TokenTestFiles.file("$metadata.json", #"{ "tokenSetOrder": ["a", "b"] }"#)
        #expect(TokensStudioLayout.read(themes: themes, metadata: metadata, sets: sets).value("x") == "#BBBBBBFF")
    }
}
