import Foundation
import XCTest
@testable import PaletteCore
import TestSupport

/// No line of Swift palettec writes is longer than 120 characters: not for the repository's palettes
/// (palettes/ and every palette the tests and examples compile) at any access level, with the runtime
/// embedded or imported, nor in the support file or the PaletteRuntime library. `PaletteInvariantPropertyTests`
/// holds random palettes to the same, and `LongPalettePropertyTests` palettes drawn long in every part.
final class GeneratedLineWidthTests: XCTestCase {
    func testEveryLineGeneratedForTheRepositorysPalettesFits() throws {
        let palettes = try repositoryPalettes()
        XCTAssertGreaterThanOrEqual(palettes.count, 15, "palettes/ and the tests' palettes")
        var files = 0
        for access in AccessLevel.allCases {
            for runtime in [RuntimeMode.embed, .import] {
                for file in PaletteCompiler.render(
                    palettes, options: RenderOptions(accessLevel: access, runtime: runtime)
                ).files
                where file.path.hasSuffix(".swift") {
                    files += 1
                    XCTAssertEqual(tooLong(file.contents), [], "\(file.path), \(access), runtime \(runtime)")
                }
            }
        }
        XCTAssertGreaterThan(files, 6 * palettes.count)
    }

    func testEverySupportFileAndTheRuntimeLibraryFit() throws {
        for access in AccessLevel.allCases {
            for brands in [false, true] {
                XCTAssertEqual(
                    tooLong(SupportFileRenderer.render(accessLevel: access, brands: brands)), [],
                    "\(access), brands \(brands)")
            }
        }
        XCTAssertEqual(tooLong(SupportFileRenderer.renderRuntimeNote()), [])
        for file in ["PaletteRuntime.swift", "PaletteBrands.swift"] {
            let runtime = try String(
                contentsOf: RepositoryFiles.root.appendingPathComponent("Sources/PaletteRuntime/" + file),
                encoding: .utf8)
            XCTAssertEqual(tooLong(runtime), [], file)
        }
    }

    /// The check itself sees a line one character too long, counting characters, not bytes.
    func testTheCheckCountsCharacters() {
        XCTAssertEqual(
            tooLong(String(repeating: "色", count: 120) + "\n" + String(repeating: "x", count: 121)),
            ["2: 121 characters"])
    }

    /// `line: width` of each line over the limit.
    private func tooLong(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.count > LineWidth.limit ? "\(index + 1): \(line.count) characters" : nil
        }
    }

    /// Every palette file in palettes/ and under Tests/ that palettec accepts, compiled one by one (the
    /// fixtures repeat names, so not together) and given distinct file names.
    private func repositoryPalettes() throws -> [Palette] {
        var palettes: [Palette] = []
        for folder in ["palettes", "Tests"] {
            for path in RepositoryFiles.relativePaths(under: folder)
            where path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
                let url = RepositoryFiles.root.appendingPathComponent(folder).appendingPathComponent(path)
                let source = PaletteSource(path: folder + "/" + path, bytes: [UInt8](try Data(contentsOf: url)))
                if let palette = PaletteCompiler.compile(source).0 { palettes.append(palette) }
            }
        }
        return palettes
    }
}
