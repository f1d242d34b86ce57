/// `role:` of `derive: tone`: what kind of color it is, which sets the curve its dark follows.
///
/// With the palette's `background:` anchor, each role has a curve of its own, fitted on design systems'
/// role-tagged pairs (`ToneRoleCalibration`), placing the dark against the anchor. Without an anchor only
/// `accent` applies, as the curve fitted on Apple's system colors (`ToneCalibration`); the others need one.
package enum ToneRole: String, CaseIterable, Hashable, Sendable {
    /// Page backgrounds: the dark lands on the anchor's dark.
    case background
    /// Layers on the page: cards, fields, containers, fills, tinted backgrounds.
    case surface
    /// Borders, dividers, separators, outlines.
    case border
    /// Fills and tints that keep their lightness in dark and get a little lighter, as Apple's system
    /// colors do (brand colors, links, status colors, buttons, badges).
    case accent
    /// Text and icons.
    case text
    /// Text and icons drawn on an accent fill.
    case onAccent

    /// For the message at a role that is none of these.
    static let meaning = "what kind of color this is; with the palette's \(PaletteKey.background.quoted) each role has a dark curve of its own"

    /// The roles that mean something without an anchor.
    var appliesWithoutAnchor: Bool { self == .accent }
}
