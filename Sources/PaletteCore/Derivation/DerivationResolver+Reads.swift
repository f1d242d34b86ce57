/// What computing each value reads, known from the specs alone, so it can be resolved first.
extension DerivationResolver {
    /// Every value `compute(key)` may ask for: a rule's source and a contrast rule's background, each
    /// with the plain appearance a missing high-contrast one falls back to.
    func reads(of key: Key) -> [Key] {
        guard let spec = specs[key.color] else { return [] }
        if let whole = spec.wholeColor { return [Key(color: whole.name, appearance: key.appearance)] }
        switch spec.appearances[key.appearance]?.spec ?? missingDarkRule(for: key) {
        case nil, .value?:
            return []
        case .reference(let reference)?:
            return shownKeys(reference.name, key.appearance)
        case .rule(let rule, let from)?:
            let source = Self.source(of: key, from: from)
            var keys = shownKeys(source.color, source.appearance)
            if case .contrast(let against, _) = rule { keys += shownKeys(against.name, key.appearance) }
            return keys
        }
    }

    /// The value a rule reads: the same appearance of `from`, or without `from` this color's own light
    /// value (its dark value for highContrastDark).
    static func source(of key: Key, from: ColorReference?) -> Key {
        if let from { return Key(color: from.name, appearance: key.appearance) }
        return Key(color: key.color, appearance: key.appearance == .highContrastDark ? .dark : .light)
    }

    private func missingDarkRule(for key: Key) -> AppearanceSpec? {
        guard key.appearance == .dark, case .derive(let rule) = missingDark else { return nil }
        return rule
    }

    private func shownKeys(_ color: String, _ appearance: Appearance) -> [Key] {
        [Key(color: color, appearance: appearance)] + (appearance.fallback.map { [Key(color: color, appearance: $0)] } ?? [])
    }
}
