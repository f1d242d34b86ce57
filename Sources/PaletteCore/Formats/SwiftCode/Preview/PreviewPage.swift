/// The page an appearance's swatches are drawn on, so a dark color is judged against a dark page: the
/// page background the palette names where it has one (`PageBackground`), else white for the light appearances and
/// `defaultDark` for the dark ones. With the text and border colors that read on it.
struct PreviewPage: Hashable {
    var color: RGBA

    /// The light pages' default, as Apple's `systemBackground` in light.
    static let defaultLight = RGBA(red8: 0xFF, green8: 0xFF, blue8: 0xFF)
    /// The dark pages' default: near-black, Apple's `secondarySystemBackground` in dark. On pure black
    /// (`systemBackground`) a black or near-black color would merge into the page; here it still shows.
    static let defaultDark = RGBA(red8: 0x1C, green8: 0x1C, blue8: 0x1E)

    /// The page of each appearance (`Appearance.index`). With a background, its light and dark, and for
    /// high contrast its own high-contrast value where written opaque, else the plain one (as at run time).
    /// Without, high contrast keeps the plain page: Apple's `systemBackground` is the same with
    /// Increase Contrast on.
    static func pages(background: PageBackground?, backgroundValues: AppearanceValues?) -> [PreviewPage] {
        Appearance.allCases.map { appearance in
            let plain = appearance.fallback ?? appearance
            let page =
                background.map { plain == .light ? $0.light : $0.dark }
                ?? (plain == .light ? defaultLight : defaultDark)
            guard background != nil, let own = backgroundValues?[appearance]?.color, own.alpha >= 1 else {
                return PreviewPage(color: page)
            }
            return PreviewPage(color: own)
        }
    }

    /// Whether light text reads better on it than dark.
    var isDark: Bool {
        WCAG.contrastRatio(Self.defaultLight, color) > WCAG.contrastRatio(RGBA(red8: 0, green8: 0, blue8: 0), color)
    }

    /// Hex codes: Apple's label colors.
    var ink: String { isDark ? "#F5F5F7" : Self.lightPageInk }
    /// Rules: Apple's secondary label colors.
    var secondaryInk: String { isDark ? "#AEAEB2" : Self.lightPageSecondaryInk }

    /// The text colors on a light page, the picture's own white too.
    static let lightPageInk = "#1D1D1F", lightPageSecondaryInk = "#6E6E73"
    /// The swatch's border: a swatch the color of the page still shows its edge.
    var stroke: String { isDark ? "#48484A" : "#C7C7CC" }

    /// The other cells of the checkerboard under a translucent swatch, whose first cells are the page:
    /// the page a fifth of the way to black, or to white on a dark page. On white, #CCCCCC.
    var checkerCell: RGBA {
        let page = color.hexColor, target = isDark ? 255.0 : 0
        func mixed(_ component: Double) -> Int {
            let byte = component * 255
            return Int((byte + (target - byte) / 5).rounded())
        }
        return RGBA(red8: mixed(page.red), green8: mixed(page.green), blue8: mixed(page.blue))
    }
}
