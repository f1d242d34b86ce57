import Foundation
import TestSupport
import XCTest

/// Design tokens out and back in: `generate --tokens`, then `import` of the resolver it wrote, then
/// `generate` again gives every color under the same name with the same value in every appearance,
/// aliases kept as references; and a token file's `$extensions`, `$deprecated`, descriptions and
/// aliases survive import → export → import unchanged.
final class ImportDesignTokensRoundTripTests: XCTestCase {
    /// Each color's value in each appearance as the app shows it (a missing high-contrast value is the
    /// plain one), by `Palette.color`: hex, color space and components.
    private func shownValues(_ manifest: String, prefixingPalette: Bool) throws -> [String: [String]] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        var values: [String: [String]] = [:]
        for palette in try XCTUnwrap(json["palettes"] as? [[String: Any]]) {
            let paletteName = try XCTUnwrap(palette["name"] as? String)
            for color in try XCTUnwrap(palette["colors"] as? [[String: Any]]) {
                let name = try XCTUnwrap(color["name"] as? String)
                func value(_ appearance: String, else fallback: String) -> [String: Any]? {
                    color[appearance] as? [String: Any] ?? color[fallback] as? [String: Any]
                }
                let shown = [
                    ("light", "light"), ("dark", "dark"), ("highContrastLight", "light"), ("highContrastDark", "dark"),
                ]
                .map { appearance, fallback -> String in
                    guard let value = value(appearance, else: fallback) else { return "\(appearance): none" }
                    let components = ["red", "green", "blue", "alpha"].map {
                        String(format: "%.8f", value[$0] as? Double ?? .nan)
                    }
                    return
                        "\(appearance): \(value["hex"] ?? "") \(value["colorSpace"] ?? "") \(components.joined(separator: " "))"
                }
                values[prefixingPalette ? paletteName + "." + name : name] = shown
            }
        }
        return values
    }

    /// `palettes` (a folder in the sandbox) → tokens → one imported palette → its manifest, compared
    /// with the first manifest color by color; the imported palette's text for further checks.
    @discardableResult
    private func roundTrip(_ sandbox: Sandbox, line: UInt = #line) throws -> String {
        XCTAssertStatus(
            try sandbox.run(["generate", "palettes", "--output", "first", "--tokens", "tokens"]), 0, line: line)
        let imported = try sandbox.run(["import", "tokens/palettes.resolver.json", "--output", "imported"])
        XCTAssertStatus(imported, 0, line: line)
        XCTAssertEqual(imported.stderr, "", line: line)
        XCTAssertStatus(try sandbox.run(["generate", "imported", "--output", "second"]), 0, line: line)
        let first = try shownValues(try sandbox.read("first/manifest.json"), prefixingPalette: true)
        let second = try shownValues(try sandbox.read("second/manifest.json"), prefixingPalette: false)
        XCTAssertFalse(first.isEmpty, line: line)
        XCTAssertEqual(Set(second.keys), Set(first.keys), line: line)
        for (name, values) in first.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(second[name], values, name, line: line)
        }
        return try sandbox.read("imported/Palettes.yml")
    }

    func testThisRepositorysPalettesSurviveExportAndImport() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(at: RepositoryFiles.url("palettes"), to: sandbox.url("palettes"))
        let palette = try roundTrip(sandbox)
        XCTAssertTrue(palette.contains("\npalette: Palettes\n"))
    }

    /// References (as aliases, and held as a value where a high-contrast value is near), high contrast,
    /// Display P3 and a derived dark: the same values, and the aliases still references.
    func testReferencesHighContrastAndDisplayP3SurviveExportAndImport() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(
            at: RepositoryFiles.url("Tests/Fixtures/Tokens/palettes"),
            to: sandbox.url("palettes"))
        let palette = try roundTrip(sandbox)
        for line in [
            ##"    alias: { light: "{Links.base}", dark: "{Links.base}", highContrastLight: "{Links.base}", highContrastDark: "#EEEEEE" }"##,
            ##"    chained: { light: "{Links.alias}", dark: "{Links.alias}", highContrastLight: "{Links.alias}", highContrastDark: "{Links.alias}" }"##,
            ##"      p3: { light: "color(display-p3 1 0 0 / 0.5)", dark: "color(display-p3 0 1 1 / 0.5)", "##,
        ] {
            XCTAssertTrue(palette.contains(line), "\(line)\n\(palette)")
        }
    }

    /// A token file with groups' and tokens' descriptions, `$deprecated` (a group's, a token's, a reason,
    /// `false`), other tools' `$extensions` and aliases: imported, exported, imported again, the same palette.
    func testExtensionsDeprecationDescriptionsAndAliasesSurviveImportExportImport() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ##"""
            {
              "brand": {
                "$description": "Brand colors",
                "$type": "color",
                "accent": {"$value": "#0A84FF", "$description": "The accent",
                           "$extensions": {"org.example.tool": {"tier": 1.50, "tags": ["a", "b"], "none": null}, "com.figma.scopes": ["ALL_SCOPES"]}},
                "old accent": {"$value": "{brand.accent}", "$deprecated": "Use brand.accent"},
                "legacy": {
                  "$deprecated": true,
                  "ink": {"$value": {"colorSpace": "display-p3", "components": [0.1, 0.2, 0.3], "alpha": 0.5}},
                  "paper": {"$value": "#FFFFFF", "$deprecated": false}
                }
              }
            }
            """##, to: "brand.tokens.json")
        let first = try sandbox.run(["import", "brand.tokens.json", "--output", "first"])
        XCTAssertStatus(first, 0)
        let firstPalette = try sandbox.read("first/Brand.yml")
        XCTAssertTrue(firstPalette.contains(##"deprecated: "Use brand.accent""##), firstPalette)
        XCTAssertTrue(
            firstPalette.contains(
                ##"extensions: "{\"org.example.tool\":{\"tier\":1.50,\"tags\":[\"a\",\"b\"],\"none\":null},\"com.figma.scopes\":[\"ALL_SCOPES\"]}""##
            ),
            firstPalette)

        XCTAssertStatus(try sandbox.run(["generate", "first", "--output", "generated", "--tokens", "tokens"]), 0)
        let light = try sandbox.read("tokens/light.tokens.json")
        XCTAssertTrue(
            light.contains(
                ##""$extensions": {"dev.palettec": {"assetName": "Brand/brand/accent"}, "org.example.tool": {"tier":1.50,"tags":["a","b"],"none":null}, "com.figma.scopes": ["ALL_SCOPES"]}"##
            ), light)

        let second = try sandbox.run([
            "import", "tokens/palettes.resolver.json", "--output", "second", "--palette", "Brand",
        ])
        XCTAssertStatus(second, 0)
        XCTAssertEqual(second.stderr, "")
        let secondPalette = try sandbox.read("second/Brand.yml")
        XCTAssertEqual(
            withoutHeader(secondPalette),
            withoutHeader(firstPalette).replacingOccurrences(of: "\n  ", with: "\n    ")
                .replacingOccurrences(of: "colors:\n    brand:", with: "colors:\n  Brand:\n    brand:")
                .replacingOccurrences(of: "{brand.", with: "{Brand.brand."))
    }

    /// A group's own token, `$root`, and an alias of it come back from export as they were imported.
    func testRootTokensSurviveImportExportImport() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ##"{"c": {"$type": "color", "$root": {"$value": "#112233"}, "a": {"$value": "{c.$root}"}}}"##,
            to: "root.tokens.json")
        XCTAssertStatus(try sandbox.run(["import", "root.tokens.json", "--output", "first"]), 0)
        let firstPalette = try sandbox.read("first/Root.yml")
        XCTAssertStatus(try sandbox.run(["generate", "first", "--output", "generated", "--tokens", "tokens"]), 0)
        let light = try sandbox.read("tokens/light.tokens.json")
        XCTAssertTrue(light.contains(##""$root""##) && light.contains(##"{Root.c.$root}"##), light)
        let second = try sandbox.run([
            "import", "tokens/palettes.resolver.json", "--output", "second", "--palette", "Root",
        ])
        XCTAssertStatus(second, 0)
        XCTAssertEqual(
            withoutHeader(try sandbox.read("second/Root.yml")),
            withoutHeader(firstPalette).replacingOccurrences(of: "\n  ", with: "\n    ")
                .replacingOccurrences(of: "colors:\n    c:", with: "colors:\n  Root:\n    c:")
                .replacingOccurrences(of: "{c.", with: "{Root.c."))
    }

    /// Tokens Studio's color modifiers (Tests/Fixtures/Import/DesignTokens/TokensStudioModify: alpha by a number token,
    /// lighten and darken in each space, mixes toward a reference, a written color and the stock
    /// `transparent`, light and dark themes) → `import` → P1 → `generate --tokens` → `import` of that
    /// export → P2: the same colors, the same expressions, the same value in every appearance. The
    /// export says each made color as Tokens Studio writes it: an alias of its source and the modifier.
    func testTokensStudioModifiersSurviveImportExportImport() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(
            at: ImportDesignTokensCommandTests.tokenFixtures.appendingPathComponent("TokensStudioModify"),
            to: sandbox.url("TokensStudioModify"))
        XCTAssertStatus(try sandbox.run(["import", "TokensStudioModify", "--output", "first"]), 0)
        let firstPalette = try sandbox.read("first/TokensStudioModify.yml")
        for line in [
            ##"  separator: { light: "{label} at 29%", dark: "{label} at 29%", description: "Hairlines between rows" }"##,
            ##"    hover: "{accent} darker by 0.3""##, ##"    glow: "{accent} lighter by 0.2 in display-p3""##,
            ##"  tint: "{accent} mixed 30% toward {surface} in srgb""##,
            ##"  shade: "{accent} mixed 30% toward #334455 in lch""##,
            ##"  veil: { light: "{clear} at 50%", dark: "{clear} at 50%", extensions: "{\"studio.tokens\":{\"id\":\"veil-1\"}}" }"##,
        ] {
            XCTAssertTrue(firstPalette.contains(line), "\(line)\n\(firstPalette)")
        }

        XCTAssertStatus(
            try sandbox.run(["generate", "first", "--output", "generated", "--tokens", "tokens"]), 0)
        let light = try sandbox.read("tokens/light.tokens.json")
        XCTAssertTrue(
            light.contains(
                ##""tint": {"$type": "color", "$value": "{TokensStudioModify.accent}", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.3", "space": "srgb", "color": "{TokensStudioModify.surface}"}}, "dev.palettec": {"##
            ), light)

        let second = try sandbox.run([
            "import", "tokens/palettes.resolver.json", "--output", "second", "--palette", "TokensStudioModify",
        ])
        XCTAssertStatus(second, 0)
        XCTAssertEqual(second.stderr, "")
        XCTAssertEqual(
            withoutHeader(try sandbox.read("second/TokensStudioModify.yml")),
            withoutHeader(firstPalette).replacingOccurrences(of: "\n  ", with: "\n    ")
                .replacingOccurrences(of: "colors:\n", with: "colors:\n  TokensStudioModify:\n")
                .replacingOccurrences(of: #"\{(?=[a-z])"#, with: "{TokensStudioModify.", options: .regularExpression))

        XCTAssertStatus(try sandbox.run(["generate", "second", "--output", "regenerated"]), 0)
        let before = try shownValues(try sandbox.read("generated/manifest.json"), prefixingPalette: true)
        let after = try shownValues(try sandbox.read("regenerated/manifest.json"), prefixingPalette: false)
        XCTAssertEqual(Set(after.keys), Set(before.keys))
        for (name, values) in before { XCTAssertEqual(after[name], values, name) }
    }

    /// The palette from `palette:` on: what follows the header comment.
    private func withoutHeader(_ palette: String) -> String {
        String(palette[palette.range(of: "\npalette: ")!.lowerBound...])
    }
}
