/// How palettec computed an appearance that was not written as a value, as the manifest records it.
package struct Derivation: Hashable, Sendable {
    /// `invert`, `hsv`, ..., or `reference` for a value taken over from another color.
    package var rule: RuleKind
    /// The color read (`base`; this color's own name when the rule had no `from:`).
    package var from: String
    /// The appearance of that color that was read.
    var fromAppearance: Appearance
    /// The rule's settings, for the manifest.
    package var parameters: [String: DerivationParameter]
    /// For `tone` in a palette with a `background:` anchor, or with a role from a group or the palette:
    /// the anchor and the role it took, and why (the manifest's parameters say the same in words).
    package var tone: ToneContext?

    package init(rule: RuleKind, from: String, fromAppearance: Appearance, parameters: [String: DerivationParameter] = [:],
                 tone: ToneContext? = nil) {
        self.rule = rule
        self.from = from
        self.fromAppearance = fromAppearance
        self.parameters = parameters
        self.tone = tone
    }
}

package enum DerivationParameter: Hashable, Sendable {
    case number(Double)
    case text(String)
    case adjustment(ComponentAdjustment)
    /// `[[in, out], ...]`
    case points([PiecewiseLinear.Point])
}

extension DerivationRule {
    /// The settings a manifest shows for this rule.
    var parameters: [String: DerivationParameter] {
        var parameters: [String: DerivationParameter] = [:]
        switch self {
        case .invert, .calendarText, .calendarBackground:
            break
        case .hsv(let hue, let saturation, let brightness):
            parameters[RuleParameter.hue.rawValue] = hue.map(DerivationParameter.adjustment)
            parameters[RuleParameter.saturation.rawValue] = saturation.map(DerivationParameter.adjustment)
            parameters[RuleParameter.brightness.rawValue] = brightness.map(DerivationParameter.adjustment)
        case .contrast(let against, let ratio):
            parameters[RuleParameter.against.rawValue] = .text(against.name)
            parameters[RuleParameter.ratio.rawValue] = .number(ratio)
        case .oklch(let lightness, let chroma):
            parameters[RuleParameter.lightness.rawValue] = lightness.map(DerivationParameter.adjustment)
            parameters[RuleParameter.chroma.rawValue] = chroma.map(DerivationParameter.adjustment)
        case .tone(let curve, let chroma, let lightness, let role, let on):
            parameters[RuleParameter.role.rawValue] = role.map { .text($0.rawValue) }
            parameters[RuleParameter.on.rawValue] = on.map { .text($0.name) }
            parameters[RuleParameter.curve.rawValue] = curve.map { .points($0.mapping.points) }
            parameters[RuleParameter.chroma.rawValue] = chroma.map(DerivationParameter.adjustment)
            parameters[RuleParameter.lightness.rawValue] = lightness.map(DerivationParameter.adjustment)
        }
        return parameters
    }
}
