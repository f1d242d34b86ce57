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

    package init(
        rule: RuleKind, from: String, fromAppearance: Appearance, parameters: [String: DerivationParameter] = [:],
        tone: ToneContext? = nil
    ) {
        self.rule = rule
        self.from = from
        self.fromAppearance = fromAppearance
        self.parameters = parameters
        self.tone = tone
    }
}
