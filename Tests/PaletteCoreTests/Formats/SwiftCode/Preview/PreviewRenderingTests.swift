import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// generated/palettes.svg drawn by a real SVG renderer (`PreviewDrawing`), read pixel by pixel: the
/// middle of every swatch is the swatch's color (when translucent, composited over what it is checked
/// against, and its right third over the checkerboard), the margin around it is its appearance's page,
/// and a checked foreground's swatch shows its ratio.
/// The picture is drawn once and every place read in one pass: reading the PNG is most of the time.
final class PreviewRenderingTests: XCTestCase {
    func testEverySwatchShowsItsColorOnItsPageAndItsRatio() throws {
        let palettes = try examplePalettes()
        let svg = PreviewRenderer.render(palettes)
        XCTAssertEqual(
            svg,
            try String(
                contentsOf: RepositoryFiles.root.appendingPathComponent("generated/palettes.svg"), encoding: .utf8),
            "generated/palettes.svg is current (ReferenceTests re-records it)")
        let drawing = try PreviewDrawing(svg, for: self)

        let swatches = PreviewLayout(palettes).swatches
        XCTAssertGreaterThan(swatches.count, 50)
        XCTAssertTrue(swatches.contains { $0.color.alpha < 1 } && swatches.contains { $0.color.space == .displayP3 })
        XCTAssertTrue(
            palettes.contains { $0.pageBackground != nil } && palettes.contains { $0.pageBackground == nil },
            "pages with and without an anchor")
        // The swatch's middle; the page's margin left of it, clear of its border; the middle of its
        // checkerboard part, or of the swatch again when it has none; its ratio's box.
        let read = try drawing.pixels(
            at: swatches.map(\.rect.center) + swatches.map { (x: $0.tile.x + 3, y: $0.rect.center.y) }
                + swatches.map { ($0.checkerRect ?? $0.rect).center },
            in: swatches.map(Self.labelBox))
        let (centers, margins, checkered, labelBoxes) = (
            Array(read.points.prefix(swatches.count)),
            Array(read.points.dropFirst(swatches.count).prefix(swatches.count)),
            Array(read.points.dropFirst(2 * swatches.count)), read.boxes
        )
        XCTAssertEqual(
            [centers.count, margins.count, checkered.count, labelBoxes.count],
            Array(repeating: swatches.count, count: 4))

        let byName = Dictionary(palettes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, swatch) in swatches.enumerated() {
            let place = "\(swatch.swiftName) \(swatch.appearance)"
            // Opaque swatches exactly; composited ones within 1 per channel (the renderer's own rounding).
            let tolerance = swatch.color.alpha < 1 ? 1 : 0
            for (expected, pixel, part) in [
                (Self.expectedPixel(swatch), centers[index], "middle"),
                (Self.expectedCheckerPixel(swatch), checkered[index], "checkerboard"),
            ] {
                let actual = PreviewDrawing.bytes(pixel)
                XCTAssertTrue(
                    zip(expected, actual).allSatisfy { abs($0 - $1) <= tolerance },
                    "\(place), \(part): expected \(expected), rendered \(actual) (#\(pixel))")
            }

            let palette = try XCTUnwrap(byName[String(swatch.swiftName.prefix { $0 != "." })], place)
            XCTAssertEqual(
                margins[index], PreviewDrawing.pixel(try Self.page(of: palette, swatch.appearance)),
                "\(place): its page")
            assertRatioLabel(swatch, pixels: labelBoxes[index], place)
        }
        // The anchored example's own page, as palettes/app-colors.yml writes it: `page: { light: "#FFFFFF", dark: "#121214" }`.
        let appDark = try XCTUnwrap(
            swatches.firstIndex { $0.swiftName == "AppColors.Text.primary" && $0.appearance == .dark })
        XCTAssertEqual(margins[appDark], "121214FF")
        try assertEveryCheckIsShown(palettes, swatches, texts: drawing.texts())
    }

    /// A ratio's box, or for a swatch without one the place it would take: drawn over by the label only.
    private static func labelBox(_ swatch: PreviewLayout.Swatch) -> PreviewLayout.Rect {
        swatch.label ?? PreviewLayout.Rect(x: swatch.rect.x + 6, y: swatch.rect.y + 12, width: 48, height: 11)
    }

    /// A swatch with a ratio has text in its box, pixels far from the swatch's color (a translucent made
    /// color's composite; a translucent value written as one over either cell of the checkerboard); one
    /// without has none.
    private func assertRatioLabel(_ swatch: PreviewLayout.Swatch, pixels: [String], _ place: String) {
        let cells = [(0, 0), (PreviewLayout.checkerCell, 0)].map {
            PreviewLayout.checkerColor(x: $0, y: $1, page: swatch.page)
        }
        let shown =
            swatch.ground == nil ? cells.map { Self.shown(swatch.color, over: $0) } : [Self.expectedPixel(swatch)]
        func isNear(_ pixel: String, within tolerance: Int) -> Bool {
            shown.contains { color in zip(PreviewDrawing.bytes(pixel), color).allSatisfy { abs($0 - $1) <= tolerance } }
        }
        if let fill = swatch.labelFill {
            // On its check's background: the box is mostly that background, the ratio in the foreground's color.
            let background = PreviewDrawing.bytes(String(fill.hex.dropFirst()))
            let onFill = pixels.filter {
                zip(PreviewDrawing.bytes($0), background).prefix(3).allSatisfy { abs($0 - $1) <= 1 }
            }
            XCTAssertGreaterThan(onFill.count, pixels.count / 2, "\(place): its ratio is on its check's background")
            XCTAssertGreaterThan(
                pixels.count - onFill.count, 20, "\(place): its ratio is drawn on its check's background")
        } else if swatch.check != nil {
            XCTAssertGreaterThan(
                pixels.filter { !isNear($0, within: 96) }.count, 20,
                "\(place): its ratio is drawn, legible on the swatch")
        } else {
            XCTAssertEqual(pixels.filter { !isNear($0, within: 1) }, [], "\(place): no ratio")
        }
    }

