import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// A format is one folder of `Formats/` and a line in a registry: no type declared in its folder is
/// named by any other file of PaletteCore or the CLI but the registries, so adding a format touches
/// nothing else (docs/architecture.md, "Adding an output format", "Adding an import format").
final class FormatFoldersTests: XCTestCase {
    static let registries: Set = [
        "Sources/PaletteCore/Registries/OutputRegistry.swift", "Sources/PaletteCore/Registries/ImportRegistry.swift",
    ]
    static let scanned = SourceScan.swiftFiles(under: "Sources/PaletteCore") + SourceScan.swiftFiles(under: "Sources/PaletteCLI")

    func testEveryOutputFormatIsOneFolderOfFormats() throws {
        let folders = try OutputRegistry.formats.map { try Self.folder(declaring: String(describing: type(of: $0))) }
        XCTAssertEqual(
            folders,
            ["Sources/PaletteCore/Formats/SwiftCode", "Sources/PaletteCore/Formats/AssetCatalog",
             "Sources/PaletteCore/Formats/DesignTokens"])
        XCTAssertEqual(Set(folders).count, folders.count, "each format has a folder of its own")
    }

    func testNoFileOutsideAFormatsFolderNamesItsTypes() throws {
        var outside: [String] = []
        for folder in try Self.formatFolders() {
            outside += try Self.namedOutside(folder: folder, files: Self.scanned)
        }
        XCTAssertEqual(outside, [])
    }

    /// The scan itself: a format's type named in code elsewhere is found; in a comment, or in a registry, it is not.
    func testTheScanFindsAFormatsTypeNamedElsewhere() throws {
        let folder = "Sources/PaletteCore/Formats/AssetCatalog"
        let type = "AssetCatalogRenderer"
        XCTAssertTrue(try SourceScan.topLevelTypes(ofFile: folder + "/Writing/AssetCatalogRenderer.swift").contains(type))
        let found = Self.namedOutside(
            types: [type], folder: folder,
            texts: [
                "Sources/PaletteCLI/X.swift": "let files = \(type).render([])\n",
                "Sources/PaletteCLI/Y.swift": "// \(type)\n",
                "Sources/PaletteCore/Registries/OutputRegistry.swift": "\(type).self\n",
            ])
        XCTAssertEqual(found, ["Sources/PaletteCLI/X.swift names \(type), of Formats/AssetCatalog"])
    }

    /// The folder of `Formats/` whose files declare `type`.
    private static func folder(declaring type: String) throws -> String {
        let declaring = try scanned.filter { try SourceScan.topLevelTypes(ofFile: $0).contains(type) }
        XCTAssertEqual(declaring.count, 1, "\(type) is declared in one file")
        let parts = try XCTUnwrap(declaring.first).split(separator: "/")
        XCTAssertEqual(parts.prefix(3), ["Sources", "PaletteCore", "Formats"], "\(type) is in a folder of Formats/")
        return parts.prefix(4).joined(separator: "/")
    }

    private static func formatFolders() throws -> [String] {
        let formats = RepositoryFiles.url("Sources/PaletteCore/Formats")
        return try FileManager.default.contentsOfDirectory(atPath: formats.path).sorted()
            .filter { !$0.hasSuffix(".swift") }.map { "Sources/PaletteCore/Formats/" + $0 }
    }

    private static func namedOutside(folder: String, files: [String]) throws -> [String] {
        let types = try files.filter { $0.hasPrefix(folder + "/") }.reduce(into: Set<String>()) {
            $0.formUnion(try SourceScan.topLevelTypes(ofFile: $1))
        }
        let texts = try Dictionary(
            uniqueKeysWithValues: files.filter { !$0.hasPrefix(folder + "/") }.map {
                ($0, try String(contentsOf: RepositoryFiles.url($0), encoding: .utf8))
            })
        return namedOutside(types: types, folder: folder, texts: texts)
    }

    private static func namedOutside(types: Set<String>, folder: String, texts: [String: String]) -> [String] {
        let format = folder.split(separator: "/").suffix(2).joined(separator: "/")
        return texts.keys.sorted().filter { !registries.contains($0) }.flatMap { file in
            SourceScan.words(texts[file]!).intersection(types).sorted().map { "\(file) names \($0), of \(format)" }
        }
    }
}
