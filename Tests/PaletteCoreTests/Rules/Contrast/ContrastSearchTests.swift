import Foundation
import XCTest
@testable import PaletteCore

/// `ContrastSearch`: the least HSB brightness change reaching a WCAG 2.x ratio. Expected edges for
/// grays are computed here by inverting the WCAG formula, not by searching.
final class ContrastSearchTests: XCTestCase {
    private let white = RGBA(red: 1, green: 1, blue: 1)
    private let black = RGBA(red: 0, green: 0, blue: 0)

    private func adjust(_ color: RGBA, _ background: RGBA, _ ratio: Double) throws -> RGBA {
        try ContrastSearch.adjust(color, against: background, ratio: ratio).get()
    }

    private func gray(_ v: Double, alpha: Double = 1) -> RGBA { RGBA(red: v, green: v, blue: v, alpha: alpha) }

    func testPassingColorIsReturnedUnchanged() throws {
        XCTAssertEqual(try adjust(black, white, 21), black)
        let blue = RGBA(red8: 0x1B, green8: 0x4D, blue8: 0xF8, alpha: 0.9)
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(blue, white), 4.5)
        XCTAssertEqual(try adjust(blue, white, 4.5), blue)
        XCTAssertEqual(try adjust(gray(0.5), gray(0.5), 1), gray(0.5), "ratio 1 always passes")
    }

    func testMidGrayOnWhiteGoesDarkerToTheEdge() throws {
        let result = try adjust(RGBA(red8: 0x88, green8: 0x88, blue8: 0x88), white, 4.5)
        // L = 1.05 / 4.5 − 0.05.
        XCTAssertEqual(result.red, srgbEncoded(1.05 / 4.5 - 0.05), accuracy: 1e-9)
        XCTAssertEqual(result.red, result.green)
        XCTAssertEqual(result.red, result.blue)
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(result, white), 4.5)
    }

    func testDarkGrayOnBlackGoesLighterToTheEdge() throws {
        let result = try adjust(RGBA(red8: 0x55, green8: 0x55, blue8: 0x55), black, 4.5)
        // L = 4.5 · 0.05 − 0.05.
        XCTAssertEqual(result.red, srgbEncoded(4.5 * 0.05 - 0.05), accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(result, black), 4.5)
    }

    /// Against #777777 at 2:1 both sides are reachable: edges at v 0.2876 and 0.6792. From 0.45 the
    /// darker edge is nearer; from 0.55 the lighter one.
    func testNearerSideIsChosen() throws {
        let background = RGBA(red8: 0x77, green8: 0x77, blue8: 0x77)
        let lb = srgbLinear(0x77 / 255)
        let down = srgbEncoded((lb + 0.05) / 2 - 0.05), up = srgbEncoded(2 * (lb + 0.05) - 0.05)
        XCTAssertEqual(try adjust(gray(0.45), background, 2).red, down, accuracy: 1e-9)
        XCTAssertEqual(try adjust(gray(0.55), background, 2).red, up, accuracy: 1e-9)
        // A saturated color sits on the same kind of valley: its result is one of the two edges, the nearer.
        let teal = RGBA(red: 0.15, green: 0.5, blue: 0.45)
        let result = try adjust(teal, background, 2).hsv.brightness
        XCTAssertLessThan(result, teal.hsv.brightness, "v 0.5: the dark edge is nearer")
    }

    /// Rounding to 10 places never leaves the result just below the target.
    func testResultPassesAfterRounding() throws {
        let backgrounds = [
            white, black, gray(0.5), RGBA(red8: 0x1B, green8: 0xAD, blue8: 0xF8),
            RGBA(red8: 0xFF, green8: 0xCC, blue8: 0),
        ]
        let colors = [
            gray(0.46), RGBA(red8: 0xFF, green8: 0x29, blue8: 0x68), RGBA(red8: 0x63, green8: 0xDA, blue8: 0x38),
            RGBA(red: 0.3, green: 0.2, blue: 0.9, alpha: 0.85),
        ]
        var checked = 0
        for background in backgrounds {
            for color in colors {
                for target in [1.5, 3, 4.5, 7] {
                    guard case .success(let result) = ContrastSearch.adjust(color, against: background, ratio: target)
                    else { continue }
                    checked += 1
                    XCTAssertGreaterThanOrEqual(
                        WCAG.contrastRatio(result, background), target, "\(color) on \(background) at \(target)")
                    // Re-rounding changes nothing: the result is already a 10-place value.
                    XCTAssertEqual(
                        RGBA(red: result.red, green: result.green, blue: result.blue, alpha: result.alpha), result)
                }
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    // MARK: Unreachable

    /// Pure blue's luminance is 0.0722: against black it never passes 2.444:1, at full brightness.
    func testUnreachableReportsTheBestRatioAtFullBrightness() {
        let result = ContrastSearch.adjust(RGBA(red: 0, green: 0, blue: 0.5), against: black, ratio: 21)
        guard case .failure(let unreachable) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(unreachable.bestRatio, (0.0722 + 0.05) / 0.05, accuracy: 1e-9)
    }

    /// Against #777777 at 7:1, black gives 4.69 and full blue 1.92: the best is at brightness 0.
    func testUnreachableReportsTheBestRatioAtBlack() {
        let background = RGBA(red8: 0x77, green8: 0x77, blue8: 0x77)
        let result = ContrastSearch.adjust(RGBA(red: 0, green: 0, blue: 0.5), against: background, ratio: 7)
        guard case .failure(let unreachable) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(unreachable.bestRatio, (srgbLinear(0x77 / 255) + 0.05) / 0.05, accuracy: 1e-9)
    }

    func testRuleReportsUnreachableAndMissingBackground() {
        let reference = ColorReference(
            name: "surface", location: SourceLocation(path: "palettes/test.yml", line: 1, column: 1))
        let rule = DerivationRule.contrast(against: reference, ratio: 21)
        guard
            case .failure(let failure) = RuleEvaluation.apply(rule, to: RGBA(red: 0, green: 0, blue: 1), against: black)
        else {
            return XCTFail("pure blue cannot reach 21:1 against black")
        }
        XCTAssertTrue(failure.message.contains("21:1 against 'surface'"), failure.message)
        XCTAssertTrue(failure.message.contains("the best reachable is 2.44:1"), failure.message)
        guard case .failure(let missing) = RuleEvaluation.apply(rule, to: white, against: nil) else { return XCTFail() }
        XCTAssertEqual(missing.message, "'surface' has no value here")
    }

    // MARK: Translucent foregrounds

    /// At 50% any color over white is at least half white: black gives only 3.98:1.
    func testTranslucentForegroundIsCompositedBeforeDecidingReachability() {
        let result = ContrastSearch.adjust(gray(0.6, alpha: 0.5), against: white, ratio: 4.5)
        guard case .failure(let unreachable) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(unreachable.bestRatio, 1.05 / (srgbLinear(0.5) + 0.05), accuracy: 1e-9)
        XCTAssertNoThrow(try adjust(gray(0.6), white, 4.5), "the opaque color can reach it")
    }

    /// The answer for 80% red passes once composited over the background; the answer the search
    /// gives for the opaque color would not.
    func testTranslucentResultPassesComposited() throws {
        let translucent = RGBA(red: 0.9, green: 0.3, blue: 0.3, alpha: 0.8)
        let result = try adjust(translucent, white, 4.5)
        XCTAssertEqual(result.alpha, 0.8)
        let seen = composite(result, over: white)
        XCTAssertGreaterThanOrEqual(contrast(seen, white), 4.5 - 1e-12)

        let opaqueAnswer = try adjust(RGBA(red: 0.9, green: 0.3, blue: 0.3), white, 4.5)
        let opaqueAnswerSeen = composite(
            RGBA(red: opaqueAnswer.red, green: opaqueAnswer.green, blue: opaqueAnswer.blue, alpha: 0.8), over: white)
        XCTAssertLessThan(contrast(opaqueAnswerSeen, white), 4.5)
        XCTAssertLessThan(result.hsv.brightness, opaqueAnswer.hsv.brightness)
    }

    // MARK: Hue and saturation

    func testHueAndSaturationAreKept() throws {
        let cases: [(RGBA, RGBA, Double)] = [
            (RGBA(red8: 0xFF, green8: 0x29, blue8: 0x68), white, 4.5),
            (RGBA(red8: 0xFF, green8: 0xCC, blue8: 0x00), white, 3),
            (RGBA(red8: 0x1B, green8: 0xAD, blue8: 0xF8), black, 8.5),
            (RGBA(red8: 0x63, green8: 0xDA, blue8: 0x38), RGBA(red8: 0x22, green8: 0x22, blue8: 0x22), 10),
            (RGBA(red8: 0xCC, green8: 0x73, blue8: 0xE1, alpha: 0.7), white, 4.5),
            (RGBA(red8: 0x20, green8: 0x10, blue8: 0x40), black, 4),
        ]
        for (color, background, target) in cases {
            let result = try adjust(color, background, target).hsv
            let before = color.hsv
            XCTAssertNotEqual(result.brightness, before.brightness, "\(color) had to move")
            XCTAssertLessThanOrEqual(hueDistance(result.hue, before.hue), 1e-6, "\(color)")
            XCTAssertEqual(result.saturation, before.saturation, accuracy: 1e-6, "\(color)")
            XCTAssertEqual(result.alpha, before.alpha)
        }
    }
}

// MARK: WCAG 2.x, written out

private func srgbLinear(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
}

private func srgbEncoded(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
}

private func luminance(_ c: [Double]) -> Double {
    0.2126 * srgbLinear(c[0]) + 0.7152 * srgbLinear(c[1]) + 0.0722 * srgbLinear(c[2])
}

private func contrast(_ first: [Double], _ second: RGBA) -> Double {
    let a = luminance(first), b = luminance([second.red, second.green, second.blue])
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}

private func composite(_ foreground: RGBA, over background: RGBA) -> [Double] {
    let a = foreground.alpha
    return zip(
        [foreground.red, foreground.green, foreground.blue], [background.red, background.green, background.blue]
    )
    .map { a * $0 + (1 - a) * $1 }
}
