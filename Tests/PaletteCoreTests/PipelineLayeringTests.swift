import Foundation
import TestSupport
import XCTest

/// PaletteCore's folders, in pipeline order: each depends only on those before it. A file naming a
/// type declared in a later folder fails here, with the file and the type; so does a folder (or a file
/// at the top of PaletteCore) that is not in the list. docs/architecture.md draws the same order.
final class PipelineLayeringTests: XCTestCase {
    static let stages: KeyValuePairs<String, String> = [
        "PluginsShared": "names the plugins compile too, by symlink, and the version",
        "Basics": "text, JSON, collections, diagnostics as values, and the bounds on what a file may hold",
        "Color": "color spaces and math",
        "YAML": "libyaml's events into a tree that keeps line:column, and YAML text written",
        "Format": "the palette as written: keys, specs, appearances, rules' common shape, Swift names",
        "Rules": "one folder per derivation rule, and the registry that lists them",
        "Model": "the compiled palette",
        "Parser": "YAML nodes into the spec",
        "Config": "palettec.yml",
        "Resolve": "references followed, appearances derived and rounded; contrast and names checked",
        "Output": "what every output format is (OutputFormat), its files as values, and the manifest's record",
        "Pipeline": "the stages run in order, with a name for each boundary",
        "Import": "what the importers share: imported palettes written as YAML, proved by compiling them",
        "Formats": "one folder per format: the Swift code, asset catalogs, design tokens, SwiftGen colors",
        "Registries": "the formats palettec writes and reads, listed; the render stage over them",
        "Schema": "the format as a JSON Schema, from the reader's names",
        "Diff": "manifests compared",
    ]

    static var stageNames: [String] { stages.map(\.key) }

    func testEveryFolderIsAStage() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        XCTAssertEqual(
            entries.filter { !Self.stageNames.contains($0) }, [],
            "every file of PaletteCore is in a stage's folder, and every folder is listed here")
        XCTAssertEqual(Self.stageNames.filter { !entries.contains($0) }, [], "every listed stage has its folder")
    }

    /// docs/architecture.md's layout of Sources/PaletteCore names the same folders in the same order.
    func testTheArchitecturePageListsTheStagesInOrder() throws {
        let page = try MarkdownFile("docs/architecture.md")
        let start = try XCTUnwrap(page.lines.firstIndex { $0.hasPrefix("Sources/PaletteCore/") })
        let end = try XCTUnwrap(page.lines.firstIndex { $0.hasPrefix("Sources/PaletteCLI/") })
        let listed = page.lines[start..<end].compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let word = line.dropFirst(2).prefix { $0 != " " }
            return word.hasSuffix("/") ? String(word.dropLast()) : nil
        }
        XCTAssertEqual(listed, Self.stageNames)
    }

    func testNoStageNamesATypeOfALaterStage() throws {
        let declared = try Dictionary(uniqueKeysWithValues: Self.stageNames.map { ($0, try topLevelTypes(in: $0)) })
        XCTAssertTrue(declared["Resolve"]!.contains("ValueDerivation"), "the scan finds declarations")
        XCTAssertTrue(declared["Import"]!.contains("ImportProof"), "the scan finds declarations")
        var problems: [String] = []
        for (index, stage) in Self.stageNames.enumerated() {
            let later = Self.stageNames[(index + 1)...].reduce(into: [String: String]()) { owners, laterStage in
                for type in declared[laterStage]! { owners[type] = laterStage }
            }
            for file in try swiftFiles(in: stage) {
                let words = Set(try code(of: file).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
                for type in words.filter({ later[$0] != nil }).sorted() {
                    problems.append(
                        "\(stage)/\(file.lastPathComponent) names \(type), declared in \(later[type]!), a later stage")
                }
            }
        }
        XCTAssertEqual(problems, [])
    }

    /// The scan itself: a later stage's type named in code is found, one named only in a comment is not.
    func testTheScanSeesCodeNotComments() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID()).swift")
        try "let a = PaletteCompiler() // ImportProof\n/// ManifestDiff\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let words = Set(try code(of: file).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        XCTAssertTrue(words.contains("PaletteCompiler"))
        XCTAssertFalse(words.contains("ImportProof"))
        XCTAssertFalse(words.contains("ManifestDiff"))
    }

    private var sources: URL { RepositoryFiles.url("Sources/PaletteCore") }

    private func swiftFiles(in stage: String) throws -> [URL] {
        let folder = sources.appendingPathComponent(stage)
        let found =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let files = found.filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty, "no Swift files in \(folder.path)")
        return files
    }

    /// Names declared at the top level (nested types like `Kind` are not visible elsewhere unqualified).
    private func topLevelTypes(in stage: String) throws -> Set<String> {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var names = Set<String>()
        for file in try swiftFiles(in: stage) {
            for line in try code(of: file).split(separator: "\n") where !line.hasPrefix(" ") {
                let words = line.split(separator: " ").map(String.init)
                if let at = words.firstIndex(where: keywords.contains), at + 1 < words.count {
                    names.insert(String(words[at + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        return names
    }

    /// The file without its comments.
    private func code(of file: URL) throws -> String {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }
}
