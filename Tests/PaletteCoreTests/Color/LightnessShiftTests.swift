import XCTest
@testable import PaletteCore

/// `LightnessShift` against Tokens Studio's formulas applied by coloraide (made-colors.json) and against
/// Tokens Studio's own test of its `lighten` and `darken`.
final class LightnessShiftTests: XCTestCase {
    /// Every space, both ways, every amount: within 1e-9, in the color's own space.
    func testLightenAndDarkenMatchTokensStudiosFormulasOverColoraide() throws {
        var results = 0, mapped = 0
        for vector in try MadeColorVectors.load().shifts {
            let color = vector.color.color
            for space in LightnessSpace.allCases {
                for (operation, shift) in [("lighten", LightnessShift.lighten), ("darken", LightnessShift.darken)] {
                    let name = "\(operation) \(space.rawValue)"
                    results += MadeColorVectors.compare(
                        vector.results[name], for: vector.amounts, in: color.space, of: name, "\(vector.color)"
                    ) { amount in
                        shift(color, amount, space)
                    }
                    mapped += vector.gamutMapped[name]?.count ?? 0
                }
            }
        }
        XCTAssertGreaterThanOrEqual(results, 1_000)
        XCTAssertGreaterThanOrEqual(mapped, 50, "shifts that leave the gamut")
    }

    /// Tokens Studio's own test (tokens-studio/figma-plugin,
    /// packages/tokens-studio-for-figma/src/utils/modifyColor.test.ts, commit 356712ade): #ff0033
    /// lightened and darkened by 0.3, printed by color.js with 3 significant digits in the space the
    /// modifier ran in. Lightened in lch or p3 it leaves sRGB, where Tokens Studio prints it unmapped:
    /// those two are compared from the same color written in Display P3, whose result stays in P3.
    func testTokensStudiosLightenAndDarkenExamples() {
        let base = RGBA(red8: 0xFF, green8: 0x00, blue8: 0x33), inP3 = base.converted(to: .displayP3)
        TokensStudioPrinted.assertLCH(LightnessShift.lighten(inP3, by: 0.3, in: .lch), "lch(68.2 66.9 31.7)")
        TokensStudioPrinted.assertDisplayP3(
            LightnessShift.lighten(inP3, by: 0.3, in: .displayP3), "color(display-p3 0.94 0.44 0.47)")
        TokensStudioPrinted.assertSRGB(LightnessShift.lighten(base, by: 0.3, in: .srgb), "rgb(100% 30% 44%)")

        TokensStudioPrinted.assertLCH(LightnessShift.darken(base, by: 0.3, in: .lch), "lch(38.2 66.9 31.7)")
        TokensStudioPrinted.assertDisplayP3(
            LightnessShift.darken(base, by: 0.3, in: .displayP3), "color(display-p3 0.64 0.14 0.17)")
        TokensStudioPrinted.assertSRGB(LightnessShift.darken(base, by: 0.3, in: .srgb), "rgb(70% 0% 14%)")
    }

    /// The sRGB color lightened in lch or p3 lies outside sRGB, so it is mapped: CSS's mapping keeps its
    /// OKLCH lightness and hue (to the final clip's JND) and lowers its chroma.
    func testLighteningOutOfSRGBKeepsLightnessAndHue() {
        let base = RGBA(red8: 0xFF, green8: 0x00, blue8: 0x33), inP3 = base.converted(to: .displayP3)
        for space in [LightnessSpace.lch, .displayP3] {
            let mapped = LightnessShift.lighten(base, by: 0.3, in: space)
            let unmapped = LightnessShift.lighten(inP3, by: 0.3, in: space)
            XCTAssertEqual(mapped.space, .sRGB)
            XCTAssertFalse(
                GamutMapping.isInGamut(unmapped.components(in: .sRGB), tolerance: 1e-6), "\(space): no mapping to test")
            XCTAssertEqual(mapped.oklch.L, unmapped.oklch.L, accuracy: GamutMapping.jnd, "\(space)")
            XCTAssertLessThan(hueDistance(mapped.oklch.h, unmapped.oklch.h), 2, "\(space)")
            XCTAssertLessThan(mapped.oklch.C, unmapped.oklch.C, "\(space)")
        }
    }

    /// HSL keeps hue and saturation; srgb moves each component the same share toward 1 or 0.
    func testHSLAndSRGBFormulas() {
        let color = RGBA(red: 0.8, green: 0.4, blue: 0.2)
        let before = HSL(sRGB: color.components(in: .sRGB))
        let after = HSL(sRGB: LightnessShift.lighten(color, by: 0.5, in: .hsl).components(in: .sRGB))
        XCTAssertEqual(after.lightness, before.lightness + (1 - before.lightness) * 0.5, accuracy: 1e-10)
        XCTAssertEqual(after.hue, before.hue, accuracy: 1e-8)
        XCTAssertEqual(after.saturation, before.saturation, accuracy: 1e-8)
        XCTAssertEqual(LightnessShift.darken(color, by: 0.5, in: .srgb), RGBA(red: 0.4, green: 0.2, blue: 0.1))
        XCTAssertEqual(LightnessShift.lighten(color, by: 0.5, in: .srgb), RGBA(red: 0.9, green: 0.7, blue: 0.6))
        XCTAssertEqual(LightnessShift.lighten(color, by: 1, in: .lch), RGBA(red: 1, green: 1, blue: 1))
        XCTAssertEqual(LightnessShift.darken(color, by: 1, in: .hsl), RGBA(red: 0, green: 0, blue: 0))
    }

    /// The parser keeps amounts in 0…1; beyond 1 acts as 1 (as Tokens Studio's bounds make it), below 0
    /// or not a number as 0; nothing traps or hangs.
    func testAmountsOutsideTheRange() {
        let color = RGBA(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.6, space: .displayP3)
        for space in LightnessSpace.allCases {
            for shift in [LightnessShift.lighten, LightnessShift.darken] {
                XCTAssertEqual(shift(color, -2, space), color, "\(space)")
                XCTAssertEqual(shift(color, .nan, space), color, "\(space)")
                XCTAssertEqual(shift(color, 9, space), shift(color, 1, space), "\(space)")
                XCTAssertEqual(shift(color, .infinity, space), shift(color, 1, space), "\(space)")
            }
        }
    }
}
