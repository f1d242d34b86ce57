import XCTest
@testable import PaletteCore

/// With no `derive:` key a missing dark is still RGB inversion, per the format; where that turns a
/// saturated color's hue, lint and generate warn at the color. A rule someone chose never warns.
final class ImplicitInversionWarningTests: XCTestCase {
    func testTheImplicitInversionWarnsWhereItTurnsASaturatedHue() {
        let (palette, diagnostics) = compile(
            "colors:\n  accent: \"#0A84FF\"\n  label: \"#333333\"\n  dusk: \"#808890\"\n  red: { light: \"#FF3B30\" }\n"
        )
        XCTAssertNotNil(palette, "a warning, not an error")
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:2:3: warning: 'accent' has no dark entry and the palette no 'derive:', so its dark is RGB inversion, which turns "
                    + "blue #0A84FFFF into orange #F57B00FF; write 'derive: tone' (for the palette, or as this color's dark) to keep its hue, or write its dark value",
                "palettes/test.yml:5:3: warning: 'red' has no dark entry and the palette no 'derive:', so its dark is RGB inversion, which turns "
                    + "red #FF3B30FF into cyan #00C4CFFF; write 'derive: tone' (for the palette, or as this color's dark) to keep its hue, or write its dark value",
            ], "a gray and a grayish blue (chroma under 0.04) stay quiet")
    }

    func testAChosenRuleOrAWrittenDarkNeverWarns() {
        for yaml in [
            "derive: invert\ncolors:\n  accent: \"#0A84FF\"\n",
            "colors:\n  accent: { light: \"#0A84FF\", dark: { derive: invert } }\n",
            "colors:\n  accent: { light: \"#0A84FF\", dark: \"#F57B00\" }\n",
            "derive: tone\ncolors:\n  accent: \"#0A84FF\"\n",
            "derive: oklch\ncolors:\n  accent: \"#0A84FF\"\n",
            "colors:\n  base: \"#0A84FF\"\n  accent: \"{base}\"\n  warm: { light: \"#FF3B30\", dark: \"{base}\" }\n"
                .replacingOccurrences(
                    of: "  base: \"#0A84FF\"\n", with: "  base: { light: \"#0A84FF\", dark: \"#0A84FF\" }\n"),
        ] {
            XCTAssertEqual(printed(compile(yaml).diagnostics), [], yaml)
        }
    }

    /// Only the hue's turn counts: inverting a dark gray-blue to a light one is no surprise.
    func testHueTurnNeedsChromaOnBothSidesAndAQuarterTurn() {
        XCTAssertNil(
            HueTurn(from: RGBA(red8: 0x80, green8: 0x88, blue8: 0x90), to: RGBA(red8: 0x7F, green8: 0x77, blue8: 0x6F)))
        XCTAssertNil(
            HueTurn(from: RGBA(red8: 0x0A, green8: 0x84, blue8: 0xFF), to: RGBA(red8: 0x2E, green8: 0x8D, blue8: 0xFF)))
        XCTAssertEqual(
            HueTurn(from: RGBA(red8: 0x0A, green8: 0x84, blue8: 0xFF), to: RGBA(red8: 0xF5, green8: 0x7B, blue8: 0x00)),
            HueTurn(from: RGBA(red8: 0x00, green8: 0x7A, blue8: 0xFF), to: RGBA(red8: 0xFF, green8: 0x85, blue8: 0x00)))
        XCTAssertEqual(
            ["red", "orange", "yellow", "green", "cyan", "blue", "purple", "pink", "red"],
            [29, 40, 100, 140, 200, 260, 300, 330, 350].map { HueTurn.name(of: Double($0)) })
    }
}
