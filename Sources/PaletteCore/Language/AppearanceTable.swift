/// A value for some of the four appearances, read and written like a dictionary. What each color of a
/// palette spec holds: light and dark in slots of their own, high contrast in a box made at its first
/// value: a dictionary per color, or empty high-contrast slots in every color, measured larger, and the
/// dictionary slower (docs/performance.md).
struct AppearanceTable<Value> {
    private var light: Value?
    private var dark: Value?
    private var highContrast: HighContrast?

    /// Shared between copies until one of them writes (copy on write).
    private final class HighContrast {
        var light: Value?
        var dark: Value?

        init(light: Value?, dark: Value?) {
            self.light = light
            self.dark = dark
        }
    }

    subscript(_ appearance: Appearance) -> Value? {
        get {
            switch appearance {
            case .light: light
            case .dark: dark
            case .highContrastLight: highContrast?.light
            case .highContrastDark: highContrast?.dark
            }
        }
        set {
            switch appearance {
            case .light: light = newValue
            case .dark: dark = newValue
            case .highContrastLight, .highContrastDark:
                if highContrast == nil {
                    guard newValue != nil else { return }
                    highContrast = HighContrast(light: nil, dark: nil)
                } else if !isKnownUniquelyReferenced(&highContrast!) {
                    highContrast = HighContrast(light: highContrast!.light, dark: highContrast!.dark)
                }
                if appearance == .highContrastLight {
                    highContrast!.light = newValue
                } else {
                    highContrast!.dark = newValue
                }
            }
        }
    }

    /// Whether a high-contrast box has been made.
    var holdsHighContrast: Bool { highContrast != nil }
}

// The box is written only while this table holds the only reference to it (copy on write), so a table
// shared between threads is never written through.
extension AppearanceTable: @unchecked Sendable where Value: Sendable {}
