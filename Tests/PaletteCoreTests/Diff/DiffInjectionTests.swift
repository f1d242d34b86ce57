import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The injection corpus as every name `diff` shows: Swift names of colors changed, added and removed, the
/// rules that derive them, and each contrast check's palette and colors.
final class DiffInjectionTests: XCTestCase {
    private let diff = ManifestDiff(old: manifest(isNew: false), new: manifest(isNew: true))

    /// Rendered as GitHub would (markdown_facts.py), the HTML holds only the tables the renderer wrote,
    /// every row keeps its columns, and each cell shows its names as text, invisible characters escaped.
    func testCorpusNamesStayTextInTheMarkdownTables() throws {
        let facts = try Self.facts(of: DiffRenderer.markdown(diff))
        XCTAssertEqual(Set(facts.elements), ["h3", "table", "thead", "tbody", "tr", "th", "td", "code"])
        XCTAssertEqual(facts.attributes, [])
        XCTAssertEqual(facts.tables.count, 2)
        let colors = facts.tables.first ?? []
        let checks = facts.tables.last ?? []
        XCTAssertEqual(
            colors.count, 1 + 3 * InjectionCorpus.texts.count,
            "the header, then a changed, added and removed row per text")
        XCTAssertEqual(checks.count, 1 + InjectionCorpus.texts.count)
        XCTAssertEqual(colors.filter { $0.count != 6 }, [])
        XCTAssertEqual(checks.filter { $0.count != 3 }, [])
        for text in InjectionCorpus.texts {
            let name = CommentText.singleLine(text)
            let rule = CommentText.singleLine(Self.rule(reading: text))
            XCTAssertTrue(
                colors.contains { $0.first == name && $0.last == "now derived by \(rule) (was written)" },
                "changed \(name)")
            XCTAssertTrue(
                colors.contains { $0.first == "+" + name && $0.last == "color added, derived by \(rule)" },
                "added \(name)")
            XCTAssertTrue(colors.contains { $0.first == "-" + name && $0.last == "color removed" }, "removed \(name)")
            XCTAssertTrue(
                checks.contains(["\(name): \(name) on \(name), light, minimum 4.5", "3:1 FAILS", "5:1 passes"]),
                "check \(name)")
        }
    }

    /// In text for a terminal, no name can move the cursor, set the title or forge a line: each reads
    /// with its invisible characters as visible escapes.
    func testCorpusNamesCannotControlATerminal() {
        let text = DiffRenderer.text(diff)
        XCTAssertEqual(InjectionCorpus.terminalControls(in: text), [])
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.count, 7 * InjectionCorpus.texts.count + 1,
            "for each text 3 colors of 2 lines and a check, then the summary")
        for text in InjectionCorpus.texts {
            let name = CommentText.singleLine(text)
            let rule = CommentText.singleLine(Self.rule(reading: text))
            XCTAssertTrue(lines.contains("changed \(name)"), name)
            XCTAssertTrue(lines.contains("added +\(name)"), name)
            XCTAssertTrue(lines.contains("removed -\(name)"), name)
            XCTAssertTrue(
                lines.contains { $0.hasPrefix("  light") && $0.hasSuffix("  now derived by \(rule) (was written)") },
                rule)
            XCTAssertTrue(
                lines.contains("contrast \(name): \(name) on \(name), light, minimum 4.5: 3:1 FAILS → 5:1 passes"), name
            )
        }
    }

    /// A palette per text, named by it. The old one has the colors `text` (written) and `-text`; the new
    /// one `text` derived by a rule that reads `text` and `+text`; the check `text on text` passes in it.
    private static func manifest(isNew: Bool) -> ManifestDocument {
        ManifestDocument(
            palettes: InjectionCorpus.texts.map { text in
                let written = ManifestDocument.Value(color: RGBA(red8: 0x11, green8: 0x11, blue8: 0x11), rule: nil)
                let derived = ManifestDocument.Value(
                    color: RGBA(red8: 0x22, green8: 0x22, blue8: 0x22), rule: rule(reading: text))
                let colors =
                    isNew
                    ? [
                        ManifestDocument.Color(swiftName: text, values: [.light: derived]),
                        ManifestDocument.Color(swiftName: "+" + text, values: [.light: derived]),
                    ]
                    : [
                        ManifestDocument.Color(swiftName: text, values: [.light: written]),
                        ManifestDocument.Color(swiftName: "-" + text, values: [.light: written]),
                    ]
                let check = ManifestDocument.Check(
                    palette: text, foreground: text, background: text, appearance: .light,
                    ratio: isNew ? 5 : 3, minimum: 4.5, passes: isNew)
                return ManifestDocument.PaletteEntry(name: text, colors: colors, checks: [check])
            })
    }

    /// `invert(text.dark)`, as the manifest reader writes a rule that reads another color.
    private static func rule(reading text: String) -> String {
        ReviewText.rule(Derivation(rule: .invert, from: text, fromAppearance: .dark), of: "another")
    }

    private struct Facts: Decodable {
        var elements: [String]
        var attributes: [String]
        var tables: [[[String]]]
    }

    /// What markdown_facts.py finds in the HTML GitHub would make of `markdown`.
    private static func facts(of markdown: String) throws -> Facts {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-diff-\(UUID().uuidString).md")
        try Data(markdown.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try JSONDecoder().decode(Facts.self, from: Data(ToolRun.python("markdown_facts.py", [file.path]).utf8))
    }
}
