/// The lightness nearest a derived color's own at which it reaches a WCAG contrast ratio against a
/// background, its hue and chroma kept (and gamut-mapped as `tone` maps): how anchored `tone` keeps the
/// contrast a text, border or onAccent color had in light.
enum ContrastKeeping {
    /// Halvings of the lightness interval: 2^-24 of OKLCH lightness is far below an 8-bit step (about 2^-8).
    static let steps = 24

    /// `color` itself when it reaches `ratio` against `background`; else the color of the nearest OKLCH
    /// lightness, lighter or darker, that does; nil when none does.
    static func nearest(_ color: RGBA, reaching ratio: Double, against background: RGBA) -> RGBA? {
        let measure = WCAG.Background(background)
        let start = OKLCH(OKLab(color))
        func candidate(_ lightness: Double) -> RGBA {
            GamutMapping.map(OKLCH(L: lightness, C: start.C, h: start.h), alpha: color.alpha, into: color.space).rgba
        }
        func reaches(_ candidate: RGBA) -> Bool { measure.contrastRatio(candidate) >= ratio }
        if reaches(color) { return color }
        let found = [1.0, 0.0].compactMap { end -> Double? in
            guard reaches(candidate(end)) else { return nil }
            var failing = start.L, passing = end
            for _ in 0..<steps {
                let middle = (failing + passing) / 2
                if reaches(candidate(middle)) { passing = middle } else { failing = middle }
            }
            return passing
        }
        return found.min { abs($0 - start.L) < abs($1 - start.L) }.map(candidate)
    }
}