    /// Each check's ratio is on its foreground's swatch in its appearance, as the picture's text: the check
    /// itself, or another of that foreground's nearer to failing.
    private func assertEveryCheckIsShown(
        _ palettes: [Palette], _ swatches: [PreviewLayout.Swatch], texts: [String]
    ) throws {
        var checked: Set<String> = []
        for palette in palettes {
            for check in palette.contrast {
                let swiftName = palette.allColors.first { $0.name == check.foreground }?.swiftPath
                guard
                    let swatch = swatches.first(where: {
                        $0.swiftName == swiftName && $0.appearance == check.appearance
                    })
                else { continue }
                let shown = try XCTUnwrap(swatch.check, "\(check.foreground) \(check.appearance)")
                XCTAssertEqual(
                    [shown.foreground, shown.appearance.rawValue], [check.foreground, check.appearance.rawValue])
                XCTAssertLessThanOrEqual(shown.magnitude / shown.minimum, check.magnitude / check.minimum)
                XCTAssertTrue(texts.contains(shown.measureText), "\(shown.measureText) is in the picture")
                checked.insert("\(swatch.swiftName) \(swatch.appearance)")
            }
        }
        XCTAssertGreaterThan(checked.count, 10)
        let labelled = swatches.filter { $0.check != nil }.map { "\($0.swiftName) \($0.appearance)" }
        XCTAssertEqual(
            labelled.sorted(), checked.sorted(), "a ratio on each checked foreground's swatch, none elsewhere")
    }

    /// The page an appearance's swatches sit on: the anchor's value in that appearance (high contrast
    /// falling back to the plain one), else white for light and near-black #1C1C1E for dark.
    private static func page(of palette: Palette, _ appearance: Appearance) throws -> RGBA {
        let isDark = appearance == .dark || appearance == .highContrastDark
        guard let anchor = palette.pageBackground else {
            return isDark ? RGBA(red8: 0x1C, green8: 0x1C, blue8: 0x1E) : RGBA(red8: 0xFF, green8: 0xFF, blue8: 0xFF)
        }
        let color = try XCTUnwrap(palette.allColors.first { $0.name == anchor.name })
        return try XCTUnwrap(color.appearances[appearance] ?? color.appearances[isDark ? .dark : .light]).color
    }

    /// The swatch's sRGB bytes at its middle: itself when opaque; when translucent, over what it is
    /// checked against (its ground, which the layout says and `PreviewTranslucencyTests` proves), as the
    /// ratio measures it: a·color + (1 − a)·ground with the color's sRGB components unclipped, so a
    /// Display P3 color outside sRGB is its true composite, not a blend of its nearest hex.
    static func expectedPixel(_ swatch: PreviewLayout.Swatch) -> [Int] {
        guard let ground = swatch.ground else {
            // Opaque, or a translucent value written as one: over the checkerboard, as before made colors.
            return shown(
                swatch.color,
                over: PreviewLayout.checkerColor(x: swatch.rect.center.x, y: swatch.rect.center.y, page: swatch.page))
        }
        let front = swatch.color.components(in: .sRGB), alpha = swatch.color.alpha
        let below = PreviewDrawing.bytes(String(ground.hex.dropFirst()))
        return zip([front.red, front.green, front.blue], below).map { component, byte in
            min(max(Int((component * 255 * alpha + Double(byte) * (1 - alpha)).rounded()), 0), 255)
        } + [255]
    }

    /// The swatch's sRGB bytes in the middle of its checkerboard part: over the checkerboard's color at
    /// that pixel. An opaque swatch has no such part; its middle is read again.
    static func expectedCheckerPixel(_ swatch: PreviewLayout.Swatch) -> [Int] {
        guard let checker = swatch.checkerRect else { return expectedPixel(swatch) }
        return shown(
            swatch.color, over: PreviewLayout.checkerColor(x: checker.center.x, y: checker.center.y, page: swatch.page))
    }

    /// A color's sRGB bytes as drawn over `under`: itself when opaque.
    static func shown(_ color: RGBA, over under: RGBA) -> [Int] {
        let bytes = PreviewDrawing.bytes(String(color.hex.dropFirst()))
        let alpha = Double(bytes[3]) / 255
        let below = PreviewDrawing.bytes(String(under.hex.dropFirst()))
        let shown =
            color.alpha < 1
            ? (0..<3).map { Int((Double(bytes[$0]) * alpha + Double(below[$0]) * (1 - alpha)).rounded()) }
            : Array(bytes[0..<3])
        return shown + [255]
    }

    private func examplePalettes() throws -> [Palette] {
        let sources = try RepositoryFiles.files(in: "palettes", extensions: ["yml", "yaml"]).map { url in
            PaletteSource(
                path: url.path, displayPath: "palettes/" + url.lastPathComponent,
                bytes: [UInt8](try Data(contentsOf: url)))
        }
        return PaletteCompiler.compile(sources).palettes
    }
}
