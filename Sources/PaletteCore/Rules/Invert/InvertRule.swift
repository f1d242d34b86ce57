/// `derive: invert`: each of R, G and B becomes 1 - c; alpha is kept.
struct InvertRule: Rule {
    static let kind = RuleKind.invert
    static let meaning = "Each of R, G and B becomes 1 - c; alpha is kept."
    static let parameters: [RuleParameter] = []

    static func read<Reader: RuleValueReader>(_ written: WrittenRuleParameters, with reader: inout Reader,
                                              at mark: YAMLMark) -> InvertRule? {
        InvertRule()
    }

    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure> {
        .success(color.inverted)
    }
}

extension RuleKind {
    static let invert = RuleKind("invert")
}

extension DerivationRule {
    static let invert = DerivationRule(InvertRule())
}
