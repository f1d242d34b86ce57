/// What computing each value reads, known from the specs alone, so it can be resolved first.
extension DerivationResolver {
    /// Every value `compute(key)` may ask for: a rule's source and a contrast rule's background, each
    /// with the plain appearance a missing high-contrast one falls back to. Names no color resolves
    /// to read nothing (they are reported when computed).
    func reads(of key: Key) -> [Key] {
        if let whole = specs[key.color].wholeColor {
            return indices[whole.name].map { [Key(color: $0, appearance: key.appearance)] } ?? []
        }
        switch specs[key.color].appearances[key.appearance]?.spec ?? missingDarkRule(for: key) {
        case nil, .value?:
            return []
        case .reference(let reference)?:
            return shownKeys(reference.name, key.appearance)
        case .rule(let rule, let from)?:
            var keys: [Key] = []
            if let source = sourceKey(of: key, from: from) {
                keys = [source] + (source.appearance.fallback.map { [Key(color: source.color, appearance: $0)] } ?? [])
            }
            if case .contrast(let against, _) = rule { keys += shownKeys(against.name, key.appearance) }
            return keys
        }
    }

    /// The value a rule reads: the same appearance of `from`, or without `from` this color's own light
    /// value (its dark value for highContrastDark). Nil, reported, when `from` names no color.
    mutating func source(of key: Key, from: ColorReference?) -> Key? {
        if let from {
            return known(from).map { Key(color: $0, appearance: key.appearance) }
        }
        return Key(color: key.color, appearance: key.appearance == .highContrastDark ? .dark : .light)
    }

    private func sourceKey(of key: Key, from: ColorReference?) -> Key? {
        if let from { return indices[from.name].map { Key(color: $0, appearance: key.appearance) } }
        return Key(color: key.color, appearance: key.appearance == .highContrastDark ? .dark : .light)
    }

    private func missingDarkRule(for key: Key) -> AppearanceSpec? {
        key.appearance == .dark ? missingDark.rule : nil
    }

    private func shownKeys(_ name: String, _ appearance: Appearance) -> [Key] {
        guard let color = indices[name] else { return [] }
        return [Key(color: color, appearance: appearance)] + (appearance.fallback.map { [Key(color: color, appearance: $0)] } ?? [])
    }
}
