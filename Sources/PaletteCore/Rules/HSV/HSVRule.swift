/// `derive: hsv`: HSV changes, hue in degrees (wrapping), saturation and brightness clamped to 0-1.
struct HSVRule: Rule {
    static let kind = RuleKind.hsv
    static let meaning = "Sets or changes hue (degrees), saturation and brightness (0 to 1)."
    static let parameters: [RuleParameter] = [.hue, .saturation, .brightness]
    static let requirement = RuleRequirement.atLeastOne(parameters)

    var hue: ComponentAdjustment?
    var saturation: ComponentAdjustment?
    var brightness: ComponentAdjustment?

    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> HSVRule? {
        guard requirement.isMet(by: written.keys) else {
            let names = ChoiceText.quotedList(parameters.map(\.rawValue), joinedBy: "and")
            reader.error("'\(kind.rawValue)' needs at least one of \(names)", at: mark, notes: [])
            return nil
        }
        let hue = written[.hue].map { reader.adjustment(of: $0) }
        let saturation = written[.saturation].map { reader.adjustment(of: $0) }
        let brightness = written[.brightness].map { reader.adjustment(of: $0) }
        if hue == .some(nil) || saturation == .some(nil) || brightness == .some(nil) { return nil }
        return HSVRule(hue: hue ?? nil, saturation: saturation ?? nil, brightness: brightness ?? nil)
    }

    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure> {
        .success(color.adjustingHSV(hue: hue, saturation: saturation, brightness: brightness))
    }

    var recordedParameters: [String: DerivationParameter] {
        var parameters: [String: DerivationParameter] = [:]
        parameters[RuleParameter.hue.rawValue] = hue.map(DerivationParameter.adjustment)
        parameters[RuleParameter.saturation.rawValue] = saturation.map(DerivationParameter.adjustment)
        parameters[RuleParameter.brightness.rawValue] = brightness.map(DerivationParameter.adjustment)
        return parameters
    }
}

extension RuleKind {
    static let hsv = RuleKind("hsv")
}

extension RuleParameter {
    static let hue = RuleParameter(
        "hue", meaning: "Hue in degrees, wrapping: a number sets it, \(operations) change it.", value: .adjustment)
    static let saturation = RuleParameter(
        "saturation", meaning: "HSB saturation, clamped to 0-1: a number sets it, \(operations) change it.",
        value: .adjustment)
    static let brightness = RuleParameter(
        "brightness", meaning: "HSB brightness, clamped to 0-1: a number sets it, \(operations) change it.",
        value: .adjustment)
}

extension DerivationRule {
    static func hsv(
        hue: ComponentAdjustment?, saturation: ComponentAdjustment?, brightness: ComponentAdjustment?
    ) -> DerivationRule {
        DerivationRule(HSVRule(hue: hue, saturation: saturation, brightness: brightness))
    }
}

extension RGBA {
    /// Hue in degrees wraps; saturation and brightness are clamped to 0-1; alpha and the space are kept.
    func adjustingHSV(
        hue: ComponentAdjustment?, saturation: ComponentAdjustment?, brightness: ComponentAdjustment?
    ) -> RGBA {
        let hsv = self.hsv
        let adjusted = HSV(
            hue: hue?.apply(to: hsv.hue) ?? hsv.hue,
            saturation: min(max(saturation?.apply(to: hsv.saturation) ?? hsv.saturation, 0), 1),
            brightness: min(max(brightness?.apply(to: hsv.brightness) ?? hsv.brightness, 0), 1),
            alpha: hsv.alpha,
            space: space)
        return adjusted.rgba
    }
}
