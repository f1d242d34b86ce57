import XCTest
@testable import PaletteCore

final class PreviewRendererTests: XCTestCase {
    private let hostile = """
        palette: Marks
        colors:
          "<script>&\\"'": { light: "#336699", dark: "#99663380" }
          "</text><rect/>": "#000"
        contrast:
          - { foreground: "</text><rect/>", background: "<script>&\\"'", minimum: 4.5, level: warning }
        """

    /// Names are text in the picture, never markup.
    func testPaletteTextIsEscaped() throws {
        let palette = try XCTUnwrap(compile(hostile).palette, "\(compile(hostile).diagnostics)")
        let svg = PreviewRenderer.render([palette])
        XCTAssertFalse(svg.contains("<script>"), svg)
        XCTAssertFalse(svg.contains("</text><rect/>"), svg)
        XCTAssertTrue(svg.contains("&lt;script&gt;&amp;&quot;&apos;"), svg)
        XCTAssertEqual(svg.components(separatedBy: "<text").count, svg.components(separatedBy: "</text>").count)
    }

    /// A translucent swatch sits on a checkerboard of its page: the translucency shows, over the page it is seen on.
    func testTranslucentSwatchesSitOnTheCheckerboard() throws {
        let palette = try XCTUnwrap(compile(hostile).palette)
        let svg = PreviewRenderer.render([palette])
        let dark = try XCTUnwrap(PreviewLayout([palette]).swatches.first { $0.appearance == .dark }).rect
        let place = "x=\"\(dark.x)\" y=\"\(dark.y)\" width=\"\(dark.width)\" height=\"\(dark.height)\""
        // On the dark page, its cells are the page and the page a fifth of the way to white, defined before their first use.
        let pattern =
            "  <defs>\n    <pattern id=\"checker-1C1C1E\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">\n"
            + "      <rect width=\"8\" height=\"8\" fill=\"#1C1C1E\"/>\n      <rect width=\"4\" height=\"4\" fill=\"#49494B\"/>\n"
        let use =
            "  <rect \(place) fill=\"url(#checker-1C1C1E)\"/>\n  <rect \(place) fill=\"#996633\" fill-opacity=\"0.5020\""
        let (defined, used) = (try XCTUnwrap(svg.range(of: pattern), svg), try XCTUnwrap(svg.range(of: use), svg))
        XCTAssertLessThan(defined.lowerBound, used.lowerBound)
        XCTAssertEqual(svg.components(separatedBy: "<pattern id=\"checker-1C1C1E\"").count, 2, "defined once")
        XCTAssertEqual(SVGText.opacity(RGBA(red: 0, green: 0, blue: 0, alpha: 0.64)), "0.6392")
        XCTAssertEqual(SVGText.opacity(RGBA(red: 0, green: 0, blue: 0, alpha: 1)), "1")
    }

    /// Each checked foreground's swatch shows a ratio in each appearance: of its checks, the one nearest to
    /// failing (ratio over minimum), not the lowest ratio; in black or white, whichever reads on the swatch.
    /// The ratios are WCAG 2.x, worked out apart: #767676 on #FFFFFF 4.54, on #F2F2F2 4.06; #9A9A9A on
    /// #1C1C1E 6.05, on #2C2C2E 4.95; #1D1D1F on #FFFFFF 16.83; #F3F3F4 on #1C1C1E 15.34.
    func testACheckedForegroundShowsTheRatioNearestToFailing() throws {
        let yaml = """
            palette: Checks
            colors:
              text: { light: "#767676", dark: "#9A9A9A" }
              ink: { light: "#1D1D1F", dark: "#F3F3F4" }
              page: { light: "#FFFFFF", dark: "#1C1C1E" }
              tint: { light: "#F2F2F2", dark: "#2C2C2E" }
            contrast:
              - { foreground: text, background: page, minimum: 4.5 }
              - { foreground: text, background: tint, minimum: 3 }
              - { foreground: ink, background: page, minimum: 7 }
            """
        let palette = try XCTUnwrap(compile(yaml).palette, "\(compile(yaml).diagnostics)")
        let svg = PreviewRenderer.render([palette])
        let label = "font-size=\"11\" font-weight=\"bold\" fill="
        XCTAssertEqual(
            svg.components(separatedBy: label).dropFirst().map { String($0.prefix { $0 != "<" }) },
            ["\"#000000\">4.54:1", "\"#000000\">6.05:1", "\"#FFFFFF\">16.83:1", "\"#000000\">15.34:1"], svg)
        let labelled = PreviewLayout([palette]).swatches.filter { $0.check != nil }.map {
            "\($0.swiftName) \($0.appearance)"
        }
        XCTAssertEqual(labelled, ["Checks.text light", "Checks.text dark", "Checks.ink light", "Checks.ink dark"])
    }

