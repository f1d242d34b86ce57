import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// A translucent made color's swatch, drawn by rsvg-convert (`PreviewDrawing`) and read pixel by pixel: its color
/// over what it is checked against, exactly the composite its ratio measures, with the ratio legible on
/// it, beside its color over the checkerboard of its page. The expected pixels are worked out here from
/// the written hex codes, a·color + (1 − a)·below per channel, not by palettec's own math.
final class PreviewTranslucencyTests: XCTestCase {
    /// `veils`' colors as written, by appearance.
    private static let label = ["light": [0x1D, 0x1D, 0x1F], "dark": [0xF5, 0xF5, 0xF7]]
    private static let surface = ["light": [0xD8, 0xE6, 0xFA], "dark": [0x3A, 0x3A, 0x3C]]
    /// The pages, without an anchor, and the other cells of their checkerboards (a fifth of the way to
    /// black on white, to white on near-black).
    private static let page = ["light": [0xFF, 0xFF, 0xFF], "dark": [0x1C, 0x1C, 0x1E]]
    private static let checkerShade = ["light": [0xCC, 0xCC, 0xCC], "dark": [0x49, 0x49, 0x4B]]

    func testACheckedTranslucentColorIsDrawnOverItsChecksBackground() throws {
        let palette = try XCTUnwrap(compile(Self.veils).palette, "\(printed(compile(Self.veils).diagnostics))")
        let svg = PreviewRenderer.render([palette])
        let drawing = try PreviewDrawing(svg, for: self)
        let swatches = PreviewLayout([palette]).swatches.filter { $0.swiftName == "Veils.separator" }
        XCTAssertEqual(swatches.map(\.appearance), [.light, .dark])
        for swatch in swatches {
            let appearance = swatch.appearance.rawValue
            let check = try XCTUnwrap(swatch.check, appearance)
            XCTAssertEqual([check.foreground, check.background], ["separator", "surface"])
            XCTAssertNil(swatch.chip, "\(appearance): the composite part is the pair; no chip")
            let composite = Self.mixed(Self.label[appearance]!, 0.29, over: Self.surface[appearance]!)
            try assertParts(
                of: swatch, in: drawing, composite: composite, ground: Self.surface[appearance]!,
                over: (Self.page[appearance]!, Self.checkerShade[appearance]!))

            // The composite is what the ratio measures: measured again from the drawn pixel, against the surface.
            let drawn = try PreviewDrawing.bytes(drawing.pixels(at: [Self.clearOfLabel(swatch)]).points[0])
            let remeasured = WCAG.contrastRatio(
                RGBA(red8: drawn[0], green8: drawn[1], blue8: drawn[2]),
                RGBA(
                    red8: Self.surface[appearance]![0], green8: Self.surface[appearance]![1],
                    blue8: Self.surface[appearance]![2]))
            XCTAssertEqual(remeasured, check.ratio, accuracy: 0.01, appearance)
            XCTAssertTrue(try drawing.texts().contains(ContrastFormat.ratio(check.ratio)), appearance)
            try assertLegible(swatch, in: drawing, on: composite)
        }
    }

    func testAnUncheckedTranslucentColorIsDrawnOverItsPage() throws {
        let palette = try XCTUnwrap(compile(Self.veils).palette)
        let drawing = try PreviewDrawing(PreviewRenderer.render([palette]), for: self)
        let swatches = PreviewLayout([palette]).swatches.filter { $0.swiftName == "Veils.hint" }
        XCTAssertEqual(swatches.map(\.appearance), [.light, .dark])
        for swatch in swatches {
            let appearance = swatch.appearance.rawValue
            XCTAssertNil(swatch.check)
            let composite = Self.mixed(Self.label[appearance]!, 0.45, over: Self.page[appearance]!)
            try assertParts(
                of: swatch, in: drawing, composite: composite, ground: Self.page[appearance]!,
                over: (Self.page[appearance]!, Self.checkerShade[appearance]!))
            // No label: the label's place is the composite alone.
            let box = PreviewLayout.Rect(x: swatch.rect.x + 6, y: swatch.rect.y + 12, width: 48, height: 11)
            let pixels = try drawing.pixels(at: [], in: [box]).boxes[0]
            XCTAssertEqual(pixels.filter { !Self.isNear($0, composite) }, [], appearance)
        }
    }

