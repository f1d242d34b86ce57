/// `{derive: hsv, from: "{base}", brightness: 0.2}`: the rule's name looked up in `RuleRegistry`, its
/// keys checked against the rule's parameters, and the rule left to read their values.
extension RuleValueReader {
    /// A `{derive: ...}` mapping for one appearance, or nil after reporting what is wrong with it.
    mutating func ruleSpec(_ fields: [YAMLPair], at mark: YAMLMark, appearance: Appearance?) -> AppearanceSpec? {
        guard let nameField = fields.first(where: { $0.key == RuleKey.derive.rawValue }),
            let name = text(of: nameField, expecting: RuleReading.nameExpected)
        else { return nil }
        guard let rule = RuleRegistry.rule(named: name) else {
            error(
                Suggestion.unknownKey(
                    name, kind: "rule", in: DerivationRule.names,
                    context: "rules are \(DerivationRule.names.joined(separator: ", "))"),
                at: nameField.value.mark, notes: [])
            return nil
        }

        let allowed = rule.parameters
        var written: WrittenRuleParameters = [:]
        var from: ColorReference?
        var isValid = true
        for field in fields where field.key != RuleKey.derive.rawValue {
            if field.key == RuleKey.from.rawValue {
                from = referenceValue(of: field)
                isValid = isValid && from != nil
            } else if let parameter = allowed.first(where: { $0.rawValue == field.key }) {
                written[parameter] = field
            } else {
                isValid = false
                let known = allowed.map(\.rawValue) + [RuleKey.from.rawValue]
                error(
                    Suggestion.unknownKey(
                        field.key, kind: "parameter", owner: "rule '\(name)'", in: known,
                        context: "'\(name)' takes \(known.map { "'\($0)'" }.joined(separator: ", "))"),
                    at: field.keyMark, notes: [])
            }
        }
        if appearance?.ruleNeedsSource == true, from == nil, isValid {
            error(
                "'\(name)' on light needs \(RuleKey.from.quoted("\"{color}\"")): there is no other value of this color "
                    + "to derive light from",
                at: nameField.keyMark, notes: [])
            return nil
        }
        if !rule.derivesLight, appearance == .light {
            error(
                "'\(name)' derives dark and high-contrast values from a light one; write light as a value, "
                    + "or take it from another color with \(Appearance.light.written) \"{color}\"",
                at: nameField.value.mark, notes: [])
            return nil
        }
        guard isValid, let read = rule.read(written, with: &self, at: nameField.keyMark) else { return nil }
        return .rule(DerivationRule(read), from: from)
    }
}

/// Made once: every rule would otherwise build it.
enum RuleReading {
    static let nameExpected = "a rule name: \(DerivationRule.names.joined(separator: ", "))"
}
