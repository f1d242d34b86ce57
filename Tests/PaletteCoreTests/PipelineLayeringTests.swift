import Foundation
import TestSupport
import XCTest

/// The pipeline's folders depend only on earlier ones: YAML (read) → Model (build) → Derivation
/// (resolve, check) → Render and Catalog (render) → Diff (reads what Render wrote) → Schema (the format
/// as a JSON Schema, built from the reader's names). Color math and the
/// files at the top of PaletteCore (diagnostics, limits, suggestions) are for every stage. A file
/// naming a type declared in a later stage's folder fails here, with the file and the type.
final class PipelineLayeringTests: XCTestCase {
    static let stages = ["Shared", "Color", "YAML", "Model", "Derivation", "Render", "Catalog", "Diff", "Schema"]

    func testNoStageNamesATypeOfALaterStage() throws {
        let declared = try Dictionary(uniqueKeysWithValues: Self.stages.map { ($0, try topLevelTypes(in: $0)) })
        XCTAssertTrue(declared["Derivation"]!.contains("DerivationResolver"), "the scan finds declarations")
        var problems: [String] = []
        for (index, stage) in Self.stages.enumerated() {
            let later = Self.stages[(index + 1)...].reduce(into: Set<String>()) { $0.formUnion(declared[$1]!) }
            for file in try swiftFiles(in: stage) {
                let words = Set(try code(of: file).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
                for type in later.intersection(words).sorted() {
                    problems.append("\(stage)/\(file.lastPathComponent) names \(type), declared in a later stage")
                }
            }
        }
        XCTAssertEqual(problems, [])
    }

    private var sources: URL { RepositoryFiles.url("Sources/PaletteCore") }

    private func swiftFiles(in stage: String) throws -> [URL] {
        let folder = sources.appendingPathComponent(stage)
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let files = found.filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty, "no Swift files in \(folder.path)")
        return files
    }

    /// Names declared at the top level (nested types like `Kind` are not visible elsewhere unqualified).
    private func topLevelTypes(in stage: String) throws -> Set<String> {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias"]
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
