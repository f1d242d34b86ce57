import Foundation
import XCTest
@testable import PaletteCore

final class ManifestRendererTests: XCTestCase {
    func testDerivedAppearancesRecordTheirRuleAndDeclaredOnesDoNot() throws {
        let palette = try XCTUnwrap(compile("colors:\n  a: {light: '#444444', dark: '#000000'}\n  b: '#444444'\n").palette)
        let manifest = ManifestRenderer.render([palette])
        XCTAssertTrue(manifest.hasPrefix("{\n  \"palettes\": [\n"))
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
}
