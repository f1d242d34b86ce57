import Foundation
import XCTest
@testable import PaletteCore

final class OKLabTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Vector: Decodable {
            let srgb: [Double]
            let linearSRGB: [Double]
            let oklab: [Double]
            let oklch: [Double]
            let achromatic: Bool
        }
        let vectors: [Vector]
    }

    /// coloraide builds its sRGB↔XYZ matrices from the primaries and CSS prints them as fractions:
    /// they differ in the last bit (~1e-16), so 1e-12 on every stage. Hue is ill-conditioned at low
    /// chroma (an error δ in a, b moves it by δ/C radians), so 1e-9 degrees.
    func testSRGBToOKLabAndOKLCHMatchesColoraide() throws {
        let vectors = try ReferenceVectors.load("oklab.json", as: Vectors.self).vectors
        XCTAssertGreaterThanOrEqual(vectors.count, 40)
        for vector in vectors {
            let color = RGBA(red: vector.srgb[0], green: vector.srgb[1], blue: vector.srgb[2])
            let linear = LinearSRGB(color)
            assertClose([linear.red, linear.green, linear.blue], vector.linearSRGB, tolerance: 1e-12, "\(vector.srgb)")
            let lab = color.oklab
            assertClose([lab.L, lab.a, lab.b], vector.oklab, tolerance: 1e-12, "\(vector.srgb)")
            let lch = color.oklch
            assertClose([lch.L, lch.C], Array(vector.oklch.prefix(2)), tolerance: 1e-12, "\(vector.srgb)")
            if vector.achromatic {
                XCTAssertLessThan(lch.C, OKLCH.achromaticChroma, "\(vector.srgb)")
                XCTAssertEqual(lch.h, 0, "\(vector.srgb)")
            } else {
                XCTAssertLessThanOrEqual(hueDistance(lch.h, vector.oklch[2]), 1e-9, "\(vector.srgb)")
            }
        }
    }

    /// Back to sRGB from coloraide's values: `RGBA` rounds to 10 places, hence 1e-10; except just
    /// under the 0.04045 threshold, where the standard's two pieces miss each other (0.04045 comes back
    /// as 0.04044997, in coloraide too). An achromatic vector's hue is not recorded (coloraide has NaN),
    /// so the polar form is only checked for the others.
    func testOKLabAndOKLCHToSRGBMatchesColoraide() throws {
        let vectors = try ReferenceVectors.load("oklab.json", as: Vectors.self).vectors
        XCTAssertGreaterThanOrEqual(vectors.filter { !$0.achromatic }.count, 40)
        for vector in vectors {
            let nearThreshold = vector.srgb.contains { abs($0 - 0.04045) < 1e-6 }
            let tolerance = nearThreshold ? 5e-8 : 1e-10
            let lab = OKLab(L: vector.oklab[0], a: vector.oklab[1], b: vector.oklab[2])
            let linear = lab.linearSRGB
            assertClose([linear.red, linear.green, linear.blue], vector.linearSRGB, tolerance: 1e-12, "\(vector.srgb)")
            assertClose(Array(lab.rgba().components.prefix(3)), vector.srgb, tolerance: tolerance, "\(vector.srgb)")
            guard !vector.achromatic else { continue }
            let lch = OKLCH(L: vector.oklch[0], C: vector.oklch[1], h: vector.oklch[2])
            assertClose(Array(lch.rgba().components.prefix(3)), vector.srgb, tolerance: tolerance, "\(vector.srgb)")
        }
    }

    func testBlackWhiteAndGray() {
        let black = RGBA(red: 0, green: 0, blue: 0).oklch
        XCTAssertEqual(black, OKLCH(L: 0, C: 0, h: 0))
        let white = RGBA(red: 1, green: 1, blue: 1).oklab
        XCTAssertEqual(white.L, 1, accuracy: 1e-15)
        XCTAssertEqual(white.a, 0, accuracy: 1e-15)
        XCTAssertEqual(white.b, 0, accuracy: 1e-15)
        XCTAssertEqual(RGBA(red: 1, green: 1, blue: 1).oklch.h, 0)
        let gray = RGBA(red8: 68, green8: 68, blue8: 68).oklch
        XCTAssertLessThan(gray.C, 1e-12)
        XCTAssertEqual(gray.h, 0)
    }

    func testKnownValues() {
        // sRGB red, CSS Color 4: oklch(62.796% 0.25768 29.23389).
        let red = RGBA(red: 1, green: 0, blue: 0).oklch
        XCTAssertEqual(red.L, 0.627955, accuracy: 1e-6)
        XCTAssertEqual(red.C, 0.257683, accuracy: 1e-6)
        XCTAssertEqual(red.h, 29.233880, accuracy: 1e-6)
        // Blue's hue is past 180: atan2's negative half is wrapped.
        XCTAssertEqual(RGBA(red: 0, green: 0, blue: 1).oklch.h, 264.052023, accuracy: 1e-6)
    }

    func testOKLCHHueWrapsAndPolarFormRoundTrips() {
        XCTAssertEqual(OKLCH(L: 0.5, C: 0.1, h: 370).h, 10, accuracy: 1e-12)
        XCTAssertEqual(OKLCH(L: 0.5, C: 0.1, h: -30).h, 330)
        let lab = OKLab(L: 0.6, a: -0.05, b: -0.08)
        let back = OKLCH(lab).oklab
        XCTAssertEqual(back.a, lab.a, accuracy: 1e-15)
        XCTAssertEqual(back.b, lab.b, accuracy: 1e-15)
    }

    func testConversionsAreUnroundedAndKeepAlphaOnlyInRGBA() {
        let lab = RGBA(red8: 10, green8: 132, blue8: 255).oklab
        // OKLab values carry more than 10 decimals; only RGBA rounds.
        XCTAssertNotEqual(lab.L, RGBA.rounded(lab.L))
        XCTAssertEqual(lab.rgba(alpha: 0.3).alpha, 0.3)
        XCTAssertEqual(lab.rgba(alpha: 0.3), RGBA(red8: 10, green8: 132, blue8: 255, alpha: 0.3))
    }

    func testOutOfGamutIsNotClipped() {
        let vivid = OKLCH(L: 0.7, C: 0.4, h: 30).oklab.linearSRGB
        XCTAssertGreaterThan(vivid.red, 1)
        XCTAssertLessThan(vivid.blue, 0)
    }

    func testTransferFunctionIsMirroredAndContinuous() {
        XCTAssertEqual(LinearSRGB.linearized(-0.5), -LinearSRGB.linearized(0.5))
        XCTAssertEqual(LinearSRGB.encoded(-0.2), -LinearSRGB.encoded(0.2))
        XCTAssertEqual(LinearSRGB.encoded(0.0031308), 0.0031308 * 12.92)
        // The standard's pieces meet only to about 3e-8 (0.04045 / 12.92 ≠ 0.0031308).
        XCTAssertEqual(LinearSRGB.encoded(0.0031308), 1.055 * pow(0.0031308, 1 / 2.4) - 0.055, accuracy: 5e-8)
        XCTAssertEqual(LinearSRGB.encoded(LinearSRGB.linearized(0.04045)), 0.04045, accuracy: 5e-8)
        for x in stride(from: 0.0, through: 1.0, by: 1.0 / 64) {
            XCTAssertEqual(LinearSRGB.encoded(LinearSRGB.linearized(x)), x, accuracy: 1e-15)
        }
    }
}
