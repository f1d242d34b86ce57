import XCTest
@testable import PaletteCore

/// `lint --explain-roles`' lines: one per color whose dark tone derives, with its place, role and reason;
/// without an anchor, which curve it took instead.
final class ToneRoleExplanationTests: XCTestCase {
    func testEachToneDarkSaysItsRoleAndWhy() throws {
        let yaml = """
            derive: tone
            background: "{page}"
            role: accent
            colors:
              page: { light: "#FFFFFF", dark: "#121212" }
              card: "#F4F4F6"
              hint: { light: "#6E6E73", dark: { derive: tone, role: text } }
              inverted: { light: "#333333", dark: { derive: invert } }
              accent:
                light: "#0A66D8"
                highContrastDark: { derive: tone }
            """
        let palette = try XCTUnwrap(compile(yaml).palette)
        XCTAssertEqual(
            RuleExplanation.lines(for: [palette]),
            [
                "palettes/test.yml:6:3: card: accent (written as the palette's role:), against page",
                "palettes/test.yml:7:3: hint: text (written as role: on its rule), against page",
                "palettes/test.yml:9:3: accent: accent (written as the palette's role:), against page",
            ], "the anchor, a dark by another rule and high contrast are not listed")
    }

    func testWithoutAnAnchorItSaysWhichCurveWasTaken() throws {
        let yaml = """
            derive: { derive: tone, role: accent }
            colors:
              blue: "#007AFF"
              plain: { light: "#5B3CC4", dark: { derive: tone } }
              own: { light: "#5B3CC4", dark: { derive: tone, curve: [[0, 0.35], [1, 0.9]] } }
              brand: { role: accent, colors: { violet: { light: "#5B3CC4", dark: { derive: tone } } } }
            """
        let palette = try XCTUnwrap(compile(yaml).palette)
        XCTAssertEqual(
            RuleExplanation.lines(for: [palette]),
            [
                "palettes/test.yml:3:3: blue: accent (written as role: on its rule; no background:, so the curve fitted on Apple's system colors)",
                "palettes/test.yml:4:3: plain: no role (the palette has no background: anchor, so the curve fitted on every system)",
                "palettes/test.yml:5:3: own: no role (its own curve:)",
                "palettes/test.yml:6:36: brand.violet: accent (written as role: of the group 'brand')",
            ])
    }
}
