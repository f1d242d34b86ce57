import XCTest
@testable import PaletteCore

/// `ColorMix` against coloraide (made-colors.json) and against Tokens Studio's own test of its `mix`.
final class ColorMixTests: XCTestCase {
    private func check(_ mixes: [MadeColorVectors.Mix], alpha: ColorMix.Alpha) -> (results: Int, mapped: Int) {
        var results = 0, mapped = 0
        for vector in mixes {
            let (first, second) = (vector.first.color, vector.second.color)
            let output = ColorSpace(rawValue: vector.outputSpace)!
            for space in MixSpace.allCases {
                results += MadeColorVectors.compare(
                    vector.results[space.rawValue], for: vector.amounts, in: output, of: "mix in \(space.rawValue)",
                    "\(vector.first) and \(vector.second)"
                ) { amount in
                    ColorMix.mix(first, second, amount: amount, in: space, alpha: alpha)
                }
                mapped += vector.gamutMapped[space.rawValue]?.count ?? 0
            }
        }
        return (results, mapped)
    }

    /// CSS's color-mix(), premultiplied: every space, every amount, within 1e-9 of coloraide.
    func testPremultipliedMixesMatchColoraide() throws {
        let counted = check(try MadeColorVectors.load().mixes, alpha: .premultiplied)
        XCTAssertGreaterThanOrEqual(counted.results, 1_400)
        XCTAssertGreaterThanOrEqual(counted.mapped, 100, "mixes that leave the gamut")
    }

    /// color.js 0.4's way, written with coloraide by the script: no premultiplication, color.js's hues.
    func testSeparateMixesMatchColorJS04AsWrittenWithColoraide() throws {
        let counted = check(try MadeColorVectors.load().separateMixes, alpha: .separate)
        XCTAssertGreaterThanOrEqual(counted.results, 500)
        XCTAssertGreaterThanOrEqual(counted.mapped, 50, "mixes that leave the gamut")
    }

    /// A gray's hue is powerless, so missing: the mix keeps the other color's hue all the way, in every
    /// polar space, whichever color is the gray.
    func testAGrayTakesTheOtherColorsHue() {
        let gray = RGBA(red8: 0x80, green8: 0x80, blue8: 0x80), blue = RGBA(red8: 0x0A, green8: 0x84, blue8: 0xFF)
        for alpha in [ColorMix.Alpha.premultiplied, .separate] {
            for amount in [0.2, 0.5, 0.8] {
                let mixed = ColorMix.mix(gray, blue, amount: amount, in: .oklch, alpha: alpha)
                XCTAssertLessThan(hueDistance(mixed.oklch.h, blue.oklch.h), 0.01, "\(alpha) \(amount)")
                let lch = CIELab.lch(XYZ(ColorMix.mix(blue, gray, amount: amount, in: .lch, alpha: alpha)))
                XCTAssertLessThan(hueDistance(lch.h, CIELab.lch(XYZ(blue)).h), 0.01, "\(alpha) \(amount)")
                let hsl = HSL(
                    sRGB: ColorMix.mix(gray, blue, amount: amount, in: .hsl, alpha: alpha).components(in: .sRGB))
                XCTAssertEqual(hsl.hue, HSL(sRGB: blue.components(in: .sRGB)).hue, accuracy: 1e-6, "\(alpha) \(amount)")
            }
        }
    }

    /// A near gray whose OKLab a and b are under color.js 0.4's 0.0002 but whose chroma (3.8e-5) is over
    /// CSS's epsilon: CSS mixes its hue (286°) with orange's (55°) the shorter way, through red; color.js
    /// keeps orange's.
    func testCSSAndColorJSDisagreeOnANearGraysHue() {
        let nearGray = RGBA(red: 0.5, green: 0.5, blue: 0.5001), orange = RGBA(red8: 0xFF, green8: 0x80, blue8: 0)
        let css = ColorMix.mix(nearGray, orange, amount: 0.5, in: .oklch, alpha: .premultiplied).oklch
        let colorJS = ColorMix.mix(nearGray, orange, amount: 0.5, in: .oklch, alpha: .separate).oklch
        XCTAssertLessThan(hueDistance(colorJS.h, orange.oklch.h), 0.01)
        let halfway = (nearGray.oklch.h + orange.oklch.h + 360) / 2
        XCTAssertLessThan(hueDistance(css.h, halfway), 0.01, "\(css.h) vs \(halfway)")
    }

