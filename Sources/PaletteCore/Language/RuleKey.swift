/// The keys of every `{derive: ...}` mapping, besides its rule's parameters: the rule's name and the
/// color it reads.
enum RuleKey: String, CaseIterable, MessageKey, Sendable {
    case derive, from
}
