import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// An opaque palette's picture, byte for byte as recorded (Tests/Fixtures/Preview): what is drawn for
/// translucent colors leaves every opaque swatch, chip and label as it was. The first line names
/// palettec's version, so it is left out. `PALETTEC_RECORD=1` re-records it.
final class PreviewOpaqueTests: XCTestCase {
    func testAnOpaquePalettesPictureIsUnchanged() throws {
        let folder = "Tests/Fixtures/Preview/"
        let yaml = try String(contentsOf: RepositoryFiles.url(folder + "opaque.yml"), encoding: .utf8)
        let result = compile(yaml, path: folder + "opaque.yml")
        let palette = try XCTUnwrap(result.palette, "\(printed(result.diagnostics))")
        XCTAssertEqual(printed(result.diagnostics.filter { $0.severity == .error }), [])
        let swatches = PreviewLayout([palette]).swatches
        XCTAssertEqual(swatches.filter { $0.color.alpha < 1 }.map(\.swiftName), [], "opaque")
        XCTAssertTrue(swatches.contains { $0.chip != nil } && swatches.contains { $0.check != nil && $0.chip == nil })
        XCTAssertTrue(swatches.contains { $0.color.space == .displayP3 })

        let svg = PreviewRenderer.render([palette])
        let recorded = RepositoryFiles.url(folder + "opaque.svg")
        if RepositoryFiles.isRecording {
            try Data(svg.utf8).write(to: recorded)
            return XCTFail("Recorded \(folder)opaque.svg; run again without PALETTEC_RECORD to compare.")
        }
        let expected = try String(contentsOf: recorded, encoding: .utf8)
        XCTAssertEqual(Self.withoutHeader(svg), Self.withoutHeader(expected))
    }

    private static func withoutHeader(_ svg: String) -> Substring {
        svg.drop { $0 != "\n" }
    }
}
