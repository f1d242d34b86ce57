/// Where everything sits in `palettes.svg`, in whole pixels: one column per appearance the palette has,
/// one row per drawn color and per contrast check, palette after palette. The tests read swatch places
/// from here.
struct PreviewLayout: Sendable {
    struct Rect: Hashable, Sendable {
        var x, y, width, height: Int

        /// The pixel at the middle, as a renderer samples it.
        var center: (x: Int, y: Int) { (x + width / 2, y + height / 2) }

        /// The box `margin` in from each side (out, when negative).
        func inset(by margin: Int) -> Rect {
            Rect(x: x + margin, y: y + margin, width: width - 2 * margin, height: height - 2 * margin)
        }
    }

    /// A drawn swatch: the appearance of one color, and where, on its appearance's page.
    struct Swatch: Sendable {
        var swiftName: String
        /// The brand whose value it shows; nil for a palette without brands.
        var brand: String?
        var appearance: Appearance
        var color: RGBA
        /// How palettec computed the value, when it did.
        var derivation: Derivation?
        var rect: Rect
        /// The page of the appearance, drawn as a tile a margin wider than the swatch all round.
        var page: RGBA
        var tile: Rect
        /// The contrast check whose ratio it shows (`PreviewPalette.shownChecks`), and where: its
        /// text's box, left in the swatch, clear of its middle.
        var check: ContrastResult?
        var label: Rect?
        /// For an opaque color, the check's background where it is not the page
        /// (`PreviewPalette.fill(under:)`): the ratio is then written in the foreground's color on a chip
        /// of it, `chip`, around the label.
        var labelFill: RGBA?
        /// For a translucent color, what it is checked against: its shown check's background, opaque as
        /// the check measures it, else its page. The swatch shows the color over it as well as over the
        /// checkerboard. Nil for an opaque color.
        var ground: RGBA?

        /// The chip under an on-fill ratio: the label's box and `backgroundMargin` round it.
        var chip: Rect? {
            guard labelFill != nil, let label else { return nil }
            return label.inset(by: -backgroundMargin)
        }

        /// A translucent swatch's color over its ground, as one color: the composite its ratio measures
        /// (`WCAG.seen`).
        var composite: RGBA? { ground.map { WCAG.seen(color, on: $0) } }

        /// Where a translucent swatch shows its color over its ground: all but its right third, the
        /// ground as a frame `backgroundMargin` wide round the composite (`compositeRect`), which holds
        /// the ratio's label and the swatch's middle.
        var groundRect: Rect? {
            guard ground != nil else { return nil }
            return Rect(x: rect.x, y: rect.y, width: rect.width - translucencyWidth, height: rect.height)
        }
        var compositeRect: Rect? { groundRect?.inset(by: backgroundMargin) }

        /// Where a translucent swatch shows its color over the checkerboard: its right third.
        var checkerRect: Rect? {
            guard ground != nil else { return nil }
            return Rect(
                x: rect.x + rect.width - translucencyWidth, y: rect.y, width: translucencyWidth, height: rect.height)
        }
    }

    /// A strip of a `distinct:` check: its colors side by side in one appearance, on its page, as typical
    /// vision or one color-vision deficiency shows them.
    struct DistinctStrip: Sendable {
        struct Sample: Sendable {
            var name: String
            var color: RGBA
            var rect: Rect
        }

        var result: DistinctResult
        /// Nil for typical vision, drawn above the check's deficiencies.
        var deficiency: ColorVisionDeficiency?
        var page: RGBA
        var samples: [Sample]
        /// The page behind the samples.
        var tile: Rect
    }

    /// The most colors drawn per palette: the first 2,000 in the palette's order (depth first, as
    /// written), then one line saying how many more are not drawn (`… and 98,000 more colors, not
    /// drawn: see manifest.json`, which lists every one). A reviewer reads a few hundred colors at
    /// most; drawn whole, a palette of 100,000 made a picture too large for any viewer to open. The
    /// palette's contrast checks are all listed.
    static let drawnColorLimit = 2_000

