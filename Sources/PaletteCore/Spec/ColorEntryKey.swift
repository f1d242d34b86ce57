/// The keys of a color written as a mapping: its appearances, then its description.
package enum ColorEntryKey: Hashable, CaseIterable, RawRepresentable, Sendable {
    case appearance(Appearance)
    case description
    /// `true`, or the reason as text: kept from a design token's `$deprecated`, written back on export.
    case deprecated
    /// A JSON object as a string: kept from a design token's `$extensions`, written back on export.
    case extensions

    package static let allCases: [ColorEntryKey] = Appearance.allCases.map(Self.appearance) + [.description, .deprecated, .extensions]

    package init?(rawValue: String) {
        if let appearance = Appearance(rawValue: rawValue) {
            self = .appearance(appearance)
        } else if rawValue == "description" {
            self = .description
        } else if rawValue == "deprecated" {
            self = .deprecated
        } else if rawValue == "extensions" {
            self = .extensions
        } else {
            return nil
        }
    }

    package var rawValue: String {
        switch self {
        case .appearance(let appearance): return appearance.rawValue
        case .description: return "description"
        case .deprecated: return "deprecated"
        case .extensions: return "extensions"
        }
    }
}
