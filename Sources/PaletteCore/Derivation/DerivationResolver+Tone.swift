/// Warnings about a dark that anchored `tone` derived: text or a border lifted onto the background's dark,
/// and text that lost contrast against it.
extension DerivationResolver {
    /// `light` is the value the dark was derived from. A written `curve:` is the palette's own choice:
    /// only the contrast of text is checked then.
    mutating func checkAnchoredDark(_ dark: RGBA, of key: Key, from light: RGBA, role: ToneRoleChoice, anchor: ToneAnchor,
                                    writtenCurve: Bool, at location: SourceLocation) {
        let name = names[key.color]
        let what = "'\(name.abbreviated)' is \(ToneRoleText.described(role))"
        if !writtenCurve, role.role.staysOnItsSideOfTheAnchor {
            let lightness = OKLab(light).L
            let placed = Tone.darkLightness(of: lightness, role: role.role, anchor: anchor)
            if placed.raised {
                let curve = Tone.darkLightness(of: lightness, role: role.role, anchor: ToneAnchor(name: anchor.name, light: anchor.light,
                                                                                                    dark: RGBA(red: 0, green: 0, blue: 0)))
                report(.warning(
                    "\(what), and its role's curve puts its dark at OKLCH lightness \(Self.twoPlaces(curve.placed)), darker than the dark "
                        + "of the background '\(anchor.name.abbreviated)' (\(anchor.dark.messageText), \(Self.twoPlaces(anchor.darkL))): "
                        + "it is placed at the background's lightness instead, where it hardly shows; write its dark, "
                        + "or give the background a darker dark", at: location))
                return
            }
        }
        guard role.role == .text, let ownLight = value(Key(color: key.color, appearance: .light))?.color else { return }
        let lightRatio = WCAG.contrastRatio(ownLight, anchor.light), darkRatio = WCAG.contrastRatio(dark, anchor.dark)
        guard ContrastFormat.twoDecimals(darkRatio) < ContrastFormat.twoDecimals(lightRatio) else { return }
        let best = WCAG.contrastRatio(RGBA(red: 1, green: 1, blue: 1), anchor.dark)
        let fix = ContrastFormat.twoDecimals(best) >= ContrastFormat.twoDecimals(lightRatio)
            ? "write its dark, or derive it with { \(RuleKey.derive.written) \(RuleKind.contrast.rawValue), "
                + "\(RuleParameter.against.written) \"{\(anchor.name.abbreviated)}\", "
                + "\(RuleParameter.ratio.written) \(ContrastFormat.ratio(lightRatio).dropLast(2)) }"
            : "no color reaches \(ContrastFormat.ratio(lightRatio)) against \(anchor.dark.messageText) (white reaches "
                + "\(ContrastFormat.ratio(best))): give the text a lighter light, or the background a darker dark, or write its dark"
        report(.warning(
            "\(what), and its derived dark \(dark.messageText) reaches \(ContrastFormat.ratio(darkRatio)) against the dark of the "
                + "background '\(anchor.name.abbreviated)' (\(anchor.dark.messageText)), less than the \(ContrastFormat.ratio(lightRatio)) "
                + "its light \(ownLight.messageText) has against \(anchor.light.messageText); \(fix)", at: location))
    }

    private static func twoPlaces(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }
}
