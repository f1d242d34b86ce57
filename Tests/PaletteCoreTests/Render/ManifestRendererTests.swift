import Foundation
import XCTest
@testable import PaletteCore

final class ManifestRendererTests: XCTestCase {
    func testAManifestOfNoPalettes() {
        XCTAssertEqual(ManifestRenderer.render([]), """
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
        let palette = try XCTUnwrap(compile("colors:\n  a: {light: '#444444', dark: '#000000'}\n  b: '#444444'\n").palette)
        XCTAssertEqual(ManifestRenderer.render([palette]), """
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
        let json = try JSONSerialization.jsonObject(with: Data(ManifestRenderer.render([palette]).utf8)) as? [String: Any]
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
        XCTAssertEqual(checks.map { $0["appearance"] as? String }, ["light", "dark"], "high contrast neither color has is not measured again")
        XCTAssertEqual(checks[0]["foreground"] as? String, "text")
        XCTAssertEqual(checks[0]["minimum"] as? Double, 1.5)
        XCTAssertEqual(checks[0]["passes"] as? Bool, true)
        let ratio = try XCTUnwrap(checks[0]["ratio"] as? Double)
        XCTAssertEqual(ratio, (ratio * 100).rounded() / 100, "ratios are rounded to 2 decimals")
    }
}
