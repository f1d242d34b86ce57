/// A text, border or onAccent dark that `tone` could not bring to the WCAG level its light reached, and the
/// one warning for the palette that names every such color (issue #48: a designer reads a level, and a
/// warning per color at ratios no dark page allows was noise).
struct LostContrastLevel: Sendable {
    var role: ToneRoleChoice
    var level: Double
    var reached: Double
    var backgroundName: String
    var backgroundDark: RGBA
    var writtenCurve: Bool

    /// `'muted' (text (…)) reaches 2.10:1 against the dark of 'page' (#1C1C1EFF), not 3:1`
    var text: String {
        "(\(ToneRoleText.described(role))) reaches \(ContrastFormat.ratio(reached)) against the dark of "
            + "'\(backgroundName.abbreviated)' (\(backgroundDark.messageText)), not \(ContrastFormat.ratio(level))"
            + (writtenCurve ? ", where its \(RuleParameter.curve.written) puts it" : "")
    }

    /// One warning at the first color, noting each other's line; nil for none.
    static func warning(about items: [PaletteWarningItem], names: [String]) -> Diagnostic? {
        let lost = items.compactMap { item in (item.detail as? LostContrastLevel).map { (item, $0) } }
        guard let first = lost.first else { return nil }
        let listed = lost.map { item, lost in "'\(names[item.color].abbreviated)' \(lost.text)" }
        let levels = ContrastLevel.levels.map(ContrastFormat.ratio).joined(separator: ", ")
        let head =
            lost.count == 1
            ? "a derived dark loses the WCAG level its light reaches"
            : "\(lost.count) derived darks lose the WCAG level their lights reach"
        return .warning(
            "\(head) (\(levels)) against what they are drawn on: " + listed.joined(separator: "; ")
                + ". Write their darks, or give what they are drawn on a dark further from them",
            at: first.0.location,
            notes: lost.dropFirst().map { item, _ in
                .init("'\(names[item.color].abbreviated)' is here", at: item.location)
            })
    }
}
