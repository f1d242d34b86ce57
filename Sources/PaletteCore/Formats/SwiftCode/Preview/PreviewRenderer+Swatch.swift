/// A swatch in `palettes.svg`: on its appearance's page, with its contrast ratio in it and its hex and
/// rule under it. A translucent made color is split: its color over what it is checked against, and over a
/// checkerboard of its page; a translucent value written as one, over a checkerboard of its page.
extension PreviewRenderer {
    static let whitePage = PreviewPage(color: PreviewPage.defaultLight)

    /// The checkerboard under translucent swatches on `page`: `checker` on white, `checker-1C1C1E` on others.
    static func checkerPattern(on page: PreviewPage) -> [String] {
        let (cell, tile, shade) = (
            PreviewLayout.checkerCell, 2 * PreviewLayout.checkerCell, SVGText.fill(page.checkerCell)
        )
        return [
            "    <pattern id=\"\(checkerID(page))\" width=\"\(tile)\" height=\"\(tile)\" "
                + "patternUnits=\"userSpaceOnUse\">",
            "      <rect width=\"\(tile)\" height=\"\(tile)\" fill=\"\(SVGText.fill(page.color))\"/>",
            "      <rect width=\"\(cell)\" height=\"\(cell)\" fill=\"\(shade)\"/>",
            "      <rect x=\"\(cell)\" y=\"\(cell)\" width=\"\(cell)\" height=\"\(cell)\" fill=\"\(shade)\"/>",
            "    </pattern>",
        ]
    }

    private static func checkerID(_ page: PreviewPage) -> String {
        page == whitePage ? "checker" : "checker-" + SVGText.fill(page.color).dropFirst()
    }

    /// The swatch on its page's tile, with its contrast ratio in it and its hex (`≈… P3` for Display P3)
    /// and its rule under it. The hex is made once, for the fill and the label: a Display P3 color's is
    /// a conversion. Written piece by piece, with no line made as a string first.
    static func writeSwatch(
        _ swatch: PreviewLayout.Swatch, on page: PreviewPage, ruleLines: [String], to sink: inout TextSink
    ) {
        let rect = swatch.rect
        let hex = swatch.color.hex
        writeRect(swatch.tile, to: &sink)
        sink.write(SVGText.fill(swatch.page))
        sink.write("\"/>\n")
        let split = writeTranslucentParts(swatch, hex: hex, on: page, to: &sink)
        if !split, swatch.color.alpha < 1 {
            writeRect(rect, to: &sink)
            sink.write("url(#")
            sink.write(checkerID(page))
            sink.write(")\"/>\n")
        }
        // The border keeps a swatch the color of its page visible; the middle is the color alone.
        writeRect(rect, to: &sink)
        sink.write(split ? "none" : SVGText.fill(sRGBHex: hex))
        sink.write("\"")
        if !split { sink.write(opacityAttribute(swatch.color)) }
        sink.write(" stroke=\"")
        sink.write(page.stroke)
        sink.write("\"/>\n")
        if let check = swatch.check, let label = swatch.label {
            let attributes: String
            if let fill = swatch.labelFill, let chip = swatch.chip {
                attributes = onFillRatioAttributes(swatch.color)
                writeChip(chip, fill: fill, over: page, to: &sink)
            } else {
                attributes = ratioAttributes(on: swatch.composite ?? WCAG.seen(swatch.color, on: page.color))
            }
            writeText(
                check.measureText, x: label.x, y: label.y + label.height, attributes: attributes,
                to: &sink)
        }
        writeText(
            ReviewText.hex(swatch.color), x: rect.x, y: rect.y + rect.height + 14,
            attributes: "\" \(font) font-size=\"11\" fill=\"\(page.ink)\">", to: &sink)
        for (index, part) in ruleLines.enumerated() {
            writeText(
                part, x: rect.x, y: rect.y + rect.height + 26 + 11 * index,
                attributes: "\" \(font) font-size=\"10\" fill=\"\(page.secondaryInk)\">", to: &sink)
        }
    }

    /// `  <rect x="…" y="…" width="…" height="…" fill="`, for the fill to follow.
    private static func writeRect(_ rect: PreviewLayout.Rect, to sink: inout TextSink) {
        sink.write("  <rect x=\"")
        sink.write(rect.x)
        sink.write("\" y=\"")
        sink.write(rect.y)
        sink.write("\" width=\"")
        sink.write(rect.width)
        sink.write("\" height=\"")
        sink.write(rect.height)
        sink.write("\" fill=\"")
    }

