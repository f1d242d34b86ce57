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

    package private(set) var swatches: [Swatch] = []
    /// The top of each palette's heading, each color's row and each contrast check's row, in drawing order.
    private(set) var headingTops: [Int] = []
    private(set) var colorRowTops: [Int] = []
    private(set) var contrastRowTops: [Int] = []
    package private(set) var height = margin

    /// The left edge of an appearance's column.
    static func columnX(_ appearance: Appearance) -> Int {
        margin + nameColumnWidth + Appearance.allCases.firstIndex(of: appearance)! * (swatchWidth + swatchGap)
    }

    /// The checkerboard's color at a pixel: the pattern starts at the page's origin.
    package static func checkerColor(x: Int, y: Int) -> RGBA {
        (x / checkerCell + y / checkerCell).isMultiple(of: 2) ? checkerDark : checkerLight
    }

    package init(_ palettes: [Palette]) {
        for palette in palettes {
            headingTops.append(height)
            height += Self.headingHeight
            for color in palette.allColors {
                colorRowTops.append(height)
                for appearance in color.presentAppearances {
                    let rect = Rect(x: Self.columnX(appearance), y: height + 8, width: Self.swatchWidth, height: Self.swatchHeight)
                    swatches.append(Swatch(swiftName: color.swiftPath, appearance: appearance,
                                           color: color.appearances[appearance]!.color, rect: rect))
                }
                height += Self.colorRowHeight
            }
            for _ in palette.contrast {
                contrastRowTops.append(height)
                height += Self.contrastRowHeight
            }
            height += Self.paletteGap
        }
        height += Self.margin
    }
}
