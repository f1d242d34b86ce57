/// `derive: oklch`: perceptual inversion. OKLCH lightness becomes 1 - L, hue and chroma kept, mapped
/// into the color's own space (sRGB or Display P3).
struct OKLCHRule: Rule {
    static let kind = RuleKind.oklch
    static let meaning = "Perceptual inversion: OKLCH lightness L becomes 1 - L, hue and chroma kept, gamut-mapped."
    static let parameters: [RuleParameter] = [.lightness, .chroma]

    var lightness: ComponentAdjustment?
    var chroma: ComponentAdjustment?

    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> OKLCHRule? {
        let lightness = written[.lightness].map { reader.adjustment(of: $0) }
        let chroma = written[.chroma].map { reader.adjustment(of: $0) }
        if lightness == .some(nil) || chroma == .some(nil) { return nil }
        return OKLCHRule(lightness: lightness ?? nil, chroma: chroma ?? nil)
    }

    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure> {
        .success(color.oklchInverted(lightness: lightness.map { $0.apply }, chroma: chroma.map { $0.apply }).rgba)
    }

    var recordedParameters: [String: DerivationParameter] {
        var parameters: [String: DerivationParameter] = [:]
        parameters[RuleParameter.lightness.rawValue] = lightness.map(DerivationParameter.adjustment)
        parameters[RuleParameter.chroma.rawValue] = chroma.map(DerivationParameter.adjustment)
        return parameters
    }
}

extension RuleKind {
    static let oklch = RuleKind("oklch")
}

/// Another rule takes these too.
extension RuleParameter {
    static let lightness = RuleParameter(
        "lightness", meaning: "OKLCH lightness of the result: a number sets it, \(operations) change it.",
        value: .adjustment)
    static let chroma = RuleParameter(
        "chroma", meaning: "OKLCH chroma of the result: a number sets it, \(operations) change it.", value: .adjustment)
}

extension DerivationRule {
    static func oklch(lightness: ComponentAdjustment?, chroma: ComponentAdjustment?) -> DerivationRule {
        DerivationRule(OKLCHRule(lightness: lightness, chroma: chroma))
    }
}
