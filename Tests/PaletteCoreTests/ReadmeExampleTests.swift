import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The README's example shows a palette and the Swift palettec generates for it, byte for byte.
/// `PALETTEC_RECORD=1` rewrites the README's Swift block with what palettec generates (and fails, so a
/// recording run is looked at).
final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeShowsTheSwiftPalettecGeneratesForItsPalette() throws {
        let example = try MarkdownFile("README.md").section("An example")
        let yaml = try XCTUnwrap(example.blocks.first { $0.language == "yaml" }, "the example has no palette")
        let swift = try XCTUnwrap(example.blocks.first { $0.language == "swift" }, "the example has no Swift")
        let path = try XCTUnwrap(
            yaml.lines.first.flatMap { $0.hasPrefix("# palettes/") ? String($0.dropFirst(2)) : nil },
            "the palette's first line names its file: # palettes/<name>.yml")

        let result = PaletteCompiler.compile([
            PaletteSource(path: path, displayPath: path, bytes: Array(yaml.text.utf8))
        ])
        XCTAssertEqual(result.diagnostics.map(\.formatted), [], "the example compiles without a problem")
        let palette = try XCTUnwrap(result.palettes.first)
        assertShowsEachKindOfValue(palette)
        let file = try XCTUnwrap(PaletteCompiler.render(result.palettes).files.first { $0.path == palette.swiftFile })
        XCTAssertTrue(
            example.lines.joined(separator: "\n").contains("`generated/\(file.path)`"), "the example names \(file.path)"
        )

        let generated = file.contents
        if generated == swift.text { return }
        if RepositoryFiles.isRecording {
            try record(generated, over: swift)
            return XCTFail(
                "Recorded the README's example Swift; look at the diff, then run again without PALETTEC_RECORD.")
        }
        XCTFail(
            "README.md's example Swift (line \(swift.fenceLine)) is not what palettec generates for its palette; "
                + "re-record with PALETTEC_RECORD=1 swift test --filter ReadmeExampleTests, or paste:\n\(generated)")
    }

    /// The README's palette is a committed example, `palettes/<name>.yml` as its first line names it, byte
    /// for byte after that line: what a reader copies is what this repository generates and checks.
    func testTheReadmePaletteIsACommittedExample() throws {
        let example = try MarkdownFile("README.md").section("An example")
        let yaml = try XCTUnwrap(example.blocks.first { $0.language == "yaml" }, "the example has no palette")
        let path = try XCTUnwrap(
            yaml.lines.first.flatMap { $0.hasPrefix("# palettes/") ? String($0.dropFirst(2)) : nil },
            "the palette's first line names its file: # palettes/<name>.yml")
        let committed = try String(contentsOf: RepositoryFiles.url(path), encoding: .utf8)
        XCTAssertEqual(
            committed, yaml.lines.dropFirst().map { $0 + "\n" }.joined(),
            "README.md's example (line \(yaml.fenceLine)) and \(path) differ; make them the same")
    }

    /// A written dark, a dark derived by a rule, and a contrast check that passes in every appearance.
    private func assertShowsEachKindOfValue(_ palette: Palette) {
        let darks = palette.allColors.map { $0.appearances[.dark] }
        XCTAssertTrue(darks.contains { $0 != nil && $0?.derivation == nil }, "a color with its dark written")
        XCTAssertGreaterThanOrEqual(
            Set(darks.compactMap { $0?.derivation?.rule }).count, 2, "darks derived by named rules")
        XCTAssertFalse(palette.contrast.isEmpty, "a contrast check")
        XCTAssertTrue(palette.contrast.allSatisfy(\.passes), "the example's checks pass")
    }

    /// Replaces the block's lines in the README, its fences kept.
    private func record(_ generated: String, over block: MarkdownFile.Block) throws {
        let url = RepositoryFiles.root.appendingPathComponent("README.md")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let body = block.fenceLine..<(block.fenceLine + block.lines.count)
        lines.replaceSubrange(body, with: generated.components(separatedBy: "\n").dropLast())
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
    }
}
