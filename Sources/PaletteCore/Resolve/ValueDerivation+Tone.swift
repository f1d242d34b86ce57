/// Anchored `tone`'s contrast: a text, border or onAccent dark keeps the WCAG ratio its light had against
/// what it is drawn on (the page, or an onAccent color's fill), moved to the nearest lightness that does, or
/// a warning says it could not.
extension ValueDerivation {
    /// What a dark is drawn on, in light and in dark.
    struct ContrastToKeep {
        var backgroundName: String
        var backgroundLight: RGBA
        var backgroundDark: RGBA
    }

    /// The fill of an onAccent dark (`on:`'s color, else read from its key), or the page for text and
    /// borders; nil when the role keeps no contrast, or there is no fill or it has no values.
    mutating func contrastToKeep(for key: Key, role: ToneRole, on: Int?, anchor: ToneAnchor) -> ContrastToKeep? {
        guard role.keepsContrast else { return nil }
        guard role == .onAccent else {
            return ContrastToKeep(
                backgroundName: anchor.name, backgroundLight: anchor.light, backgroundDark: anchor.dark)
        }
        guard let fill = on ?? toneRoles?.fill(of: key.color),
            let fillLight = shown(fill, .light), let fillDark = shown(fill, .dark)
        else { return nil }
        return ContrastToKeep(
            backgroundName: names[fill], backgroundLight: fillLight.color, backgroundDark: fillDark.color)
    }

    /// `dark` moved to keep `contrast`, or as it is (with a warning when it does not keep it). A written
    /// `curve:` is the palette's own choice: it is only checked.
    mutating func keepingContrast(
        _ dark: RGBA, of key: Key, role: ToneRoleChoice, contrast: ContrastToKeep,
        writtenCurve: Bool, at location: SourceLocation
    ) -> RGBA {
        guard let light = value(Key(color: key.color, appearance: .light))?.color else { return dark }
        let wanted = WCAG.contrastRatio(light, contrast.backgroundLight)
        let kept =
            ContrastFormat.twoDecimals(WCAG.contrastRatio(dark, contrast.backgroundDark))
            >= ContrastFormat.twoDecimals(wanted)
        if kept { return dark }
        if !writtenCurve, let moved = ContrastKeeping.nearest(dark, reaching: wanted, against: contrast.backgroundDark)
        {
            return moved
        }
        let reached = WCAG.contrastRatio(dark, contrast.backgroundDark)
        let white = WCAG.contrastRatio(RGBA(red: 1, green: 1, blue: 1), contrast.backgroundDark)
        let black = WCAG.contrastRatio(RGBA(red: 0, green: 0, blue: 0), contrast.backgroundDark)
        let fix =
            writtenCurve
            ? "its \(RuleParameter.curve.written) puts it there; change the curve, or write its dark"
            : "no lightness of its hue reaches it (white reaches \(ContrastFormat.ratio(white)), black \(ContrastFormat.ratio(black))): "
                + "write its dark, or give '\(contrast.backgroundName.abbreviated)' a dark further from it"
        report(
            .warning(
                "'\(names[key.color].abbreviated)' is \(ToneRoleText.described(role)), and its derived dark \(dark.messageText) reaches "
                    + "\(ContrastFormat.ratio(reached)) against the dark of '\(contrast.backgroundName.abbreviated)' "
                    + "(\(contrast.backgroundDark.messageText)), less than the \(ContrastFormat.ratio(wanted)) its light \(light.messageText) "
                    + "has against \(contrast.backgroundLight.messageText); \(fix)", at: location))
        return dark
    }
}