    /// Opaque colors, and translucent values written as such, keep their swatch and their chip:
    /// `PreviewOpaqueTests` holds the opaque ones' bytes, `compare-outputs.sh` the rest. A translucent
    /// check background is measured as its color without its alpha, so it is drawn so.
    func testTheGroundIsTheBackgroundAsTheCheckMeasuresIt() throws {
        let palette = try XCTUnwrap(compile(Self.veils).palette)
        let swatches = PreviewLayout([palette]).swatches
        let ink = try XCTUnwrap(swatches.first { $0.swiftName == "Veils.ink" && $0.appearance == .light })
        XCTAssertEqual(ink.ground?.hex, "#0A66D8FF")
        XCTAssertEqual(
            ink.composite?.hex, Self.hex(Self.mixed([0xFF, 0xFF, 0xFF], 0xB3 / 255.0, over: [0x0A, 0x66, 0xD8])))
        XCTAssertEqual(
            WCAG.contrastRatio(try XCTUnwrap(ink.composite), RGBA(red8: 0x0A, green8: 0x66, blue8: 0xD8)),
            try XCTUnwrap(ink.check).ratio, accuracy: 1e-9)
        // A translucent value written as one keeps its swatch of before: over the checkerboard, its ratio
        // on a chip of its check's background; a palette without made colors draws as it did.
        let written = try XCTUnwrap(swatches.first { $0.swiftName == "Veils.written" && $0.appearance == .light })
        XCTAssertNil(written.ground)
        XCTAssertNil(written.checkerRect)
        XCTAssertEqual(written.labelFill?.hex, "#D8E6FAFF")
        XCTAssertNotNil(written.chip)
        let solid = try XCTUnwrap(swatches.first { $0.swiftName == "Veils.solid" && $0.appearance == .light })
        XCTAssertNil(solid.ground)
        XCTAssertNil(solid.checkerRect)
        XCTAssertEqual(solid.labelFill?.hex, "#0A66D880", "an opaque color's ratio is on its chip, as before")
    }

    /// `separator`, the label at 29%, is checked against `surface`, not the page; `hint`, the label at
    /// 45%, against nothing; `ink`, white at 70%, against `tint`, itself translucent, as the opaque `solid` is.
    private static let veils = """
        palette: Veils
        colors:
          label: { light: "#1D1D1F", dark: "#F5F5F7" }
          surface: { light: "#D8E6FA", dark: "#3A3A3C" }
          separator: "{label} at 29%"
          hint: "{label} at 45%"
          tint: { light: "#0A66D880", dark: "#0A66D880" }
          ink: "{solid} at 0.7019607843"
          solid: { light: "#FFFFFF", dark: "#FFFFFF" }
          written: { light: "#1D1D1F4A", dark: "#F5F5F74A" }
        contrast:
          - { foreground: separator, background: surface, minimum: 1.2 }
          - { foreground: written, background: surface, minimum: 1, level: warning }
          - { foreground: ink, background: tint, minimum: 1, level: warning }
          - { foreground: solid, background: tint, minimum: 1, level: warning }
        """

    /// The swatch's parts, drawn: its composite in the left two thirds, framed by its ground; its right
    /// third the color over both cells of its page's checkerboard. Within 1 of 255 per channel.
    private func assertParts(
        of swatch: PreviewLayout.Swatch, in drawing: PreviewDrawing, composite: [Int], ground: [Int],
        over checker: (page: [Int], shade: [Int]), file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let place = "\(swatch.swiftName) \(swatch.appearance)"
        let (rect, parts) = (swatch.rect, try XCTUnwrap(swatch.checkerRect, place))
        XCTAssertEqual(parts.x, rect.x + rect.width - rect.width / 3, place, file: file, line: line)
        XCTAssertEqual(rect.height, PreviewLayout.swatchHeight, "no row grows", file: file, line: line)
        let cells = (x: parts.x + 6, y: parts.y + 6)
        let read = try drawing.pixels(at: [
            rect.center, Self.clearOfLabel(swatch), (x: rect.x + 6, y: rect.y + 6),
            (x: rect.x + 2, y: rect.center.y), (x: rect.center.x, y: rect.y + rect.height - 2),
            cells, (x: cells.x + PreviewLayout.checkerCell, y: cells.y),
        ]).points
        for (pixel, what) in zip(read.prefix(3), ["middle", "right of the label", "above the label"]) {
            XCTAssertTrue(
                Self.isNear(pixel, composite), "\(place), \(what): \(pixel), not the composite \(Self.hex(composite))",
                file: file, line: line)
        }
        for pixel in read.dropFirst(3).prefix(2) {
            XCTAssertTrue(Self.isNear(pixel, ground), "\(place), its ground: \(pixel)", file: file, line: line)
        }
        let color = Self.bytes(swatch.color)
        let expected = [checker.page, checker.shade].map { Self.mixed(color, swatch.color.alpha, over: $0) }
        let drawnCells = Array(read.suffix(2))
        XCTAssertTrue(
            expected.allSatisfy { shade in drawnCells.contains { Self.isNear($0, shade) } },
            "\(place), checkerboard: \(drawnCells), not both of \(expected.map(Self.hex))", file: file, line: line)
    }

