/// The keys of a color written as a mapping: its appearances, then its description.
package enum ColorEntryKey: Hashable, CaseIterable, RawRepresentable, Sendable {
    case appearance(Appearance)
    case description

    package static let allCases: [ColorEntryKey] = Appearance.allCases.map(Self.appearance) + [.description]

    package init?(rawValue: String) {
        if let appearance = Appearance(rawValue: rawValue) {
            self = .appearance(appearance)
        } else if rawValue == "description" {
            self = .description
        } else {
            return nil
        }
    }

    package var rawValue: String {
        switch self {
        case .appearance(let appearance): return appearance.rawValue
        case .description: return "description"
        }
    }
}
