/// A named way to compute an appearance from another color value.
enum DerivationRule: Hashable, Sendable {
    /// Each of R, G and B becomes 1 - c; alpha is kept (seed 004).
    case invert
    /// HSV changes, hue in degrees (wrapping), saturation and brightness clamped to 0-1 (seed 001).
    case hsv(hue: ComponentAdjustment?, saturation: ComponentAdjustment?, brightness: ComponentAdjustment?)
    /// The iCloud calendar's event text and background colors (seed 000).
    case calendarText
    case calendarBackground
    /// The least HSB brightness change that reaches a WCAG 2.x contrast ratio against another color.
    case contrast(against: ColorReference, ratio: Double)
    /// Perceptual inversion: OKLCH lightness becomes 1 - L, hue and chroma kept, mapped into the
    /// color's own space (sRGB or Display P3).
    case oklch(lightness: ComponentAdjustment?, chroma: ComponentAdjustment?)
    /// Where designers land: OKLCH lightness through a monotone curve, chroma scaled by a function of
    /// lightness, hue kept, mapped into the color's own space. A calibrated curve unless `curve` is
    /// written (and the role's unless `role` is written); high contrast moves lightness away from the
    /// appearance's background instead. `on`: the fill an onAccent color is drawn on.
    case tone(curve: ToneCurve?, chroma: ComponentAdjustment?, lightness: ComponentAdjustment?, role: ToneRole?, on: ColorReference? = nil)

    /// Whether it is `tone` with a written `curve:`, which replaces the calibrated lightness step.
    var hasToneCurve: Bool {
        if case .tone(let curve?, _, _, _, _) = self { return curve.mapping.points.count > 0 }
        return false
    }

    /// The names palette files use.
    package static let names = RuleKind.derivable.map(\.rawValue)

    package var kind: RuleKind {
        switch self {
        case .invert: return .invert
        case .hsv: return .hsv
        case .calendarText: return .calendarText
        case .calendarBackground: return .calendarBackground
        case .contrast: return .contrast
        case .oklch: return .oklch
        case .tone: return .tone
        }
    }
}

/// `{name}` or `{group.name}`: another color of the same palette, by its keys as written.
struct ColorReference: Hashable, Sendable {
    /// `text.primary`
    package var name: String
    package var location: SourceLocation

    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
