/// Colors: a bare value (the light entry), a reference to a whole color, or a mapping of appearances.
extension PaletteBuilder {
    /// Made once: every color entry would otherwise build it.
    static let colorKeysContext = "a color has \(ChoiceText.quotedList(colorEntryKeys, joinedBy: "and"))"

    /// `shape`: the shape of its mapping, nil when its value is none.
    mutating func buildColor(
        _ pair: YAMLPair, shape: MappingShape?, in group: GroupPlace, memberName: String
    ) -> ColorEntry? {
        let name = group.colorName(pair.key)
        var spec = ColorSpec(mark: pair.keyMark)
        var description: String?
        var deprecation: ColorDeprecation?
        var extensions: ColorExtensions?
        var isValid = true
        var suggestedLight = false

        if let entry = pair.value.mapping, shape == .colorEntry {
            var isFirstUnknownKey = true
            for field in entry {
                switch ColorEntryKey(rawValue: field.key) {
                case .appearance(let appearance):
                    guard let written = appearanceSpec(of: field, appearance: appearance) else {
                        isValid = false
                        continue
                    }
                    spec.appearances[appearance] = (written, field.value.mark)
                case .description:
                    description = text(of: field, expecting: "a sentence for the doc comment")
                case .deprecated:
                    deprecation = self.deprecation(of: field)
                case .extensions:
                    extensions = self.extensions(of: field)
                case nil:
                    isValid = false
                    suggestedLight =
                        suggestedLight
                        || Suggestion.closest(to: field.key, in: Self.colorEntryKeys) == Appearance.light.rawValue
                    // The first unknown key says why this reads as a color; the rest list a color's keys.
                    let context =
                        isFirstUnknownKey
                        ? groupHint(for: pair, entry: entry) ?? Self.colorKeysContext : Self.colorKeysContext
                    isFirstUnknownKey = false
                    diagnostics.error(
                        Suggestion.unknownKey(
                            field.key, owner: "color '\(pair.key.abbreviated)'", in: Self.colorEntryKeys,
                            context: context), at: field.keyMark)
                }
            }
            if !suggestedLight, !entry.contains(where: { $0.key == Appearance.light.rawValue }) {
                isValid = false
                diagnostics.error(
                    "color '\(pair.key.abbreviated)' has no light entry; add \(Appearance.light.quoted("\"#RRGGBB\"")) (dark can be derived from it)",
                    at: pair.keyMark)
            }
        } else if let text = pair.value.scalar?.text, let reference = reference(in: text, at: pair.value.mark) {
            spec.wholeColor = reference
        } else if let light = appearanceSpec(of: pair, appearance: .light) {
            spec.appearances[.light] = (light, pair.value.mark)
        } else {
            isValid = false
        }

        guard isValid, !isPastColorLimit(at: pair.keyMark) else {
            brokenColors.insert(name)
            return nil
        }
        specs.append(spec)
        names.append(name)
        return ColorEntry(
            key: pair.key, memberName: memberName, group: group, location: diagnostics.location(spec.mark),
            description: description, appearances: .none, deprecation: deprecation, extensions: extensions)
    }

    /// A color whose stray keys are no misspelling of a color's keys is most likely a group with
    /// members named like appearances (`dark`, `neutral`, `base`, `light`): say how to write one.
    private func groupHint(for pair: YAMLPair, entry: [YAMLPair]) -> String? {
        let appearances = entry.map(\.key).filter(Self.appearanceKeys.contains)
        let stray = entry.filter { !Self.colorEntryKeys.contains($0.key) }
        guard stray.contains(where: { Suggestion.closest(to: $0.key, in: Self.colorEntryKeys) == nil }) else {
            return nil
        }
        let key = pair.key.abbreviated
        return
            "'\(key)' is read as a color because it has \(appearances.map { "'\($0)'" }.joined(separator: " and ")); "
            + "for a group whose colors are named like appearances, write \(key): { \(GroupKey.colors.written) { ... } }, "
            + "with each such color in the long form, such as \(Appearance.dark.written) { \(Appearance.light.written) \"#RRGGBB\" }"
    }

    /// True once this color would pass the most colors one palette may have (reported the first time).
    private mutating func isPastColorLimit(at mark: YAMLMark) -> Bool {
        guard specs.count >= limits.colors else { return false }
        if !isOverColorLimit {
            isOverColorLimit = true
            diagnostics.error(
                "the palette has more than \(limits.colors) colors, the most palettec compiles in one palette; "
                    + "split it into several palette files", at: mark)
        }
        return true
    }

    /// One appearance as written: a value, a `"{reference}"` or a `{derive: ...}` rule.
    mutating func appearanceSpec(of pair: YAMLPair, appearance: Appearance) -> AppearanceSpec? {
        if let text = pair.value.scalar?.text, let reference = reference(in: text, at: pair.value.mark) {
            return .reference(reference)
        }
        if let fields = pair.value.mapping, fields.contains(where: { $0.key == RuleKey.derive.rawValue }) {
            return ruleSpec(fields, at: pair.value.mark, appearance: appearance)
        }
        return colorValue(of: pair).map(AppearanceSpec.value)
    }

    /// One written color value, or nil after reporting why it is not one.
    mutating func colorValue(of pair: YAMLPair) -> RGBA? {
        let node = pair.value
        switch node.content {
        case .scalar(let scalar) where scalar.isNull:
            reportEmptyValue(of: pair)
        case .scalar(let scalar):
            switch ColorValueParser.parse(text: scalar.text) {
            case .success(let color): return color
            case .failure(let failure):
                diagnostics.error(failure.message, at: mark(of: failure, in: scalar, at: node.mark))
            }
        case .mapping(let fields):
            if let name = unquotedReference(node) {
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
                        + "write \(pair.key): { \(RuleKey.derive.written) \(RuleRegistry.likelyRule(for: fields.map(\.key)).rawValue), \(ruleKey.key): ... }",
                    at: ruleKey.keyMark)
                return nil
            }
            return componentValue(fields, at: node.mark)
        case .sequence:
            diagnostics.error(
                "'\(pair.key)' is a list; write a color as \"#RRGGBB\", rgb(R, G, B) or \(ColorComponentKey.mappingForm)",
                at: node.mark)
        }
        return nil
    }

    private mutating func componentValue(_ fields: [YAMLPair], at mark: YAMLMark) -> RGBA? {
        var texts = ColorComponentTexts()
        var isValid = true
        let hasSpace = fields.contains { $0.key == ColorComponentKey.space.rawValue }
        for field in fields {
            guard let key = ColorComponentKey(rawValue: field.key) else {
                isValid = false
                let context =
                    hasSpace
                    ? "with \(ColorComponentKey.space.quoted), write \(ColorComponentKey.listed(ColorComponentKey.components)) from 0 to 1"
                    : "write \(ColorComponentKey.listed(ColorComponentKey.required)) from 0 to 255 and \(ColorComponentKey.alpha.rawValue) from 0 to 1"
                diagnostics.error(
                    Suggestion.unknownKey(
                        field.key, kind: "color component", in: ColorComponentKey.names, context: context),
                    at: field.keyMark)
                continue
            }
            let expecting = key == .space ? "a color space: display-p3 or srgb" : "a number"
            guard let text = text(of: field, expecting: expecting) else {
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
    private mutating func reportEmptyValue(of pair: YAMLPair) {
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

    /// The place of one faulty value inside `rgb(...)`, when the text sits on one line as written.
    private func mark(of failure: ColorValueError, in scalar: YAMLScalar, at mark: YAMLMark) -> YAMLMark {
        guard let offset = failure.offset else { return mark }
        switch scalar.style {
        case .plain: return YAMLMark(line: mark.line, column: mark.column + offset)
        case .singleQuoted, .doubleQuoted: return YAMLMark(line: mark.line, column: mark.column + 1 + offset)
        case .literal, .folded: return mark
        }
    }
}
