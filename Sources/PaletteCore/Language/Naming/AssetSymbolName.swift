/// The name Xcode gives an asset's generated symbol ("Generate Swift Asset Symbol Extensions", Xcode 15
/// and later), applied to a color's whole lookup name, so that `Brand/text/primary` is `brandTextPrimary`.
///
/// Apple documents the symbols (`ColorResource`, `Color(_:)`, `UIColor(resource:)`) but not how a name
/// becomes one; this is the rule read off Xcode's own `GeneratedAssetSymbols.swift` (the cases, and where
/// they come from, are in docs/modules.md and `AssetSymbolNameTests`):
/// - characters that cannot be in an identifier separate words (`App icon`, `map_s`, `polaroid.1000.fill`);
/// - the first word starts lowercase, a leading run of capitals lowercased but for the one that starts
///   the next word (`DSTextPrimary` → `dsTextPrimary`, `UIColour` → `uiColour`); later words start uppercase;
/// - a trailing `Color` is dropped (`AccentColor` → `accent`);
/// - a name without a lowercase letter keeps its case, words joined by `_` (`BMW`, `A-1-1-0` → `A_1_1_0`);
/// - a leading digit gets `_` (`121212` → `_121212`), a keyword back-ticks.
///
/// Xcode itself makes each folder that provides a namespace a nested enum (`Color.Brand.Text.primary`),
/// which `ShapeStyle` cannot hold; palettec's members are flat so `.foregroundStyle(.brandTextPrimary)` works.
enum AssetSymbolName {
    /// The symbol for a lookup name (`Brand/text/primary`); nil when it has no letter or digit.
    static func name(_ lookupName: String) -> String? {
        let words = SwiftIdentifier.words(lookupName)
        guard let first = words.first else { return nil }
        let name: String
        if !words.contains(where: { $0.contains(where: \.isLowercase) }) {
            name = words.joined(separator: "_")
        } else {
            let joined =
                lowercasingLeadingCapitals(first) + words.dropFirst().map(SwiftIdentifier.uppercasingFirst).joined()
            name =
                joined.count > colorSuffix.count && joined.hasSuffix(colorSuffix)
                ? String(joined.dropLast(colorSuffix.count)) : joined
        }
        let valid = SwiftIdentifier.validStart(name)
        return SwiftIdentifier.keywords.contains(valid) ? "`\(valid)`" : valid
    }

    /// The suffix Xcode drops: a color set named `AccentColor` is `.accent`.
    static let colorSuffix = "Color"

    /// `DSText` → `dsText`, `Accent` → `accent`, `URL` → `url`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix(while: \.isUppercase).count
        let startsNextWord = capitals > 1 && capitals < characters.count && characters[capitals].isLowercase
        let lowered = startsNextWord ? capitals - 1 : max(capitals, 1)
        return characters.prefix(lowered).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowered))
    }
}
