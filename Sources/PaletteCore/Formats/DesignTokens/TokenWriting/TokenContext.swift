/// A context of the resolver's `appearance` modifier, and the token file that serves it.
///
/// Light and dark each have a file holding every color. A high-contrast context layers a file of its
/// own over the plain one, as the resolver module's own example does: it holds the colors that have
/// a high-contrast value, so every other color shows its plain value there, as palettec's output does.
enum TokenContext: String, CaseIterable, Sendable {
    case light, dark, lightHighContrast, darkHighContrast

    /// The appearance whose values the context's own file holds.
    var appearance: Appearance {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .lightHighContrast: return .highContrastLight
        case .darkHighContrast: return .highContrastDark
        }
    }

    /// The context whose file this one's is layered over; nil for light and dark, which stand alone.
    var base: TokenContext? {
        switch self {
        case .light, .dark: return nil
        case .lightHighContrast: return .light
        case .darkHighContrast: return .dark
        }
    }

    /// `dark.tokens.json`
    var fileName: String { rawValue + DTCGFormat.tokensFileExtension }

    /// The files the resolver merges for this context, in order: the base file first.
    var sources: [String] { (base.map { [$0.fileName] } ?? []) + [fileName] }

    /// The other brands' files the context merges after `sources`, in the same order (`TokenBrands`).
    var brandSources: [String] {
        (base.map { [$0] } ?? []).map(TokenBrands.fileName) + [TokenBrands.fileName(for: self)]
    }

    /// Light and dark, and the high-contrast contexts when any palette has a high-contrast value.
    static func present(in palettes: [Palette]) -> [TokenContext] {
        let hasHighContrast = palettes.contains { palette in
            var found = false
            palette.root.forEachColor { color in
                if !found {
                    found = color.appearances[.highContrastLight] != nil || color.appearances[.highContrastDark] != nil
                }
            }
            return found
        }
        return hasHighContrast ? allCases : [.light, .dark]
    }
}
