import Foundation
import XCTest
@testable import PaletteCore

/// `--tokens`: a resolver and a token file per appearance context, each color a token at its keys,
/// references as aliases, and each context resolving to what the app shows.
final class TokensRendererTests: XCTestCase {
    private func palette(_ yaml: String, path: String = "palettes/test.yml") throws -> Palette {
        let result = compile(yaml, path: path)
        XCTAssertEqual(printed(result.diagnostics.filter { $0.severity == .error }), [])
        return try XCTUnwrap(result.palette)
    }

    private func files(_ palettes: [Palette]) throws -> [String: String] {
        let (files, diagnostics) = TokensRenderer.render(palettes)
        XCTAssertEqual(printed(diagnostics), [])
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// A color's `deprecated:` is the token's `$deprecated`; its `extensions:` members follow palettec's
    /// own under `$extensions`, and one named `dev.palettec` gives way to palettec's.
    func testDeprecatedAndKeptExtensionsAreWrittenBack() throws {
        let brand = try palette(
            ##"""
            palette: Brand
            colors:
              old: { light: "#000000", dark: "#000000", deprecated: "Use ink", extensions: '{"org.example":{"tier":1.50},"dev.palettec":{"assetName":"x"}}' }
              gone: { light: "#FFFFFF", dark: "#FFFFFF", deprecated: true }
            """##)
        let light = try XCTUnwrap(try files([brand])["light.tokens.json"])
        XCTAssertTrue(
            light.contains(
                ##""old": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0, 0.0, 0.0], "alpha": 1.0, "hex": "#000000"}, "$deprecated": "Use ink", "$extensions": {"dev.palettec": {"assetName": "Brand/old"}, "org.example": {"tier":1.50}}}"##
            ), light)
        XCTAssertTrue(
            light.contains(
                ##""gone": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 1.0, "hex": "#FFFFFF"}, "$deprecated": true, "$extensions": {"dev.palettec": {"assetName": "Brand/gone"}}}"##
            ), light)
    }

    /// One line per token, groups nested by their keys, palettec's mark first, the palette's source
    /// and descriptions as the format's own members.
    func testTheTokenFileLayout() throws {
        let brand = try palette(
            """
            palette: Brand
            description: Brand colors.
            derive: invert
            colors:
              accent: "#0A84FF"
              text:
                description: Text colors.
                link: { light: "{accent}", dark: "#FFFFFF", description: Links }
            """, path: "palettes/brand.yml")
        let output = try files([brand])
        XCTAssertEqual(
            output["light.tokens.json"],
            """
            {
              "$extensions": {"dev.palettec": {"generator": "palettec", "generatorVersion": "\(PalettecVersion.current)", "appearance": "light"}},
              "Brand": {
                "$description": "Brand colors.",
                "$extensions": {"dev.palettec": {"source": "palettes/brand.yml"}},
                "accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0392156863, 0.5176470588, 1.0], "alpha": 1.0, "hex": "#0A84FF"}, "$extensions": {"dev.palettec": {"assetName": "Brand/accent"}}},
                "text": {
                  "$description": "Text colors.",
                  "link": {"$type": "color", "$value": "{Brand.accent}", "$description": "Links", "$extensions": {"dev.palettec": {"assetName": "Brand/text/link"}}}
                }
              }
            }

            """)
        XCTAssertEqual(
            output["dark.tokens.json"],
            """
            {
              "$extensions": {"dev.palettec": {"generator": "palettec", "generatorVersion": "\(PalettecVersion.current)", "appearance": "dark"}},
              "Brand": {
                "$description": "Brand colors.",
                "$extensions": {"dev.palettec": {"source": "palettes/brand.yml"}},
                "accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.9607843137, 0.4823529412, 0.0], "alpha": 1.0, "hex": "#F57B00"}, "$extensions": {"dev.palettec": {"assetName": "Brand/accent", "derivation": {"rule": "invert", "from": "accent", "fromAppearance": "light"}}}},
                "text": {
                  "$description": "Text colors.",
                  "link": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 1.0, "hex": "#FFFFFF"}, "$description": "Links", "$extensions": {"dev.palettec": {"assetName": "Brand/text/link"}}}
                }
              }
            }

            """)
    }

    /// Without a high-contrast value anywhere, two contexts and two token files; the resolver names
    /// each context's file, light by default.
    func testTheResolverOfLightAndDark() throws {
        let output = try files([try palette("colors:\n  a: '#000000'\n")])
        XCTAssertEqual(Set(output.keys), ["palettes.resolver.json", "light.tokens.json", "dark.tokens.json"])
        XCTAssertEqual(
            output["palettes.resolver.json"],
            """
            {
              "description": "Generated by palettec \(PalettecVersion.current). Do not edit.",
              "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
              "version": "2025.10",
              "modifiers": {
                "appearance": {
                  "description": "The appearance palettec compiles each color for. A high-contrast context layers its own file over the plain one, so a color with no high-contrast value shows its plain value, as it does in the app.",
                  "contexts": {
                    "light": [{"$ref": "light.tokens.json"}],
                    "dark": [{"$ref": "dark.tokens.json"}]
                  },
                  "default": "light"
                }
              },
              "resolutionOrder": [{"$ref": "#/modifiers/appearance"}]
            }

            """)
    }

    /// One palette's high-contrast value brings both high-contrast contexts, each its plain file and
    /// then its own; the own file holds only the colors with such a value, and palettes without one
    /// are not in it.
    func testHighContrastContextsLayerTheirFileOverThePlainOne() throws {
        let plain = try palette("palette: Plain\ncolors:\n  a: '#000000'\n", path: "palettes/a.yml")
        let contrast = try palette(
            """
            palette: Contrast
            colors:
              edge: { light: "#3C3C43", dark: "#545458", highContrastLight: "#000000" }
              fill: "#FFFFFF"
            """, path: "palettes/b.yml")
        let output = try files([plain, contrast])
        XCTAssertEqual(
            Set(output.keys),
            [
                "palettes.resolver.json", "light.tokens.json", "dark.tokens.json",
                "lightHighContrast.tokens.json", "darkHighContrast.tokens.json",
            ])
        let resolver = try XCTUnwrap(output["palettes.resolver.json"])
        XCTAssertTrue(
            resolver.contains(
                """
                        "lightHighContrast": [{"$ref": "light.tokens.json"}, {"$ref": "lightHighContrast.tokens.json"}],
                        "darkHighContrast": [{"$ref": "dark.tokens.json"}, {"$ref": "darkHighContrast.tokens.json"}]
                """), resolver)
        XCTAssertEqual(
            output["lightHighContrast.tokens.json"],
            """
            {
              "$extensions": {"dev.palettec": {"generator": "palettec", "generatorVersion": "\(PalettecVersion.current)", "appearance": "highContrastLight"}},
              "Contrast": {
                "$extensions": {"dev.palettec": {"source": "palettes/b.yml"}},
                "edge": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0, 0.0, 0.0], "alpha": 1.0, "hex": "#000000"}, "$extensions": {"dev.palettec": {"assetName": "Contrast/edge"}}}
              }
            }

            """)
        XCTAssertEqual(
            output["darkHighContrast.tokens.json"],
            """
            {
              "$extensions": {"dev.palettec": {"generator": "palettec", "generatorVersion": "\(PalettecVersion.current)", "appearance": "highContrastDark"}}
            }

            """)
    }

    /// `"{name}"` for an appearance, or for the whole color, is an alias to that color's token, in
    /// every file the color is in; a rule's `from:` is a value, with its derivation.
    func testReferencesAreAliases() throws {
        let output = try files([
            try palette(
                """
                palette: Refs
                derive: invert
                colors:
                  base: { light: "#111111", dark: "#EEEEEE", highContrastDark: "#FFFFFF" }
                  group:
                    same: "{base}"
                    dim: { light: "{base}", dark: { derive: hsv, from: "{base}", brightness: 0.5 } }
                """)
        ])
        let light = try XCTUnwrap(output["light.tokens.json"]), dark = try XCTUnwrap(output["dark.tokens.json"])
        let highContrast = try XCTUnwrap(output["darkHighContrast.tokens.json"])
        XCTAssertTrue(
            light.contains(
                #""same": {"$type": "color", "$value": "{Refs.base}", "$extensions": {"dev.palettec": {"assetName": "Refs/group/same"}}}"#
            ), light)
        XCTAssertTrue(light.contains(#""dim": {"$type": "color", "$value": "{Refs.base}", "#), light)
        XCTAssertTrue(dark.contains(#""same": {"$type": "color", "$value": "{Refs.base}", "#), dark)
        XCTAssertTrue(
            dark.contains(
                #""derivation": {"rule": "hsv", "from": "base", "fromAppearance": "dark", "brightness": 0.5}}}}"#), dark
        )
        // The whole color has the high-contrast value its referent has: an alias there too.
        XCTAssertTrue(highContrast.contains(#""same": {"$type": "color", "$value": "{Refs.base}", "#), highContrast)
        XCTAssertFalse(highContrast.contains("\"dim\""), "dim has no high-contrast value, and its dark one is no alias")
    }

    /// A color with no high-contrast value shows its plain value in high contrast. Where that plain
    /// value is an alias to a color that has one, the alias would resolve to the other color's
    /// high-contrast value: the high-contrast file holds the plain value instead, with its reference.
    /// An alias to such a color needs nothing more: it reaches that value.
    func testAPlainAliasToAColorWithAHighContrastValueIsHeldThere() throws {
        let output = try files([
            try palette(
                """
                palette: Pins
                colors:
                  base: { light: "#111111", dark: "#EEEEEE", highContrastDark: "#FFFFFF" }
                  alias: { light: "{base}", dark: "{base}" }
                  chained: { light: "{alias}", dark: "{alias}" }
                  own: { light: "#222222", dark: "#333333", highContrastDark: "{alias}" }
                """)
        ])
        XCTAssertEqual(
            output["darkHighContrast.tokens.json"],
            """
            {
              "$extensions": {"dev.palettec": {"generator": "palettec", "generatorVersion": "\(PalettecVersion.current)", "appearance": "highContrastDark"}},
              "Pins": {
                "$extensions": {"dev.palettec": {"source": "palettes/test.yml"}},
                "base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 1.0, "hex": "#FFFFFF"}, "$extensions": {"dev.palettec": {"assetName": "Pins/base"}}},
                "alias": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.9333333333, 0.9333333333, 0.9333333333], "alpha": 1.0, "hex": "#EEEEEE"}, "$extensions": {"dev.palettec": {"assetName": "Pins/alias", "derivation": {"rule": "reference", "from": "base", "fromAppearance": "dark"}}}},
                "own": {"$type": "color", "$value": "{Pins.alias}", "$extensions": {"dev.palettec": {"assetName": "Pins/own"}}}
              }
            }

            """)
        XCTAssertEqual(
            output["lightHighContrast.tokens.json"]?.contains("Pins"), false, "no color has a high-contrast light value"
        )
    }

    /// A Display P3 color keeps its own components; its hex is the nearest sRGB color, as the
    /// manifest's, without the alpha the format keeps apart.
    func testDisplayP3KeepsItsComponentsAndFallsBackToTheNearestSRGB() throws {
        let wide = try palette("colors:\n  red: { light: 'color(display-p3 1 0 0 / 0.5)', dark: '#FF000080' }\n")
        let light = try XCTUnwrap(try files([wide])["light.tokens.json"])
        let manifestHex = try XCTUnwrap(wide.allColors.first?.appearances[.light]?.color.hex)
        XCTAssertEqual(manifestHex.count, 9)
        XCTAssertTrue(
            light.contains(
                #"{"colorSpace": "display-p3", "components": [1.0, 0.0, 0.0], "alpha": 0.5, "hex": "\#(manifestHex.prefix(7))"}"#
            ), light)
        let dark = try XCTUnwrap(try files([wide])["dark.tokens.json"])
        XCTAssertTrue(dark.contains(##""alpha": 0.5019607843, "hex": "#FF0000"}"##), dark)
    }

    /// Text from a palette is a JSON string, escaped as palettec escapes all JSON: quotes, line breaks
    /// and invisible characters cannot end the string or hide in a diff, and read back as written.
    func testPaletteTextIsEscapedAndReadsBackAsWritten() throws {
        let description = "Say \"hi\"\\ \u{2028}next\u{202E}rtl\u{0007}\u{FEFF} {Brand.accent} </x>"
        let yamlDescription = "\"Say \\\"hi\\\"\\\\ \\u2028next\\u202Ertl\\a\\uFEFF {Brand.accent} </x>\""
        let texts = try palette(
            """
            palette: Texts
            description: \(yamlDescription)
            colors:
              "fire🔥 and\\u200Bspace": { light: "#000000", description: \(yamlDescription) }
            """)
        let written = try files([texts])
        XCTAssertEqual(written.keys.sorted(), ["dark.tokens.json", "light.tokens.json", "palettes.resolver.json"])
        for (name, contents) in written {
            XCTAssertFalse(
                contents.unicodeScalars.contains {
                    $0 == "\u{2028}" || $0 == "\u{202E}" || $0 == "\u{07}" || $0 == "\u{FEFF}"
                }, name)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contents.utf8)) as? [String: Any], name)
            guard name.hasSuffix(".tokens.json") else { continue }
            let group = try XCTUnwrap(json["Texts"] as? [String: Any])
            XCTAssertEqual(group["$description"] as? String, description)
            let token = try XCTUnwrap(group["fire🔥 and\u{200B}space"] as? [String: Any], "\(group.keys)")
            XCTAssertEqual(token["$description"] as? String, description)
        }
    }

    /// The format reserves `.`, `{` and `}` in names, and `$` at their start: a key holding one cannot
    /// be written, and is an error at the key; nothing is rendered.
    func testNamesTheFormatCannotHoldAreErrorsAtTheirKeys() {
        let palette = compile(
            """
            palette: Keys
            colors:
              a.b: "#112233"
              "{c}": "#223344"
              $d: "#334455"
              fine: "#445566"
              g.h:
                i}: "#556677"
            """, path: "palettes/keys.yml"
        ).palette!
        let (files, diagnostics) = TokensRenderer.render([palette])
        XCTAssertEqual(files.map(\.path), [])
        let reason = "and the format reserves '{', '}' and '.' in names, and '$' at their start; rename it"
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/keys.yml:3:3: error: the color 'a.b' cannot be a design token name for --tokens: it holds '.', \(reason)",
                "palettes/keys.yml:4:3: error: the color '{c}' cannot be a design token name for --tokens: it holds '{', \(reason)",
                "palettes/keys.yml:5:3: error: the color '$d' cannot be a design token name for --tokens: it starts with '$', \(reason)",
                "palettes/keys.yml:7:3: error: the group 'g.h' cannot be a design token name for --tokens: it holds '.', \(reason)",
                "palettes/keys.yml:8:5: error: the color 'i}' cannot be a design token name for --tokens: it holds '}', \(reason)",
            ])
    }

    /// The bytes depend on the palettes alone: the same twice, and the same whatever order the
    /// sources came in.
    func testTheBytesDependOnlyOnThePalettes() throws {
        let sources = [
            PaletteSource(
                path: "palettes/b.yml",
                bytes: Array(
                    "palette: B\ncolors:\n  x: { light: '#123456', highContrastDark: '{y}' }\n  y: '#654321'\n".utf8)),
            PaletteSource(
                path: "palettes/a.yml", bytes: Array("palette: A\ndescription: First.\ncolors:\n  z: '#ABCDEF'\n".utf8)),
        ]
        func rendered(_ sources: [PaletteSource]) throws -> [String] {
            TokensRenderer.render(PaletteCompiler.compile(sources).palettes).files.map { $0.path + "\n" + $0.contents }
        }
        let once = try rendered(sources)
        XCTAssertEqual(once.count, 5)
        XCTAssertEqual(try rendered(sources), once)
        XCTAssertEqual(try rendered(sources.reversed()), once)
        XCTAssertLessThan(
            try XCTUnwrap(once[1].range(of: "\"A\": {")).lowerBound,
            try XCTUnwrap(once[1].range(of: "\"B\": {")).lowerBound)
    }
}
