import Testing
@testable import PaletteCore

/// Design tokens with brands (#47), read from fixtures in Tests/Fixtures/Import/DesignTokens, each named after
/// its case: a resolver's brand modifier beside its appearance modifier, one modifier whose contexts join a
/// brand and an appearance, Tokens Studio theme groups of brands, and `--brand`.
@Suite struct TokenBrandsImportTests {
    /// A color token's value in a brand (`brands[0]` is the default, whose values `root` holds).
    private func value(_ tokens: TokenImport, _ brand: String, _ path: String, _ appearance: Appearance) -> String? {
        guard let index = tokens.brands.firstIndex(of: brand), index > 0 else {
            return tokens.value(path, appearance)
        }
        let token = tokens.otherBrands[index - 1][TokenPath(path.split(separator: ".").map(String.init))]
        guard let value = token?.values[appearance] else { return nil }
        switch value.kind {
        case .color(let color): return color.messageText
        case .alias(let target): return target.reference
        case .made: return "made"
        }
    }

    @Test func aResolversBrandModifierBesideItsAppearanceModifierGivesBrands() throws {
        let tokens = try TokenTestFiles.resolver("ResolverBrandModifier/shop.resolver.json")
        #expect(tokens.errors.isEmpty, "\(tokens.diagnostics.map(\.formatted))")
        #expect(tokens.brands == ["acme", "globex"])
        #expect(tokens.appearances == [.light, .dark])
        #expect(value(tokens, "acme", "role.primary", .light) == "{ramp.blue}")
        #expect(value(tokens, "globex", "role.primary", .light) == "{ramp.green}")
        #expect(value(tokens, "globex", "role.primary", .dark) == "{ramp.green}")
        #expect(value(tokens, "acme", "color.text", .dark) == "#EEEEEEFF")
        #expect(value(tokens, "globex", "color.text", .dark) == "{ramp.navy}")
        #expect(!tokens.diagnostics.contains { $0.message.contains("read in its default context") })
    }

    @Test func contextsJoiningABrandAndAnAppearanceGiveBrands() throws {
        let tokens = try TokenTestFiles.resolver("ResolverBrandAppearanceContexts/shop.resolver.json")
        #expect(tokens.errors.isEmpty, "\(tokens.diagnostics.map(\.formatted))")
        #expect(tokens.brands == ["acme", "globex"])
        #expect(value(tokens, "acme", "theme.primary", .dark) == "#409CFFFF")
        #expect(value(tokens, "globex", "theme.primary", .light) == "#00A86BFF")
        #expect(value(tokens, "globex", "theme.primary", .dark) == "#23AB71FF")
        #expect(!tokens.diagnostics.contains { $0.message.contains("are appearances too") })
    }

    @Test func appearanceChoicesStillReadOneBrand() throws {
        let modes = AppearanceModeNames(explicit: [.light: "globex-light", .dark: "globex-dark"])
        let tokens = try TokenTestFiles.resolver("ResolverBrandAppearanceContexts/shop.resolver.json", modes: modes)
        #expect(tokens.brands == [])
        #expect(tokens.value("theme.primary", .dark) == "#23AB71FF")
    }

    @Test func brandChoosesAndRenamesAndTheFirstIsTheDefault() throws {
        let modes = AppearanceModeNames(
            brandChoice: BrandChoice(picks: [
                .init(source: "globex", name: "Globex"), .init(source: "acme", name: "acme"),
            ]))
        let tokens = try TokenTestFiles.resolver("ResolverBrandModifier/shop.resolver.json", modes: modes)
        #expect(tokens.brands == ["Globex", "acme"])
        #expect(value(tokens, "Globex", "role.primary", .light) == "{ramp.green}")
        #expect(value(tokens, "acme", "role.primary", .light) == "{ramp.blue}")

        let one = try TokenTestFiles.resolver(
            "ResolverBrandModifier/shop.resolver.json",
            modes: AppearanceModeNames(brandChoice: BrandChoice(picks: [.init(source: "globex", name: "globex")])))
        #expect(one.brands == [], "one brand chosen is a palette without brands")
        #expect(one.value("role.primary", .light) == "{ramp.green}")
    }

