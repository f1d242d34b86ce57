import Foundation
import TestSupport
import Testing

@testable import PaletteCore

/// Adding an import format is one folder and one registry line: each format `ImportRegistry` lists is
/// declared in a folder of its own under `Formats/`, and no type declared in that folder is named in
/// Sources outside it but on its registry line (and in the output registry, `OutputRegistry.swift`, for a
/// folder that also holds an output). docs/architecture.md, "Adding an import format", is the recipe.
@Suite struct ImportRegistryTests {
    /// Files outside a format's folder that still name its types, for the output side: the output registry
    /// (#46) takes them over, and each line goes with it. The list is exact, so it cannot go stale.
    static let outputSideToMove: [String: Set<String>] = [
        "PaletteCLI/Commands/Compilation.swift": ["StaticMemberClashes"],
        "PaletteCLI/Commands/CompileCommand.swift": ["StaticMemberClashes"],
        "PaletteCLI/Writer/FolderPlan+Catalog.swift": ["AssetCatalogLayout", "AssetCatalogOwner", "AssetFolderType"],
        "PaletteCLI/Writer/FolderPlan+Duplicates.swift": [
            "AssetCatalogLayout", "CatalogDuplicate", "CatalogDuplicates", "CatalogFolder",
        ],
        "PaletteCLI/Writer/FolderPlan+Tokens.swift": ["TokensRenderer"],
        "PaletteCLI/Writer/OutputConflict.swift": ["CatalogDuplicate", "DTCGFormat", "TokensRenderer"],
        "PaletteCLI/Writer/RunPlan.swift": ["AssetCatalogRenderer", "AssetFolderType", "TokensRenderer"],
        "PaletteCore/Formats/DesignTokens/Reading/DesignTokensImporter.swift": ["AssetCatalogRenderer"],
        "PaletteCore/Schema/PaletteSchema+Descriptions.swift": ["DTCGFormat"],
    ]

    static let registryFile = "PaletteCore/Formats/ImportRegistry.swift"
    static let outputRegistryFile = "OutputRegistry.swift"

    /// Each registered format's folder: where its type is declared, one folder under `Formats/` per format.
    static func formatFolders() throws -> [(format: String, folder: String)] {
        let files = try SourceScan.swiftFiles(under: "Sources/PaletteCore/Formats")
        return try ImportRegistry.formats.map { format in
            let name = String(describing: format)
            let declaring = try files.filter { try SourceScan.topLevelTypes(in: $0.url).contains(name) }
            #expect(declaring.count == 1, "\(name) is declared once")
            let parts = try #require(declaring.first).path.split(separator: "/")
            #expect(parts.count > 4, "\(name) is declared in a format's folder, not at the top of Formats/")
            return (name, parts.prefix(4).joined(separator: "/"))
        }
    }

    @Test func eachFormatHasAFolderOfItsOwn() throws {
        let folders = try Self.formatFolders()
        #expect(
            folders.map { "\($0.format) \($0.folder)" } == [
                "AssetCatalogImport Sources/PaletteCore/Formats/AssetCatalog",
                "DesignTokensImport Sources/PaletteCore/Formats/DesignTokens",
                "SwiftGenImport Sources/PaletteCore/Formats/SwiftGen",
            ])
        #expect(Set(folders.map(\.folder)).count == folders.count, "one folder per format")
    }

    /// Every name of a type declared in a format's folder, found in code (not comments) outside it.
    static func namedOutside() throws -> [String: Set<String>] {
        let sources = try SourceScan.swiftFiles(under: "Sources")
        var found: [String: Set<String>] = [:]
        for (format, folder) in try formatFolders() {
            var types = Set<String>()
            for file in sources where file.path.hasPrefix(folder + "/") {
                types.formUnion(try SourceScan.topLevelTypes(in: file.url))
            }
            for file in sources where !file.path.hasPrefix(folder + "/") {
                let relative = String(file.path.dropFirst("Sources/".count))
                guard !relative.hasSuffix("/" + outputRegistryFile) else { continue }
                var named = try SourceScan.words(in: file.url).intersection(types)
                if relative == registryFile { named.remove(format) }
                if !named.isEmpty { found[relative, default: []].formUnion(named) }
            }
        }
        return found
    }

    @Test func noFormatsTypeIsNamedOutsideItsFolderButOnItsRegistryLine() throws {
        let found = try Self.namedOutside()
        let unexpected = found.filter { Self.outputSideToMove[$0.key] != $0.value }
        #expect(
            unexpected.keys.sorted().map { "\($0) names \(unexpected[$0]!.sorted().joined(separator: ", "))" } == [],
            "a format's types are reached through ImportRegistry")
        let moved = Self.outputSideToMove.keys.filter { found[$0] == nil }
        #expect(moved.sorted() == [], "no longer names a format's type: take it off outputSideToMove")
    }

    /// The scan itself: a type named in code is found, one named only in a comment is not; nested types are
    /// no top-level declarations.
    @Test func theScanSeesCodeNotComments() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID()).swift")
        try "struct Outer {\n    enum Inner {}\n}\nlet a = CatalogFolder() // TokenFile\n/// SwiftGenHex\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try SourceScan.topLevelTypes(in: file) == ["Outer"])
        let words = try SourceScan.words(in: file)
        #expect(words.contains("CatalogFolder"))
        #expect(!words.contains("TokenFile"))
        #expect(!words.contains("SwiftGenHex"))
    }

    @Test func theRegistryAsksTheFormatsForTheirOptions() {
        let problem = ImportRegistry.problem(with: ImportOptions(appearances: ["dark"]))
        #expect(problem?.option == .appearance)
        #expect(problem?.message.hasPrefix("'dark' has no '='") == true)
        #expect(ImportRegistry.problem(with: ImportOptions(appearances: ["dark=dimmed"])) == nil)
    }
}
