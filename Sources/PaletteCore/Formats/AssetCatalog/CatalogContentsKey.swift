/// The keys of an asset catalog's `Contents.json` files, as Xcode spells them: what the catalog
/// writer writes and `palettec import` reads. A color's components are `CatalogComponent.Key`.
enum CatalogContentsKey: String, CaseIterable, Sendable {
    // Every file.
    case info, author, version, properties
    case providesNamespace = "provides-namespace"
    // A color set's, and each of its entries.
    case colors, idiom, color, appearances
    case displayGamut = "display-gamut"
    // An entry's color.
    case colorSpace = "color-space"
    case components, reference
    // One of an entry's appearances.
    case appearance, value

    /// `"colors"`, as a message names the key.
    var quoted: String { "\"" + rawValue + "\"" }

    /// The idiom of an entry for every device: the one palettec writes, and the one import prefers.
    static let universal = "universal"
}

/// An appearance a color set entry is for, `{"appearance" : "luminosity", "value" : "dark"}`.
enum CatalogTrait: CaseIterable, Sendable {
    case light, dark, highContrast

    var appearance: String { self == .highContrast ? "contrast" : "luminosity" }

    var value: String {
        switch self {
        case .light: return "light"
        case .dark: return "dark"
        case .highContrast: return "high"
        }
    }

    var json: XcodeJSON {
        .object([
            CatalogContentsKey.appearance.rawValue: .string(appearance),
            CatalogContentsKey.value.rawValue: .string(value),
        ])
    }
}
