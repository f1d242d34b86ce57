/// `derive: invert`: each of R, G and B becomes 1 - c; alpha is kept.
struct InvertRule: Rule {
    static let kind = RuleKind.invert
    static let meaning = "Each of R, G and B becomes 1 - c; alpha is kept."
    static let parameters: [RuleParameter] = []

    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> InvertRule? {
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

extension RGBA {
    /// RGB inversion: dark = white minus the color, as the article "Making Backward Compatible Adaptive
    /// Colors for Dark Mode in iOS" derives it, in the color's own space, which is kept with alpha:
    /// inverting `color(display-p3 1 0 0)` gives `color(display-p3 0 1 1)`.
    var inverted: RGBA {
        RGBA(red: 1 - red, green: 1 - green, blue: 1 - blue, alpha: alpha, space: space)
    }
}
