import XCTest
@testable import PaletteCore

final class ReadKeysTests: XCTestCase {
    typealias Key = ValueDerivation.Key

    /// Up to four keys, kept in the order appended, walked either way.
    func testKeepsWhatWasAppendedInOrder() {
        let all = [
            Key(color: 3, appearance: .dark), Key(color: 3, appearance: .light),
            Key(color: 7, appearance: .highContrastDark), Key(color: 0, appearance: .highContrastLight),
        ]
        for count in 0...all.count {
            var keys = ReadKeys()
            for key in all.prefix(count) { keys.append(key) }
            XCTAssertEqual(keys.count, count)
            XCTAssertEqual(keys.isEmpty, count == 0)
            XCTAssertEqual(Array(keys), Array(all.prefix(count)))
            XCTAssertEqual(Array(keys.reversed()), Array(all.prefix(count).reversed()))
        }
    }

    /// What the resolver lists for a contrast rule in high contrast: its source (this color's light
    /// value, which has no fallback) and its background, with the plain appearance it falls back to.
    func testAContrastRuleReadsItsSourceAndBackgroundWithFallbacks() throws {
        let yaml = """
            palette: Reads
            colors:
              page: { light: "#FFFFFF", highContrastLight: "#F0F0F0" }
              text:
                light: "#777777"
                highContrastLight: { derive: contrast, against: "{page}", ratio: 7 }
            """
        let source = PaletteSource(path: "reads.yml", bytes: Array(yaml.utf8))
        let spec = try XCTUnwrap(StreamedBuild.readThenBuild(source, limits: .standard).1.value)
        let resolver = ValueDerivation(
            specs: spec.colors, names: spec.colorNames, file: spec.path, missingDark: spec.missingDark)
        let text = try XCTUnwrap(spec.colorNames.firstIndex(of: "text")),
            page = try XCTUnwrap(spec.colorNames.firstIndex(of: "page"))
        XCTAssertEqual(
            Array(resolver.reads(of: Key(color: text, appearance: .highContrastLight))),
            [
                Key(color: text, appearance: .light),
                Key(color: page, appearance: .highContrastLight), Key(color: page, appearance: .light),
            ])
        XCTAssertTrue(resolver.reads(of: Key(color: page, appearance: .light)).isEmpty, "a written value reads nothing")
    }
}
