import Foundation
import XCTest
@testable import PaletteCore

/// Machado et al. (2009) at full severity, against colorspacious 1.1.2's implementation of the published
/// matrices (`Scripts/reference-vectors/cvd.py` writes `cvd.json`).
final class ColorVisionDeficiencyTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Vector: Decodable {
            let hex: String
            let linear: [String: [Double]]
        }
        let matrices: [String: [[Double]]]
        let vectors: [Vector]
    }

    private static func hex(_ text: String) -> RGBA { try! ColorValueParser.parse(text: text).get() }

    func testTheMatricesArePublishedOnes() throws {
        let matrices = try ReferenceVectors.load("cvd.json", as: Vectors.self).matrices
        XCTAssertEqual(Set(matrices.keys), Set(ColorVisionDeficiency.allCases.map(\.rawValue)))
        for deficiency in ColorVisionDeficiency.allCases {
            let m = deficiency.matrix
            let rows = [[m.0.0, m.0.1, m.0.2], [m.1.0, m.1.1, m.1.2], [m.2.0, m.2.1, m.2.2]]
            XCTAssertEqual(rows, matrices[deficiency.rawValue], deficiency.rawValue)
        }
    }

    /// 8-bit colors simulated as colorspacious simulates them, unclipped, within 1e-12.
    func testSimulatedLightMatchesColorspacious() throws {
        let vectors = try ReferenceVectors.load("cvd.json", as: Vectors.self).vectors
        XCTAssertGreaterThanOrEqual(vectors.count, 50)
        for vector in vectors {
            for deficiency in ColorVisionDeficiency.allCases {
                let light = deficiency.simulatedLinear(Self.hex(vector.hex))
                let expected = try XCTUnwrap(vector.linear[deficiency.rawValue])
                assertClose(
                    [light.red, light.green, light.blue], expected, tolerance: 1e-12, "\(vector.hex) \(deficiency)")
            }
        }
    }

    /// What is shown is clipped into sRGB: pure red under tritanopia asks for negative green.
    func testTheShownColorIsClippedIntoSRGB() throws {
        let red = Self.hex("#FF0000")
        XCTAssertLessThan(ColorVisionDeficiency.tritanopia.simulatedLinear(red).green, 0)
        let shown = ColorVisionDeficiency.tritanopia.simulate(red)
        XCTAssertEqual(shown.green, 0)
        XCTAssertEqual(shown.space, .sRGB)
        XCTAssertEqual(
            ColorVisionDeficiency.protanopia.simulate(Self.hex("#FF000080")).alpha, Self.hex("#FF000080").alpha)
    }

    /// The reason for the check: a red and a green far apart in normal vision come close without red or
    /// green cones, and blue against yellow does not.
    func testRedAndGreenCollapseWithoutRedOrGreenCones() {
        let danger = Self.hex("#D70015"), success = Self.hex("#1E8E3E")
        let normal = danger.oklab.deltaEOK(success.oklab)
        XCTAssertGreaterThan(normal, 0.25)
        for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia] {
            XCTAssertLessThan(deficiency.distance(danger, success), normal * 0.55, "\(deficiency)")
        }
        let blue = Self.hex("#0A84FF"), yellow = Self.hex("#FFCC00")
        XCTAssertGreaterThan(ColorVisionDeficiency.deuteranopia.distance(blue, yellow), 0.3)
    }
}
