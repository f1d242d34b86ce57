import Foundation
import XCTest
@testable import PaletteCore

final class WCAGTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Luminance: Decodable { let rgb: [Double]; let relativeLuminance: Double }
        struct Pair: Decodable {
            let foreground: [Double]
            let background: [Double]
            let composited: [Double]
            let foregroundLuminance: Double
            let compositedLuminance: Double
            let backgroundLuminance: Double
            let contrastRatio: Double
            let coloraideContrastRatio: Double
        }
        let luminance: [Luminance]
        let pairs: [Pair]
    }

    private func rgba(_ c: [Double]) -> RGBA { RGBA(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1) }

    /// Same formula on the same inputs: 1e-12 covers pow's last bits.
    func testRelativeLuminanceMatchesReference() throws {
        let vectors = try ReferenceVectors.load("wcag-contrast.json", as: Vectors.self)
        for vector in vectors.luminance {
            XCTAssertEqual(
                WCAG.relativeLuminance(rgba(vector.rgb)), vector.relativeLuminance, accuracy: 1e-12, "\(vector.rgb)")
        }
        for pair in vectors.pairs {
            XCTAssertEqual(WCAG.relativeLuminance(rgba(pair.foreground)), pair.foregroundLuminance, accuracy: 1e-12)
            XCTAssertEqual(WCAG.relativeLuminance(rgba(pair.background)), pair.backgroundLuminance, accuracy: 1e-12)
        }
    }

    /// The composite is rounded to 10 places as every `RGBA` (coloraide's is not), so 1e-10 on it and
    /// 1e-9 on the ratio (up to 21 × a luminance difference of ~1e-10).
    func testContrastRatioAndCompositingMatchReference() throws {
        let vectors = try ReferenceVectors.load("wcag-contrast.json", as: Vectors.self)
        XCTAssertGreaterThanOrEqual(vectors.pairs.count, 40)
        XCTAssertTrue(vectors.pairs.contains { $0.foreground[3] < 1 })
        for pair in vectors.pairs {
            let foreground = rgba(pair.foreground), background = rgba(pair.background)
            if foreground.alpha < 1 {
                assertClose(WCAG.composite(foreground, over: background).components, pair.composited, tolerance: 1e-10)
            }
            let ratio = WCAG.contrastRatio(foreground, background)
            XCTAssertEqual(ratio, pair.contrastRatio, accuracy: 1e-9, "\(pair.foreground) on \(pair.background)")
            // coloraide's own ratio uses luminance Y with unrounded coefficients (0.21263900587…):
            // a check that the formula is WCAG's, within the coefficients' 4-digit rounding.
            XCTAssertEqual(ratio, pair.coloraideContrastRatio, accuracy: 1e-3 * pair.coloraideContrastRatio)
        }
    }

    func testBlackOnWhiteIs21AndAColorOnItselfIs1() {
        let black = RGBA(red: 0, green: 0, blue: 0), white = RGBA(red: 1, green: 1, blue: 1)
        XCTAssertEqual(WCAG.relativeLuminance(black), 0)
        XCTAssertEqual(WCAG.relativeLuminance(white), 1, accuracy: 1e-15)
        XCTAssertEqual(WCAG.contrastRatio(black, white), 21, accuracy: 1e-12)
        XCTAssertEqual(WCAG.contrastRatio(white, black), 21, accuracy: 1e-12)
        let blue = RGBA(red8: 10, green8: 132, blue8: 255)
        XCTAssertEqual(WCAG.contrastRatio(blue, blue), 1)
    }

    func testLuminanceThresholdIsInclusiveAt0_04045() {
        let atThreshold = RGBA(red: 0.04045, green: 0.04045, blue: 0.04045)
        XCTAssertEqual(WCAG.relativeLuminance(atThreshold), 0.04045 / 12.92, accuracy: 1e-17)
        let above = RGBA(red: 0.0405, green: 0.0405, blue: 0.0405)
        XCTAssertEqual(WCAG.relativeLuminance(above), pow((0.0405 + 0.055) / 1.055, 2.4), accuracy: 1e-15)
        // The two pieces meet: no jump at the threshold.
        XCTAssertEqual(0.04045 / 12.92, pow((0.04045 + 0.055) / 1.055, 2.4), accuracy: 1e-8)
    }

    func testCoefficientsWeightTheChannels() {
        XCTAssertEqual(WCAG.relativeLuminance(RGBA(red: 1, green: 0, blue: 0)), 0.2126, accuracy: 1e-15)
        XCTAssertEqual(WCAG.relativeLuminance(RGBA(red: 0, green: 1, blue: 0)), 0.7152, accuracy: 1e-15)
        XCTAssertEqual(WCAG.relativeLuminance(RGBA(red: 0, green: 0, blue: 1)), 0.0722, accuracy: 1e-15)
    }

    func testLuminanceIgnoresAlpha() {
        XCTAssertEqual(
            WCAG.relativeLuminance(RGBA(red8: 51, green8: 51, blue8: 51, alpha: 0.2)),
            WCAG.relativeLuminance(RGBA(red8: 51, green8: 51, blue8: 51))
        )
    }

    func testTranslucentForegroundIsCompositedFirst() {
        let white = RGBA(red: 1, green: 1, blue: 1)
        XCTAssertEqual(WCAG.contrastRatio(RGBA(red: 0, green: 0, blue: 0, alpha: 0), white), 1)
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        XCTAssertEqual(WCAG.composite(halfBlack, over: white), RGBA(red: 0.5, green: 0.5, blue: 0.5))
        XCTAssertEqual(
            WCAG.contrastRatio(halfBlack, white), WCAG.contrastRatio(RGBA(red: 0.5, green: 0.5, blue: 0.5), white))
        XCTAssertLessThan(WCAG.contrastRatio(halfBlack, white), 21)
    }

    func testCompositeOverTranslucentBackground() {
        let foreground = RGBA(red: 1, green: 0, blue: 0, alpha: 0.25)
        let background = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)
        let result = WCAG.composite(foreground, over: background)
        XCTAssertEqual(result, RGBA(red: 0.25, green: 0, blue: 0.75, alpha: 0.25 + 0.5 * 0.75))
    }
}