    /// The page around each swatch: the anchor's value in its appearance, its own high contrast where
    /// written, else its light or dark; without an anchor, white and near-black.
    func testEachAppearanceIsDrawnOnItsPage() throws {
        let anchored = """
            palette: Anchored
            derive: tone
            background: "{page}"
            colors:
              page: { light: "#FAFAFA", dark: "#101012", highContrastDark: "#000000" }
              text: { light: "#222222", dark: "#EEEEEE", highContrastLight: "#000000", highContrastDark: "#FFFFFF" }
            """
        let plain = """
            palette: Plain
            colors:
              text: { light: "#222222", dark: "#EEEEEE", highContrastLight: "#000000", highContrastDark: "#FFFFFF" }
            """
        let palettes = try [anchored, plain].map { try XCTUnwrap(compile($0).palette, "\(compile($0).diagnostics)") }
        let pages = PreviewLayout(palettes).swatches.filter { $0.swiftName.hasSuffix(".text") }
            .map { "\($0.swiftName) \($0.appearance): \($0.page.hex)" }
        XCTAssertEqual(
            pages,
            [
                "Anchored.text light: #FAFAFAFF", "Anchored.text dark: #101012FF",
                "Anchored.text highContrastLight: #FAFAFAFF", "Anchored.text highContrastDark: #000000FF",
                "Plain.text light: #FFFFFFFF", "Plain.text dark: #1C1C1EFF",
                "Plain.text highContrastLight: #FFFFFFFF", "Plain.text highContrastDark: #1C1C1EFF",
            ])
        // Drawn: the page's tile is wider than the swatch all round; text on a dark page is light.
        let swatches = PreviewLayout(palettes).swatches.filter { $0.swiftName.hasSuffix(".text") }
        let svg = PreviewRenderer.render(palettes)
        let drawing = try PreviewDrawing(svg, for: self)
        let around = try drawing.pixels(
            at: swatches.flatMap { swatch in
                [
                    (x: swatch.tile.x + 3, y: swatch.rect.center.y),
                    (x: swatch.rect.x + swatch.rect.width + 6, y: swatch.rect.center.y),
                    (x: swatch.rect.center.x, y: swatch.tile.y + 4),
                ]
            }
        ).points
        XCTAssertEqual(around, swatches.flatMap { Array(repeating: PreviewDrawing.pixel($0.page), count: 3) })
        XCTAssertTrue(svg.contains("font-size=\"11\" fill=\"#F5F5F7\">#EEEEEE</text>"), svg)
        XCTAssertTrue(svg.contains("font-size=\"11\" fill=\"#1D1D1F\">#222222</text>"), svg)
    }

    /// A palette has a column for each appearance its colors have, in order and side by side: none
    /// for high contrast when it has no high-contrast value.
    func testOnlyTheColumnsAPaletteHasAreDrawn() throws {
        let plain = try XCTUnwrap(
            compile("palette: Plain\ncolors:\n  a: { light: \"#222222\", dark: \"#EEEEEE\" }\n").palette)
        let darkOnly = try XCTUnwrap(
            compile(
                "palette: Dark\ncolors:\n  a: { light: \"#222222\", dark: \"#EEEEEE\", highContrastDark: \"#FFFFFF\" }\n"
            ).palette)
        XCTAssertEqual(PreviewPalette(plain).columns, [.light, .dark])
        XCTAssertEqual(PreviewPalette(darkOnly).columns, [.light, .dark, .highContrastDark])
        let svg = PreviewRenderer.render([plain, darkOnly])
        XCTAssertFalse(svg.contains(">\(Appearance.highContrastLight.rawValue)</text>"), svg)
        XCTAssertEqual(svg.components(separatedBy: ">\(Appearance.highContrastDark.rawValue)</text>").count, 2, svg)
        let places = PreviewLayout([plain, darkOnly]).swatches.map { "\($0.swiftName) \($0.appearance) \($0.rect.x)" }
        XCTAssertEqual(
            places,
            [
                "Plain.a light \(PreviewLayout.columnX(0))", "Plain.a dark \(PreviewLayout.columnX(1))",
                "Dark.a light \(PreviewLayout.columnX(0))", "Dark.a dark \(PreviewLayout.columnX(1))",
                "Dark.a highContrastDark \(PreviewLayout.columnX(2))",
            ])
        XCTAssertTrue(
            svg.contains("<text x=\"\(PreviewLayout.columnX(2))\" y=\"") && svg.contains(">highContrastDark</text>"),
            svg)
    }

