/// What the `contrast` rule reaches against its background: a WCAG 2.x ratio (`ratio: 4.5`), or an APCA
/// lightness contrast Lc in either polarity (`lc: 60`), the text being the derived color.
enum ContrastTarget: Hashable, Sendable {
    case ratio(Double)
    case lc(Double)

    /// The ratio, or the Lc's magnitude, a color must reach.
    var value: Double {
        switch self {
        case .ratio(let ratio): return ratio
        case .lc(let lc): return lc
        }
    }

    /// The rule parameter that writes it.
    var parameter: RuleParameter {
        switch self {
        case .ratio: return .ratio
        case .lc: return .lc
        }
    }

    /// `a contrast ratio of 4.5:1`, `an APCA contrast of Lc 60`.
    var described: String {
        switch self {
        case .ratio: return "a contrast ratio of \(formatted(value))"
        case .lc: return "an APCA contrast of \(formatted(value))"
        }
    }

    /// A measure as the target writes it: `2.44:1`, `Lc 57.4`.
    func formatted(_ measure: Double) -> String {
        switch self {
        case .ratio: return ContrastFormat.ratio(measure)
        case .lc: return APCA.formatted(measure)
        }
    }

    /// Candidates measured against one background, as often as a search asks.
    struct Measure {
        let target: ContrastTarget
        private let background: RGBA
        private let wcag: WCAG.Background

        init(_ target: ContrastTarget, against background: RGBA) {
            self.target = target
            self.background = background
            wcag = WCAG.Background(background)
        }

        /// The ratio of `color` against the background, or the magnitude of its Lc as text on it.
        func measure(_ color: RGBA) -> Double {
            switch target {
            case .ratio: return wcag.contrastRatio(color)
            case .lc: return abs(APCA.lightnessContrast(text: color, background: background))
            }
        }

        func reaches(_ color: RGBA, by margin: Double = 0) -> Bool { measure(color) >= target.value + margin }

        /// Whether `color`, as a reader sees it over the background, is darker than it.
        func isDarker(_ color: RGBA) -> Bool {
            WCAG.relativeLuminance(WCAG.seen(color, on: background)) < wcag.luminance
        }
    }
}
