/// Every rule palettec knows, named once: how palettes and the manifest spell it, and the parameters
/// `{derive: ...}` takes for it.
package enum RuleKind: String, CaseIterable, Sendable {
    case invert
    case hsv
    case calendarText = "calendar-text"
    case calendarBackground = "calendar-background"
    case contrast
    case oklch
    case tone
    /// A value taken over from another color (`dark: "{base}"`): recorded like a rule, never written as one.
    case reference

    /// The rules a palette can name in `derive:`, in the order messages list them.
    static let derivable: [RuleKind] = [.invert, .hsv, .calendarText, .calendarBackground, .contrast, .oklch, .tone]

    /// The keys `{derive: ..., from: ...}` takes besides `derive` and `from`.
    package var parameters: [RuleParameter] {
        switch self {
        case .invert, .calendarText, .calendarBackground, .reference: return []
        case .hsv: return [.hue, .saturation, .brightness]
        case .contrast: return [.against, .ratio]
        case .oklch: return [.lightness, .chroma]
        case .tone: return [.role, .on, .curve, .chroma, .lightness]
        }
    }

    /// What `{derive: ...}` must hold of `parameters`: a rule that needs nothing may be written by its
    /// name alone (`derive: oklch`).
    var requirement: RuleRequirement {
        switch self {
        case .hsv: return .atLeastOne(parameters)
        case .contrast: return .all(parameters)
        case .invert, .calendarText, .calendarBackground, .oklch, .tone, .reference: return .nothing
        }
    }

    /// Whether the rule may compute a light value (from another color's): `tone` only derives from one.
    var derivesLight: Bool { self != .tone }
}
