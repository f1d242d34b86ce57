/// What a rule's palette step adds to the record of a value it derived, besides the rule's own
/// parameters (the page and the role it placed the value by): the rule says it in the manifest and the
/// review comment.
protocol RuleNote: Hashable, Sendable {
    /// The manifest's parameters for it, besides the rule's own (they win over the rule's).
    var parameters: [String: DerivationParameter] { get }
    /// What the review comment says after the rule, with its leading space.
    var reviewText: String { get }
}

/// A `RuleNote` of any rule, comparable as its rule's own type.
struct AnyRuleNote: Hashable, Sendable {
    let note: any RuleNote

    init(_ note: any RuleNote) {
        self.note = note
    }

    static func == (left: AnyRuleNote, right: AnyRuleNote) -> Bool {
        AnyHashable(left.note) == AnyHashable(right.note)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(note))
    }
}