    /// The picture's width, and the least: a palette with more columns than fit makes it wider.
    static let minimumWidth = 920
    static let margin = 24
    static let headingHeight = 56
    /// Above a palette's columns when it has brands: each group's brand name, over the appearances.
    static let brandLabelHeight = 18
    /// Between one brand's group of columns and the next.
    static let brandGap = 20
    static let colorRowHeight = 92
    static let moreRowHeight = 30
    static let contrastRowHeight = 30
    static let distinctRowHeight = 30
    /// A distinct check's color in a strip.
    static let sampleWidth = 40
    static let sampleHeight = 22
    static let paletteGap = 24
    static let nameColumnWidth = 260
    static let swatchWidth = 132
    static let swatchHeight = 36
    /// The page shown on each side of a swatch, and between one tile and the next.
    static let pageMargin = 10
    static let tileGap = 4
    /// The checkerboard under translucent swatches: cells of this size, of the page and of a shade of
    /// it (`PreviewPage.checkerCell`), so a translucent color is seen over its page too.
    static let checkerCell = 4
    /// A translucent swatch's right third, where its color is drawn over the checkerboard; the rest
    /// shows it over what it is checked against.
    static let translucencyWidth = swatchWidth / 3
    /// A check's background shown round what is measured on it: the chip round an opaque swatch's
    /// ratio, the ground round a translucent swatch's composite.
    static let backgroundMargin = 4

    /// The picture's height, from the number of rows alone.
    let height: Int
    /// `minimumWidth`, or wider for a palette whose brands' columns need it.
    let width: Int
    private let palettes: [Palette]

    /// The left edge of a column's swatches, by its place among the palette's columns (its page's tile
    /// starts `pageMargin` before); in a palette with brands, in the group of the brand `group`, each group
    /// `groupColumns` wide.
    static func columnX(_ column: Int, group: Int = 0, groupColumns: Int = 0) -> Int {
        margin + nameColumnWidth + pageMargin + (group * groupColumns + column)
            * (swatchWidth + 2 * pageMargin + tileGap)
            + group * brandGap
    }

    /// The heading's height: a palette with brands has a line of brand names above its appearances.
    static func headingHeight(_ palette: Palette) -> Int {
        headingHeight + (palette.brands == nil ? 0 : brandLabelHeight)
    }

    /// The color at a pixel of the checkerboard on `page`: the pattern starts at the picture's origin.
    static func checkerColor(x: Int, y: Int, page: RGBA) -> RGBA {
        (x / checkerCell + y / checkerCell).isMultiple(of: 2) ? PreviewPage(color: page).checkerCell : page
    }

    /// A palette's distinct strips: for each check and appearance, typical vision and each deficiency.
    static func distinctStripCount(_ palette: Palette) -> Int {
        palette.distinct.count + palette.distinct.filter { $0.deficiency == ColorVisionDeficiency.allCases[0] }.count
    }

    /// How many of a palette's colors are drawn: all, up to `drawnColorLimit`.
    static func drawnColorCount(_ palette: Palette) -> Int {
        min(palette.root.colorCount, drawnColorLimit)
    }

    init(_ palettes: [Palette]) {
        self.palettes = palettes
        height =
            palettes.reduce(Self.margin) { height, palette in
                let drawn = Self.drawnColorCount(palette)
                let checks = palette.contrast.count + palette.brandContrast.reduce(0) { $0 + $1.count }
                return height + Self.headingHeight(palette) + drawn * Self.colorRowHeight
                    + (palette.root.colorCount > drawn ? Self.moreRowHeight : 0)
                    + checks * Self.contrastRowHeight + Self.distinctStripCount(palette) * Self.distinctRowHeight
                    + Self.paletteGap
            } + Self.margin
        width = palettes.reduce(Self.minimumWidth) { width, palette in
            guard let brands = palette.brands else { return width }
            let columns = PreviewPalette.brands(of: palette)[0].columns.count
            let right =
                Self.columnX(columns - 1, group: brands.names.count - 1, groupColumns: columns) + Self.swatchWidth
            return max(width, right + Self.pageMargin + Self.margin)
        }
    }

