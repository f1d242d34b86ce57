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
    package static let derivable: [RuleKind] = [.invert, .hsv, .calendarText, .calendarBackground, .contrast, .oklch, .tone]

    /// The keys `{derive: ..., from: ...}` takes besides `derive` and `from`.
    package var parameters: [String] {
        switch self {
        case .invert, .calendarText, .calendarBackground, .reference: return []
        case .hsv: return ["hue", "saturation", "brightness"]
        case .contrast: return ["against", "ratio"]
        case .oklch: return ["lightness", "chroma"]
        case .tone: return ["role", "curve", "chroma", "lightness"]
        }
    }
}
