/// A palette in one brand as the preview draws it: its page per appearance and what its contrast checks
/// show, found in one pass over its colors before its rows are drawn. A palette with brands is drawn as
/// one of these per brand (`brands(of:)`), a group of columns each.
struct PreviewPalette {
    let palette: Palette
    /// Its place in the palette's brands, the default's 0; 0 for a palette without brands.
    let brand: Int
    /// The page of each appearance (`Appearance.index`).
    let pages: [PreviewPage]
    /// The colors its contrast and distinct checks and its page background name, by name (the first, should two spell the same).
    let namedColors: [String: ColorEntry]
    /// The appearances its drawn colors have, in `Appearance` order: one column each, so a palette with
    /// no high-contrast value has no empty high-contrast columns. The same in every brand's group.
    private(set) var columns: [Appearance]
    /// For each checked foreground, by appearance, the check whose ratio its swatch shows.
    private let shownChecks: [String: [Appearance: ContrastResult]]

    /// The palette in each of its brands, the default first, their columns the appearances any has; the
    /// palette itself for one without brands.
    static func brands(of palette: Palette) -> [PreviewPalette] {
        var brands = (0..<(palette.brands?.names.count ?? 1)).map { PreviewPalette(palette, brand: $0) }
        let present = Set(brands.flatMap(\.columns))
        for index in brands.indices { brands[index].columns = Appearance.allCases.filter(present.contains) }
        return brands
    }

    init(_ palette: Palette, brand: Int = 0) {
        self.palette = palette
        self.brand = brand
        let checks = Self.checks(of: palette, in: brand)
        let page = palette.pageBackground
        let distinct = brand == 0 ? palette.distinct.flatMap(\.colors) : []
        let wanted = Set(
            checks.flatMap { [$0.foreground, $0.background] } + distinct + [page?.name].compactMap { $0 })
        var named: [String: ColorEntry] = [:]
        if !wanted.isEmpty {
            palette.root.forEachColor { color in
                guard named.count < wanted.count else { return }
                let name = color.name
                if wanted.contains(name), named[name] == nil { named[name] = color }
            }
        }
        namedColors = named
        var present: Set<Appearance> = []
        var seen = 0
        palette.root.forEachColor { color in
            guard seen < PreviewLayout.drawnColorLimit, present.count < Appearance.allCases.count else { return }
            seen += 1
            let values = Self.values(of: color, in: brand)
            present.formUnion(Appearance.allCases.filter { values[$0] != nil })
        }
        columns = Appearance.allCases.filter(present.contains)
        let anchor = page.flatMap { named[$0.name] }.map { Self.values(of: $0, in: brand) }
        pages = PreviewPage.pages(
            background: page.map { page in
                brand == 0
                    ? page
                    : PageBackground(
                        name: page.name, light: anchor?[.light]?.color ?? page.light,
                        dark: anchor?[.dark]?.color ?? page.dark)
            },
            backgroundValues: anchor)
        var shown: [String: [Appearance: ContrastResult]] = [:]
        for check in checks {
            let margin = { (check: ContrastResult) in check.magnitude / max(check.minimum, .leastNonzeroMagnitude) }
            if let kept = shown[check.foreground]?[check.appearance], margin(kept) <= margin(check) { continue }
            shown[check.foreground, default: [:]][check.appearance] = check
        }
        shownChecks = shown
    }

    /// The brand's name; nil for a palette without brands.
    var brandName: String? { palette.brands?.names[brand] }

    /// The brand's contrast checks.
    var checks: [ContrastResult] { Self.checks(of: palette, in: brand) }

    /// A color's values in the brand.
    func values(_ color: ColorEntry) -> AppearanceValues { Self.values(of: color, in: brand) }

    private static func checks(of palette: Palette, in brand: Int) -> [ContrastResult] {
        brand == 0 ? palette.contrast : palette.brandContrast[brand - 1]
    }

    private static func values(of color: ColorEntry, in brand: Int) -> AppearanceValues {
        brand == 0 ? color.appearances : color.brandAppearances[brand - 1]
    }

    /// The check whose ratio a color's swatch shows, by appearance: of the checks with the color as their
    /// foreground, the one nearest to failing (the least ratio over minimum), so a failure is never hidden
    /// behind a pass. Empty for a color no check has as its foreground.
    func shownChecks(_ color: ColorEntry) -> [Appearance: ContrastResult] {
        shownChecks.isEmpty ? [:] : shownChecks[color.name] ?? [:]
    }

    /// A named color's value as shown in an appearance (high contrast falls back to the plain one).
    func shown(_ name: String, _ appearance: Appearance) -> RGBA? {
        namedColors[name].flatMap { values($0).shown(appearance) }
    }

    /// The background a check names, when it is not the page its foreground's swatch sits on: its ratio is
    /// drawn on that background (text on an accent, on the accent), not on the swatch.
    func fill(under check: ContrastResult) -> RGBA? {
        guard let background = shown(check.background, check.appearance),
            background != pages[check.appearance.index].color
        else { return nil }
        return background
    }
}