    /// Premultiplied, a transparent color's own components take no part; two transparent colors give
    /// transparent black. Separate, they do take part.
    func testAlphaWeighsTheColorsOnlyWhenPremultiplied() {
        let clearRed = RGBA(red: 1, green: 0, blue: 0, alpha: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        let premultiplied = ColorMix.mix(clearRed, blue, amount: 0.5, in: .srgb)
        XCTAssertEqual(premultiplied, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
        let separate = ColorMix.mix(clearRed, blue, amount: 0.5, in: .srgb, alpha: .separate)
        XCTAssertEqual(separate, RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        let clearBlue = RGBA(red: 0, green: 0, blue: 1, alpha: 0)
        for space in MixSpace.allCases {
            XCTAssertEqual(
                ColorMix.mix(clearRed, clearBlue, amount: 0.3, in: space), RGBA(red: 0, green: 0, blue: 0, alpha: 0),
                "\(space)")
        }
    }

    func testTheResultIsInDisplayP3WhenEitherColorIs() {
        let white = RGBA(red: 1, green: 1, blue: 1), p3Red = RGBA(red: 1, green: 0, blue: 0, space: .displayP3)
        for space in MixSpace.allCases {
            XCTAssertEqual(ColorMix.mix(white, p3Red, amount: 0.4, in: space).space, .displayP3, "\(space)")
            XCTAssertEqual(ColorMix.mix(p3Red, white, amount: 0.4, in: space).space, .displayP3, "\(space)")
            XCTAssertEqual(ColorMix.mix(white, white.with(alpha: 0.5), amount: 0.4, in: space).space, .sRGB, "\(space)")
        }
        // Exactly at the ends: the color itself, in the result's space.
        XCTAssertEqual(ColorMix.mix(white, p3Red, amount: 0, in: .oklab), white.converted(to: .displayP3))
        XCTAssertEqual(ColorMix.mix(white, p3Red, amount: 1, in: .oklab), p3Red)
    }

    /// The parser keeps amounts in 0…1; beyond it, or not a number, nothing traps or hangs.
    func testAmountsOutsideTheRangeActAsTheNearerEnd() {
        let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        for space in MixSpace.allCases {
            XCTAssertEqual(ColorMix.mix(red, blue, amount: -3, in: space), red)
            XCTAssertEqual(ColorMix.mix(red, blue, amount: .nan, in: space), red)
            XCTAssertEqual(ColorMix.mix(red, blue, amount: 7, in: space), blue)
            XCTAssertEqual(ColorMix.mix(red, blue, amount: .infinity, in: space), blue)
        }
    }

    /// Tokens Studio's own test of its `mix` modifier (tokens-studio/figma-plugin,
    /// packages/tokens-studio-for-figma/src/utils/modifyColor.test.ts, commit 356712ade): #ff0033 mixed
    /// 0.3 toward #334455, printed by color.js with 3 significant digits in the space the mix ran in.
    func testTokensStudiosMixExamples() {
        let base = RGBA(red8: 0xFF, green8: 0x00, blue8: 0x33), other = RGBA(red8: 0x33, green8: 0x44, blue8: 0x55)
        func mixed(_ space: MixSpace) -> RGBA { ColorMix.mix(base, other, amount: 0.3, in: space, alpha: .separate) }
        TokensStudioPrinted.assertLCH(mixed(.lch), "lch(46.5 70.7 351)")
        TokensStudioPrinted.assertDisplayP3(mixed(.displayP3), "color(display-p3 0.71 0.22 0.27)")
        TokensStudioPrinted.assertSRGB(mixed(.srgb), "rgb(76% 8% 24%)")
    }

    /// The same file's alpha modifier, which palettec's `at 30%` is: `RGBA.with(alpha:)`.
    func testTokensStudiosAlphaExamples() {
        let translucent = RGBA(red8: 0xFF, green8: 0x00, blue8: 0x33).with(alpha: 0.3)
        TokensStudioPrinted.assertLCH(translucent, "lch(54.5 95.5 31.7 / 0.3)")
        TokensStudioPrinted.assertDisplayP3(translucent, "color(display-p3 0.92 0.2 0.24 / 0.3)")
        TokensStudioPrinted.assertSRGB(translucent, "rgb(100% 0% 20% / 0.3)")
    }
}