    /// A ratio whose check names a background other than the page is written in the foreground's color
    /// on a chip of that background: white on the accent, not black on a white swatch. One against the
    /// page stays on the swatch, black or white. #FFFFFF on #0A66D8: 5.38:1; #767676 on #FFFFFF: 4.54:1.
    func testARatioIsDrawnOnTheBackgroundItsCheckNames() throws {
        let colors = [
            "accent": ("#0A66D8", "#0A66D8"), "onAccent": ("#FFFFFF", "#FFFFFF"), "page": ("#FFFFFF", "#1C1C1E"),
            "text": ("#767676", "#9A9A9A"),
        ]
        let yaml =
            "palette: Fills\ncolors:\n"
            + colors.keys.sorted().map { "  \($0): { light: '\(colors[$0]!.0)', dark: '\(colors[$0]!.1)' }\n" }.joined()
            + "contrast:\n  - { foreground: onAccent, background: accent, minimum: 4.5 }\n  - { foreground: text, background: page, minimum: 4.5 }\n"
        let result = compile(yaml)
        let palette = try XCTUnwrap(result.palette, "\(result.diagnostics)")
        let swatches = PreviewLayout([palette]).swatches
        let onAccent = try XCTUnwrap(swatches.first { $0.swiftName == "Fills.onAccent" && $0.appearance == .light })
        XCTAssertEqual(onAccent.labelFill?.hex, "#0A66D8FF")
        XCTAssertEqual(
            swatches.filter { $0.swiftName == "Fills.text" }.map(\.labelFill), [nil, nil], "against the page")
        let svg = PreviewRenderer.render([palette])
        let chip = try XCTUnwrap(onAccent.chip)
        XCTAssertTrue(
            svg.contains(
                "  <rect x=\"\(chip.x)\" y=\"\(chip.y)\" width=\"\(chip.width)\" height=\"\(chip.height)\" fill=\"#0A66D8\"/>\n"
                    + "  <text x=\"\(onAccent.label!.x)\" y=\"\(onAccent.label!.y + onAccent.label!.height)\" "), svg)
        XCTAssertTrue(svg.contains("font-weight=\"bold\" fill=\"#FFFFFF\">5.38:1</text>"), svg)
        XCTAssertTrue(svg.contains("font-weight=\"bold\" fill=\"#000000\">4.54:1</text>"), svg)
        // Drawn: the chip's corner is the accent, inside the white swatch.
        let drawing = try PreviewDrawing(svg, for: self)
        let read = try drawing.pixels(at: [
            (x: chip.x + 1, y: chip.y + 1), (x: onAccent.rect.x + 100, y: onAccent.rect.center.y),
        ]).points
        XCTAssertEqual(read, ["0A66D8FF", "FFFFFFFF"])
    }

    func testTheFileIsPalettecsByItsFirstLine() throws {
        let svg = PreviewRenderer.render([])
        XCTAssertTrue(
            svg.hasPrefix("<!-- Generated by palettec \(PalettecVersion.current). Do not edit. -->\n<svg "), svg)
        XCTAssertEqual(GeneratedFileOwner(contents: Array(svg.utf8)), .preview)
        for lookalike in [
            "<!-- Generated by palettec. Do not edit. -->\n", "<!-- Generated by palettecraft 1.0. Do not edit. -->\n",
            "<svg><!-- Generated by palettec 0.6.0. Do not edit. -->\n",
            "<!-- Generated by palettec 0.6.0. Do not edit. --> \n",
        ] {
            XCTAssertEqual(GeneratedFileOwner(contents: Array(lookalike.utf8)), .notPalettec, lookalike)
        }
    }
}
