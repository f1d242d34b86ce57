/// Every rule a palette can name in `derive:`, in the order messages and the schema list them.
/// Adding a rule: its folder under `Rules/`, and one line here (docs/architecture.md, "Adding a rule").
enum RuleRegistry {
    static let rules: [any Rule.Type] = [
        InvertRule.self,
        HSVRule.self,
        CalendarTextRule.self,
        CalendarBackgroundRule.self,
        ContrastRule.self,
        OKLCHRule.self,
        ToneRule.self,
    ]

    /// The rule a palette names, or nil for a name no rule has.
    static func rule(named name: String) -> (any Rule.Type)? {
        rules.first { $0.kind.rawValue == name }
    }

    /// The rule named so, whether a palette can name it or it only records one (`reference`, and a made
    /// color's operation).
    static func kind(named name: String) -> RuleKind? {
        if name == RuleKind.reference.rawValue { return .reference }
        return rule(named: name)?.kind ?? RuleKind.madeColorKinds.first { $0.rawValue == name }
    }

    /// Every parameter some rule takes, each once, in the rules' order.
    static let parameters: [RuleParameter] = rules.flatMap { $0.parameters }.reduce(into: []) { unique, parameter in
        if !unique.contains(parameter) { unique.append(parameter) }
    }

    static let parameterKeys = Set(parameters.map(\.rawValue))

    /// Every rule's own keys at the top of a palette, in the rules' order.
    static let paletteKeys: [(rule: any Rule.Type, key: RuleParameter)] = rules.flatMap { rule in
        rule.paletteKeys.map { (rule, $0) }
    }

    /// Every rule's own keys in a group's explicit form, in the rules' order.
    static let groupKeys: [(rule: any Rule.Type, key: RuleParameter)] = rules.flatMap { rule in
        rule.groupKeys.map { (rule, $0) }
    }

    /// The rule palettec suggests for darks (`Rule.isSuggestedForDarks`).
    static let suggestedForDarks: RuleKind = rules.first { $0.isSuggestedForDarks }?.kind ?? .invert

    /// What palettec checks of rules' values that the schema cannot.
    static let checkedBeyondSchema: [String] = rules.flatMap { $0.checkedBeyondSchema }

    /// The page a palette's colors sit on, from the first rule whose setting names one.
    static func pageBackground(in settings: RuleSettings) -> PageBackground? {
        rules.lazy.compactMap { rule in settings[rule.kind].flatMap { rule.pageBackground(in: $0) } }.first
    }

    /// The rule written parameters most likely belong to, for a hint: `hsv` for `brightness`.
    static func likelyRule(for keys: [String]) -> RuleKind {
        rules.map { ($0.kind, Set($0.parameters.map(\.rawValue))) }
            .filter { !$0.1.isDisjoint(with: keys) }.map(\.0).min { $0.rawValue < $1.rawValue } ?? .invert
    }
}

extension RuleKind {
    /// The rules a palette can name in `derive:`.
    static var derivable: [RuleKind] { RuleRegistry.rules.map { $0.kind } }

    /// The keys `{derive: ...}` takes for this rule besides `derive` and `from`; none for `reference`.
    var parameters: [RuleParameter] { RuleRegistry.rule(named: rawValue)?.parameters ?? [] }

    /// What `{derive: ...}` must hold of `parameters`.
    var requirement: RuleRequirement { RuleRegistry.rule(named: rawValue)?.requirement ?? .nothing }
}

extension DerivationRule {
    /// The names palette files use.
    static let names = RuleKind.derivable.map(\.rawValue)
}
