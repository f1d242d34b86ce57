import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The committed token files: palettes/ compiled in memory must equal generated/tokens (which
/// `palettec check … --tokens generated/tokens` keeps current in CI), and Tests/Fixtures/Tokens/palettes,
/// written to reach every kind of token (aliases, the values a high-contrast file holds, Display P3,
/// escaped text), must equal Tests/Fixtures/Tokens/tokens: byte for byte and file for file.
/// `PALETTEC_RECORD=1 swift test` re-records both.
final class TokensReferenceTests: XCTestCase {
    static let regenerate =
        "swift run palettec generate palettes --output generated --asset-catalog generated/Colors.xcassets --tokens generated/tokens"

    /// The palettes of a folder of the repository, compiled as `palettec generate` there compiles them.
    static func compiled(_ folder: String) throws -> [Palette] {
        let sources = try RepositoryFiles.files(in: folder, extensions: ["yml", "yaml"]).map { url in
            PaletteSource(
                path: url.path, displayPath: "palettes/" + url.lastPathComponent,
                bytes: [UInt8](try Data(contentsOf: url)))
        }
        let result = PaletteCompiler.compile(sources)
        XCTAssertEqual(printed(result.diagnostics.filter { $0.severity == .error }), [])
        XCTAssertEqual(result.palettes.count, sources.count)
        return result.palettes
    }

    func testExamplePalettesMatchGeneratedTokens() throws {
        try compare(try Self.compiled("palettes"), with: "generated/tokens", regenerate: Self.regenerate)
    }

    func testFixturePalettesMatchTheirGoldenTokens() throws {
        let palettes = try Self.compiled("Tests/Fixtures/Tokens/palettes")
        let files = try compare(
            palettes, with: "Tests/Fixtures/Tokens/tokens",
            regenerate: "PALETTEC_RECORD=1 swift test --filter TokensReferenceTests")
        XCTAssertEqual(files.count, 5, "the fixture has a high-contrast value: both high-contrast files")
    }

    @discardableResult
    private func compare(_ palettes: [Palette], with folder: String, regenerate: String) throws -> [RenderedFile] {
        let (files, diagnostics) = TokensRenderer.render(palettes)
        XCTAssertEqual(printed(diagnostics), [])
        let base = RepositoryFiles.root.appendingPathComponent(folder)
        if RepositoryFiles.isRecording {
            try? FileManager.default.removeItem(at: base)
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            for file in files { try Data(file.contents.utf8).write(to: base.appendingPathComponent(file.path)) }
            XCTFail("Recorded \(folder); run again without PALETTEC_RECORD to compare.")
            return files
        }
        XCTAssertEqual(
            RepositoryFiles.relativePaths(under: folder), files.map(\.path).sorted(),
            "\(folder) holds exactly the rendered files")
        for file in files {
            let committed = (try? String(contentsOf: base.appendingPathComponent(file.path), encoding: .utf8)) ?? ""
            XCTAssertTrue(
                committed == file.contents,
                "\(folder)/\(file.path) differs from what palettec renders for it; review with \(regenerate) and git diff"
            )
        }
        return files
    }
}
