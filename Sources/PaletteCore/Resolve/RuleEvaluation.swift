/// Applies one rule to a color value: the resolver's one call into `Rules/`.
enum RuleEvaluation {
    typealias Failure = RuleFailure

    /// `against` is the value of the rule's counterpart (`contrast`'s background) in the same
    /// appearance; `appearance` is the one being derived.
    static func apply(
        _ rule: DerivationRule, to color: RGBA, against: RGBA?, for appearance: Appearance = .dark
    ) -> Result<RGBA, Failure> {
        rule.rule.apply(to: color, in: RuleContext(appearance: appearance, counterpart: against))
    }
}
