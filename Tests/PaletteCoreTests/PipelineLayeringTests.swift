import Foundation
import TestSupport
import XCTest

/// PaletteCore's folders, in pipeline order: each depends only on those before it. A file naming a
/// type declared in a later folder fails here, with the file and the type; so does a folder (or a file
/// at the top of PaletteCore) that is not in the list. docs/architecture.md draws the same order.
final class PipelineLayeringTests: XCTestCase {
    static let stages: KeyValuePairs<String, String> = [
        "Invocation": "names the plugins compile too, by symlink (subcommands, options, files), and the version",
        "Basics": "text, JSON, collections, diagnostics as values, and the bounds on what a file may hold",
        "Color": "color spaces and math",
        "YAML": "libyaml's events into a tree that keeps line:column, and YAML text written",
        "Language": "the palette as written: keys, specs, appearances, rules' common shape, Swift names",
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
        "JSONSchema": "the palette language as a JSON Schema, from the reader's names",
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
                let words = Set(
                    try SourceScan.code(of: file).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
                for type in words.filter({ later[$0] != nil }).sorted() {
                    problems.append(
                        "\(stage)/\(file.lastPathComponent) names \(type), declared in \(later[type]!), a later stage")
                }
            }
        }
        XCTAssertEqual(problems, [])
    }

    /// A later stage may extend an earlier stage's type, but nothing earlier may use what the extension
    /// adds: `Self.tokensOpening`, declared by the tokens' extension of an earlier owner type, is found.
    /// A member whose name is declared more than once in PaletteCore cannot be told apart, and is left out.
    func testNoStageUsesAMemberThatALaterStageAdds() throws {
        var declarations: [String: Int] = [:]
        var added: [String: String] = [:]
        var extended: [String: String] = [:]
        var texts: [String: [(file: String, code: String)]] = [:]
        for stage in Self.stageNames {
            for file in try swiftFiles(in: stage) {
                let code = try SourceScan.code(of: file)
                texts[stage, default: []].append((file.lastPathComponent, code))
                for name in Self.declaredMembers(in: code) { declarations[name, default: 0] += 1 }
                for (name, type) in Self.membersAddedByExtensions(in: code) {
                    added[name] = stage; extended[name] = type
                }
            }
        }
        // An extension of the stage's own type adds nothing an earlier stage could reach.
        let declared = try Dictionary(uniqueKeysWithValues: Self.stageNames.map { ($0, try topLevelTypes(in: $0)) })
        added = added.filter { name, stage in !(declared[stage]?.contains(extended[name] ?? "") ?? false) }
        XCTAssertFalse(added.isEmpty, "the scan finds extensions' members")
        var problems: [String] = []
        for (index, stage) in Self.stageNames.enumerated() {
            let later = Set(Self.stageNames[(index + 1)...])
            for (file, code) in texts[stage] ?? [] {
                for name in Self.memberUses(in: code).sorted() {
                    guard let owner = added[name], later.contains(owner), declarations[name] == 1 else { continue }
                    problems.append("\(stage)/\(file) uses .\(name), which \(owner), a later stage, adds")
                }
            }
        }
        XCTAssertEqual(problems, [])
    }

    func testTheMemberScanFindsAnExtensionsMember() {
        let later = "extension Owner {\n    static let tokensOpening = 1\n    func inner() {}\n}\n"
        XCTAssertEqual(Self.membersAddedByExtensions(in: later).map(\.name), ["tokensOpening", "inner"])
        XCTAssertEqual(Self.membersAddedByExtensions(in: later).map(\.type), ["Owner", "Owner"])
        XCTAssertEqual(
            Self.memberUses(in: "if x.starts(with: Self.tokensOpening) { \"a.txt\" }"), ["starts", "tokensOpening"])
        XCTAssertEqual(
            Self.declaredMembers(in: later + "enum E {\n    case a, b\n}\n"), ["tokensOpening", "inner", "a", "b"])
    }

    private static let memberDeclaration =
        #"^ *(?:@\w+ )*(?:(?:package|public|private|fileprivate|internal|static|mutating|nonisolated|override|final|"#
        + #"lazy) )*(?:func|var|let|case) `?(\w+)"#

    /// Every member and local declared in the code (functions, properties, every case of a line), by name.
    private static func declaredMembers(in code: String) -> [String] {
        let cases = matches(of: #"^ *case (\w+(?:, *\w+)+)\s*$"#, in: code).flatMap { line in
            line.split(separator: ",").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return matches(of: memberDeclaration, in: code) + cases
    }

    /// The members that top-level `extension` blocks declare at their first level of indent, and the
    /// type each extends.
    private static func membersAddedByExtensions(in code: String) -> [(name: String, type: String)] {
        var found: [(name: String, type: String)] = []
        var extended: String?
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") && !line.isEmpty {
                extended = matches(of: #"^(?:\w+ )*extension (\w+)"#, in: String(line)).first
            }
            guard let type = extended, line.hasPrefix("    "), !line.hasPrefix("     ") else { continue }
            found += matches(of: memberDeclaration, in: String(line)).map { ($0, type) }
        }
        return found
    }

    /// Names used after a dot, outside string literals: `Self.tokensOpening`, `owner.sources`.
    private static func memberUses(in code: String) -> Set<String> {
        let withoutStrings = code.replacingOccurrences(
            of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
        return Set(matches(of: #"\.([A-Za-z_]\w*)"#, in: withoutStrings))
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The scan itself: a later stage's type named in code is found, one named only in a comment is not.
    func testTheScanSeesCodeNotComments() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID()).swift")
        try "let a = PaletteCompiler() // ImportProof\n/// ManifestDiff\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let words = Set(
            try SourceScan.code(of: file).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
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

    /// Names declared at the top level of the stage's files.
    private func topLevelTypes(in stage: String) throws -> Set<String> {
        try swiftFiles(in: stage).reduce(into: Set<String>()) { $0.formUnion(try SourceScan.topLevelTypes(in: $1)) }
    }
}
