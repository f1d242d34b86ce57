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

    @Test func otherGroupsTakeTheirFirstTheme() throws {
        let imported = try TokenTestFiles.tokensStudio("TokensStudio")
        #expect(imported.value("brand.primary") == "#F97316FF")
        #expect(
            imported.diagnostics.filter { $0.severity == .note }.map(\.formatted) == [
                "TokensStudio/$themes.json:26:3: note: the theme group 'brand' is read as its first theme, 'casual', not 'business'"
            ])
    }

    /// A color modifier on an alias is the palette's made color, in each appearance.
    @Test func colorModifiersAreMadeColors() throws {
        let imported = try TokenTestFiles.tokensStudio("TokensStudio")
        #expect(imported.value("button.hover") == "{accent} darker by 0.1")
        #expect(imported.value("button.hover", .dark) == "{accent} darker by 0.1")
        #expect(imported.messages(.warning) == [])
    }

    @Test func missingSetFileIsAnErrorAtItsTheme() throws {
        let themes = try TokenTestFiles.fixture("TokensStudio/$themes.json")
        let imported = TokensStudioLayout.read(themes: themes, metadata: nil, sets: [:])
        #expect(
            imported.messages(.error).first
                == "TokensStudio/$themes.json:2:3: the token set 'core' has no file; it is core.json beside $themes.json"
        )
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
