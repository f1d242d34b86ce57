/// A named way to compute an appearance from another color value: one of `RuleRegistry`'s rules,
/// with the parameters it was written with.
struct DerivationRule: Hashable, Sendable {
    /// The rule itself: `HSVRule`, `InvertRule`, ...
    let rule: any Rule

    init(_ rule: some Rule) {
        self.rule = rule
    }

    var kind: RuleKind { type(of: rule).kind }

    /// The settings a manifest shows for this rule.
    var parameters: [String: DerivationParameter] { rule.recordedParameters }

    static func == (left: DerivationRule, right: DerivationRule) -> Bool {
        AnyHashable(left.rule) == AnyHashable(right.rule)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(rule))
    }
}

/// `{name}` or `{group.name}`: another color of the same palette, by its keys as written.
struct ColorReference: Hashable, Sendable {
    /// `text.primary`
    var name: String
    var location: SourceLocation

    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