    /// Every piece of the picture in drawing order, with the top of its row: each palette's heading
    /// (with what the palette is drawn with: its pages, its checks' colors), each drawn color with its
    /// swatches, the line counting the colors not drawn, each contrast check, each distinct check's
    /// strips. Places are made as the walk reaches them, never all held at once.
    func walk(
        heading: ([PreviewPalette], _ top: Int) -> Void, color: (ColorEntry, _ top: Int, [Swatch]) -> Void,
        notDrawn: (_ count: Int, _ top: Int) -> Void, contrast: (ContrastResult, PreviewPalette, _ top: Int) -> Void,
        distinct: (DistinctStrip, _ top: Int) -> Void = { _, _ in }
    ) {
        var top = Self.margin
        for palette in palettes {
            let brands = PreviewPalette.brands(of: palette)
            heading(brands, top)
            top += Self.headingHeight(palette)
            var drawn = 0
            palette.root.forEachColor { entry in
                guard drawn < Self.drawnColorLimit else { return }
                drawn += 1
                color(entry, top, brands.flatMap { Self.swatches(entry, top: top, in: $0) })
                top += Self.colorRowHeight
            }
            let notDrawnCount = palette.root.colorCount - drawn
            if notDrawnCount > 0 {
                notDrawn(notDrawnCount, top)
                top += Self.moreRowHeight
            }
            for preview in brands {
                for check in preview.checks {
                    contrast(check, preview, top)
                    top += Self.contrastRowHeight
                }
            }
            for result in palette.distinct {
                if result.deficiency == ColorVisionDeficiency.allCases[0] {
                    distinct(Self.strip(result, deficiency: nil, top: top, in: brands[0]), top)
                    top += Self.distinctRowHeight
                }
                distinct(Self.strip(result, deficiency: result.deficiency, top: top, in: brands[0]), top)
                top += Self.distinctRowHeight
            }
            top += Self.paletteGap
        }
    }

    /// A color's swatches in a brand, each on its appearance's page, with its ratio's place where it shows
    /// one and, when translucent, what it is drawn over.
    private static func swatches(_ entry: ColorEntry, top: Int, in preview: PreviewPalette) -> [Swatch] {
        let swiftName = entry.swiftPath  // made once per color, not per swatch
        let checks = preview.shownChecks(entry)
        let values = preview.values(entry)
        let brandName = preview.brandName
        return Appearance.allCases.compactMap { appearance -> Swatch? in
            guard let value = values[appearance] else { return nil }
            let column = preview.columns.firstIndex(of: appearance) ?? appearance.index
            let x = columnX(column, group: preview.brand, groupColumns: preview.columns.count)
            let rect = Rect(x: x, y: top + 2 + pageMargin, width: swatchWidth, height: swatchHeight)
            let tile = Rect(
                x: rect.x - pageMargin, y: top + 2, width: swatchWidth + 2 * pageMargin,
                height: colorRowHeight - tileGap)
            let (check, color) = (checks[appearance], value.color)
            let page = preview.pages[appearance.index].color
            let fill = check.flatMap(preview.fill(under:))
            // A translucent made color is shown over its check's background, so it needs no chip. A
            // translucent color written as a value keeps the swatch it always had: a palette without made
            // colors draws as it did.
            let split = color.alpha < 1 && value.derivation?.madeExpression != nil
            return Swatch(
                swiftName: swiftName, brand: brandName, appearance: appearance, color: color,
                derivation: value.derivation, rect: rect, page: page, tile: tile,
                check: check, label: check.map { _ in Rect(x: rect.x + 6, y: rect.y + 12, width: 48, height: 11) },
                labelFill: split ? nil : fill, ground: split ? fill?.with(alpha: 1) ?? page : nil)
        }
    }

    /// A distinct check's colors in the result's appearance, as `deficiency` (or typical vision) shows them.
    private static func strip(
        _ result: DistinctResult, deficiency: ColorVisionDeficiency?, top: Int, in preview: PreviewPalette
    ) -> DistinctStrip {
        let left = columnX(0)
        let samples = result.colors.enumerated().map { index, name in
            let color = preview.shown(name, result.appearance) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            return DistinctStrip.Sample(
                name: name, color: deficiency.map { $0.simulate(color) } ?? color,
                rect: Rect(
                    x: left + index * (sampleWidth + tileGap), y: top + 4, width: sampleWidth, height: sampleHeight))
        }
        let width = result.colors.count * (sampleWidth + tileGap) - tileGap
        return DistinctStrip(
            result: result, deficiency: deficiency, page: preview.pages[result.appearance.index].color,
            samples: samples, tile: Rect(x: left - 4, y: top, width: width + 8, height: sampleHeight + 8))
    }

    /// Every distinct strip, in drawing order.
    var distinctStrips: [DistinctStrip] {
        var strips: [DistinctStrip] = []
        walk(
            heading: { _, _ in }, color: { _, _, _ in }, notDrawn: { _, _ in }, contrast: { _, _, _ in },
            distinct: { strip, _ in strips.append(strip) })
        return strips
    }

    /// Every swatch, in drawing order.
    var swatches: [Swatch] {
        var swatches: [Swatch] = []
        walk(
            heading: { _, _ in }, color: { _, _, row in swatches += row }, notDrawn: { _, _ in },
            contrast: { _, _, _ in })
        return swatches
    }
}
