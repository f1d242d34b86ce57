/// The palette-wide keys: `derive:`, the rule for every missing dark entry, and `contrast:` checks.
extension PaletteBuilder {
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
}
