import XCTest
@testable import PaletteCore

/// `contrast:` checks with `method: apca`: an Lc whose magnitude must reach the minimum in either polarity,
/// errors at the check with the Lc and its sign, and the manifest and `diff` recording it.
final class APCAContrastCheckTests: XCTestCase {
    private static func palette(minimum: String, method: String = "apca") -> String {
        """
        colors:
          page: { light: "#FFFFFF", dark: "#000000" }
          text: { light: "#888888", dark: "#FFFFFF" }
        contrast:
          - { foreground: text, background: page, minimum: \(minimum), method: \(method) }
        """
    }

    func testAnLcBelowTheMinimumIsAnErrorAtTheCheckWithItsSign() {
        let diagnostics = compile(Self.palette(minimum: "75")).diagnostics
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:5:5: error: in light, 'text' (#888888FF) on 'page' (#FFFFFFFF) has an APCA contrast "
                    + "of Lc 63.1, below the minimum Lc 75"
            ])
        XCTAssertEqual(printed(compile(Self.palette(minimum: "60")).diagnostics), [], "Lc 63.1 and -107.9 reach 60")
    }

    func testLightTextOnDarkIsNegativeAndReachesTheMinimumByItsMagnitude() throws {
        let (palette, diagnostics) = compile(
            Self.palette(minimum: "90").replacingOccurrences(of: "#888888", with: "#000000"))
        XCTAssertEqual(printed(diagnostics), [])
        let results = try XCTUnwrap(palette).contrast
        XCTAssertEqual(results.map(\.method), [.apca, .apca])
        XCTAssertGreaterThan(results[0].ratio, 106)
        XCTAssertLessThan(results[1].ratio, -107.8)
        XCTAssertEqual(results.map(\.measureText), ["Lc 106", "Lc -107.9"])
    }

    func testTheMinimumIsAnLcForAPCAAndARatioOtherwise() {
        XCTAssertEqual(
            printed(compile(Self.palette(minimum: "120")).diagnostics),
            ["palettes/test.yml:5:52: error: 'minimum' needs an APCA Lc from 0 to 108, such as 60 for body text"])
        XCTAssertEqual(
            printed(compile(Self.palette(minimum: "60", method: "wcag2")).diagnostics),
            ["palettes/test.yml:5:52: error: 'minimum' needs a contrast ratio from 1 to 21, such as 4.5"])
        XCTAssertEqual(
            printed(compile(Self.palette(minimum: "60", method: "apcaa")).diagnostics),
            ["palettes/test.yml:5:64: error: 'method' is 'wcag2' or 'apca'"])
    }

    func testTheManifestRecordsTheMethodAndTheLc() throws {
        let palette = try XCTUnwrap(compile(Self.palette(minimum: "60")).palette)
        let manifest = ManifestRenderer.render([palette])
        XCTAssertTrue(
            manifest.contains(
                "\"appearance\": \"light\", \"method\": \"apca\", \"lc\": 63.06, \"minimum\": 60.0, \"passes\": true"),
            manifest)
        XCTAssertFalse(manifest.contains("\"ratio\""))
    }
}
