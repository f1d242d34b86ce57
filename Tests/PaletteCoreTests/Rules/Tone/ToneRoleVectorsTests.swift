import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// Anchored `derive: tone`'s high contrast against coloraide: Data/tone/role-vectors.json, written by
/// Scripts/tone-calibration/roles.py from the same constants, gives for a few light colors under each
/// calibration system's anchor the high-contrast light from the light, and the high-contrast dark from an
/// 8-bit dark. (Its `dark` values are #26's role curves, kept as its record; the page mirror's darks are
/// AnchoredToneVectorsTests'.)
final class ToneRoleVectorsTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Anchor: Decodable { let light: String, dark: String, system: String }
        struct Vector: Decodable {
            let role: String
            let anchor: Anchor
            let light: String
            let delta: Double
            let dark: String
            let highContrastLightSRGB: [Double]
            let highContrastDarkFromDark: String
            let highContrastDarkSRGB: [Double]
        }
        let vectors: [Vector]
    }

    private static func hex(_ text: String) -> RGBA { try! ColorValueParser.parse(text: text).get() }

    func testAnchoredHighContrastMatchesColoraide() throws {
        let url = RepositoryFiles.root.appendingPathComponent("Data/tone/role-vectors.json")
        let vectors = try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url)).vectors
        XCTAssertEqual(Set(vectors.map(\.role)), Set(ToneRole.allCases.map(\.rawValue)), "every role has vectors")
        XCTAssertEqual(Set(vectors.map(\.anchor.system)).count, 4, "under every system's anchor")
        for vector in vectors {
            let role = try XCTUnwrap(ToneRole(rawValue: vector.role))
            let anchor = ToneAnchor(
                name: "page", light: Self.hex(vector.anchor.light), dark: Self.hex(vector.anchor.dark))
            let light = Self.hex(vector.light)
            let context = "\(vector.role) \(vector.light) under \(vector.anchor.system)"
            XCTAssertEqual(anchor.lightL - OKLab(light).L, vector.delta, accuracy: 1e-9, context)
            func rgb(_ color: RGBA, _ appearance: Appearance) -> [Double] {
                Array(
                    Tone.derive(
                        color, for: appearance, role: role, anchor: anchor, curve: nil, chroma: nil, lightness: nil
                    ).components.prefix(3))
            }
            assertClose(
                rgb(light, .highContrastLight), vector.highContrastLightSRGB, tolerance: GamutMappingTests.tolerance,
                "highContrastLight of \(context)")
            // From the 8-bit dark, as a palette that writes its dark and derives only high contrast would.
            let highContrastDark = rgb(Self.hex(vector.dark), .highContrastDark)
            assertClose(
                highContrastDark, vector.highContrastDarkSRGB, tolerance: GamutMappingTests.tolerance,
                "highContrastDark of \(context)")
            XCTAssertEqual(
                String(
                    RGBA(red: highContrastDark[0], green: highContrastDark[1], blue: highContrastDark[2]).hex.prefix(7)),
                vector.highContrastDarkFromDark, context)
        }
    }
}