    /// A translucent swatch's parts: on the left, its ground with the composite inside, exactly the color
    /// the ratio measures (one opaque fill, so every viewer shows that color, not a blend of its own); on
    /// the right, the color itself over the checkerboard of its page, so its translucency shows. False,
    /// with nothing written, for an opaque swatch.
    private static func writeTranslucentParts(
        _ swatch: PreviewLayout.Swatch, hex: String, on page: PreviewPage, to sink: inout TextSink
    ) -> Bool {
        guard let ground = swatch.ground, let composite = swatch.composite, let groundRect = swatch.groundRect,
            let compositeRect = swatch.compositeRect, let checkerRect = swatch.checkerRect
        else { return false }
        for (part, fill) in [(groundRect, SVGText.fill(ground)), (compositeRect, SVGText.fill(composite))] {
            writeRect(part, to: &sink)
            sink.write(fill)
            sink.write("\"/>\n")
        }
        writeRect(checkerRect, to: &sink)
        sink.write("url(#")
        sink.write(checkerID(page))
        sink.write(")\"/>\n")
        writeRect(checkerRect, to: &sink)
        sink.write(SVGText.fill(sRGBHex: hex))
        sink.write("\"")
        sink.write(opacityAttribute(swatch.color))
        sink.write("/>\n")
        return true
    }

    /// A ratio in a swatch: bold, black or white, whichever contrasts more with the color it is written
    /// on (a translucent swatch's composite).
    private static func ratioAttributes(on seen: RGBA) -> String {
        let black = RGBA(red8: 0, green8: 0, blue8: 0)
        let fill =
            WCAG.contrastRatio(black, seen) >= WCAG.contrastRatio(PreviewPage.defaultLight, seen)
            ? "#000000" : "#FFFFFF"
        return "\" \(font) font-size=\"11\" font-weight=\"bold\" fill=\"\(fill)\">"
    }

    /// The chip a ratio is written on when its check names a background other than the page: that
    /// background, over the page where it is translucent (as the check composites it).
    private static func writeChip(
        _ chip: PreviewLayout.Rect, fill: RGBA, over page: PreviewPage, to sink: inout TextSink
    ) {
        if fill.alpha < 1 {
            writeRect(chip, to: &sink)
            sink.write(SVGText.fill(page.color))
            sink.write("\"/>\n")
        }
        writeRect(chip, to: &sink)
        sink.write(SVGText.fill(fill))
        sink.write("\"")
        sink.write(opacityAttribute(fill))
        sink.write("/>\n")
    }

    /// A ratio on its check's background: in the foreground's own color, so the chip shows the pair the
    /// ratio measures.
    private static func onFillRatioAttributes(_ foreground: RGBA) -> String {
        "\" \(font) font-size=\"11\" font-weight=\"bold\" "
            + "fill=\"\(SVGText.fill(foreground))\"\(opacityAttribute(foreground))>"
    }

    /// `  <text x="…" y="…" …>text</text>`, escaped.
    private static func writeText(_ text: String, x: Int, y: Int, attributes: String, to sink: inout TextSink) {
        sink.write("  <text x=\"")
        sink.write(x)
        sink.write("\" y=\"")
        sink.write(y)
        sink.write(attributes)
        sink.write(SVGText.escaped(text))
        sink.write("</text>\n")
    }

    /// A rule as one line under its swatch, or two when it would run into the next column:
    /// `= calendar-background` and `(base.light)`. A made color's expression wraps at a space
    /// (`= {accent} mixed 20%` and `toward #000000`), and a second line still too long ends in `…`:
    /// the doc comment and the manifest hold it whole.
    static func ruleLines(_ rule: String?, isMade: Bool) -> [String] {
        guard let rule else { return [] }
        guard rule.count > ruleLineLength else { return [rule] }
        guard isMade else {
            guard let open = rule.firstIndex(of: "(") else { return [rule] }
            return [String(rule[..<open]), String(rule[open...])]
        }
        let words = rule.split(separator: " ", omittingEmptySubsequences: false)
        var first = String(words[0]), rest = words.dropFirst()
        while let next = rest.first, first.count + 1 + next.count <= ruleLineLength {
            first += " " + next
            rest = rest.dropFirst()
        }
        let second = rest.joined(separator: " ")
        guard !second.isEmpty else { return [first] }
        return [first, second.count <= ruleLineLength + 2 ? second : String(second.prefix(ruleLineLength)) + "…"]
    }

    /// The characters of a rule line that fit under a swatch.
    private static let ruleLineLength = 24
}
