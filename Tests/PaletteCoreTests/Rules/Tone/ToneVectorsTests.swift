import XCTest
@testable import PaletteCore

/// `derive: tone` against coloraide: the same calibration (Data/tone/calibration.json), OKLCH steps and
/// CSS Color 4 fit, computed in Python by Scripts/reference-vectors/generate.py.
final class ToneVectorsTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Vector: Decodable {
            let srgb: [Double]
            let dark: [Double]
            let accentDark: [Double]
            let highContrastLight: [Double]
            let highContrastDark: [Double]
            let customCurve: [Double]
        }
        let vectors: [Vector]
    }

    func testToneMatchesColoraide() throws {
        let vectors = try ReferenceVectors.load("tone.json", as: Vectors.self).vectors
        XCTAssertGreaterThanOrEqual(vectors.count, 40)
        let curve = try ToneCurve.make([.init(0, 0.35), .init(0.5, 0.68), .init(1, 0.9)]).get()
        var scale = ComponentAdjustment()
        scale.operations[.scale] = 0.9
        for vector in vectors {
            let color = RGBA(red: vector.srgb[0], green: vector.srgb[1], blue: vector.srgb[2])
            func rgb(
                _ appearance: Appearance, role: ToneRole? = nil, curve: ToneCurve? = nil,
                chroma: ComponentAdjustment? = nil
            ) -> [Double] {
                Array(
                    Tone.derive(color, for: appearance, role: role, curve: curve, chroma: chroma, lightness: nil)
                        .components.prefix(3))
            }
            assertClose(rgb(.dark), vector.dark, tolerance: GamutMappingTests.tolerance, "dark of \(vector.srgb)")
            assertClose(
                rgb(.dark, role: .accent), vector.accentDark, tolerance: GamutMappingTests.tolerance,
                "accent dark of \(vector.srgb)")
            assertClose(
                rgb(.highContrastLight), vector.highContrastLight, tolerance: GamutMappingTests.tolerance,
                "highContrastLight of \(vector.srgb)")
            assertClose(
                rgb(.highContrastDark), vector.highContrastDark, tolerance: GamutMappingTests.tolerance,
                "highContrastDark of \(vector.srgb)")
            assertClose(
                rgb(.dark, curve: curve, chroma: scale), vector.customCurve, tolerance: GamutMappingTests.tolerance,
                "curve of \(vector.srgb)")
        }
    }
}
