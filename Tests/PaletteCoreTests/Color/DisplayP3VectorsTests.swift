import Foundation
import XCTest
@testable import PaletteCore

/// Display P3 against coloraide (Tests/Fixtures/ReferenceVectors/display-p3.json): conversions through
/// XYZ, WCAG luminance and contrast across spaces, and CSS gamut mapping into P3.
final class DisplayP3VectorsTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Conversion: Decodable {
            let displayP3, linearDisplayP3, xyz, linearSRGB, srgb, oklab, oklch: [Double]
            let relativeLuminance, xyzY: Double
        }
        struct FromSRGB: Decodable {
            let srgb, displayP3: [Double]
        }
        struct SpacedColor: Decodable {
            let space: String
            let rgba: [Double]

            var color: RGBA {
                RGBA(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3], space: ColorSpace(rawValue: space)!)
            }
        }
        struct Contrast: Decodable {
            let foreground, background, composited: SpacedColor
            let contrastRatio: Double
        }
        struct Mapping: Decodable {
            let oklch, displayP3: [Double]
            let inGamut, chromaWasReduced: Bool
        }
        struct Inversion: Decodable {
            let displayP3, inverted: [Double]
            let chromaWasReduced: Bool
        }
        let conversions: [Conversion]
        let fromSRGB: [FromSRGB]
        let contrast: [Contrast]
        let gamutMapping: [Mapping]
        let inversions: [Inversion]
    }

    /// Matrices from the same fractions (coloraide computes them from the primaries, CSS publishes
    /// them as fractions; they differ near 1e-16), so unrounded values agree to round-off; an `RGBA`
    /// is rounded to 10 places, so it is within 5e-11 of the exact value.
    static let tolerance = 5e-11

    private func vectors() throws -> Vectors {
        try ReferenceVectors.load("display-p3.json", as: Vectors.self)
    }

    private func p3(_ components: [Double]) -> RGBA {
        RGBA(red: components[0], green: components[1], blue: components[2], space: .displayP3)
    }

    func testP3ThroughXYZToLinearSRGBAndOKLab() throws {
        let conversions = try vectors().conversions
        XCTAssertGreaterThanOrEqual(conversions.count, 40)
        for vector in conversions {
            let color = p3(vector.displayP3)
            let xyz = color.xyz
            assertClose([xyz.x, xyz.y, xyz.z], vector.xyz, tolerance: Self.tolerance, "\(vector.displayP3)")
            let linear = LinearSRGB(color)
            assertClose(
                [linear.red, linear.green, linear.blue], vector.linearSRGB, tolerance: Self.tolerance,
                "\(vector.displayP3)")
            let srgb = color.components(in: .sRGB)
            assertClose(
                [srgb.red, srgb.green, srgb.blue], vector.srgb, tolerance: Self.tolerance, "\(vector.displayP3)")
            let converted = color.converted(to: .sRGB)
            XCTAssertEqual(converted.space, .sRGB)
            assertClose(
                Array(converted.components.prefix(3)), vector.srgb, tolerance: Self.tolerance, "\(vector.displayP3)")
            let lab = OKLab(color)
            assertClose([lab.L, lab.a, lab.b], vector.oklab, tolerance: Self.tolerance, "\(vector.displayP3)")
            let lch = color.oklch
            assertClose(
                [lch.L, lch.C], Array(vector.oklch.prefix(2)), tolerance: Self.tolerance, "\(vector.displayP3)")
            if lch.C >= OKLCH.achromaticChroma {
                XCTAssertLessThanOrEqual(hueDistance(lch.h, vector.oklch[2]), 1e-8, "\(vector.displayP3)")
            }
        }
    }

    /// Back from coloraide's OKLab to the P3 it started from; just under the 0.04045 threshold the
    /// transfer curve's two pieces miss each other by 3e-8, in P3 as in sRGB (see OKLabTests).
    func testOKLabBackIntoP3() throws {
        let conversions = try vectors().conversions
        XCTAssertGreaterThanOrEqual(conversions.count, 40)
        for vector in conversions {
            let nearThreshold = vector.displayP3.contains { abs($0 - 0.04045) < 1e-6 }
            let lab = OKLab(L: vector.oklab[0], a: vector.oklab[1], b: vector.oklab[2])
            let back = lab.rgba(in: .displayP3)
            XCTAssertEqual(back.space, .displayP3)
            assertClose(
                Array(back.components.prefix(3)), vector.displayP3, tolerance: nearThreshold ? 5e-8 : Self.tolerance,
                "\(vector.displayP3)")
        }
    }

    func testSRGBIntoP3() throws {
        let pairs = try vectors().fromSRGB
        XCTAssertGreaterThanOrEqual(pairs.count, 40)
        for vector in pairs {
            let srgb = RGBA(red: vector.srgb[0], green: vector.srgb[1], blue: vector.srgb[2])
            let p3 = srgb.components(in: .displayP3)
            assertClose([p3.red, p3.green, p3.blue], vector.displayP3, tolerance: Self.tolerance, "\(vector.srgb)")
        }
    }

    /// WCAG's weights over the color's linear sRGB, as for sRGB; within 5e-5 of XYZ's Y (observed at
    /// most 4.93e-5, for P3 red: WCAG's weights are Y's rounded to 4 places, and P3's linear sRGB
    /// components reach 1.22).
    func testLuminanceComesFromTheP3Primaries() throws {
        let conversions = try vectors().conversions
        XCTAssertGreaterThanOrEqual(conversions.count, 40)
        for vector in conversions {
            let luminance = WCAG.relativeLuminance(p3(vector.displayP3))
            XCTAssertEqual(luminance, vector.relativeLuminance, accuracy: Self.tolerance, "\(vector.displayP3)")
            XCTAssertEqual(luminance, vector.xyzY, accuracy: 5e-5, "\(vector.displayP3)")
        }
    }

    /// The ratio to 1e-9: palettec measures the composited color as an `RGBA`, rounded to 10 places,
    /// and coloraide unrounded; a ratio up to 21 carries that 5e-11 through.
    func testContrastBetweenSpacesComparesTrueLuminances() throws {
        let pairs = try vectors().contrast
        XCTAssertTrue(pairs.contains { $0.foreground.space != $0.background.space && $0.foreground.rgba[3] < 1 })
        for vector in pairs {
            let foreground = vector.foreground.color, background = vector.background.color
            if foreground.alpha < 1 {
                let composited = WCAG.composite(foreground, over: background)
                XCTAssertEqual(composited.space, background.space)
                assertClose(
                    composited.components, vector.composited.rgba, tolerance: Self.tolerance,
                    "\(vector.foreground.rgba)")
            }
            XCTAssertEqual(
                WCAG.contrastRatio(foreground, background), vector.contrastRatio, accuracy: 1e-9,
                "\(vector.foreground.rgba) on \(vector.background.rgba)")
        }
    }

    func testGamutMappingIntoP3MatchesColoraide() throws {
        let mappings = try vectors().gamutMapping
        XCTAssertTrue(mappings.contains(where: \.inGamut) && mappings.contains { !$0.inGamut })
        for vector in mappings {
            let result = GamutMapping.map(
                OKLCH(L: vector.oklch[0], C: vector.oklch[1], h: vector.oklch[2]), into: .displayP3)
            XCTAssertEqual(result.rgba.space, .displayP3)
            assertClose(
                Array(result.rgba.components.prefix(3)), vector.displayP3, tolerance: Self.tolerance, "\(vector.oklch)")
            XCTAssertEqual(result.chromaWasReduced, vector.chromaWasReduced, "\(vector.oklch)")
        }
    }

    func testOKLCHInversionStaysInP3() throws {
        let inversions = try vectors().inversions
        XCTAssertGreaterThanOrEqual(inversions.count, 30)
        for vector in inversions {
            let result = p3(vector.displayP3).oklchInverted()
            XCTAssertEqual(result.rgba.space, .displayP3)
            assertClose(
                Array(result.rgba.components.prefix(3)), vector.inverted, tolerance: Self.tolerance,
                "\(vector.displayP3)")
            XCTAssertEqual(result.chromaWasReduced, vector.chromaWasReduced, "\(vector.displayP3)")
        }
    }
}