    /// The ratio in its box, on the composite: black or white, whichever contrasts more with the
    /// composite, reaching at least 4.5:1 there, and more than a few pixels of it.
    private func assertLegible(_ swatch: PreviewLayout.Swatch, in drawing: PreviewDrawing, on bytes: [Int]) throws {
        let label = try XCTUnwrap(swatch.label)
        let composite = RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2])
        let (black, white) = (RGBA(red8: 0, green8: 0, blue8: 0), RGBA(red8: 255, green8: 255, blue8: 255))
        let ink = WCAG.contrastRatio(black, composite) >= WCAG.contrastRatio(white, composite) ? black : white
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(ink, composite), 4.5)
        let pixels = try drawing.pixels(at: [], in: [label]).boxes[0]
        let inked = pixels.filter { Self.isNear($0, Self.bytes(ink), within: 48) }
        XCTAssertGreaterThan(inked.count, 15, "\(swatch.appearance): the ratio in \(ink.hex) on the composite")
        XCTAssertEqual(
            pixels.filter {
                !Self.isNear($0, Self.bytes(ink), within: 255 / 2)
                    && !Self.isNear($0, Self.bytes(composite), within: 255 / 2)
            },
            [], "nothing but the ratio and the composite in its box")
    }

    /// A pixel in the composite, right of the ratio's box.
    private static func clearOfLabel(_ swatch: PreviewLayout.Swatch) -> (x: Int, y: Int) {
        (swatch.rect.x + 70, swatch.rect.center.y)
    }

    /// a·color + (1 − a)·below, each channel rounded to a byte.
    private static func mixed(_ color: [Int], _ alpha: Double, over below: [Int]) -> [Int] {
        (0..<3).map { Int((Double(color[$0]) * alpha + Double(below[$0]) * (1 - alpha)).rounded()) }
    }

    private static func bytes(_ color: RGBA) -> [Int] {
        Array(PreviewDrawing.bytes(String(color.hex.dropFirst())).prefix(3))
    }

    private static func hex(_ bytes: [Int]) -> String {
        "#" + bytes.map { String(format: "%02X", $0) }.joined() + "FF"
    }

    private static func isNear(_ pixel: String, _ bytes: [Int], within tolerance: Int = 1) -> Bool {
        let drawn = PreviewDrawing.bytes(pixel)
        return drawn.count == 4 && drawn[3] == 255 && zip(drawn, bytes).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// What made a color, under its swatch: on one line, wrapped at a space, or cut with `…` on the second.
final class PreviewRuleLinesTests: XCTestCase {
    func testAMadeColorsExpressionWrapsAtASpaceAndIsCutOnlyOnItsSecondLine() {
        XCTAssertEqual(PreviewRenderer.ruleLines("= {label} at 29%", isMade: true), ["= {label} at 29%"])
        XCTAssertEqual(
            PreviewRenderer.ruleLines("= {accent} mixed 20% toward #000000", isMade: true),
            ["= {accent} mixed 20%", "toward #000000"])
        XCTAssertEqual(
            PreviewRenderer.ruleLines(
                "= {surface.elevated} mixed 20% toward {brand.primary.pressed} in srgb-linear", isMade: true),
            ["= {surface.elevated}", "mixed 20% toward {brand.…"])
        XCTAssertEqual(
            PreviewRenderer.ruleLines("= reference(surface.elevated.light)", isMade: false),
            ["= reference", "(surface.elevated.light)"], "a rule breaks at its parenthesis, as it always has")
    }
}
