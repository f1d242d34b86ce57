/// A `{red, green, blue, alpha, space}` mapping's values as written, by key: one stored property per
/// key rather than a dictionary, since every color written in this form builds one.
struct ColorComponentTexts: ExpressibleByDictionaryLiteral, Sendable {
    private var red, green, blue, alpha, space: String?

    init() {}

    init(dictionaryLiteral elements: (ColorComponentKey, String)...) {
        for (key, text) in elements { self[key] = text }
    }

    subscript(key: ColorComponentKey) -> String? {
        get {
            switch key {
            case .red: return red
            case .green: return green
            case .blue: return blue
            case .alpha: return alpha
            case .space: return space
            }
        }
        set {
            switch key {
            case .red: red = newValue
            case .green: green = newValue
            case .blue: blue = newValue
            case .alpha: alpha = newValue
            case .space: space = newValue
            }
        }
    }
}