    @Test func aBrandTheTokensDoNotHaveIsAnErrorNamingThem() throws {
        let modes = AppearanceModeNames(brandChoice: BrandChoice(picks: [.init(source: "globx", name: "globx")]))
        let tokens = try TokenTestFiles.resolver("ResolverBrandModifier/shop.resolver.json", modes: modes)
        #expect(
            tokens.errors.map(\.message) == [
                "--brand 'globx' is no brand of these tokens; did you mean 'globex'? the brands are 'acme', 'globex'"
            ])
    }

    @Test func tokensStudioBrandAndAppearanceGroupsGiveBrandsTimesAppearances() throws {
        let tokens = try TokenTestFiles.tokensStudio("TokensStudio")
        #expect(tokens.errors.isEmpty, "\(tokens.diagnostics.map(\.formatted))")
        #expect(tokens.brands == ["casual", "business"])
        #expect(value(tokens, "casual", "brand.primary", .dark) == "#F97316FF")
        #expect(value(tokens, "business", "brand.primary", .dark) == "#2563EBFF")
        #expect(!tokens.diagnostics.contains { $0.message.contains("read as its first theme") })
    }

    @Test func brandOnlyThemesImportLightOnlyAndDeriveDarks() throws {
        let tokens = try TokenTestFiles.tokensStudio("TokensStudioBrandsOnly")
        #expect(tokens.errors.isEmpty, "\(tokens.diagnostics.map(\.formatted))")
        #expect(tokens.brands == ["Acme", "Globex"])
        #expect(tokens.appearances == [.light])
        #expect(tokens.derivesDark)
        // `core` is a source set: an alias of its token is the color it shows.
        #expect(value(tokens, "Globex", "accent", .light) == "#00A86BFF")
        #expect(tokens.warnings.map(\.message).contains { $0.hasPrefix("no theme is dark") })
    }

    @Test func aThemeBesideABrandsAppearancesIsABrandOfItsOwnLightOnly() throws {
        let tokens = try TokenTestFiles.tokensStudio("TokensStudioBrandThemes")
        #expect(tokens.errors.isEmpty, "\(tokens.diagnostics.map(\.formatted))")
        #expect(tokens.brands == ["acme", "modern"])
        #expect(!tokens.derivesDark)
        #expect(value(tokens, "modern", "accent", .light) == "#6B4EFFFF")
        #expect(value(tokens, "modern", "accent", .dark) == nil)
        #expect(
            tokens.warnings.map(\.message) == [
                "the brand 'modern' of the theme group 'Color' has no dark theme, so its light is written as dark"
            ])
    }

    @Test func modeNamesSplitByBrandOnlyWhereTwoBrandsHaveALight() {
        let modes = AppearanceModeNames()
        let split = modes.brandSplits(["brand-a-light", "brand-a-dark", "brand-b-light", "brand-b-dark"])
        #expect(split?.map(\.brand) == ["brand-a", "brand-b"])
        #expect(split?[1].matched == [.light: "brand-b-light", .dark: "brand-b-dark"])
        #expect(modes.brandSplits(["🌞 Brand Light", "🌚 Brand Dark"]) == nil)
        #expect(modes.brandSplits(["light", "light-hc", "dark", "dark-dimmed", "dark-hc"]) == nil)
        #expect(
            modes.brandSplits(["blackbaud-light", "blackbaud-dark", "modern"])?.map(\.brand) == ["blackbaud", "modern"])
        #expect(
            AppearanceModeNames(explicit: [.light: "brand-a-light"]).brandSplits(["brand-a-light", "brand-b-light"])
                == nil)
    }

    @Test func brandOptionTextIsABrandOrABrandAndItsName() throws {
        #expect(try BrandChoice.pick("acme").get() == .init(source: "acme", name: "acme"))
        #expect(try BrandChoice.pick("brand-a = Acme").get() == .init(source: "brand-a", name: "Acme"))
        #expect((try? BrandChoice.pick("=Acme").get()) == nil)
        #expect((try? BrandChoice.pick("acme=").get()) == nil)
    }
}
