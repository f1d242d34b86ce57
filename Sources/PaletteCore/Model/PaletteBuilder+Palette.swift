/// The palette-wide keys: `derive:`, the rule for every missing dark entry, and `contrast:` checks.
extension PaletteBuilder {
    static let contrastCheckKeys = ["foreground", "background", "minimum", "level"]

    /// `derive: invert` (the default), another rule name or `{derive: ...}` mapping, or `none`, which
    /// makes a missing dark entry an error.
    mutating func missingDark(_ pair: YAMLPair) -> MissingDark {
        if let name = pair.value.scalar?.text, !(pair.value.scalar?.isNull ?? true) {
            if name == "none" { return .isAnError }
            let written = YAMLPair(key: "derive", keyMark: pair.value.mark, value: pair.value)
            return ruleSpec([written], at: pair.value.mark, appearance: .dark).map { .derive($0) } ?? .unknown
        }
        if let fields = pair.value.mapping, fields.contains(where: { $0.key == "derive" }) {
            return ruleSpec(fields, at: pair.value.mark, appearance: .dark).map { .derive($0) } ?? .unknown
        }
        error("'derive' needs a rule name such as 'invert' or 'oklch', a {derive: ...} mapping, or 'none'", at: pair.value.mark)
        return .unknown
    }

    /// `contrast:`, a list of `{foreground, background, minimum, level}`.
    mutating func contrastChecks(_ pair: YAMLPair) -> [ContrastCheck] {
        guard case .sequence(let items) = pair.value.content else {
            error("'contrast' needs a list of {foreground, background, minimum} checks; found \(pair.value.kindDescription)",
                  at: pair.value.mark)
            return []
        }
        return items.compactMap { item in
            guard let fields = item.mapping else {
                error("a contrast check is a mapping {foreground, background, minimum}; found \(item.kindDescription)", at: item.mark)
                return nil
            }
            return contrastCheck(fields, at: item.mark)
        }
    }

    private mutating func contrastCheck(_ fields: [YAMLPair], at mark: YAMLMark) -> ContrastCheck? {
        var foreground: ColorReference?
        var background: ColorReference?
        var minimum: Double?
        var level = ContrastCheck.Level.error
        var isValid = true
        for field in fields {
            switch field.key {
            case "foreground": foreground = referenceValue(of: field, allowsPlainName: true)
            case "background": background = referenceValue(of: field, allowsPlainName: true)
            case "minimum": minimum = ratio(of: field)
            case "level":
                if let text = text(of: field, expecting: "'error' or 'warning'"), let parsed = ContrastCheck.Level(rawValue: text) {
                    level = parsed
                } else {
                    isValid = false
                    if field.value.scalar.map({ !$0.isNull }) ?? false {
                        error("'level' is 'error' or 'warning'", at: field.value.mark)
                    }
                }
            default:
                isValid = false
                error(Suggestion.unknownKey(field.key, owner: "contrast check", in: Self.contrastCheckKeys,
                                            context: "a check has 'foreground', 'background', 'minimum' and 'level'"),
                      at: field.keyMark)
            }
        }
        let missing = ["foreground": foreground == nil, "background": background == nil, "minimum": minimum == nil]
            .filter { $0.value && !fields.map(\.key).contains($0.key) }.keys.sorted()
        if !missing.isEmpty {
            error("the contrast check has no \(missing.map { "'\($0)'" }.joined(separator: " or ")); "
                + "write {foreground: text, background: surface, minimum: 4.5}", at: mark)
            return nil
        }
        guard isValid, let foreground, let background, let minimum else { return nil }
        return ContrastCheck(foreground: foreground, background: background, minimum: minimum, level: level,
                             location: location(mark))
    }
}
