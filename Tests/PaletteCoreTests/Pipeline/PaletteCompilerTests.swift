import XCTest
@testable import PaletteCore

final class PaletteCompilerTests: XCTestCase {
    func testTwoPalettesWithOneNameAreAnErrorNamingBoth() {
        let result = PaletteCompiler.compile([
            PaletteSource(path: "b.yml", bytes: Array("palette: Brand\ncolors: {a: '#000'}\n".utf8)),
            PaletteSource(path: "brand.yml", bytes: Array("colors: {a: '#000'}\n".utf8)),
        ])
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.palettes.count, 0, "neither palette compiled")
        XCTAssertEqual(
            printed(result.diagnostics),
            [
                """
                b.yml:1:10: error: palettes 'b.yml' and 'brand.yml' are both named 'Brand', which would declare 'enum Brand' twice; set 'palette:' to a different name in one of them
                brand.yml:1:1: note: the other palette named 'Brand' is here
                """,
                """
                brand.yml:1:1: error: palettes 'brand.yml' and 'b.yml' are both named 'Brand', which would declare 'enum Brand' twice; set 'palette:' to a different name in one of them
                b.yml:1:10: note: the other palette named 'Brand' is here
                """,
            ])
    }

    func testPalettesAreOrderedByDisplayPath() {
        let result = PaletteCompiler.compile([
            PaletteSource(
                path: "/abs/z.yml", displayPath: "palettes/z.yml", bytes: Array("colors: {a: '#000'}\n".utf8)),
            PaletteSource(
                path: "/abs/a.yml", displayPath: "palettes/a.yml", bytes: Array("colors: {a: '#000'}\n".utf8)),
        ])
        XCTAssertEqual(result.palettes.map(\.name), ["A", "Z"])
        XCTAssertEqual(result.palettes.map(\.source), ["palettes/a.yml", "palettes/z.yml"])
    }

    func testRenderProducesOneFilePerPalettePlusSupportAndManifest() throws {
        let palette = try XCTUnwrap(compile("colors: {a: '#000'}\n", path: "palettes/grays.yml").palette)
        XCTAssertEqual(
            PaletteCompiler.render([palette]).files.map(\.path),
            ["Grays.swift", "PaletteSupport.swift", "manifest.json", "palettes.svg"])
    }

    func testAValueTheReaderRejectedIsReportedOnce() {
        XCTAssertEqual(
            printed(compile("colors:\n  y: *b\n").diagnostics),
            [
                "palettes/test.yml:2:6: error: undefined alias '*b'; put the anchor '&b' on a value before this point, or fix the name"
            ])
    }

    /// Swift types differ by case, and each palette's file is named after its own file: no clash.
    /// (Swift files that differ only by case are; see PaletteNameClashesTests.)
    func testPaletteNamesThatDifferOnlyInCaseAreTwoTypesInTwoFiles() {
        let sources = [("brand", "Brand"), ("shout", "BRAND")].map { file, name in
            PaletteSource(path: "palettes/\(file).yml", bytes: Array("palette: \(name)\ncolors:\n  a: '#000'\n".utf8))
        }
        let result = PaletteCompiler.compile(sources)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.palettes.map(\.swiftFile), ["Brand.swift", "Shout.swift"])
    }
}
