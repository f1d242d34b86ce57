import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// palettes/ compiled in memory must equal generated/, and the support file rendered public must equal
/// the PaletteRuntime library's source, byte for byte. On a difference the failure shows
/// `git diff --no-index`; `PALETTEC_RECORD=1 swift test` re-records them.
final class ReferenceTests: XCTestCase {
    func testExamplePalettesMatchGeneratedFolder() throws {
        let sources = try RepositoryFiles.files(in: "palettes", extensions: ["yml", "yaml"]).map { url in
            PaletteSource(
                path: url.path, displayPath: "palettes/" + url.lastPathComponent,
                bytes: [UInt8](try Data(contentsOf: url)))
        }
        XCTAssertGreaterThanOrEqual(sources.count, 2, "palettes/ holds the examples")
        let result = PaletteCompiler.compile(sources)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])

        let files = PaletteCompiler.render(result.palettes).files
        try compare(files, with: "generated", regenerate: Self.regenerateGenerated)
        let committedNames = try RepositoryFiles.files(in: "generated", extensions: ["swift", "json", "svg"]).map(
            \.lastPathComponent)
        XCTAssertEqual(Set(committedNames), Set(files.map(\.path)), "generated/ holds exactly the rendered files")

        let catalog = AssetCatalogRenderer.render(result.palettes)
        XCTAssertEqual(catalog.diagnostics.map(\.formatted), [])
        try compare(catalog.files, with: "generated/Colors.xcassets", regenerate: Self.regenerateGenerated)
        let committedCatalog = RepositoryFiles.relativePaths(under: "generated/Colors.xcassets")
        XCTAssertEqual(
            Set(committedCatalog), Set(catalog.files.map(\.path)),
            "generated/Colors.xcassets holds exactly the rendered files")
        if RepositoryFiles.isRecording { XCTFail("Recorded generated/; run again without PALETTEC_RECORD to compare.") }
    }

    private static let regenerateGenerated = "swift run palettec generate --asset-catalog generated/Colors.xcassets"

    private func compare(_ files: [RenderedFile], with folder: String, regenerate: String) throws {
        let base = RepositoryFiles.root.appendingPathComponent(folder)
        for file in files {
            let url = base.appendingPathComponent(file.path)
            if RepositoryFiles.isRecording {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
                continue
            }
            let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            if committed != file.contents {
                XCTFail(
                    "\(folder)/\(file.path) differs from what palettec renders for it:\n\(diff(committed, file.contents))\n"
                        + "Re-record with PALETTEC_RECORD=1 swift test, or run \(regenerate).")
            }
        }
    }

    private func diff(_ old: String, _ new: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let oldURL = folder.appendingPathComponent("committed"), newURL = folder.appendingPathComponent("compiled")
        try? Data(old.utf8).write(to: oldURL)
        try? Data(new.utf8).write(to: newURL)
        let git = try? ToolRun.run("git", ["diff", "--no-index", "--no-color", oldURL.path, newURL.path])
        return git?.output ?? "(git is not available to show the difference)"
    }
}
