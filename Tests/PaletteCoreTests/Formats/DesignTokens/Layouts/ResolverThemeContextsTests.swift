import Testing
@testable import PaletteCore

/// GitHub Primer's resolver, as the Design Tokens Community Group's playground publishes it
/// (Tests/Fixtures/Tokens/Primer, trimmed; see the README there): hex strings, untyped aliases that
/// take their target's type, `light-hc` and `dark-hc` contexts, a `dark-dimmed` one that is no
/// appearance, and a second modifier with no default.
@Suite struct PrimerResolverTests {
    let imported: TokenImport

    init() throws {
        imported = try TokenTestFiles.resolver("Primer/primer.resolver.json")
    }

    @Test func contextsAreTheFourAppearances() {
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark, .highContrastLight, .highContrastDark])
    }

    @Test func perAppearanceValuesAreExact() {
        let expected: [(String, Appearance, String)] = [
            ("fgColor.default", .light, "{base.color.neutral.13}"),
            ("fgColor.default", .dark, "{base.color.neutral.12}"),
            ("fgColor.default", .highContrastLight, "{base.color.neutral.13}"),
            ("fgColor.default", .highContrastDark, "{base.color.neutral.13}"),
            ("fgColor.muted", .highContrastLight, "{base.color.neutral.10}"),
            ("fgColor.link", .light, "{fgColor.accent}"),
            ("fgColor.danger", .dark, "#D1242FFF"),
            ("base.color.black", .light, "#1F2328FF"),
            ("base.color.black", .dark, "#010409FF"),
            ("base.color.black", .highContrastLight, "#010409FF"),
            ("base.color.neutral.12", .dark, "#F0F6FCFF"),
            ("base.color.neutral.13", .dark, "{base.color.white}"),
            ("base.color.blue.5", .highContrastDark, "#409EFFFF"),
            // dark-hc names no dark file: its other colors are the base set's (light) ones.
            ("base.color.neutral.12", .highContrastDark, "#25292EFF"),
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
                "Primer/base/color/dark/dark.tokens.json:13:9: \(alpha)",
                "Primer/base/color/light/light.tokens.json:10:9: \(alpha)",
                "Primer/primer.resolver.json:39:14: the context 'dark-dimmed' of 'theme' is not an appearance and is not imported "
                    + "(name its appearance with --appearance, as dark=dark-dimmed, if it is one)",
                "Primer/primer.resolver.json:76:13: the modifier 'size' has no default, so its first context, 'default', is read; "
                    + "give it a \"default\"",
            ])
        #expect(imported.skipped == TokenSkipCounts(byType: [:], untyped: 4))
        #expect(imported.skipped.summary == "4 untyped tokens were left out: palettec imports colors")
    }

    @Test func darkDimmedIsDarkWhenNamed() throws {
        let dimmed = try TokenTestFiles.resolver(
            "Primer/primer.resolver.json", modes: AppearanceModeNames(explicit: [.dark: "dark-dimmed"]))
        #expect(dimmed.value("fgColor.default", .dark) == "{base.color.neutral.11}")
        #expect(
            dimmed.warnings.map(\.message).contains {
                $0.hasPrefix("the context 'dark' of 'theme' is not an appearance")
            })
    }
}
