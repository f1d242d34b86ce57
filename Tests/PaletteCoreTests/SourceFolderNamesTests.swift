import Foundation
import TestSupport
import XCTest

/// Folder names say one thing each: none hides from a global `build/` ignore pattern on a
/// case-insensitive disk, none reads as tests, and a name used twice means the same both times.
final class SourceFolderNamesTests: XCTestCase {
    /// Names that stand for the same thing wherever they are: none, now each format's halves have its name.
    static let sharedMeanings: Set<String> = []

    static var folders: [String] {
        let paths = ["Sources", "Plugins", "Tests/PaletteCoreTests", "Tests/PaletteCLITests"].flatMap { root in
            RepositoryFiles.relativePaths(under: root).map { root + "/" + $0 }
        }
        return Set(
            paths.flatMap { path -> [String] in
                let parts = path.split(separator: "/").dropLast()
                return parts.indices.map { parts[...$0].joined(separator: "/") }
            }
        ).sorted()
    }

    func testNoFolderIsNamedBuildOrSpec() {
        XCTAssertTrue(Self.folders.contains("Sources/PaletteCore/Rules/Tone"), "the scan sees nested folders")
        let misleading = Self.folders.filter {
            ["build", "spec", "specs"].contains(($0.split(separator: "/").last ?? "").lowercased())
        }
        XCTAssertEqual(misleading, [])
    }

    func testNoTwoSourceFoldersShareANameForDifferentThings() {
        var byName: [String: [String]] = [:]
        for folder in Self.folders where folder.hasPrefix("Sources/") || folder.hasPrefix("Plugins/") {
            byName[String(folder.split(separator: "/").last!), default: []].append(folder)
        }
        let repeated = byName.filter { $0.value.count > 1 && !Self.sharedMeanings.contains($0.key) }.mapValues {
            $0.sorted()
        }
        XCTAssertEqual(repeated, [:])
    }

    /// `Format/` beside `Formats/`, or `Schema/` in Sources beside `Schemas/` at the root, read as one
    /// thing and its many: no source folder's name is another's, or a top-level folder's, but for a final s.
    func testNoFolderNameIsAnotherButForAPlural() throws {
        let top = try FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.root.path)
        let sources = Self.folders.filter { $0.hasPrefix("Sources/") || $0.hasPrefix("Plugins/") }
            .map { String($0.split(separator: "/").last!) }
        XCTAssertEqual(Self.pluralPairs(Set(sources + top)), [])
        XCTAssertEqual(Self.pluralPairs(["Format", "Formats", "Rules"]), ["Format/Formats"], "the check can fail")
    }

    private static func pluralPairs(_ names: Set<String>) -> [String] {
        names.filter { names.contains($0 + "s") }.sorted().map { "\($0)/\($0)s" }
    }
}
