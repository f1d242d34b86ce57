import Foundation
import XCTest
@testable import PaletteCore

/// Every space of the color module against coloraide (Tests/Fixtures/ReferenceVectors/
/// token-color-spaces.json, written by Scripts/reference-vectors/token_colors.py): the XYZ each
/// converted space reaches, and the color palettec writes: sRGB inside sRGB, Display P3 outside it,
/// CSS gamut mapping into P3 outside both.
final class CSSColorConversionTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Vector: Decodable {
            let colorSpace: String
            let components: [Double?]
            let alpha: Double
            let xyzD65: [Double]?
            let space: String
            let components_out: [Double]
            let outcome: String
        }
        let vectors: [Vector]
    }

    /// Conversions share CSS's matrices with coloraide (fractions against coloraide's own
    /// computation, ~1e-15), then `RGBA` rounds to 10 places.
    static let tolerance = 1e-9
    /// The gamut mapping's own resolution, as `GamutMappingTests`.
    static let mappingTolerance = 1e-4
    /// ProPhoto RGB's matrix is CSS's (from ROMM's primaries to 4 places); coloraide computes its own
    /// from 6-place primaries. They differ by up to 1e-5 in XYZ, 6e-5 in a dark encoded component:
    /// under 0.03 of an 8-bit step.
    static let prophotoTolerance = 1e-4

    private func tolerance(for space: CSSColorSpace, _ base: Double) -> Double {
        space == .prophotoRGB ? max(base, Self.prophotoTolerance) : base
    }

    private func vectors() throws -> [Vectors.Vector] {
        try ReferenceVectors.load("token-color-spaces.json", as: Vectors.self).vectors
    }

    func testEverySpaceOfTheModuleIsCovered() throws {
        let spaces = Set(try vectors().map(\.colorSpace))
        XCTAssertEqual(spaces, Set(CSSColorSpace.names))
        let outcomes = Set(try vectors().map(\.outcome))
        XCTAssertEqual(outcomes, ["kept", "convertedToSRGB", "convertedToDisplayP3", "mappedIntoDisplayP3"])
    }

    func testXYZOfEveryConvertedSpace() throws {
        var checked = 0
        for vector in try vectors() {
            guard let expected = vector.xyzD65, let space = CSSColorSpace(rawValue: vector.colorSpace),
                space != .hsl, space != .hwb
            else { continue }
            checked += 1
            let c = vector.components.map { $0 ?? 0 }
            let xyz = CSSColorConversion.xyz(c[0], c[1], c[2], in: space)
            assertClose(
                [xyz.x, xyz.y, xyz.z], expected, tolerance: tolerance(for: space, 1e-12),
                "\(vector.colorSpace) \(vector.components)")
        }
        XCTAssertGreaterThan(checked, 100, "vectors with XYZ in a space converted through it")
    }

    func testWrittenColorAndOutcome() throws {
        let all = try vectors()
        XCTAssertGreaterThan(all.count, 100)
        for vector in all {
            let space = try XCTUnwrap(CSSColorSpace(rawValue: vector.colorSpace))
            let (color, outcome) = CSSColorConversion.convert(
                vector.components.map { $0 ?? 0 }, in: space, alpha: vector.alpha)
            let label = "\(vector.colorSpace) \(vector.components)"
            XCTAssertEqual("\(outcome)", vector.outcome, label)
            XCTAssertEqual(color.space.rawValue, vector.space, label)
            XCTAssertEqual(color.alpha, RGBA.rounded(vector.alpha), label)
            let base = outcome == .mappedIntoDisplayP3 ? Self.mappingTolerance : Self.tolerance
            assertClose(
                [color.red, color.green, color.blue], vector.components_out, tolerance: tolerance(for: space, base),
                label)
        }
    }

    /// The module's own "Hot pink" examples (#ff00ff) where they are right to the 4 places they are
    /// written in: sRGB within half a step of its edge, clipped. The oklab, oklch and a98-rgb ones
    /// lie a few thousandths outside sRGB, so they are kept in Display P3, as close to #ff00ff; the
    /// hsl (330°, which is #ff0080), prophoto-rgb and rec2020 examples are not #ff00ff at all.
    func testTheModulesExamples() {
        let hotPink: [(CSSColorSpace, [Double])] = [
            (.srgbLinear, [1, 0, 1]), (.hwb, [300, 0, 0]), (.hsl, [300, 100, 50]),
            (.lab, [60.1697, 93.5397, -60.5002]), (.lch, [60.1697, 111.4020, 327.1101]),
            (.xyzD65, [0.5929, 0.2848, 0.9699]), (.xyzD50, [0.5791, 0.2831, 0.728]),
        ]
        for (space, components) in hotPink {
            let (color, outcome) = CSSColorConversion.convert(components, in: space, alpha: 1)
            XCTAssertEqual(outcome, .convertedToSRGB, "\(space)")
            XCTAssertEqual(color.hex, "#FF00FFFF", "\(space) gave \(color.components)")
        }
        let nearHotPink: [(CSSColorSpace, [Double])] = [
            (.oklab, [0.7017, 0.2747, -0.1693]), (.oklch, [0.7017, 0.3227, 328.36]), (.a98RGB, [0.8591, 0, 1]),
        ]
        for (space, components) in nearHotPink {
            let (color, outcome) = CSSColorConversion.convert(components, in: space, alpha: 1)
            XCTAssertEqual(outcome, .convertedToDisplayP3, "\(space)")
            XCTAssertEqual(color.hexColor, RGBA(red8: 255, green8: 0, blue8: 255), "\(space) gave \(color.components)")
        }
        XCTAssertEqual(CSSColorConversion.convert([330, 100, 50], in: .hsl, alpha: 1).color.hex, "#FF0080FF")
        XCTAssertEqual(
            CSSColorConversion.convert([0, 0, 100], in: .hsl, alpha: 1).color, RGBA(red: 1, green: 1, blue: 1))
    }
}
