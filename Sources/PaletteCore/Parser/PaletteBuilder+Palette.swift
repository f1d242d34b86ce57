/// The palette-wide keys: `derive:`, the rule for every missing dark entry, and `contrast:` checks.
extension PaletteBuilder {
    static let contrastCheckKeys = ContrastCheck.Key.allCases.map(\.rawValue)

    /// `derive: invert` (the default), another rule name or `{derive: ...}` mapping, or `none`, which
    /// makes a missing dark entry an error.
    mutating func missingDark(_ pair: YAMLPair) -> MissingDark {
        if let name = pair.value.scalar?.text, !(pair.value.scalar?.isNull ?? true) {
            if name == PaletteKey.noDerivedDark { return .isAnError }
            let written = YAMLPair(key: RuleKey.derive.rawValue, keyMark: pair.value.mark, value: pair.value)
            return ruleSpec([written], at: pair.value.mark, appearance: .dark).map { .derive($0) } ?? .unknown
        }
        if let fields = pair.value.mapping, fields.contains(where: { $0.key == RuleKey.derive.rawValue }) {
            return ruleSpec(fields, at: pair.value.mark, appearance: .dark).map { .derive($0) } ?? .unknown
        }
        diagnostics.error(
            "\(PaletteKey.derive.quotedName) needs a rule name such as 'invert' or 'oklch', a {\(RuleKey.derive.written) ...} mapping, "
                + "or '\(PaletteKey.noDerivedDark)'", at: pair.value.mark)
        return .unknown
    }

    /// `contrast:`, a list of `{foreground, background, minimum, level}`.
    mutating func contrastChecks(_ pair: YAMLPair) -> [ContrastCheck] {
        guard case .sequence(let items) = pair.value.content else {
            diagnostics.error(
                "\(PaletteKey.contrast.quotedName) needs a list of \(ContrastCheck.Key.requiredForm) checks; found \(pair.value.kindDescription)",
                at: pair.value.mark)
            return []
        }
        return items.compactMap { item in
            guard let fields = item.mapping else {
                diagnostics.error(
                    "a contrast check is a mapping \(ContrastCheck.Key.requiredForm); found \(item.kindDescription)",
                    at: item.mark)
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
            switch ContrastCheck.Key(rawValue: field.key) {
            case .foreground: foreground = referenceValue(of: field, allowsPlainName: true)
            case .background: background = referenceValue(of: field, allowsPlainName: true)
            case .minimum: minimum = ratio(of: field)
            case .level:
                let levels = ChoiceText.quotedList(ContrastCheck.Level.allCases.map(\.rawValue), joinedBy: "or")
                if let text = text(of: field, expecting: levels), let parsed = ContrastCheck.Level(rawValue: text) {
                    level = parsed
                } else {
                    isValid = false
                    if field.value.scalar.map({ !$0.isNull }) ?? false {
                        diagnostics.error("'\(field.key)' is \(levels)", at: field.value.mark)
                    }
                }
            case nil:
                isValid = false
                diagnostics.error(
                    Suggestion.unknownKey(
                        field.key, owner: "contrast check", in: Self.contrastCheckKeys,
                        context: "a check has \(ChoiceText.quotedList(Self.contrastCheckKeys, joinedBy: "and"))"),
                    at: field.keyMark)
            }
        }
        let written = Set(fields.map(\.key))
        let missing = ContrastCheck.Key.required.map(\.rawValue).filter { !written.contains($0) }.sorted()
        if !missing.isEmpty {
            diagnostics.error(
                "the contrast check has no \(missing.map { "'\($0)'" }.joined(separator: " or ")); "
                    + "write {\(ContrastCheck.Key.foreground.written) text, \(ContrastCheck.Key.background.written) surface, "
                    + "\(ContrastCheck.Key.minimum.written) 4.5}", at: mark)
            return nil
        }
        guard isValid, let foreground, let background, let minimum else { return nil }
        return ContrastCheck(
            foreground: foreground, background: background, minimum: minimum, level: level,
            location: diagnostics.location(mark))
    }
}
