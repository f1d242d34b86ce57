/// The four appearances a color can have. Light is required; dark is written or derived; a missing
/// high-contrast value falls back to the plain one at run time.
public enum Appearance: String, CaseIterable, MessageKey, Sendable, Comparable {
    case light, dark, highContrastLight, highContrastDark

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.index < rhs.index
    }

    static let count = allCases.count

    /// The place in `allCases`.
    var index: Int {
        switch self {
        case .light: return 0
        case .dark: return 1
        case .highContrastLight: return 2
        case .highContrastDark: return 3
        }
    }

    /// Whether a rule for this appearance must name the color it reads (`from:`): light is where a
    /// color starts, so there is no other value of the color to derive it from.
    var ruleNeedsSource: Bool { self == .light }

    /// What is shown when this appearance has no value: the plain one for high contrast, nothing for
    /// light and dark.
    var fallback: Appearance? {
        switch self {
        case .highContrastLight: return .light
        case .highContrastDark: return .dark
        case .light, .dark: return nil
        }
    }
}
