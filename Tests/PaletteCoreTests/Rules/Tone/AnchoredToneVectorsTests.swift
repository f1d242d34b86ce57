import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// Anchored `derive: tone`'s dark against coloraide: Data/tone/carryover-vectors.json, written by
/// Scripts/tone-calibration/darks.py from the same constants, gives for a few light colors under each
/// of the thirteen calibration systems' pages, with no role, `accent`, `background` and `text`, the dark after the
/// CSS Color 4 fit.
final class AnchoredToneVectorsTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Page: Decodable { let light: String, dark: String, system: String }
        struct Vector: Decodable {
            let page: Page
            let light: String
            let role: String?
            let dark: String
            let darkSRGB: [Double]
        }
        let vectors: [Vector]
    }

    private static func hex(_ text: String) -> RGBA { try! ColorValueParser.parse(text: text).get() }

    func testThePageMirrorMatchesColoraide() throws {
        let url = RepositoryFiles.root.appendingPathComponent("Data/tone/carryover-vectors.json")
        let vectors = try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url)).vectors
        XCTAssertEqual(Set(vectors.map(\.page.system)).count, 13, "under every system's page")
        XCTAssertEqual(
            Set(vectors.compactMap(\.role)),
            [ToneRole.accent.rawValue, ToneRole.background.rawValue, ToneRole.text.rawValue])
        for vector in vectors {
            let role = try vector.role.map { try XCTUnwrap(ToneRole(rawValue: $0)) }
            let anchor = ToneAnchor(name: "page", light: Self.hex(vector.page.light), dark: Self.hex(vector.page.dark))
            let context = "\(vector.light) as \(vector.role ?? "no role") under \(vector.page.system)"
            let derived = Tone.derive(
                Self.hex(vector.light), for: .dark, role: role, anchor: anchor, curve: nil, chroma: nil, lightness: nil)
            let dark = Array(derived.components.prefix(3))
            assertClose(dark, vector.darkSRGB, tolerance: GamutMappingTests.tolerance, "dark of \(context)")
            XCTAssertEqual(String(derived.hex.prefix(7)), vector.dark, context)
        }
    }
}
