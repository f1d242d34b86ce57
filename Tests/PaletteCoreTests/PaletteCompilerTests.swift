import XCTest
@testable import PaletteCore

final class PaletteCompilerTests: XCTestCase {
    func testTwoPalettesWithOneNameAreAnErrorNamingBoth() {
        let result = PaletteCompiler.compile([
            PaletteSource(path: "b.yml", bytes: Array("palette: Brand\ncolors: {a: '#000'}\n".utf8)),
            PaletteSource(path: "brand.yml", bytes: Array("colors: {a: '#000'}\n".utf8)),
        ])
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(printed(result.diagnostics), [
            """
            brand.yml:1:1: error: two palettes are named 'Brand', and both would generate Brand.swift; set 'palette:' to a different name in one of them
            b.yml:1:10: note: the other palette 'Brand' is here
            """,
        ])
    }

    func testPalettesAreOrderedByDisplayPath() {
        let result = PaletteCompiler.compile([
            PaletteSource(path: "/abs/z.yml", displayPath: "palettes/z.yml", bytes: Array("colors: {a: '#000'}\n".utf8)),
            PaletteSource(path: "/abs/a.yml", displayPath: "palettes/a.yml", bytes: Array("colors: {a: '#000'}\n".utf8)),
        ])
        XCTAssertEqual(result.palettes.map(\.name), ["A", "Z"])
        XCTAssertEqual(result.palettes.map(\.source), ["palettes/a.yml", "palettes/z.yml"])
    }

    func testRenderProducesOneFilePerPalettePlusSupportAndManifest() throws {
        let palette = try XCTUnwrap(compile("colors: {a: '#000'}\n", path: "palettes/grays.yml").palette)
        XCTAssertEqual(PaletteCompiler.render([palette]).map(\.path), ["Grays.swift", "PaletteSupport.swift", "manifest.json"])
    }

    func testAValueTheReaderRejectedIsReportedOnce() {
        XCTAssertEqual(printed(compile("colors:\n  y: *b\n").diagnostics), [
            "palettes/test.yml:2:6: error: undefined alias '*b'; put the anchor '&b' on a value before this point, or fix the name",
        ])
    }

    /// Brand.swift and BRAND.swift are one file on a default macOS volume.
    func testPaletteNamesThatDifferOnlyInCaseAreAnError() {
        let sources = [("brand", "Brand"), ("shout", "BRAND")].map { file, name in
            PaletteSource(path: "palettes/\(file).yml", bytes: Array("palette: \(name)\ncolors:\n  a: '#000'\n".utf8))
        }
        XCTAssertEqual(printed(PaletteCompiler.compile(sources).diagnostics), [
            "palettes/shout.yml:1:10: error: palettes 'Brand' and 'BRAND' would generate Brand.swift and BRAND.swift, one file on a case-insensitive file system (the macOS default); set 'palette:' to a different name in one of them\n"
                + "palettes/brand.yml:1:10: note: the other palette 'Brand' is here",
        ])
    }
}
