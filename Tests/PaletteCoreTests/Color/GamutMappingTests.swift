import Foundation
import XCTest
@testable import PaletteCore

final class GamutMappingTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Mapping: Decodable {
            let oklch: [Double]
            let alpha: Double
            let srgb: [Double]
            let inGamut: Bool
            let chromaWasReduced: Bool
        }
        struct Inversion: Decodable {
            let srgb: [Double]
            let inverted: [Double]
            let chromaWasReduced: Bool
        }
        let mappings: [Mapping]
        let inversions: [Inversion]
    }

    /// The same algorithm with the same constants, so results agree to round-off (observed: 5e-11,
    /// the 10-place rounding of `RGBA`). The tolerance is the search's own resolution, ε = 1e-4: if
    /// another libm's last bit ever flipped one comparison, the search would end one step apart,
    /// which is still the same answer to the algorithm's precision.
    static let tolerance = 1e-4

    func testMappingMatchesColoraidesCSSColor4Method() throws {
        let vectors = try ReferenceVectors.load("gamut-mapping.json", as: Vectors.self).mappings
        XCTAssertGreaterThanOrEqual(vectors.count, 30)
        XCTAssertTrue(vectors.contains { !$0.inGamut } && vectors.contains(where: \.inGamut))
        for vector in vectors {
            let origin = OKLCH(L: vector.oklch[0], C: vector.oklch[1], h: vector.oklch[2])
            let result = GamutMapping.map(origin, alpha: vector.alpha)
            let rgb = Array(result.rgba.components.prefix(3))
            assertClose(rgb, vector.srgb, tolerance: Self.tolerance, "\(vector.oklch)")
            XCTAssertEqual(result.rgba.alpha, vector.alpha)
            XCTAssertEqual(result.chromaWasReduced, vector.chromaWasReduced, "\(vector.oklch)")
        }
    }

    func testInversionMatchesColoraide() throws {
        let vectors = try ReferenceVectors.load("gamut-mapping.json", as: Vectors.self).inversions
        XCTAssertGreaterThanOrEqual(vectors.count, 20)
        for vector in vectors {
            let result = RGBA(red: vector.srgb[0], green: vector.srgb[1], blue: vector.srgb[2]).oklchInverted()
            let rgb = Array(result.rgba.components.prefix(3))
            assertClose(rgb, vector.inverted, tolerance: Self.tolerance, "\(vector.srgb)")
            XCTAssertEqual(result.chromaWasReduced, vector.chromaWasReduced, "\(vector.srgb)")
        }
    }

    func testLightnessAtOrBeyondTheEndsGivesWhiteOrBlack() {
        let white = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5), black = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        XCTAssertEqual(GamutMapping.map(OKLCH(L: 1, C: 0, h: 0), alpha: 0.5).rgba, white)
        XCTAssertEqual(GamutMapping.map(OKLCH(L: 1.2, C: 0.3, h: 40), alpha: 0.5).rgba, white)
        XCTAssertEqual(GamutMapping.map(OKLCH(L: 0, C: 0, h: 0), alpha: 0.5).rgba, black)
        XCTAssertEqual(GamutMapping.map(OKLCH(L: -0.1, C: 0.3, h: 40), alpha: 0.5).rgba, black)
        XCTAssertFalse(GamutMapping.map(OKLCH(L: 1, C: 0, h: 0)).chromaWasReduced)
        XCTAssertTrue(GamutMapping.map(OKLCH(L: 1, C: 0.1, h: 0)).chromaWasReduced)
        XCTAssertTrue(GamutMapping.map(OKLCH(L: 0, C: 0.1, h: 0)).chromaWasReduced)
    }

    func testInGamutColorIsReturnedAsIs() {
        for color in [
            RGBA(red8: 10, green8: 132, blue8: 255), RGBA(red: 1, green: 0, blue: 0),
            RGBA(red8: 68, green8: 68, blue8: 68),
        ] {
            let result = GamutMapping.map(color.oklch, alpha: color.alpha)
            XCTAssertEqual(result.rgba, color)
            XCTAssertFalse(result.chromaWasReduced, "round-off at a gamut edge is not a reduction")
            XCTAssertEqual(GamutMapping.map(color.oklab).rgba, color)
        }
    }

    func testOutOfGamutKeepsLightnessAndHueAndLowersChroma() {
        let origin = OKLCH(L: 0.7, C: 0.4, h: 30)
        let result = GamutMapping.map(origin)
        XCTAssertTrue(result.chromaWasReduced)
        let mapped = result.rgba.oklch
        XCTAssertLessThan(mapped.C, origin.C)
        // Within one JND of a color with the origin's L and h.
        XCTAssertLessThan(abs(mapped.L - origin.L), GamutMapping.jnd)
        XCTAssertLessThan(hueDistance(mapped.h, origin.h), 3)
        for component in result.rgba.components { XCTAssertTrue((0...1).contains(component)) }
    }

    func testTheResultIsAlwaysInGamut() {
        for l in stride(from: -0.1, through: 1.1, by: 0.05) {
            for c in stride(from: 0.0, through: 0.5, by: 0.05) {
                for h in stride(from: 0.0, to: 360, by: 15) {
                    let rgba = GamutMapping.map(OKLCH(L: l, C: c, h: h)).rgba
                    XCTAssertTrue(rgba.components.allSatisfy { (0...1).contains($0) }, "\(l) \(c) \(h)")
                }
            }
        }
    }
}
