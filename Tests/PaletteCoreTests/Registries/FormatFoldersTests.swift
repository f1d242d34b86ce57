import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// A format is one folder of `Formats/` and a line in a registry, and an output format one line of the
/// CLI's `OutputOptions` too: no type declared in its folder is named by any other file of PaletteCore
/// or the CLI but the registries and that option line, so adding a format touches nothing else
/// (docs/architecture.md, "Adding an output format", "Adding an import format").
final class FormatFoldersTests: XCTestCase {
    static let registries: Set = [
        "Sources/PaletteCore/Registries/OutputRegistry.swift", "Sources/PaletteCore/Registries/ImportRegistry.swift",
    ]
    static let outputOptions = "Sources/PaletteCLI/Commands/Options.swift"
    /// `@OptionGroup var tokens: FolderOption<DesignTokensOption>`: an output format's option line.
    static var optionLine: Regex<(Substring, Substring)> { /@OptionGroup var \w+: FolderOption<(\w+)>/ }

    func testEveryOutputFormatIsOneFolderOfFormats() throws {
        let folders = try OutputRegistry.formats.map { try Self.folder(declaring: String(describing: type(of: $0))) }
        XCTAssertEqual(
            folders,
            [
                "Sources/PaletteCore/Formats/SwiftCode", "Sources/PaletteCore/Formats/AssetCatalog",
                "Sources/PaletteCore/Formats/DesignTokens",
            ])
        XCTAssertEqual(Set(folders).count, folders.count, "each format has a folder of its own")
    }

    /// Every folder of `Formats/` is some registered format's: nothing else lives there.
    func testEveryFolderOfFormatsIsARegisteredFormats() throws {
        let registered = try Set(
            OutputRegistry.formats.map { try Self.folder(declaring: String(describing: type(of: $0))) }
                + ImportRegistry.formats.map { try Self.folder(declaring: String(describing: $0)) })
        XCTAssertEqual(Set(try Self.formatFolders()), registered)
    }

    func testNoFileOutsideAFormatsFolderNamesItsTypes() throws {
        let files =
            try SourceScan.swiftFiles(under: "Sources/PaletteCore") + SourceScan.swiftFiles(under: "Sources/PaletteCLI")
        var outside: [String] = []
        for folder in try Self.formatFolders() {
            var types = Set<String>()
            for file in files where file.path.hasPrefix(folder + "/") {
                types.formUnion(try SourceScan.topLevelTypes(in: file.url))
            }
            var codes: [String: String] = [:]
            for file in files where !file.path.hasPrefix(folder + "/") {
                let code = try SourceScan.code(of: file.url)
                codes[file.path] = file.path == Self.outputOptions ? code.replacing(Self.optionLine, with: "") : code
            }
            outside += Self.named(types, outside: folder, in: codes)
        }
        XCTAssertEqual(outside, [])
    }

    /// Each output format written beside the code has one option line in `OutputOptions`, naming the type
    /// its folder declares the option with.
    func testEachOutputFormatHasOneOptionLine() throws {
        let code = try SourceScan.code(of: RepositoryFiles.url(Self.outputOptions))
        let named = code.matches(of: Self.optionLine).map { String($0.output.1) }
        XCTAssertEqual(named, ["AssetCatalogOption", "DesignTokensOption"])
        XCTAssertEqual(
            try named.map { try Self.folder(declaring: $0) },
            try OutputRegistry.formats.filter { !$0.isAlwaysWritten }.map {
                try Self.folder(declaring: String(describing: type(of: $0)))
            })
    }

    /// The scan itself: a format's type named in code elsewhere is found; in a comment, or in a registry, it is not.
    func testTheScanFindsAFormatsTypeNamedElsewhere() {
        let found = Self.named(
            ["AssetCatalogRenderer"], outside: "Sources/PaletteCore/Formats/AssetCatalog",
            in: [
                "Sources/PaletteCLI/X.swift": "let files = AssetCatalogRenderer.render([])\n",
                "Sources/PaletteCLI/Y.swift": SourceScan.code(ofText: "// AssetCatalogRenderer\n"),
                "Sources/PaletteCore/Registries/OutputRegistry.swift": "AssetCatalogRenderer.self\n",
            ])
        XCTAssertEqual(found, ["Sources/PaletteCLI/X.swift names AssetCatalogRenderer, of Formats/AssetCatalog"])
    }

    /// The folder of `Formats/` whose files declare `type`.
    private static func folder(declaring type: String) throws -> String {
        let declaring = try SourceScan.swiftFiles(under: "Sources/PaletteCore/Formats").filter {
            try SourceScan.topLevelTypes(in: $0.url).contains(type)
        }
        XCTAssertEqual(declaring.count, 1, "\(type) is declared in one file")
        return try XCTUnwrap(declaring.first).path.split(separator: "/").prefix(4).joined(separator: "/")
    }

    private static func formatFolders() throws -> [String] {
        let formats = RepositoryFiles.url("Sources/PaletteCore/Formats")
        return try FileManager.default.contentsOfDirectory(atPath: formats.path).sorted()
            .map { "Sources/PaletteCore/Formats/" + $0 }
    }

    private static func named(_ types: Set<String>, outside folder: String, in codes: [String: String]) -> [String] {
        let format = folder.split(separator: "/").suffix(2).joined(separator: "/")
        return codes.keys.sorted().filter { !registries.contains($0) }.flatMap { file in
            SourceScan.words(inCode: codes[file]!).intersection(types).sorted().map {
                "\(file) names \($0), of \(format)"
            }
        }
    }
}
