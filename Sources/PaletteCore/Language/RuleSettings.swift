/// What rules read of their own keys in one place (a palette's top level or a group), by rule: kept by
/// the parser and the model without knowing its type, and taken back by the rule that read it.
struct RuleSettings: Sendable {
    private var values: [RuleKind: any Sendable] = [:]

    init() {}

    var isEmpty: Bool { values.isEmpty }

    /// The rules that have a setting here.
    var kinds: Dictionary<RuleKind, any Sendable>.Keys { values.keys }

    subscript(_ rule: RuleKind) -> (any Sendable)? {
        get { values[rule] }
        set { values[rule] = newValue }
    }

    /// The setting `rule` read, as the type it read it as.
    func value<Value>(of rule: RuleKind, as type: Value.Type) -> Value? {
        values[rule] as? Value
    }
}

/// A group's setting for one rule, or the nearest enclosing group's, with that group's dotted name.
struct InheritedRuleSetting: Sendable {
    var value: any Sendable
    var group: String
}
