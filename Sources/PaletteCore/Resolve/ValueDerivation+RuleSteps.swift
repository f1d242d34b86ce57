/// Rules' work across a palette beyond `apply` (`RulePaletteStep`): made from what each rule read of the
/// palette's and the groups' keys, and answered from the values resolved so far.
extension ValueDerivation: RuleValueSource {
    static func ruleSteps(of spec: PaletteSpec) -> [RuleKind: any RulePaletteStep] {
        let root = spec.root, colorCount = spec.colorNames.count
        let setByGroups = root.rulesSetByGroups
        var steps: [RuleKind: any RulePaletteStep] = [:]
        for rule in RuleRegistry.rules {
            let facts = RulePaletteFacts(
                setting: spec.ruleSettings[rule.kind], groupsHaveSettings: setByGroups.contains(rule.kind),
                places: {
                    var places: [(group: GroupPlace, key: String)] = []
                    places.reserveCapacity(colorCount)
                    root.forEachColor { places.append(($0.group, $0.key)) }
                    return places
                })
            steps[rule.kind] = rule.paletteStep(facts)
        }
        return steps
    }

    var colorNames: [String] { names }

    mutating func color(named reference: ColorReference) -> Int? { known(reference) }

    mutating func value(of color: Int, in appearance: Appearance) -> RGBA? { shown(color, appearance)?.color }
}

extension ColorGroup {
    /// The rules that it or a group in it has a setting of.
    var rulesSetByGroups: Set<RuleKind> {
        var kinds = Set(ruleSettings.kinds)
        for case .group(let group) in members { kinds.formUnion(group.rulesSetByGroups) }
        return kinds
    }
}
