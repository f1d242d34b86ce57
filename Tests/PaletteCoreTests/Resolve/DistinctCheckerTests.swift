import XCTest
@testable import PaletteCore

/// `distinct:` checks: every pair of the colors at least the minimum ΔE_OK apart in every appearance as
/// protanopia, deuteranopia and tritanopia show them; an error at the check for each pair that is not,
/// naming the deficiency, the appearance and the two colors; the manifest and `diff` recording each
/// check's closest pair.
final class DistinctCheckerTests: XCTestCase {
    /// Red and green of about one lightness, as many status palettes have them, and a blue.
    private static func palette(_ check: String, red: String = "#D70015") -> String {
        """
        derive: none
        colors:
          status:
            success: { light: "#1E8E3E", dark: "#1A7F37" }
            danger: { light: "\(red)", dark: "#FF7B72" }
            info: { light: "#0A66D8", dark: "#58A6FF" }
        distinct:
          - \(check)
        """
    }

    func testRedAndGreenOfOneLightnessFailAtTheCheckNamingTheDeficiencyAndTheColors() {
        let diagnostics = printed(
            compile(Self.palette("{ colors: [status.success, status.danger], minimum: 0.1 }")).diagnostics)
        XCTAssertEqual(
            diagnostics,
            [
                "palettes/test.yml:8:5: error: in light, with deuteranopia, 'status.success' (#1E8E3EFF) and "
                    + "'status.danger' (#D70015FF) look 0.047 apart in ΔE_OK (seen as #837844FF and #887900FF), below the "
                    + "minimum 0.1"
            ])
    }

    /// A red darker than the green stays apart without red or green cones, and the check passes.
    func testColorsApartInLightnessPass() throws {
        let (palette, diagnostics) = compile(
            Self.palette("{ colors: [status.success, status.danger], minimum: 0.1 }", red: "#9F0712"))
        XCTAssertEqual(printed(diagnostics), [])
        let results = try XCTUnwrap(palette).distinct
        XCTAssertEqual(results.count, 6, "light and dark, three deficiencies each")
        XCTAssertEqual(Set(results.map(\.deficiency)), Set(ColorVisionDeficiency.allCases))
        XCTAssertTrue(results.allSatisfy { $0.passes && $0.distance >= 0.1 })
        XCTAssertEqual(results[1].closest.0, "status.success")
        XCTAssertEqual(results[1].closest.1, "status.danger")
    }

    /// Every pair is checked: a green and a blue that look alike without blue cones fail too.
    func testEveryPairIsChecked() {
        XCTAssertEqual(
            printed(
                compile(
                    Self.palette(
                        "{ colors: [status.success, status.danger, status.info], minimum: 0.1 }", red: "#9F0712")
                )
                .diagnostics),
            [
                "palettes/test.yml:8:5: error: in light, with tritanopia, 'status.success' (#1E8E3EFF) and 'status.info' "
                    + "(#0A66D8FF) look 0.054 apart in ΔE_OK (seen as #008B7CFF and #008295FF), below the minimum 0.1"
            ])
    }

    func testAWarningLevelCheckWarnsAndTheManifestRecordsTheClosestPair() throws {
        let (palette, diagnostics) = compile(
            Self.palette("{ colors: [status.success, status.danger], minimum: 0.1, level: warning }"))
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        let manifest = ManifestRenderer.render([try XCTUnwrap(palette)])
        XCTAssertTrue(
            manifest.contains(
                "{\"colors\": [\"status.success\", \"status.danger\"], \"appearance\": \"light\", \"deficiency\": "
                    + "\"deuteranopia\", \"closest\": [\"status.success\", \"status.danger\"], \"deltaE\": 0.047, "
                    + "\"minimum\": 0.1, \"passes\": false}"),
            manifest)
    }

    /// Without `distinct:`, the manifest has no `distinct` key: palettes without the checks are unchanged.
    func testAPaletteWithoutTheChecksHasNoDistinctKey() throws {
        let palette = try XCTUnwrap(compile("colors:\n  a: \"#112233\"\n").palette)
        XCTAssertFalse(ManifestRenderer.render([palette]).contains("distinct"))
    }

    func testWrittenWrongIsAnErrorAtItsPlace() {
        func errors(_ check: String) -> [String] { printed(compile(Self.palette(check)).diagnostics) }
        XCTAssertEqual(
            errors("{ colors: [status.success], minimum: 0.1 }"),
            [
                "palettes/test.yml:8:15: error: 'colors' needs a list of two or more colors of this palette, such as "
                    + "[status.success, status.danger]; found a list"
            ])
        XCTAssertEqual(
            errors("{ colors: [status.success, status.success], minimum: 0.1 }"),
            ["palettes/test.yml:8:32: error: 'status.success' is listed twice in this check"])
        XCTAssertEqual(
            errors("{ colors: [status.success, status.dangr], minimum: 0.1 }"),
            [
                "palettes/test.yml:8:32: error: unknown color 'status.dangr'; did you mean 'status.danger'? (name a "
                    + "color of this palette, such as 'status.danger')"
            ])
        XCTAssertEqual(
            errors("{ colors: [status.success, status.danger], minimum: 2 }"),
            [
                "palettes/test.yml:8:57: error: 'minimum' needs a ΔE_OK distance above 0 and at most 1, such as 0.1 "
                    + "(0.02 is about the smallest difference seen)"
            ])
        XCTAssertEqual(
            errors("{ colors: [status.success, status.danger] }"),
            [
                "palettes/test.yml:8:5: error: the distinct check has no 'minimum'; write {colors: [status.success, "
                    + "status.danger], minimum: 0.1}"
            ])
        XCTAssertEqual(
            errors("{ colors: [status.success, status.danger], minimum: 0.1, minimun: 1 }"),
            [
                "palettes/test.yml:8:62: error: unknown key 'minimun' in distinct check; did you mean 'minimum'? (a "
                    + "check has 'colors', 'minimum' and 'level')"
            ])
    }
}
