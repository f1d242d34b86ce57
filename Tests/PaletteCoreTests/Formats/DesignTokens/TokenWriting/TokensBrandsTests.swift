import Foundation
import Testing
@testable import PaletteCore

/// `--tokens` for palettes with brands (#47): a `brand` modifier beside `appearance`, each appearance's
/// `brands.<context>.tokens.json` and each brand's `brand.<case>.tokens.json`; and the round trip back through
/// `import` to the same palette, every color the same in every brand × appearance.
@Suite struct TokensBrandsTests {
    static let shop = """
        palette: Shop
        brands: [acme, globex, initech-co]
        derive: tone
        colors:
          background: { light: "#FFFFFF", dark: "#1C1C1E" }
          accent:
            light: "#0A84FF"
            brands:
              globex: "#00A86B"
              initech-co: { light: "#0A84FF", dark: "#409CFF" }
          text:
            primary:
              light: "#111111"
              dark: "#EEEEEE"
              highContrastDark: "#FFFFFF"
              brands:
                globex: { light: "#1B1B3A" }
            link: "{accent}"
            faint: "{text.primary} at 40%"
        """

    private func compiled(_ yaml: String, path: String = "palettes/shop.yml") throws -> Palette {
        let (palette, diagnostics) = PaletteCompiler.compile(PaletteSource(path: path, bytes: Array(yaml.utf8)))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.formatted))")
        return try #require(palette)
    }

    private func files(_ palettes: [Palette]) -> [String: String] {
        let (files, diagnostics) = TokensRenderer.render(palettes)
        #expect(!diagnostics.containsErrors)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    @Test func aResolverWithTwoModifiersAndTheBrandsFiles() throws {
        let written = files([try compiled(Self.shop)])
        #expect(
            written.keys.sorted() == [
                "brand.globex.tokens.json", "brand.initechCo.tokens.json", "brands.dark.tokens.json",
                "brands.darkHighContrast.tokens.json", "brands.light.tokens.json",
                "brands.lightHighContrast.tokens.json",
                "dark.tokens.json", "darkHighContrast.tokens.json", "light.tokens.json",
                "lightHighContrast.tokens.json", "palettes.resolver.json",
            ])
        let resolver = try #require(written["palettes.resolver.json"])
        #expect(
            resolver.contains(
                #""darkHighContrast": [{"$ref": "dark.tokens.json"}, {"$ref": "darkHighContrast.tokens.json"}, "#
                    + #"{"$ref": "brands.dark.tokens.json"}, {"$ref": "brands.darkHighContrast.tokens.json"}]"#))
        #expect(resolver.contains(#""acme": [],"#))
        #expect(resolver.contains(#""initech-co": [{"$ref": "brand.initechCo.tokens.json"}]"#))
        #expect(resolver.contains(#""default": "acme""#))
        #expect(
            resolver.contains(
                ##""resolutionOrder": [{"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/brand"}]"##))
        let aliases = try #require(written["brand.globex.tokens.json"])
        #expect(aliases.contains(#""accent": {"$type": "color", "$value": "{Shop@globex.accent}"}"#))
        #expect(aliases.contains(#""link": {"$type": "color", "$value": "{Shop@globex.text.link}"}"#))
        let brandsLight = try #require(written["brands.light.tokens.json"])
        #expect(brandsLight.contains(#""Shop@globex": {"#))
        #expect(brandsLight.contains(##""hex": "#00A86B""##))
        #expect(brandsLight.contains(#""link": {"$type": "color", "$value": "{Shop.accent}""#))
    }

    @Test func aPaletteWithoutBrandsWritesWhatItAlwaysHas() throws {
        let plain = try compiled(
            """
            palette: Plain
            colors:
              accent: { light: "#0A84FF", dark: "#409CFF" }
            """, path: "palettes/plain.yml")
        let written = files([plain])
        #expect(written.keys.sorted() == ["dark.tokens.json", "light.tokens.json", "palettes.resolver.json"])
        #expect(written["palettes.resolver.json"] == ResolverDocumentRenderer.render([.light, .dark]))
        #expect(!(written["palettes.resolver.json"] ?? "").contains("brand"))
    }

    /// palette → `--tokens` → `import` of its resolver → the same colors, in every brand × appearance.
    @Test func aPaletteWithBrandsComesBackThroughItsTokens() throws {
        let original = try compiled(Self.shop)
        let written = files([original])
        let resolver = TokenFile(
            path: "tokens/palettes.resolver.json", bytes: Array(written["palettes.resolver.json"]!.utf8))
        var inputs: [String: TokenFile] = [:]
        for path in ResolverDocumentLayout.referencedFiles(resolver) {
            inputs[path] = TokenFile(
                path: path, bytes: Array(try #require(written[String(path.dropFirst("tokens/".count))]).utf8))
        }
        let tokens = ResolverDocumentLayout.read(resolver: resolver, files: inputs)
        #expect(tokens.brands == ["acme", "globex", "initech-co"])
        let result = DesignTokensImporter.run(
            tokens, source: "palettes.resolver.json", place: .whole(resolver.path), paletteName: "Shop",
            palettePath: "palettes/Shop.yml", writeBack: { _ in [] })
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))")
        let yaml = try #require(result.yaml)
        #expect(yaml.contains("brands: [acme, globex, initech-co]"))
        let back = try compiled(yaml, path: "palettes/Shop.yml")
        #expect(back.brands?.names == original.brands?.names)

        var originalColors: [String: ColorEntry] = [:]
        for color in original.allColors { originalColors["Shop." + color.name] = color }
        let imported = back.allColors
        #expect(imported.count == originalColors.count)
        for color in imported {
            let source = try #require(originalColors[color.name], "\(color.name)")
            for appearance in Appearance.allCases {
                #expect(color.appearances.shown(appearance) == source.appearances.shown(appearance), "\(color.name)")
                for brand in 0..<2 {
                    #expect(
                        color.brandAppearances[brand].shown(appearance)
                            == source.brandAppearances[brand].shown(appearance),
                        "\(color.name) \(appearance) brand \(brand + 1)")
                }
            }
        }
        let link = try #require(imported.first { $0.name == "Shop.text.link" })
        #expect(link.appearances[.light]?.derivation?.rule == .reference, "an alias stays a reference")
    }
}
