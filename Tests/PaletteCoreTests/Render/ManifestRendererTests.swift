import Foundation
import XCTest
@testable import PaletteCore

final class ManifestRendererTests: XCTestCase {
    func testDerivedAppearancesRecordTheirRuleAndDeclaredOnesDoNot() throws {
        let palette = try XCTUnwrap(compile("colors:\n  a: {light: '#444444', dark: '#000000'}\n  b: '#444444'\n").palette)
        let manifest = ManifestRenderer.render([palette])
        XCTAssertTrue(manifest.hasPrefix("{\n  \"generator\": \"palettec\",\n  \"palettes\": [\n"))
        XCTAssertTrue(manifest.hasSuffix("\n  \"schemaVersion\": 1\n}\n"))
        let json = try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any]
        let colors = ((json?["palettes"] as? [[String: Any]])?.first?["colors"] as? [[String: Any]]) ?? []
        XCTAssertEqual(colors.count, 2)
        XCTAssertNil((colors[0]["dark"] as? [String: Any])?["derivation"])
        let derived = try XCTUnwrap(colors[1]["dark"] as? [String: Any])
        XCTAssertEqual(derived["derivation"] as? [String: String], ["rule": "invert", "from": "b", "fromAppearance": "light"])
        XCTAssertEqual(derived["hex"] as? String, "#BBBBBBFF")
        XCTAssertEqual(derived["red"] as? Double, 0.7333333333)
        XCTAssertEqual(colors[1]["swiftName"] as? String, "Test.b")
        XCTAssertEqual(colors[1]["line"] as? Int, 3)
        XCTAssertNil(colors[1]["highContrastLight"])
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
