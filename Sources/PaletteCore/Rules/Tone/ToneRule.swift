/// `derive: tone`: where designers land. OKLCH lightness through a monotone curve, chroma scaled by a
/// function of lightness, hue kept, mapped into the color's own space (`Tone`). A calibrated curve
/// unless `curve` is written (and the role's unless `role` is written); high contrast moves lightness
/// away from the appearance's background instead. `on`: the fill an onAccent color is drawn on.
struct ToneRule: Rule {
    static let kind = RuleKind.tone
    static let meaning =
        "Where design systems put their darks: OKLCH lightness through a calibrated curve, hue kept. Not for light."
    static let parameters: [RuleParameter] = [.role, .on, .curve, .chroma, .lightness]
    /// It derives only from a light value.
    static let derivesLight = false

    var curve: ToneCurve?
    var chroma: ComponentAdjustment?
    var lightness: ComponentAdjustment?
    var role: ToneRole?
    var on: ColorReference?
    /// The palette's `background:`, which it places its values against: set by its palette step, never
    /// written on the rule.
    var anchor: ToneAnchor?

    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> ToneRule? {
        let role = written[.role].map { reader.toneRole(of: $0) }
        let on = written[.on].map { reader.fill(of: $0, role: role ?? nil) }
        let curve = written[.curve].map { reader.toneCurve(of: $0) }
        let chroma = written[.chroma].map { reader.adjustment(of: $0) }
        let lightness = written[.lightness].map { reader.adjustment(of: $0) }
        if role == .some(nil) || on == .some(nil) || curve == .some(nil) || chroma == .some(nil)
            || lightness == .some(nil)
        {
            return nil
        }
        return ToneRule(
            curve: curve ?? nil, chroma: chroma ?? nil, lightness: lightness ?? nil, role: role ?? nil, on: on ?? nil)
    }

    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure> {
        .success(
            Tone.derive(
                color, for: context.appearance, role: role, anchor: anchor, curve: curve,
                chroma: chroma, lightness: lightness))
    }

    var recordedParameters: [String: DerivationParameter] {
        var parameters: [String: DerivationParameter] = [:]
        parameters[RuleParameter.role.rawValue] = role.map { .text($0.rawValue) }
        parameters[RuleParameter.on.rawValue] = on.map { .text($0.name) }
        parameters[RuleParameter.curve.rawValue] = curve.map { .points($0.mapping.points) }
        parameters[RuleParameter.chroma.rawValue] = chroma.map(DerivationParameter.adjustment)
        parameters[RuleParameter.lightness.rawValue] = lightness.map(DerivationParameter.adjustment)
        return parameters
    }

    /// Whether `curve` is written, which replaces the calibrated lightness step.
    var hasCurve: Bool { curve.map { $0.mapping.points.count > 0 } ?? false }

    static func paletteStep(_ facts: RulePaletteFacts) -> (any RulePaletteStep)? {
        ToneRoles(facts).map(TonePaletteStep.init)
    }

    static let isSuggestedForDarks = true
    static let checkedBeyondSchema = ["tone curves"]
}

extension RuleKind {
    static let tone = RuleKind("tone")
}

extension DerivationRule {
    static func tone(
        curve: ToneCurve?, chroma: ComponentAdjustment?, lightness: ComponentAdjustment?, role: ToneRole?,
        on: ColorReference? = nil
    ) -> DerivationRule {
        DerivationRule(ToneRule(curve: curve, chroma: chroma, lightness: lightness, role: role, on: on))
    }
}
