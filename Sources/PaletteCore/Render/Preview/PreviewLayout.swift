/// Where everything sits in `palettes.svg`, in whole pixels: one column per appearance, one row per
/// color and per contrast check, palette after palette. The tests read swatch places from here.
package struct PreviewLayout: Sendable {
    package struct Rect: Hashable, Sendable {
        package var x, y, width, height: Int

        /// The pixel at the middle, as a renderer samples it.
        package var center: (x: Int, y: Int) { (x + width / 2, y + height / 2) }
    }

    /// A drawn swatch: the appearance of one color, and where.
    package struct Swatch: Sendable {
        package var swiftName: String
        package var appearance: Appearance
        package var color: RGBA
        package var rect: Rect
    }

    package static let width = 880
    static let margin = 24
    static let headingHeight = 56
    static let colorRowHeight = 84
    static let contrastRowHeight = 30
    static let paletteGap = 24
    static let nameColumnWidth = 260
    static let swatchWidth = 132
    static let swatchHeight = 36
    static let swatchGap = 16
    /// The checkerboard under translucent swatches: cells of this size, white and `checkerDark`.
    package static let checkerCell = 4
    package static let checkerLight = RGBA(red8: 255, green8: 255, blue8: 255)
    package static let checkerDark = RGBA(red8: 204, green8: 204, blue8: 204)

    /// The picture's height, from the number of rows alone.
    package let height: Int
    private let palettes: [Palette]

    /// The left edge of an appearance's column.
    static func columnX(_ appearance: Appearance) -> Int {
        margin + nameColumnWidth + Appearance.allCases.firstIndex(of: appearance)! * (swatchWidth + swatchGap)
    }

    /// The checkerboard's color at a pixel: the pattern starts at the page's origin.
    package static func checkerColor(x: Int, y: Int) -> RGBA {
        (x / checkerCell + y / checkerCell).isMultiple(of: 2) ? checkerDark : checkerLight
    }

    package init(_ palettes: [Palette]) {
        self.palettes = palettes
        height = palettes.reduce(Self.margin) { height, palette in
            height + Self.headingHeight + palette.root.colorCount * Self.colorRowHeight
                + palette.contrast.count * Self.contrastRowHeight + Self.paletteGap
        } + Self.margin
    }

    /// Every piece of the picture in drawing order, with the top of its row: each palette's heading,
    /// each color with its swatches, each contrast check. Places are made as the walk reaches them,
    /// never all held at once.
    package func walk(heading: (Palette, _ top: Int) -> Void, color: (ColorEntry, _ top: Int, [Swatch]) -> Void,
                      contrast: (ContrastResult, Palette, _ top: Int) -> Void) {
        var top = Self.margin
        for palette in palettes {
            heading(palette, top)
            top += Self.headingHeight
            palette.root.forEachColor { entry in
                let swiftName = entry.swiftPath  // made once per color, not per swatch
                let swatches = entry.presentAppearances.map { appearance in
                    Swatch(swiftName: swiftName, appearance: appearance, color: entry.appearances[appearance]!.color,
                           rect: Rect(x: Self.columnX(appearance), y: top + 8, width: Self.swatchWidth, height: Self.swatchHeight))
                }
                color(entry, top, swatches)
                top += Self.colorRowHeight
            }
            for check in palette.contrast {
                contrast(check, palette, top)
                top += Self.contrastRowHeight
            }
            top += Self.paletteGap
        }
    }

    /// Every swatch, in drawing order.
    package var swatches: [Swatch] {
        var swatches: [Swatch] = []
        walk(heading: { _, _ in }, color: { _, _, row in swatches += row }, contrast: { _, _, _ in })
        return swatches
    }
}
