/// What computing each value reads, known from the specs alone, so it can be resolved first.
extension ValueDerivation {
    /// Every value `compute(key)` may ask for: a rule's source and a contrast rule's background, or a
    /// made color's source and other color, each with the plain appearance a missing high-contrast one
    /// falls back to. Names no color resolves
    /// to read nothing (they are reported when computed).
    func reads(of key: Key) -> ReadKeys {
        var keys = ReadKeys()
        if let whole = specs[key.color].wholeColor {
            if let color = indices[whole.name] { keys.append(Key(color: color, appearance: key.appearance)) }
            return keys
        }
        switch writtenSpec(key) ?? missingDarkRule(for: key) {
        case nil, .value?:
            break
        case .reference(let reference)?:
            appendShown(reference.name, key.appearance, to: &keys)
        case .made(let made)?:
            for reference in made.references { appendShown(reference.name, key.appearance, to: &keys) }
        case .rule(let rule, let from)?:
            if let source = sourceKey(of: key, from: from) {
                keys.append(source)
                if let fallback = source.appearance.fallback {
                    keys.append(Key(color: source.color, appearance: fallback))
                }
            }
            if let counterpart = rule.rule.counterpart { appendShown(counterpart.name, key.appearance, to: &keys) }
            for read in ruleSteps[rule.kind]?.reads(of: rule.rule, for: key.appearance) ?? [] {
                appendShown(read.color.name, read.appearance, to: &keys)
            }
        }
        return keys
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

    private func appendShown(_ name: String, _ appearance: Appearance, to keys: inout ReadKeys) {
        guard let color = indices[name] else { return }
        keys.append(Key(color: color, appearance: appearance))
        if let fallback = appearance.fallback { keys.append(Key(color: color, appearance: fallback)) }
    }
}

/// What one value reads, at most four keys (a rule's source and a contrast rule's background, each
/// with its fallback), held in place: most values read nothing, and none reads more.
struct ReadKeys: RandomAccessCollection {
    typealias Key = ValueDerivation.Key
    private var keys: (Key, Key, Key, Key)
    private(set) var count = 0

    init() {
        let none = Key(color: 0, appearance: .light)
        keys = (none, none, none, none)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Key {
        precondition(position >= 0 && position < count, "ReadKeys index out of range")
        switch position {
        case 0: return keys.0
        case 1: return keys.1
        case 2: return keys.2
        default: return keys.3
        }
    }

    mutating func append(_ key: Key) {
        switch count {
        case 0: keys.0 = key
        case 1: keys.1 = key
        case 2: keys.2 = key
        case 3: keys.3 = key
        default: preconditionFailure("a value reads at most four others")
        }
        count += 1
    }
}
