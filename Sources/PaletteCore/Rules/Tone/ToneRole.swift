/// `role:` of `derive: tone`: what kind of color it is.
///
/// With the palette's `background:` anchor, every dark is the page mirror (`AnchoredTone`), and a role
/// changes it only where design systems left out of the calibration show it should (issues #35 and #48):
/// `accent`, `background` and `text` move it, and `text`, `border` and `onAccent` keep their WCAG level.
/// `surface` changes nothing. Without an anchor only `accent` applies, as the curve fitted on Apple's system colors
/// (`ToneCalibration`).
enum ToneRole: String, CaseIterable, Hashable, Sendable {
    /// Page backgrounds other than the anchor: mirrored about the page, never lifted off it.
    case background
    /// Layers on the page: cards, fields, containers, fills, tinted backgrounds. The anchored rule as it is.
    case surface
    /// Borders, dividers, separators, outlines: keep their WCAG level against the page.
    case border
    /// Fills and tints that keep their lightness in dark (brand colors, links, status colors, buttons,
    /// badges): with some chroma, never darker in dark than in light.
    case accent
    /// Text and icons: a little lighter than the mirror, keeping their WCAG level against the page.
    case text
    /// Text and icons drawn on an accent fill: keep their WCAG level against the fill's dark, or their light
    /// where the fill is not found.
    case onAccent

    /// For the message at a role that is none of these.
    static let meaning =
        "what kind of color this is; with the palette's \(ToneRule.background.quoted) it changes how its dark is placed"

    /// The roles that mean something without an anchor.
    var appliesWithoutAnchor: Bool { self == .accent }

    /// Whether, with an anchor, the role changes a dark at all.
    var changesAnchoredDark: Bool { self != .surface }

    /// The roles whose dark keeps the WCAG level its light reached against what it is drawn on.
    var keepsContrast: Bool { self == .text || self == .border || self == .onAccent }
}

extension ToneRole {
    /// Every role with what it is for, as the schema and messages list them.
    static var choices: String {
        allCases.map { role in
            switch role {
            case .background: return "background (a page background other than the anchor: mirrored about the page)"
            case .surface: return "surface (cards, fields, fills, tinted backgrounds)"
            case .border: return "border (borders, dividers, separators)"
            case .accent: return "accent (brand, links, status fills: kept about as light, as Apple's system colors)"
            case .text: return "text (text and icons)"
            case .onAccent: return "onAccent (text and icons on an accent fill)"
            }
        }.joined(separator: ", ")
    }
}
