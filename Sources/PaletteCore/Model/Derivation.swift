/// How palettec computed an appearance that was not written as a value, as the manifest records it.
package struct Derivation: Hashable, Sendable {
    /// `invert`, `hsv`, ..., or `reference` for a value taken over from another color.
    package var rule: RuleKind
    /// The color read (`base`; this color's own name when the rule had no `from:`).
    package var from: String
    /// The appearance of that color that was read.
    package var fromAppearance: Appearance
    /// The rule's settings, for the manifest.
    package var parameters: [String: DerivationParameter]

    package init(rule: RuleKind, from: String, fromAppearance: Appearance, parameters: [String: DerivationParameter] = [:]) {
        self.rule = rule
        self.from = from
        self.fromAppearance = fromAppearance
        self.parameters = parameters
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
            parameters["hue"] = hue.map(DerivationParameter.adjustment)
            parameters["saturation"] = saturation.map(DerivationParameter.adjustment)
            parameters["brightness"] = brightness.map(DerivationParameter.adjustment)
        case .contrast(let against, let ratio):
            parameters["against"] = .text(against.name)
            parameters["ratio"] = .number(ratio)
        case .oklch(let lightness, let chroma):
            parameters["lightness"] = lightness.map(DerivationParameter.adjustment)
            parameters["chroma"] = chroma.map(DerivationParameter.adjustment)
        case .tone(let curve, let chroma, let lightness, let role):
            parameters["role"] = role.map { .text($0.rawValue) }
            parameters["curve"] = curve.map { .points($0.mapping.points) }
            parameters["chroma"] = chroma.map(DerivationParameter.adjustment)
            parameters["lightness"] = lightness.map(DerivationParameter.adjustment)
        }
        return parameters
    }
}
