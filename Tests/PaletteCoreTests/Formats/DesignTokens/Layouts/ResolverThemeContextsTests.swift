import Testing
@testable import PaletteCore

/// A resolver with five theme contexts (Tests/Fixtures/Import/DesignTokens/ResolverThemeContexts, written for
/// palettec in the shape GitHub Primer's published resolver has): hex strings, untyped aliases that take
/// their target's type, `light-hc` and `dark-hc` contexts, a `dark-dimmed` one that is no appearance, an
/// `alpha` property beside `$value`, untyped dimensions, and a second modifier with no default.
@Suite struct ResolverThemeContextsTests {
    let imported: TokenImport

    init() throws {
        imported = try TokenTestFiles.resolver("ResolverThemeContexts/harbor.resolver.json")
    }

    @Test func contextsAreTheFourAppearances() {
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark, .highContrastLight, .highContrastDark])
    }

    @Test func perAppearanceValuesAreExact() {
        let expected: [(String, Appearance, String)] = [
            ("text.primary", .light, "{core.color.gray.13}"),
            ("text.primary", .dark, "{core.color.gray.12}"),
            ("text.primary", .highContrastLight, "{core.color.gray.13}"),
            ("text.primary", .highContrastDark, "{core.color.gray.13}"),
            ("text.secondary", .highContrastLight, "{core.color.gray.10}"),
            ("text.link", .light, "{text.accent}"),
            ("text.error", .dark, "#C62A2FFF"),
            ("core.color.ink", .light, "#16202AFF"),
            ("core.color.ink", .dark, "#05080BFF"),
            ("core.color.ink", .highContrastLight, "#000000FF"),
            ("core.color.gray.12", .dark, "#EEF2F6FF"),
            ("core.color.gray.13", .dark, "{core.color.paper}"),
            ("core.color.teal.5", .highContrastDark, "#3FE0D6FF"),
            // dark-hc names no dark file: its other colors are the core set's (light) ones.
            ("core.color.gray.12", .highContrastDark, "#2A2F35FF"),
        ]
        for (path, appearance, value) in expected {
            #expect(imported.value(path, appearance) == value, "\(path) \(appearance)")
        }
    }

    @Test func whatIsNotReadIsReported() {
        let alpha =
            "'alpha' is not a property of a token and is ignored (a color's alpha goes in its $value: \"#RRGGBBAA\", or "
            + "\"alpha\" in the color object)"
        #expect(
            imported.messages(.warning) == [
                "ResolverThemeContexts/core/dark.tokens.json:13:9: \(alpha)",
                "ResolverThemeContexts/core/light.tokens.json:10:9: \(alpha)",
                "ResolverThemeContexts/harbor.resolver.json:39:14: the context 'dark-dimmed' of 'theme' is not an appearance and is not imported "
                    + "(name its appearance with --appearance, as dark=dark-dimmed, if it is one)",
                "ResolverThemeContexts/harbor.resolver.json:76:16: the modifier 'density' has no default, so its first context, 'regular', is read; "
                    + "give it a \"default\"",
            ])
        #expect(imported.skipped == TokenSkipCounts(byType: [:], untyped: 4))
        #expect(imported.skipped.summary == "4 untyped tokens were left out: palettec imports colors")
    }

    @Test func darkDimmedIsDarkWhenNamed() throws {
        let dimmed = try TokenTestFiles.resolver(
            "ResolverThemeContexts/harbor.resolver.json", modes: AppearanceModeNames(explicit: [.dark: "dark-dimmed"]))
        #expect(dimmed.value("text.primary", .dark) == "{core.color.gray.11}")
        #expect(
            dimmed.warnings.map(\.message).contains {
                $0.hasPrefix("the context 'dark' of 'theme' is not an appearance")
            })
    }
}
