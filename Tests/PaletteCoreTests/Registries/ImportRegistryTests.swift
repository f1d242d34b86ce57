import Foundation
import TestSupport
import Testing

@testable import PaletteCore

/// Adding an import format is one folder and one registry line: each format `ImportRegistry` lists is
/// declared in a folder of its own under `Formats/` (`FormatFoldersTests`: no type of that folder is named
/// elsewhere but in the registries). docs/architecture.md, "Adding an import format", is the recipe.
@Suite struct ImportRegistryTests {
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
        let problem = ImportRegistry.problem(
            with: ImportOptions(appearances: ["dark"], writeBack: OutputRegistry.writeBackProblems))
        #expect(problem?.option == .appearance)
        #expect(problem?.message.hasPrefix("'dark' has no '='") == true)
        #expect(
            ImportRegistry.problem(
                with: ImportOptions(appearances: ["dark=dimmed"], writeBack: OutputRegistry.writeBackProblems)) == nil)
    }
}
