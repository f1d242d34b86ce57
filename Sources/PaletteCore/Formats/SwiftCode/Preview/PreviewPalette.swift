/// A palette as the preview draws it: its page per appearance and what its contrast checks show,
/// found in one pass over its colors before its rows are drawn.
struct PreviewPalette {
    let palette: Palette
    /// The page of each appearance (`Appearance.index`).
    let pages: [PreviewPage]
    /// The colors its contrast checks and its page background name, by name (the first, should two spell the same).
    let namedColors: [String: ColorEntry]
    /// The appearances its drawn colors have, in `Appearance` order: one column each, so a palette with
    /// no high-contrast value has no empty high-contrast columns.
    let columns: [Appearance]
    /// For each checked foreground, by appearance, the check whose ratio its swatch shows.
    private let shownChecks: [String: [Appearance: ContrastResult]]

    init(_ palette: Palette) {
        self.palette = palette
        let page = palette.pageBackground
        let wanted = Set(
            palette.contrast.flatMap { [$0.foreground, $0.background] } + [page?.name].compactMap { $0 })
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
            present.formUnion(color.presentAppearances)
        }
        columns = Appearance.allCases.filter(present.contains)
        pages = PreviewPage.pages(background: page, backgroundColor: page.flatMap { named[$0.name] })
        var shown: [String: [Appearance: ContrastResult]] = [:]
        for check in palette.contrast {
            let margin = { (check: ContrastResult) in check.ratio / check.minimum }
            if let kept = shown[check.foreground]?[check.appearance], margin(kept) <= margin(check) { continue }
            shown[check.foreground, default: [:]][check.appearance] = check
        }
        shownChecks = shown
    }

    /// The check whose ratio a color's swatch shows, by appearance: of the checks with the color as their
    /// foreground, the one nearest to failing (the least ratio over minimum), so a failure is never hidden
    /// behind a pass. Empty for a color no check has as its foreground.
    func shownChecks(_ color: ColorEntry) -> [Appearance: ContrastResult] {
        shownChecks.isEmpty ? [:] : shownChecks[color.name] ?? [:]
    }

    /// A named color's value as shown in an appearance (high contrast falls back to the plain one).
    func shown(_ name: String, _ appearance: Appearance) -> RGBA? {
        namedColors[name]?.appearances.shown(appearance)
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
