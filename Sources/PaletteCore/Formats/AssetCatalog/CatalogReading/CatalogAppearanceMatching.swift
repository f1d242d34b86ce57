/// Which of a colorset's entries palettec reads as each of its four appearances.
///
/// An entry applies to the traits it names and to every value of those it leaves out: Any to every
/// appearance, Dark to dark with or without high contrast, Any + High Contrast to both luminosities in
/// high contrast. For each appearance the most specific entry that applies wins, luminosity before
/// contrast:
///
/// | appearance           | first of                                                        |
/// |----------------------|-----------------------------------------------------------------|
/// | light                | Light, Any                                                      |
/// | dark                 | Dark, Any, else the light value                                 |
/// | high-contrast light  | Light + High Contrast, Light, Any + High Contrast, Any          |
/// | high-contrast dark   | Dark + High Contrast, Dark, Any + High Contrast, Any, else dark |
///
/// "Luminosity before contrast" settles the one case Xcode's own matching leaves open: a colorset with
/// Dark and Any + High Contrast but no Dark + High Contrast matches both in dark high contrast. That
/// case is reported, so the user can add the entry that says what they mean. A colorset with no dark
/// entry is the same color in dark mode, and the import writes that value as its dark one, never
/// a derived one.
enum CatalogAppearanceMatching {
    typealias Traits = ColorSetEntry.Traits

    struct Matched {
        /// Light and dark always; both high-contrast appearances when the colorset has any
        /// high-contrast entry.
        var appearances: [Appearance: RGBA]
        /// Appearances where a luminosity entry was taken over an Any + High Contrast one.
        var ambiguities: [Ambiguity]
    }

    struct Ambiguity: Equatable {
        var appearance: Appearance
        var chosen: Traits
        var passedOver: Traits
    }

    /// The appearances, or nil when no entry applies to light (no Any and no Light entry).
    static func match(_ entries: [Traits: RGBA]) -> Matched? {
        var matched = Matched(appearances: [:], ambiguities: [])
        guard let light = first(of: candidates(for: .light), in: entries) else { return nil }
        matched.appearances[.light] = entries[light]
        let dark = first(of: candidates(for: .dark), in: entries).flatMap { entries[$0] } ?? entries[light]!
        matched.appearances[.dark] = dark
        guard entries.keys.contains(where: \.highContrast) else { return matched }
        for appearance in [Appearance.highContrastLight, .highContrastDark] {
            let plain: RGBA = appearance == .highContrastLight ? entries[light]! : dark
            guard let chosen = first(of: candidates(for: appearance), in: entries) else {
                matched.appearances[appearance] = plain
                continue
            }
            matched.appearances[appearance] = entries[chosen]
            let anyHighContrast = Traits(luminosity: nil, highContrast: true)
            if chosen.luminosity != nil, !chosen.highContrast, entries[anyHighContrast] != nil {
                matched.ambiguities.append(
                    Ambiguity(appearance: appearance, chosen: chosen, passedOver: anyHighContrast))
            }
        }
        return matched
    }

    /// The entries that apply to `appearance`, most specific first.
    static func candidates(for appearance: Appearance) -> [Traits] {
        switch appearance {
        case .light:
            return [Traits(luminosity: .light, highContrast: false), Traits(luminosity: nil, highContrast: false)]
        case .dark:
            return [Traits(luminosity: .dark, highContrast: false), Traits(luminosity: nil, highContrast: false)]
        case .highContrastLight: return highContrastCandidates(.light)
        case .highContrastDark: return highContrastCandidates(.dark)
        }
    }

    private static func highContrastCandidates(_ luminosity: ColorSetEntry.Luminosity) -> [Traits] {
        [
            Traits(luminosity: luminosity, highContrast: true), Traits(luminosity: luminosity, highContrast: false),
            Traits(luminosity: nil, highContrast: true), Traits(luminosity: nil, highContrast: false),
        ]
    }

    private static func first(of candidates: [Traits], in entries: [Traits: RGBA]) -> Traits? {
        candidates.first { entries[$0] != nil }
    }
}
