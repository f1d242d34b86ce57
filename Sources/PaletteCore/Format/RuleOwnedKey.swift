/// A key a rule reads outside `{derive: ...}`: at the top of a palette or in a group's explicit form.
/// Each rule declares its own in its folder of `Rules/` (`Rule.paletteKeys`, `Rule.groupKeys`); the parser
/// hands the rule what is written under them, and the schema describes them from here.
struct RuleOwnedKey: Hashable, Sendable, MessageKey {
    let rawValue: String
    /// One sentence for the palette schema.
    let meaning: String
    /// What the key holds, which says how the schema describes it.
    let value: RuleParameterValue

    init(_ name: String, meaning: String, value: RuleParameterValue) {
        rawValue = name
        self.meaning = meaning
        self.value = value
    }

    static func == (left: RuleOwnedKey, right: RuleOwnedKey) -> Bool { left.rawValue == right.rawValue }

    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// A rule's own keys as written in one place, by key.
typealias WrittenRuleKeys = [RuleOwnedKey: YAMLPair]
