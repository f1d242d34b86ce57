/// Anchored and role-taking `tone` across a palette: each dark takes its role (`ToneRoles`) and is placed
/// against the anchor, and a text, border or onAccent dark keeps the WCAG ratio its light had against what
/// it is drawn on (the page, or an onAccent color's fill), moved to the nearest lightness that does, or a
/// warning says it could not.
struct TonePaletteStep: RulePaletteStep {
    let roles: ToneRoles

    /// An onAccent dark keeps its contrast against its fill's light and dark, read as values are.
    func reads(of rule: any Rule, for appearance: Appearance) -> [(color: ColorReference, appearance: Appearance)] {
        guard let fill = (rule as? ToneRule)?.on, appearance == .dark, roles.anchor != nil else { return [] }
        return [(fill, .light), (fill, .dark)]
    }

    func derive<Source: RuleValueSource>(
        _ rule: any Rule, from value: RGBA, counterpart: RGBA?, for target: RuleTarget, in source: inout Source
    ) -> RuleOutcome? {
        let context = RuleContext(appearance: target.appearance, counterpart: counterpart)
        guard var toneRule = rule as? ToneRule else {
            return RuleOutcome(rule: DerivationRule(rule), value: rule.apply(to: value, in: context), note: nil)
        }
        let anchor = roles.anchor
        var fill: Int?
        if let on = toneRule.on, target.appearance == .dark {
            guard let index = source.color(named: on) else { return nil }
            fill = index
        }
        let choice =
            target.appearance != .dark
            ? nil
            : toneRule.on != nil
                ? ToneRoleChoice(role: .onAccent, source: target.isWrittenOnColor ? .rule : .paletteRule)
                : roles.role(of: target.color, ruleRole: toneRule.role, ownRule: target.isWrittenOnColor)
        toneRule.role = choice?.role ?? toneRule.role
        var tone: ToneContext?
        // Without an anchor, a role the rule wrote is the rule's parameter, as it always was.
        if anchor != nil || choice.map({ !$0.source.isOnTheRule }) == true {
            tone = ToneContext(anchor: anchor?.name, role: choice)
        }
        var placed = toneRule
        placed.anchor = anchor
        var result = placed.apply(to: value, in: context)
        if case .success(let color) = result, let anchor, let role = tone?.role,
            let contrast = contrastToKeep(for: target.color, role: role.role, on: fill, anchor: anchor, in: &source)
        {
            result = .success(
                keepingContrast(
                    color, of: target, role: role, contrast: contrast, writtenCurve: toneRule.hasCurve, in: &source))
        }
        return RuleOutcome(rule: DerivationRule(toneRule), value: result, note: tone)
    }

    /// What a dark is drawn on, in light and in dark.
    struct ContrastToKeep {
        var backgroundName: String
        var backgroundLight: RGBA
        var backgroundDark: RGBA
    }

    /// The fill of an onAccent dark (`on:`'s color, else read from its key), or the page for text and
    /// borders; nil when the role keeps no contrast, or there is no fill or it has no values.
    func contrastToKeep<Source: RuleValueSource>(
        for color: Int, role: ToneRole, on: Int?, anchor: ToneAnchor, in source: inout Source
    ) -> ContrastToKeep? {
        guard role.keepsContrast else { return nil }
        guard role == .onAccent else {
            return ContrastToKeep(
                backgroundName: anchor.name, backgroundLight: anchor.light, backgroundDark: anchor.dark)
        }
        guard let fill = on ?? roles.fill(of: color),
            let fillLight = source.value(of: fill, in: .light), let fillDark = source.value(of: fill, in: .dark)
        else { return nil }
        return ContrastToKeep(
            backgroundName: source.colorNames[fill], backgroundLight: fillLight, backgroundDark: fillDark)
    }

    /// `dark` moved to keep `contrast`, or as it is (with a warning when it does not keep it). A written
    /// `curve:` is the palette's own choice: it is only checked.
    func keepingContrast<Source: RuleValueSource>(
        _ dark: RGBA, of target: RuleTarget, role: ToneRoleChoice, contrast: ContrastToKeep,
        writtenCurve: Bool, in source: inout Source
    ) -> RGBA {
        guard let light = source.value(of: target.color, in: .light) else { return dark }
        let name = source.colorNames[target.color]
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
            : "no lightness of its hue reaches it (white reaches \(ContrastFormat.ratio(white)), black "
                + "\(ContrastFormat.ratio(black))): "
                + "write its dark, or give '\(contrast.backgroundName.abbreviated)' a dark further from it"
        source.report(
            .warning(
                "'\(name.abbreviated)' is \(ToneRoleText.described(role)), and its derived dark \(dark.messageText) "
                    + "reaches "
                    + "\(ContrastFormat.ratio(reached)) against the dark of '\(contrast.backgroundName.abbreviated)' "
                    + "(\(contrast.backgroundDark.messageText)), less than the \(ContrastFormat.ratio(wanted)) its "
                    + "light \(light.messageText) "
                    + "has against \(contrast.backgroundLight.messageText); \(fix)", at: target.location))
        return dark
    }
}
