/// `derive: contrast`: the least HSB brightness change that reaches a WCAG 2.x contrast ratio (`ratio:`)
/// or an APCA Lc in either polarity (`lc:`) against another color, landed on whole bytes.
struct ContrastRule: Rule {
    static let kind = RuleKind.contrast
    static let meaning =
        "Moves HSB brightness the least distance that reaches ratio (WCAG 2.x) or lc (APCA, the color as text) "
        + "against the color against, in whole bytes."
    static let parameters: [RuleParameter] = [.against, .ratio, .lc]
    static let requirement = RuleRequirement.allAndOneOf(all: [.against], oneOf: [.ratio, .lc])

    var against: ColorReference
    var target: ContrastTarget

    var counterpart: ColorReference? { against }

    init(against: ColorReference, target: ContrastTarget) {
        self.against = against
        self.target = target
    }

    init(against: ColorReference, ratio: Double) {
        self.init(against: against, target: .ratio(ratio))
    }

    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> ContrastRule? {
        guard requirement.isMet(by: written.keys), let againstField = written[.against] else {
            reader.error(
                "'\(kind.rawValue)' needs \(RuleParameter.against.quoted("\"{color}\"")) and one of "
                    + "\(RuleParameter.ratio.quoted("4.5")) (a WCAG ratio from 1 to 21) or "
                    + "\(RuleParameter.lc.quoted("60")) (an APCA Lc from 0 to \(Int(APCA.largestLc)))", at: mark,
                notes: [])
            return nil
        }
        guard let against = reader.referenceValue(of: againstField) else { return nil }
        if let lcField = written[.lc] {
            return reader.lightnessContrast(of: lcField).map { ContrastRule(against: against, target: .lc($0)) }
        }
        guard let ratioField = written[.ratio], let ratio = reader.ratio(of: ratioField) else { return nil }
        return ContrastRule(against: against, target: .ratio(ratio))
    }

    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure> {
        guard let background = context.counterpart else {
            return .failure(RuleFailure(message: "'\(against.name)' has no value here"))
        }
        let parameter = target.parameter.quotedName
        let exact = ContrastSearch.adjust(color, against: background, target: target).mapError { unreachable in
            RuleFailure(
                message: "no brightness of this hue and saturation reaches \(target.described) against "
                    + "'\(against.name)'; the best reachable is \(target.formatted(unreachable.bestRatio)). Lower "
                    + "\(parameter) or change the color"
            )
        }
        return exact.flatMap { exact in
            guard let landed = EightBitContrast.nearestPassing(exact, against: background, target: target) else {
                return .failure(
                    RuleFailure(
                        message: "\(target.described) against '\(against.name)' "
                            + "is reached only between two bytes: no 8-bit color reaches it against "
                            + "\(background.hexColor.hex), "
                            + "the hex screens show. Lower \(parameter) a little or change the color"
                    ))
            }
            return .success(landed)
        }
    }

    var recordedParameters: [String: DerivationParameter] {
        [RuleParameter.against.rawValue: .text(against.name), target.parameter.rawValue: .number(target.value)]
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
    static let lc = RuleParameter(
        "lc",
        meaning:
            "The APCA Lc to reach, the color as text on against, in either polarity: from 0 to 108 (60 for body "
            + "text, 75 for small text).", value: .lightnessContrast)
}

extension DerivationRule {
    static func contrast(against: ColorReference, ratio: Double) -> DerivationRule {
        DerivationRule(ContrastRule(against: against, ratio: ratio))
    }
}
