/// One color's written parts: a value (`"#RRGGBB"`, `rgb(...)` or a mapping of components), its
/// `deprecated:` and `extensions:`, and what a color's unknown keys most likely meant.
struct ColorParser {
    /// Made once: every color entry would otherwise build it.
    static let colorKeysContext =
        "a color has \(ChoiceText.quotedList(PaletteBuilder.colorEntryKeys, joinedBy: "and"))"

    /// One written color value, or nil after reporting why it is not one.
    func colorValue(of pair: YAMLPair, _ diagnostics: inout ParseDiagnostics) -> RGBA? {
        let node = pair.value
        switch node.content {
        case .scalar(let scalar) where scalar.isNull:
            reportEmptyValue(of: pair, &diagnostics)
        case .scalar(let scalar):
            switch ColorValueParser.read(text: scalar.text) {
            case .success(let color):
                if color.outcome == .mappedIntoDisplayP3 {
                    diagnostics.warning(
                        "'\(scalar.text.abbreviated)' lies outside Display P3, the widest space palettec writes, and "
                            + "is mapped into it (CSS Color 4's gamut mapping, lightness and hue kept): "
                            + "\(color.rgba.messageText); write that color to accept it", at: node.mark)
                }
                return color.rgba
            case .failure(let failure):
                diagnostics.error(
                    failure.message, at: scalar.mark(ofCharacter: failure.offset, valueMark: node.mark))
            }
        case .mapping(let fields):
            if let name = diagnostics.unquotedReference(node) {
                diagnostics.error(
                    "YAML reads the unquoted {\(name)} as a mapping; quote it: \(pair.key): \"{\(name)}\"",
                    at: node.mark)
                return nil
            }
            if let ruleKey = fields.first(where: {
                $0.key == RuleKey.from.rawValue || RuleRegistry.parameterKeys.contains($0.key)
            }) {
                diagnostics.error(
                    "'\(ruleKey.key)' belongs to a rule, and a rule names itself with \(RuleKey.derive.quoted); "
                        + "write \(pair.key): { \(RuleKey.derive.written) "
                        + "\(RuleRegistry.likelyRule(for: fields.map(\.key)).rawValue), \(ruleKey.key): ... }",
                    at: ruleKey.keyMark)
                return nil
            }
            return componentValue(fields, at: node.mark, &diagnostics)
        case .sequence:
            diagnostics.error(
                "'\(pair.key)' is a list; write a color as \"#RRGGBB\", rgb(R, G, B) or "
                    + "\(ColorComponentKey.mappingForm)",
                at: node.mark)
        }
        return nil
    }

    private func componentValue(_ fields: [YAMLPair], at mark: YAMLMark, _ diagnostics: inout ParseDiagnostics) -> RGBA?
    {
        var texts = ColorComponentTexts()
        var isValid = true
        let hasSpace = fields.contains { $0.key == ColorComponentKey.space.rawValue }
        for field in fields {
            guard let key = ColorComponentKey(rawValue: field.key) else {
                isValid = false
                let context =
                    hasSpace
                    ? "with \(ColorComponentKey.space.quoted), write "
                        + "\(ColorComponentKey.listed(ColorComponentKey.components)) from 0 to 1"
                    : "write \(ColorComponentKey.listed(ColorComponentKey.required)) from 0 to 255 and "
                        + "\(ColorComponentKey.alpha.rawValue) from 0 to 1"
                diagnostics.error(
                    Suggestion.unknownKey(
                        field.key, kind: "color component", in: ColorComponentKey.names, context: context),
                    at: field.keyMark)
                continue
            }
            let expecting = key == .space ? "a color space: display-p3 or srgb" : "a number"
            guard let text = diagnostics.text(of: field, expecting: expecting) else {
                isValid = false
                continue
            }
            texts[key] = text
        }
        guard isValid else { return nil }
        switch ColorValueParser.parse(components: texts) {
        case .success(let color):
            return color
        case .failure(let failure):
            let faulty = failure.component.flatMap { component in fields.first { $0.key == component.rawValue } }
            diagnostics.error(failure.message, at: faulty?.value.mark ?? mark)
            return nil
        }
    }

    /// An empty value is most often an unquoted hex color, which YAML reads as a comment.
    private func reportEmptyValue(of pair: YAMLPair, _ diagnostics: inout ParseDiagnostics) {
        if let comment = diagnostics.sourceLines.commentAfterKey(at: pair.keyMark, key: pair.key),
            comment.word.count > 1, comment.word.dropFirst().allSatisfy({ $0.isASCII && $0.isHexDigit })
        {
            diagnostics.error(
                "the value of '\(pair.key)' is empty: YAML reads the unquoted \(comment.word) as a comment; "
                    + "quote it: \(pair.key): \"\(comment.word)\"", at: comment.mark)
        } else {
            diagnostics.error(
                "the value of '\(pair.key)' is empty; write a color such as \"#RRGGBB\"", at: pair.value.mark)
        }
    }

    /// `true` or `false` unquoted, or the reason as text (quoted, any text is a reason: `"false"` too,
    /// as a token's `$deprecated` may say).
    func deprecation(of pair: YAMLPair, _ diagnostics: inout ParseDiagnostics) -> ColorDeprecation? {
        guard let text = diagnostics.text(of: pair, expecting: "true, or the reason the color is deprecated") else {
            return nil
        }
        switch (text, pair.value.scalar?.style == .plain) {
        case ("true", true): return ColorDeprecation(reason: nil)
        case ("false", true): return nil
        default: return ColorDeprecation(reason: text)
        }
    }

    /// A string holding a JSON object, such as '{"org.example": {"tier": 1}}'.
    func extensions(of pair: YAMLPair, _ diagnostics: inout ParseDiagnostics) -> ColorExtensions? {
        guard
            let text = diagnostics.text(
                of: pair, expecting: "a JSON object as a string, such as '{\"org.example\": {\"tier\": 1}}'")
        else { return nil }
        switch ColorExtensions.read(text) {
        case .success(let extensions):
            return extensions
        case .failure(let problem):
            diagnostics.error(
                "'\(pair.key)' must hold a JSON object as a string, such as '{\"org.example\": {\"tier\": 1}}'; "
                    + "this one is not: \(problem.message)", at: pair.value.mark)
            return nil
        }
    }

    /// A color whose stray keys are no misspelling of a color's keys is most likely a group with
    /// members named like appearances (`dark`, `neutral`, `base`, `light`): say how to write one.
    func groupHint(for pair: YAMLPair, entry: [YAMLPair]) -> String? {
        let appearances = entry.map(\.key).filter(PaletteBuilder.appearanceKeys.contains)
        let stray = entry.filter { !PaletteBuilder.colorEntryKeys.contains($0.key) }
        guard stray.contains(where: { Suggestion.closest(to: $0.key, in: PaletteBuilder.colorEntryKeys) == nil }) else {
            return nil
        }
        let key = pair.key.abbreviated
        return
            "'\(key)' is read as a color because it has \(appearances.map { "'\($0)'" }.joined(separator: " and ")); "
            + "for a group whose colors are named like appearances, write \(key): { \(GroupKey.colors.written) { ... } "
            + "}, "
            + "with each such color in the long form, such as \(Appearance.dark.written) { \(Appearance.light.written) "
            + "\"#RRGGBB\" }"
    }
}
