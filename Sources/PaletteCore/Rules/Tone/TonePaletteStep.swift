/// Anchored and role-taking `tone` across a palette: each dark takes its role (`ToneRoles`) and is placed
/// against the anchor, and a text, border or onAccent dark keeps the WCAG level (`ContrastLevel`) its light
/// reached against what it is drawn on (the page, or an onAccent color's fill), moved to the nearest
/// lightness that does; one warning for the palette names those that could not. Text whose light is the
/// page's own is on a fill (onAccent), and an onAccent color whose fill is not found keeps its light, as
/// designers keep white text on a button white (issue #48).
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
        var choice =
            target.appearance != .dark
            ? nil
            : toneRule.on != nil
                ? ToneRoleChoice(role: .onAccent, source: target.isWrittenOnColor ? .rule : .paletteRule)
                : roles.role(of: target.color, ruleRole: toneRule.role, ownRule: target.isWrittenOnColor)
        if let anchor, let read = choice { choice = Self.textOnFill(read, light: value, anchor: anchor) }
        toneRule.role = choice?.role ?? toneRule.role
        var tone: ToneContext?
        // Without an anchor, a role the rule wrote is the rule's parameter, as it always was.
        if anchor != nil || choice.map({ !$0.source.isOnTheRule }) == true {
            tone = ToneContext(anchor: anchor?.name, role: choice)
        }
        var placed = toneRule
        placed.anchor = anchor
        var result = placed.apply(to: value, in: context)
        if case .success(let color) = result, let anchor, let role = tone?.role {
            let drawnOn = role.role == .onAccent ? fill ?? roles.fill(of: target.color) : nil
            if keepsItsLight(target.color, role: role.role, rule: toneRule, drawnOn: drawnOn) {
                result = .success(value)
            } else if let contrast = contrastToKeep(role: role.role, on: drawnOn, anchor: anchor, in: &source) {
                result = .success(
                    keepingContrast(
                        color, of: target, role: role, contrast: contrast, writtenCurve: toneRule.hasCurve,
                        in: &source))
            }
        }
        return RuleOutcome(rule: DerivationRule(toneRule), value: result, note: tone)
    }

    /// A role read as text from a name, for a color whose light lies within
    /// `ToneRoleCalibration.textOnFillDistance` of the page's light: no text on the page looks like that, so it
    /// is text on a fill, onAccent.
    static func textOnFill(_ choice: ToneRoleChoice, light: RGBA, anchor: ToneAnchor) -> ToneRoleChoice {
        guard choice.role == .text, case .inferred(var inferred) = choice.source,
            abs(OKLab(light).L - anchor.lightL) < ToneRoleCalibration.textOnFillDistance
        else { return choice }
        inferred.role = .onAccent
        inferred.isOnFill = true
        return ToneRoleChoice(role: .onAccent, source: .inferred(inferred))
    }

    /// An onAccent color drawn on a fill that is not found keeps its light: a fill that keeps its lightness
    /// keeps it readable. One on an inverse surface (`text-inverse`) is mirrored as any color, and a rule that
    /// writes how to move it is followed.
    func keepsItsLight(_ color: Int, role: ToneRole, rule: ToneRule, drawnOn fill: Int?) -> Bool {
        role == .onAccent && fill == nil && !rule.hasCurve && rule.lightness == nil && rule.chroma == nil
            && !roles.isOnInverse(color)
    }

    /// What a dark is drawn on, in light and in dark.
    struct ContrastToKeep {
        var backgroundName: String
        var backgroundLight: RGBA
        var backgroundDark: RGBA
    }

    /// The fill of an onAccent dark (`on`: `on:`'s color, else read from its key), or the page for text and
    /// borders; nil when the role keeps no contrast, or there is no fill or it has no values.
    func contrastToKeep<Source: RuleValueSource>(
        role: ToneRole, on: Int?, anchor: ToneAnchor, in source: inout Source
    ) -> ContrastToKeep? {
        guard role.keepsContrast else { return nil }
        guard role == .onAccent else {
            return ContrastToKeep(
                backgroundName: anchor.name, backgroundLight: anchor.light, backgroundDark: anchor.dark)
        }
        guard let fill = on,
            let fillLight = source.value(of: fill, in: .light), let fillDark = source.value(of: fill, in: .dark)
        else { return nil }
        return ContrastToKeep(
            backgroundName: source.colorNames[fill], backgroundLight: fillLight, backgroundDark: fillDark)
    }

    /// `dark` moved to keep the level of `contrast` its light reached, or as it is, set aside for the palette's
    /// warning when it loses the level. A written `curve:` is the palette's own choice: it is only checked.
    func keepingContrast<Source: RuleValueSource>(
        _ dark: RGBA, of target: RuleTarget, role: ToneRoleChoice, contrast: ContrastToKeep,
        writtenCurve: Bool, in source: inout Source
    ) -> RGBA {
        guard let light = source.value(of: target.color, in: .light),
            let level = ContrastLevel.reached(by: WCAG.contrastRatio(light, contrast.backgroundLight))
        else { return dark }
        if WCAG.contrastRatio(dark, contrast.backgroundDark) >= level { return dark }
        if !writtenCurve, let moved = ContrastKeeping.nearest(dark, reaching: level, against: contrast.backgroundDark) {
            return moved
        }
        let lost = LostContrastLevel(
            role: role, level: level, reached: WCAG.contrastRatio(dark, contrast.backgroundDark),
            backgroundName: contrast.backgroundName, backgroundDark: contrast.backgroundDark, writtenCurve: writtenCurve
        )
        source.reportForPalette(
            PaletteWarningItem(rule: ToneRule.kind, color: target.color, location: target.location, detail: lost))
        return dark
    }

    func paletteWarning(about colors: [PaletteWarningItem], names: [String]) -> Diagnostic? {
        LostContrastLevel.warning(about: colors, names: names)
    }
}
