import XCTest
@testable import PaletteCore

/// An asset catalog has no brand axis: a palette with brands writes its default brand's colors, and the
/// run says so once, in one note naming each such palette and its default brand, never once per color.
final class AssetCatalogBrandsTests: XCTestCase {
    private func palette(_ yaml: String, _ path: String) throws -> Palette {
        let compiled = compile(yaml, path: path)
        return try XCTUnwrap(compiled.palette, "\(printed(compiled.diagnostics))")
    }

    /// `ManifestBrandsTests.shop`: acme's accent #0A84FF, its dark inverted to #F57B00; globex's #00A86B.
    private func shop() throws -> Palette {
        try palette(ManifestBrandsTests.shop, "palettes/shop.yml")
    }

    func testTheDefaultBrandIsWrittenWithOneNoteForTheRun() throws {
        let maps = try palette(
            "palette: Maps\nbrands: [north, south]\ncolors:\n"
                + "  land: { light: '#00FF00', brands: { south: '#FF0000' } }\n",
            "palettes/maps.yml")
        let plain = try palette("palette: Plain\ncolors:\n  a: '#222222'\n", "palettes/plain.yml")
        let rendered = AssetCatalogRenderer.render([try shop(), plain, maps])
        XCTAssertEqual(
            printed(rendered.diagnostics),
            [
                "palettes/shop.yml:1:10: note: an asset catalog has no brand axis, so it holds each palette's "
                    + "default brand: Shop's acme, Maps's north; UIColor(named:), storyboards and the launch screen "
                    + "show it whatever the brand, while the generated Swift follows the brand chosen"
            ])
        let accent = try XCTUnwrap(rendered.files.first { $0.path == "Shop/accent.colorset/Contents.json" })
        XCTAssertTrue(accent.contents.contains("\"red\" : \"0x0A\""), accent.contents)
        XCTAssertTrue(accent.contents.contains("\"red\" : \"0xF5\""), accent.contents)
        XCTAssertFalse(accent.contents.contains("0xA8"), "no value of globex's: \(accent.contents)")
    }

    func testPalettesWithoutBrandsHaveNoNote() throws {
        let plain = try palette("palette: Plain\ncolors:\n  a: '#222222'\n", "palettes/plain.yml")
        XCTAssertEqual(AssetCatalogRenderer.render([plain]).diagnostics, [])
    }
}
