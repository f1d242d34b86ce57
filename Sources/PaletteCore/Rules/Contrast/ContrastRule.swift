/// `derive: contrast`: the least HSB brightness change that reaches a WCAG 2.x contrast ratio against
/// another color, landed on whole bytes.
struct ContrastRule: Rule {
    static let kind = RuleKind.contrast
    static let meaning =
        "Moves HSB brightness the least distance that reaches ratio against the color against, in whole bytes."
    static let parameters: [RuleParameter] = [.against, .ratio]
    static let requirement = RuleRequirement.all(parameters)

    var against: ColorReference
    var ratio: Double

    var counterpart: ColorReference? { against }

    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> ContrastRule? {
        guard requirement.isMet(by: written.keys), let againstField = written[.against],
            let ratioField = written[.ratio]
        else {
            reader.error(
                "'\(kind.rawValue)' needs \(RuleParameter.against.quoted("\"{color}\"")) and "
                    + "\(RuleParameter.ratio.quoted("4.5")) (a WCAG ratio from 1 to 21)", at: mark, notes: [])
            return nil
        }
        guard let against = reader.referenceValue(of: againstField), let ratio = reader.ratio(of: ratioField) else {
            return nil
        }
        return ContrastRule(against: against, ratio: ratio)
    }

    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure> {
        guard let background = context.counterpart else {
            return .failure(RuleFailure(message: "'\(against.name)' has no value here"))
        }
        let exact = ContrastSearch.adjust(color, against: background, ratio: ratio).mapError { unreachable in
            RuleFailure(
                message: "no brightness of this hue and saturation reaches a contrast ratio of "
                    + "\(ContrastFormat.ratio(ratio)) against '\(against.name)'; the best reachable is "
                    + "\(ContrastFormat.ratio(unreachable.bestRatio)). Lower \(RuleParameter.ratio.quotedName) or "
                    + "change the color"
            )
        }
        return exact.flatMap { exact in
            guard let landed = EightBitContrast.nearestPassing(exact, against: background, ratio: ratio) else {
                return .failure(
                    RuleFailure(
                        message: "a contrast ratio of \(ContrastFormat.ratio(ratio)) against '\(against.name)' "
                            + "is reached only between two bytes: no 8-bit color reaches it against "
                            + "\(background.hexColor.hex), "
                            + "the hex screens show. Lower \(RuleParameter.ratio.quotedName) a little or change the "
                            + "color"
                    ))
            }
            return .success(landed)
        }
    }

    var recordedParameters: [String: DerivationParameter] {
        [RuleParameter.against.rawValue: .text(against.name), RuleParameter.ratio.rawValue: .number(ratio)]
    }
}

extension RuleKind {
    static let contrast = RuleKind("contrast")
}

extension RuleParameter {
    static let against = RuleParameter(
        "against", meaning: "The color to contrast with, as \"{name}\", in the same appearance.", value: .colorReference
    )
    static let ratio = RuleParameter(
        "ratio", meaning: "The WCAG 2.x ratio to reach, from 1 to 21 (4.5 for body text).", value: .contrastRatio)
}

extension DerivationRule {
    static func contrast(against: ColorReference, ratio: Double) -> DerivationRule {
        DerivationRule(ContrastRule(against: against, ratio: ratio))
    }
}
