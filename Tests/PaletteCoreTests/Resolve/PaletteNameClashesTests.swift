import XCTest
@testable import PaletteCore

/// Two palettes of one run or target that would collide in Swift or on disk: an error at each.
final class PaletteNameClashesTests: XCTestCase {
    private func compileAll(_ files: [String: String]) -> PaletteCompiler.Result {
        PaletteCompiler.compile(files.map { PaletteSource(path: $0.key, bytes: Array($0.value.utf8)) })
    }

    func testOneTypeNameTwiceIsAnErrorAtBothPaletteLines() {
        let result = compileAll([
            "Palettes/design.yml": "palette: Design\ncolors:\n  a: '#000'\n",
            "Palettes/more.yml": "# more\npalette: Design\ncolors:\n  b: '#fff'\n",
        ])
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(
            printed(result.diagnostics),
            [
                "Palettes/design.yml:1:10: error: palettes 'Palettes/design.yml' and 'Palettes/more.yml' are both named 'Design', "
                    + "which would declare 'enum Design' twice; set 'palette:' to a different name in one of them\n"
                    + "Palettes/more.yml:2:10: note: the other palette named 'Design' is here",
                "Palettes/more.yml:2:10: error: palettes 'Palettes/more.yml' and 'Palettes/design.yml' are both named 'Design', "
                    + "which would declare 'enum Design' twice; set 'palette:' to a different name in one of them\n"
                    + "Palettes/design.yml:1:10: note: the other palette named 'Design' is here",
            ])
    }

    func testANameFromTheFileClashesWithAWrittenOne() {
        let result = compileAll([
            "a/brand.yml": "colors:\n  a: '#000'\n",
            "b/colors.yml": "palette: Brand\ncolors:\n  b: '#fff'\n",
        ])
        XCTAssertEqual(result.diagnostics.map(\.location.description), ["a/brand.yml:1:1", "b/colors.yml:1:10"])
    }

    func testOneSwiftFileTwiceIsAnErrorAtBothFiles() {
        let result = compileAll([
            "a/brand.yml": "palette: One\ncolors:\n  a: '#000'\n",
            "b/BRAND.yaml": "palette: Two\ncolors:\n  b: '#fff'\n",
        ])
        XCTAssertEqual(
            printed(result.diagnostics),
            [
                "a/brand.yml:1:1: error: palettes 'a/brand.yml' and 'b/BRAND.yaml' would generate Brand.swift and BRAND.swift, "
                    + "one file on a case-insensitive file system (the macOS default); rename one of the palette files\n"
                    + "b/BRAND.yaml:1:1: note: the other palette",
                "b/BRAND.yaml:1:1: error: palettes 'b/BRAND.yaml' and 'a/brand.yml' would generate BRAND.swift and Brand.swift, "
                    + "one file on a case-insensitive file system (the macOS default); rename one of the palette files\n"
                    + "a/brand.yml:1:1: note: the other palette",
            ])
    }

    func testDistinctNamesPass() {
        let result = compileAll([
            "a/brand.yml": "colors:\n  a: '#000'\n",
            "b/grays.yml": "colors:\n  b: '#fff'\n",
        ])
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.palettes.map(\.swiftFile), ["Brand.swift", "Grays.swift"])
    }

    func testTheSwiftFileFollowsThePathNotThePaletteKey() throws {
        let palette = try XCTUnwrap(
            compile("palette: Design\ncolors:\n  a: '#000'\n", path: "palettes/brand.yml").palette)
        XCTAssertEqual(palette.name, "Design")
        XCTAssertEqual(palette.swiftFile, "Brand.swift")
    }

    func testAFileNameWithoutLettersOrTakingTheSupportFilesNameIsAnError() {
        XCTAssertEqual(
            printed(compile("palette: Dashes\ncolors:\n  a: '#000'\n", path: "palettes/---.yml").diagnostics),
            [
                "palettes/---.yml:1:1: error: the file name '---' has no letters or digits to name its Swift file; rename the palette file"
            ])
        XCTAssertEqual(
            printed(compile("colors:\n  a: '#000'\n", path: "palettes/---.yml").diagnostics),
            [
                "palettes/---.yml:1:1: error: the file name '---' has no letters or digits to make a Swift type name from; rename the palette file"
            ], "one error when the type name comes from the file too")
        XCTAssertEqual(
            printed(
                compile("palette: Support\ncolors:\n  a: '#000'\n", path: "palettes/palette-support.yml").diagnostics),
            [
                "palettes/palette-support.yml:1:1: error: the file name 'palette-support' makes the Swift file PaletteSupport.swift, "
                    + "the name of palettec's support file; rename the palette file"
            ])
    }
}
