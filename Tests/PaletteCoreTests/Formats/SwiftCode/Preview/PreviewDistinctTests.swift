import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// A palette's `distinct:` checks in `palettes.svg`: for each check and appearance, a strip of its colors as
/// typical vision shows them, then one per color-vision deficiency, drawn as that deficiency shows them on
/// the appearance's page, with the closest pair and its verdict. Checked by drawing it with rsvg-convert.
final class PreviewDistinctTests: XCTestCase {
    private let yaml = """
        palette: Status
        derive: none
        colors:
          success: { light: "#1E8E3E", dark: "#1A7F37" }
          danger: { light: "#D70015", dark: "#FF7B72" }
          info: { light: "#0A66D8", dark: "#58A6FF" }
        distinct:
          - { colors: [success, danger, info], minimum: 0.1, level: warning }
        """

    private func palette() throws -> Palette {
        let compiled = compile(yaml, path: "palettes/status.yml")
        return try XCTUnwrap(compiled.palette, "\(printed(compiled.diagnostics))")
    }

    func testEachAppearanceHasAStripForTypicalVisionAndEachDeficiency() throws {
        let strips = PreviewLayout([try palette()]).distinctStrips
        XCTAssertEqual(strips.count, 8, "light and dark, four strips each")
        XCTAssertEqual(
            strips.map { "\($0.deficiency?.rawValue ?? "typical") \($0.result.appearance.rawValue)" },
            [
                "typical light", "protanopia light", "deuteranopia light", "tritanopia light", "typical dark",
                "protanopia dark", "deuteranopia dark", "tritanopia dark",
            ])
        XCTAssertTrue(strips.allSatisfy { $0.samples.map(\.name) == ["success", "danger", "info"] })
    }

    /// Drawn, each sample is its color as the strip's vision shows it, on the appearance's page, and the
    /// text names the closest pair, a failing one in red words.
    func testTheStripsDrawEachColorAsTheDeficiencyShowsIt() throws {
        let palette = try palette()
        let layout = PreviewLayout([palette])
        let drawing = try PreviewDrawing(PreviewRenderer.render([palette]), for: self)
        let strips = layout.distinctStrips
        let samples = strips.flatMap(\.samples)
        let tiles = strips.map { (x: $0.tile.x + 1, y: $0.tile.y + 1) }
        let pixels = try drawing.pixels(at: samples.map(\.rect.center) + tiles).points
        XCTAssertEqual(Array(pixels.prefix(samples.count)), samples.map { PreviewDrawing.pixel($0.color) })
        XCTAssertEqual(Array(pixels.dropFirst(samples.count)), strips.map { PreviewDrawing.pixel($0.page) })
        let danger = try XCTUnwrap(palette.root.allColors.first { $0.name == "danger" }?.appearances[.light]?.color)
        XCTAssertEqual(samples[4].color, ColorVisionDeficiency.protanopia.simulate(danger))
        XCTAssertNotEqual(samples[4].color, danger)
        let texts = try drawing.texts()
        XCTAssertTrue(texts.contains("deuteranopia, light"), "\(texts)")
        XCTAssertTrue(texts.contains("closest success and danger: ΔE_OK 0.047 ✗ FAILS"), "\(texts)")
        XCTAssertTrue(texts.contains("success, danger, info: each pair ΔE_OK ≥ 0.1"), "\(texts)")
    }

    /// A palette without distinct checks draws no strip.
    func testAPaletteWithoutTheChecksHasNoStrips() throws {
        let plain = try XCTUnwrap(compile("colors:\n  a: \"#112233\"\n").palette)
        XCTAssertTrue(PreviewLayout([plain]).distinctStrips.isEmpty)
        XCTAssertFalse(PreviewRenderer.render([plain]).contains("typical vision"))
    }
}
