/// A value for some of the four appearances, in four fixed slots, read and written like a dictionary.
/// What each color of a palette spec holds: at 100,000 colors a dictionary each (an allocation and
/// hashing) measured 10 MB more and 5% slower `lint` (`Benchmarks/run.sh`).
struct AppearanceTable<Value> {
    private var light: Value?
    private var dark: Value?
    private var highContrastLight: Value?
    private var highContrastDark: Value?

    subscript(_ appearance: Appearance) -> Value? {
        get {
            switch appearance {
            case .light: light
            case .dark: dark
            case .highContrastLight: highContrastLight
            case .highContrastDark: highContrastDark
            }
        }
        set {
            switch appearance {
            case .light: light = newValue
            case .dark: dark = newValue
            case .highContrastLight: highContrastLight = newValue
            case .highContrastDark: highContrastDark = newValue
            }
        }
    }
}

extension AppearanceTable: Sendable where Value: Sendable {}
