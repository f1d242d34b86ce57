import XCTest
@testable import PaletteCore

/// A palette draws its first `PreviewLayout.drawnColorLimit` colors, in its order, then one line
/// counting the rest; the palettes after it are drawn whole.
final class PreviewColorLimitTests: XCTestCase {
    func testTheFirst2000ColorsAreDrawnThenOneLineCountsTheRest() throws {
        XCTAssertEqual(PreviewLayout.drawnColorLimit, 2_000)
        let big = try palette("Big", colors: 3_234), small = try palette("Small", colors: 3)
        let svg = PreviewRenderer.render([big, small])
        // rsvg-convert draws no picture over 32,767 pixels high: a tenth of the size still proves it draws.
        let texts = try PreviewDrawing(svg, zoom: 0.1, for: self).texts()

        let bigNames = big.allColors.map(\.swiftPath)
        XCTAssertEqual(bigNames.count, 3_234)
        XCTAssertEqual(
            texts.filter { $0.hasPrefix("Big.") }, Array(bigNames.prefix(2_000)),
            "the first 2,000, in the palette's order")
        XCTAssertEqual(texts.filter { $0.hasPrefix("Small.") }, small.allColors.map(\.swiftPath))
        let line = "… and 1,234 more colors, not drawn: see manifest.json"
        XCTAssertEqual(texts.filter { $0.hasPrefix("…") }, [line])
        // The line comes after the last drawn color and before the palette's checks and the next palette.
        let order = [bigNames[1_999], line, "G1.c0 on G0.c0, light: ", "Small"].map { start in
            texts.firstIndex { $0.hasPrefix(start) }
        }
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted())
        XCTAssertEqual(order.compactMap { $0 }.count, 4, "\(order)")

        let layout = PreviewLayout([big, small])
        XCTAssertEqual(layout.swatches.count, 2 * 2_003)
        XCTAssertTrue(svg.contains("height=\"\(layout.height)\""))
        XCTAssertLessThan(svg.utf8.count, 2_000_000, "the picture no longer grows with the palette")
    }

    func testAPaletteOfTheLimitHasNoLineAndOneMoreIsOneColor() throws {
        let whole = PreviewRenderer.render([try palette("Whole", colors: 2_000)])
        XCTAssertFalse(whole.contains("not drawn"))
        XCTAssertTrue(whole.contains(">Whole.G13.c49</text>"))
        let oneMore = PreviewRenderer.render([try palette("OneMore", colors: 2_001)])
        XCTAssertTrue(
            oneMore.contains(">… and 1 more color, not drawn: see manifest.json</text>"), String(oneMore.suffix(2_000)))
        XCTAssertTrue(oneMore.contains(">OneMore.G13.c49</text>") && !oneMore.contains(">OneMore.G14.c0</text>"))
    }

    func testTheCountIsWrittenInThousands() {
        XCTAssertEqual(
            [0, 999, 1_000, 98_000, 1_234_567].map(PreviewRenderer.groupedDigits),
            ["0", "999", "1,000", "98,000", "1,234,567"])
    }

    /// `name` with `colors` colors, in groups of 150 (`G0.c0` …), and one contrast check.
    private func palette(_ name: String, colors: Int) throws -> Palette {
        var yaml = "palette: \(name)\ncolors:\n"
        for index in 0..<colors {
            if index.isMultiple(of: 150) { yaml += "  G\(index / 150):\n" }
            let byte = String(format: "%02X", index % 256)
            yaml += "    c\(index % 150): { light: \"#\(byte)3366\", dark: \"#66\(byte)33\" }\n"
        }
        yaml += "contrast:\n  - { foreground: G\(colors > 150 ? 1 : 0).c0, background: G0.c0, minimum: 1 }\n"
        let (palette, diagnostics) = compile(yaml, path: "palettes/\(name.lowercased()).yml")
        return try XCTUnwrap(palette, "\(diagnostics)")
    }
}
