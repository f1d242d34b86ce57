import Foundation
import XCTest
@testable import PaletteCore

final class ManifestRendererTests: XCTestCase {
    func testAManifestOfNoPalettes() {
        XCTAssertEqual(
            ManifestRenderer.render([]),
            """
            {
              "generator": "palettec",
              "generatorVersion": "\(PalettecVersion.current)",
              "schemaVersion": 2,
              "palettes": []
            }

            """)
    }

    /// Schema version 2: keys in a fixed order, one line per color with its name first, no line
    /// numbers; a derived appearance records its rule, a declared one does not.
    func testTheManifestLayout() throws {
        let palette = try XCTUnwrap(
            compile("colors:\n  a: {light: '#444444', dark: '#000000'}\n  b: '#444444'\n").palette)
        XCTAssertEqual(
            ManifestRenderer.render([palette]),
            """
            {
              "generator": "palettec",
              "generatorVersion": "0.6.0",
              "schemaVersion": 2,
              "palettes": [
                {
                  "name": "Test",
                  "source": "palettes/test.yml",
                  "colors": [
                    {"name": "a", "swiftName": "Test.a", "assetName": "Test/a", "light": {"red": 0.2666666667, "green": 0.2666666667, "blue": 0.2666666667, "alpha": 1.0, "hex": "#444444FF", "colorSpace": "srgb"}, "dark": {"red": 0.0, "green": 0.0, "blue": 0.0, "alpha": 1.0, "hex": "#000000FF", "colorSpace": "srgb"}},
                    {"name": "b", "swiftName": "Test.b", "assetName": "Test/b", "light": {"red": 0.2666666667, "green": 0.2666666667, "blue": 0.2666666667, "alpha": 1.0, "hex": "#444444FF", "colorSpace": "srgb"}, "dark": {"red": 0.7333333333, "green": 0.7333333333, "blue": 0.7333333333, "alpha": 1.0, "hex": "#BBBBBBFF", "colorSpace": "srgb", "derivation": {"rule": "invert", "from": "b", "fromAppearance": "light"}}}
                  ],
                  "contrast": []
                }
              ]
            }

            """)
    }

    func testRuleParametersAndContrastResultsAreRecorded() throws {
        let yaml = """
            colors:
              base: "#3366CC"
              dim: { light: { derive: hsv, from: "{base}", saturation: { scale: 0.5, min: 0.2 }, brightness: 0.4 } }
              text: { light: "#FFFFFF", dark: { derive: contrast, against: "{base}", ratio: 3 } }
            contrast:
              - { foreground: text, background: base, minimum: 1.5 }
            """
        let palette = try XCTUnwrap(compile(yaml).palette)
        let json =
            try JSONSerialization.jsonObject(with: Data(ManifestRenderer.render([palette]).utf8)) as? [String: Any]
        let entry = try XCTUnwrap((json?["palettes"] as? [[String: Any]])?.first)
        let colors = try XCTUnwrap(entry["colors"] as? [[String: Any]])
        let hsv = try XCTUnwrap((colors[1]["light"] as? [String: Any])?["derivation"] as? [String: Any])
        XCTAssertEqual(hsv["rule"] as? String, "hsv")
        XCTAssertEqual(hsv["from"] as? String, "base")
        XCTAssertEqual(hsv["saturation"] as? [String: Double], ["scale": 0.5, "min": 0.2])
        XCTAssertEqual(hsv["brightness"] as? Double, 0.4)
        XCTAssertNil(hsv["hue"])
        let contrastRule = try XCTUnwrap((colors[2]["dark"] as? [String: Any])?["derivation"] as? [String: Any])
        XCTAssertEqual(contrastRule["against"] as? String, "base")
        XCTAssertEqual(contrastRule["ratio"] as? Double, 3)
        XCTAssertEqual(contrastRule["fromAppearance"] as? String, "light")

        let checks = try XCTUnwrap(entry["contrast"] as? [[String: Any]])
        XCTAssertEqual(
            checks.map { $0["appearance"] as? String }, ["light", "dark"],
            "high contrast neither color has is not measured again")
        XCTAssertEqual(checks[0]["foreground"] as? String, "text")
        XCTAssertEqual(checks[0]["minimum"] as? Double, 1.5)
        XCTAssertEqual(checks[0]["passes"] as? Bool, true)
        let ratio = try XCTUnwrap(checks[0]["ratio"] as? Double)
        XCTAssertEqual(ratio, (ratio * 100).rounded() / 100, "ratios are rounded to 2 decimals")
    }

    /// A color line written straight into the sink: every field, escapes in names and descriptions,
    /// Display P3, high contrast, and rules with parameters, as the JSON printer prints them.
    func testAColorLineWithEveryFieldAndEscape() throws {
        let yaml = #"""
            palette: Escapes
            colors:
              "naïve \"quote\" \\ back":
                light: "#12345680"
                dark: { derive: hsv, saturation: { scale: 0.5, min: 0.2 }, brightness: 0.4 }
                description: "tab\there\u2028and a bidi \u202E mark"
              wide: { light: "color(display-p3 1 0 0)", dark: "#000000", highContrastDark: "#FFFFFF" }
            """#
        let palette = try XCTUnwrap(compile(yaml).palette)
        let lines = ManifestRenderer.render([palette]).split(separator: "\n").filter {
            $0.hasPrefix("        {\"name\"")
        }
        XCTAssertEqual(
            lines,
            [
                ##"        {"name": "naïve \"quote\" \\ back", "swiftName": "Escapes.naïveQuoteBack", "assetName": "Escapes/naïve \"quote\" \\ back", "description": "tab\there\u2028and a bidi \u202e mark", "light": {"red": 0.0705882353, "green": 0.2039215686, "blue": 0.337254902, "alpha": 0.5019607843, "hex": "#12345680", "colorSpace": "srgb"}, "dark": {"red": 0.2418604651, "green": 0.3209302325, "blue": 0.4, "alpha": 0.5019607843, "hex": "#3E526680", "colorSpace": "srgb", "derivation": {"rule": "hsv", "from": "naïve \"quote\" \\ back", "fromAppearance": "light", "brightness": 0.4, "saturation": {"min": 0.2, "scale": 0.5}}}},"##,
                ##"        {"name": "wide", "swiftName": "Escapes.wide", "assetName": "Escapes/wide", "light": {"red": 1.0, "green": 0.0, "blue": 0.0, "alpha": 1.0, "hex": "#FF0000FF", "colorSpace": "display-p3"}, "dark": {"red": 0.0, "green": 0.0, "blue": 0.0, "alpha": 1.0, "hex": "#000000FF", "colorSpace": "srgb"}, "highContrastDark": {"red": 1.0, "green": 1.0, "blue": 1.0, "alpha": 1.0, "hex": "#FFFFFFFF", "colorSpace": "srgb"}}"##,
            ])
    }
}
