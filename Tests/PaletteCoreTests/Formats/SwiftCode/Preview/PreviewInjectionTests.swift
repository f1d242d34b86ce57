import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The injection corpus in palettes.svg: each text as the keys of two colors, in the rule that derives one
/// from the other, in the contrast check between them, and as the palette file's path. The picture must stay
/// well-formed XML (Python's ElementTree reads it, rsvg-convert draws it), hold no element or attribute the
/// renderer did not write, and show every name as text, with its invisible characters as visible escapes.
final class PreviewInjectionTests: XCTestCase {
    private static let elements: Set<String> = ["svg", "defs", "pattern", "rect", "text", "tspan"]
    private static let attributes: Set<String> = [
        "svg@width", "svg@height", "svg@viewBox", "pattern@id", "pattern@width", "pattern@height",
        "pattern@patternUnits",
        "rect@x", "rect@y", "rect@width", "rect@height", "rect@fill", "rect@fill-opacity", "rect@stroke",
        "text@x", "text@y", "text@font-family", "text@font-size", "text@font-weight", "text@fill", "text@fill-opacity",
        "tspan@dx", "tspan@font-size", "tspan@font-weight", "tspan@fill",
    ]

    func testCorpusNamesStayTextInAWellFormedPicture() throws {
        let svg = PreviewRenderer.render(try InjectionCorpus.texts.enumerated().map(palette))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-injection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("palettes.svg")
        try Data(svg.utf8).write(to: file)

        XCTAssertEqual(svg.unicodeScalars.filter { $0 != "\n" && Self.isControlOrNoncharacter($0) }.map(\.value), [])
        let facts = try Self.facts(of: file)
        XCTAssertEqual(Set(facts.elements), Self.elements)
        XCTAssertEqual(Set(facts.attributes).subtracting(Self.attributes), [], "attributes the renderer does not write")
        let shown = facts.texts.joined(separator: "\n")
        for (index, text) in InjectionCorpus.texts.enumerated() {
            let visible = CommentText.singleLine(text)
            XCTAssertTrue(
                facts.texts.contains { $0.hasPrefix("x\(visible) on y\(visible), light: ") },
                "contrast check of \(visible)")
            XCTAssertTrue(shown.contains("(x\(visible).dark)"), "rule reading \(visible)")
            XCTAssertTrue(
                facts.texts.contains { $0.hasSuffix("palettes/p\(index) \(visible).yml") }, "source \(visible)")
        }

        let rsvg = try ToolRun.required("rsvg-convert", install: "apt-get install librsvg2-bin")
        let drawn = try ToolRun.run(rsvg, [file.path, "-o", folder.appendingPathComponent("palettes.png").path])
        XCTAssertTrue(drawn.succeeded, drawn.report)
    }

    /// What XML 1.0 forbids or discourages: C0 and C1 controls, DEL, and the noncharacters.
    private static func isControlOrNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isNoncharacterCodePoint
    }

    /// Palette `index`, whose colors, rule, check and path all hold `text`.
    private func palette(_ index: Int, _ text: String) throws -> Palette {
        let (x, y) = (YAMLText.doubleQuoted("x" + text), YAMLText.doubleQuoted("y" + text))
        let yaml = """
            palette: P\(index)
            colors:
              \(x): "#112233"
              \(y): { light: "#FFFFFF", dark: { derive: invert, from: \(YAMLText.doubleQuoted("{x\(text)}")) } }
            contrast:
              - { foreground: \(x), background: \(y), minimum: 1 }
            """
        let (palette, diagnostics) = PaletteCompiler.compile(
            PaletteSource(path: "p\(index).yml", displayPath: "palettes/p\(index) \(text).yml", bytes: Array(yaml.utf8))
        )
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(text)")
        return try XCTUnwrap(palette, "\(text)")
    }

    private struct Facts: Decodable {
        var elements: [String]
        var attributes: [String]
        var texts: [String]
    }

    /// What svg_facts.py reads in the file: it fails when the file is not well-formed XML.
    private static func facts(of file: URL) throws -> Facts {
        try JSONDecoder().decode(Facts.self, from: Data(ToolRun.python("svg_facts.py", [file.path]).utf8))
    }
}
