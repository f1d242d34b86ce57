/// The keys of a color written as a mapping: its appearances, then its description.
enum ColorEntryKey: Hashable, CaseIterable, MessageKey, Sendable {
    case appearance(Appearance)
    case description
    /// `true`, or the reason as text: kept from a design token's `$deprecated`, written back on export.
    case deprecated
    /// A JSON object as a string: kept from a design token's `$extensions`, written back on export.
    case extensions
    /// The name of the design token it was imported from, where that name makes no key palettec can
    /// use (`*`, `a.b`): `generate --tokens` writes it back.
    case token
    /// Its values in the palette's other brands (`PaletteKey.brands`), each a value for light or a
    /// mapping of appearances; what a brand leaves out is the default brand's.
    case brands

    /// The keys besides the appearances.
    static let metadata: [ColorEntryKey] = [.description, .deprecated, .extensions, .token, .brands]

    static let allCases: [ColorEntryKey] = Appearance.allCases.map(Self.appearance) + metadata

    init?(rawValue: String) {
        if let appearance = Appearance(rawValue: rawValue) {
            self = .appearance(appearance)
        } else if let key = Self.metadata.first(where: { $0.rawValue == rawValue }) {
            self = key
        } else {
            return nil
        }
    }

    var rawValue: String {
        switch self {
        case .appearance(let appearance): return appearance.rawValue
        case .description: return "description"
        case .deprecated: return "deprecated"
        case .extensions: return "extensions"
        case .token: return "token"
        case .brands: return "brands"
        }
    }
}
