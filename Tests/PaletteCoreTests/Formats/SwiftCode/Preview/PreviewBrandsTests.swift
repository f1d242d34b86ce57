import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// A palette with brands in `palettes.svg`: a column group per brand, the default brand's first, each
/// labelled with its brand's name and drawn with that brand's values, ratios and checks.
final class PreviewBrandsTests: XCTestCase {
    private let yaml = """
        palette: Shop
        brands: [acme, globex, "o'hare & <co>"]
        colors:
          page: { light: "#FFFFFF", dark: "#1C1C1E" }
          accent:
            light: "#0A84FF"
            dark: "#409CFF"
            brands:
              globex: { light: "#00A86B", dark: "#30D158" }
              "o'hare & <co>": "#AF52DE"
          text:
            light: "#111111"
            dark: "#EEEEEE"
            brands:
              globex: { light: "#1B1B3A" }
        contrast:
          - { foreground: text, background: page, minimum: 4.5 }
        """

    private func shop() throws -> Palette {
        let compiled = compile(yaml, path: "palettes/shop.yml")
        return try XCTUnwrap(compiled.palette, "\(printed(compiled.diagnostics))")
    }

    /// Each brand's swatches sit in its own group of columns, side by side in the palette's order; the
    /// picture grows wide enough to hold them all.
    func testEachBrandHasAGroupOfColumns() throws {
        let palette = try shop()
        let layout = PreviewLayout([palette])
        let accent = layout.swatches.filter { $0.swiftName == "Shop.accent" }
        XCTAssertEqual(
            accent.map { "\($0.brand ?? "-") \($0.appearance) \($0.color.hex)" },
            [
                "acme light #0A84FFFF", "acme dark #409CFFFF", "globex light #00A86BFF", "globex dark #30D158FF",
                "o'hare & <co> light #AF52DEFF", "o'hare & <co> dark #409CFFFF",
            ])
        let xs = accent.map(\.rect.x)
        XCTAssertEqual(xs, xs.sorted())
        XCTAssertEqual(Set(xs).count, 6)
        XCTAssertGreaterThan(
            accent[2].rect.x - (accent[1].rect.x + PreviewLayout.swatchWidth),
            accent[1].rect.x - (accent[0].rect.x + PreviewLayout.swatchWidth), "a gap between brands")
        XCTAssertGreaterThanOrEqual(layout.width, accent[5].tile.x + accent[5].tile.width + PreviewLayout.margin)
        XCTAssertEqual(PreviewLayout([try XCTUnwrap(compile("colors:\n  a: '#222222'\n").palette)]).width, 920)
        let text = layout.swatches.filter { $0.swiftName == "Shop.text" }
        XCTAssertEqual(
            text.map { $0.check.map { "\($0.appearance) \(ContrastFormat.ratio($0.ratio))" } ?? "-" },
            ["light 18.88:1", "dark 14.66:1", "light 16.61:1", "dark 14.66:1", "light 18.88:1", "dark 14.66:1"],
            "each brand's swatch shows its own brand's check")
    }

    /// A brand with an appearance the default brand has not gives every group that column, and the
    /// picture room for it.
    func testEveryGroupHasTheColumnsAnyBrandHas() throws {
        let compiled = compile(
            """
            palette: Contrast
            brands: [acme, globex, initech, umbrella]
            colors:
              a:
                light: "#222222"
                dark: "#EEEEEE"
                brands:
                  globex: { highContrastLight: "#000000", highContrastDark: "#FFFFFF" }
            """, path: "palettes/contrast.yml")
        let palette = try XCTUnwrap(compiled.palette, "\(printed(compiled.diagnostics))")
        let layout = PreviewLayout([palette])
        let last = try XCTUnwrap(layout.swatches.last)
        XCTAssertEqual(PreviewPalette.brands(of: palette).map(\.columns.count), [4, 4, 4, 4])
        XCTAssertGreaterThanOrEqual(layout.width, last.tile.x + last.tile.width + PreviewLayout.margin)
    }

    /// A palette whose `background:` names its page color sits each brand's swatches on that brand's page.
    func testEachBrandSitsOnItsOwnPage() throws {
        let compiled = compile(
            """
            palette: Pages
            brands: [acme, globex]
            derive: tone
            background: "{page}"
            colors:
              page:
                light: "#FFFFFF"
                dark: "#121214"
                brands:
                  globex: { light: "#F2F7F2", dark: "#0B1A10" }
              text: { light: "#111111", dark: "#EEEEEE" }
            """, path: "palettes/pages.yml")
        let palette = try XCTUnwrap(compiled.palette, "\(printed(compiled.diagnostics))")
        let text = PreviewLayout([palette]).swatches.filter { $0.swiftName == "Pages.text" }
        XCTAssertEqual(
            text.map { "\($0.brand ?? "-") \($0.appearance) \($0.page.hex)" },
            ["acme light #FFFFFFFF", "acme dark #121214FF", "globex light #F2F7F2FF", "globex dark #0B1A10FF"])
    }

    /// Drawn by rsvg-convert: every swatch's middle is its brand's color, the brands' names are text (a
    /// name with markup in it escaped), and every brand's checks are listed, naming the brand.
    func testEveryBrandIsDrawnAndLabelled() throws {
        let palette = try shop()
        let svg = PreviewRenderer.render([palette])
        XCTAssertFalse(svg.contains("<co>"), "a brand's name is never markup")
        let drawing = try PreviewDrawing(svg, for: self)
        let swatches = PreviewLayout([palette]).swatches
        XCTAssertEqual(swatches.count, 3 * 3 * 2)
        let middles = try drawing.pixels(at: swatches.map(\.rect.center)).points
        for (swatch, pixel) in zip(swatches, middles) {
            XCTAssertEqual(
                pixel, PreviewDrawing.pixel(swatch.color),
                "\(swatch.swiftName) \(swatch.brand ?? "-") \(swatch.appearance)")
        }
        let texts = try drawing.texts()
        for brand in ["acme", "globex", "o'hare & <co>"] {
            XCTAssertTrue(texts.contains { $0.hasPrefix(brand) }, "a label for \(brand) in \(texts)")
        }
        XCTAssertEqual(
            texts.filter { $0.contains(" on page") }.map {
                $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ")
            },
            [
                "acme: text on page, light", "acme: text on page, dark", "globex: text on page, light",
                "globex: text on page, dark", "o'hare & <co>: text on page, light", "o'hare & <co>: text on page, dark",
            ])
        if let keep = ProcessInfo.processInfo.environment["PALETTEC_KEEP_PREVIEW"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: drawing.png, to: URL(fileURLWithPath: keep))
        }
    }
}
