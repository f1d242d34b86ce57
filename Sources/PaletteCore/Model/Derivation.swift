/// How palettec computed an appearance that was not written as a value, as the manifest records it.
struct Derivation: Hashable, Sendable {
    /// `invert`, `hsv`, ..., or `reference` for a value taken over from another color.
    var rule: RuleKind
    /// The color read (`base`; this color's own name when the rule had no `from:`).
    var from: String
    /// The appearance of that color that was read.
    var fromAppearance: Appearance
    /// The rule's settings, for the manifest.
    var parameters: [String: DerivationParameter]
    /// What the rule's palette step placed the value by (`RulePaletteStep`), the manifest's parameters
    /// saying the same in words; nil when it has none.
    var note: AnyRuleNote?

    init(
        rule: RuleKind, from: String, fromAppearance: Appearance, parameters: [String: DerivationParameter] = [:],
        note: (any RuleNote)? = nil
    ) {
        self.rule = rule
        self.from = from
        self.fromAppearance = fromAppearance
        self.parameters = parameters
        self.note = note.map(AnyRuleNote.init)
    }
}
