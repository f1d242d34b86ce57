/// A group's written parts: how a mapping under `colors:` reads (a color, a value or a group), the
/// explicit form's keys, its description, and keys that read as appearances.
struct GroupParser {
    /// How a mapping under `colors:` reads.
    enum MappingShape {
        case colorEntry, bareValue, group, explicitGroup
    }

    /// A mapping with an appearance key is a color. One with a `derive` key, or with a component key
    /// and only plain values (numbers, or text that is no color, such as `space: display-p3`), is a
    /// value: the light entry.
    /// `colors:` with a mapping, and at most `description:` and `namespace:` beside it, is an explicit group.
    /// Anything else is a group.
    static func shape(of pairs: [YAMLPair]) -> MappingShape {
        if pairs.contains(where: { PaletteBuilder.appearanceKeys.contains($0.key) }) { return .colorEntry }
        if pairs.contains(where: { $0.key == RuleKey.derive.rawValue }) { return .bareValue }
        if pairs.contains(where: {
            ColorComponentKey(rawValue: $0.key).map(ColorComponentKey.components.contains) == true
        }), pairs.allSatisfy(\.value.isComponentLike) {
            return .bareValue
        }
        if pairs.allSatisfy({ PaletteBuilder.explicitGroupKeys.contains($0.key) }),
            pairs.contains(where: { $0.key == GroupKey.colors.rawValue && $0.value.mapping != nil })
        {
            return .explicitGroup
        }
        return .group
    }

    /// A group's members and, for the explicit form, its description and namespace; nil when the
    /// mapping is no group.
    func members(
        _ fields: [YAMLPair], shape: MappingShape, key: YAMLPair,
        _ diagnostics: inout ParseDiagnostics
    ) -> (pairs: [YAMLPair], header: GroupHeader)? {
        var header = GroupHeader(keyMark: key.keyMark)
        switch shape {
        case .group:
            return (fields, header)
        case .explicitGroup:
            for field in fields {
                switch GroupKey(rawValue: field.key) {
                case .description:
                    header.description = diagnostics.text(of: field, expecting: "a sentence for the doc comment")
                case .namespace:
                    header.providesNamespace =
                        diagnostics.flag(of: field, meaning: PaletteBuilder.namespaceMeaning) ?? true
                case .token:
                    header.tokenName = diagnostics.text(of: field, expecting: "the design-token group's name")
                case nil:
                    if let owned = RuleRegistry.groupKeys.first(where: { $0.key.rawValue == field.key }) {
                        header.writtenRuleKeys[owned.rule.kind, default: [:]][owned.key] = field
                    }
                case .colors: break
                }
            }
            return (fields.first { $0.key == GroupKey.colors.rawValue }!.value.mapping!, header)
        case .colorEntry, .bareValue:
            return nil
        }
    }

    /// `description:` in a group is its doc comment; a color there is a color meant as a member.
    func description(
        _ text: YAMLScalar, of pair: YAMLPair, in group: String, _ diagnostics: inout ParseDiagnostics
    ) -> String? {
        // A word that is also a CSS color name (`Gray`, `Tomato`) describes; a hex or a function does not.
        let isColor =
            diagnostics.reference(in: text.text, at: pair.value.mark) != nil
            || (CSSNamedColors.color(named: text.text) == nil
                && (try? ColorValueParser.parse(text: text.text).get()) != nil)
        guard isColor else { return text.text }
        diagnostics.error(
            "\(GroupKey.description.quotedName) in the group '\(group.abbreviated)' is its doc comment, but "
                + "\"\(text.text.abbreviated)\" is a color; "
                + "describe the group in words, or, for a color named \(GroupKey.description.quotedName), "
                + "write \(GroupKey.description.written) { \(Appearance.light.written) \"\(text.text.abbreviated)\" }",
            at: pair.value.mark)
        return nil
    }

    /// A color or group named like an appearance (`dark`, `ligth`, `any`) must be written in an explicit
    /// form, or it is taken for a misplaced or misspelt appearance: reports it and returns true.
    func isAmbiguousName(_ pair: YAMLPair, in group: String?, _ diagnostics: inout ParseDiagnostics) -> Bool {
        guard let (appearance, kind) = AppearanceLookalike.match(pair.key) else { return false }
        let shape = pair.value.mapping.map(Self.shape)
        if shape == .colorEntry || shape == .explicitGroup { return false }

        let key = pair.key.abbreviated, word = appearance.rawValue
        let what: String
        switch kind {
        case .exact: what = "'\(key)' is an appearance"
        case .misspelling:
            what = "unknown key '\(key)'\(group.map { " in '\($0.abbreviated)'" } ?? ""); did you mean '\(word)'?"
        case .assetCatalogWord:
            what = "'\(key)' is an asset-catalog word for the \(word) appearance; palettec writes '\(word)'"
        }
        let reading: String
        let fix: String
        if let group {
            reading = "Without an appearance key, '\(group.abbreviated)' is read as a group with a color named '\(key)'"
            fix = "if this is \(group.abbreviated)'s \(word) value, write '\(word)'"
        } else {
            reading = "Here it names a color of the palette, as an entry indented too little would"
            fix = "if this is a color's \(word) value, write '\(word)' indented under that color"
        }
        let explicit =
            shape == .group
            ? "for a group named '\(key)', write \(key): { \(GroupKey.colors.written) { ... } }"
            : "for a color named '\(key)', write \(key): { \(Appearance.light.written) \(pair.value.quotedForMessage) }"
        diagnostics.error("\(what)\(kind == .misspelling ? "" : ".") \(reading): \(fix); \(explicit)", at: pair.keyMark)
        return true
    }
}

extension YAMLNode {
    /// A value that can stand for one color component or a `space:` name: a number, or text that is
    /// not itself a color (`50%`, `display-p3`), as opposed to a color such as `"#FF0000"` or
    /// `color(display-p3 1 0 0)` under a key named `red`.
    var isComponentLike: Bool {
        guard let scalar else { return false }
        let text = scalar.text.trimmingWhitespace().lowercased()
        return !Self.colorPrefixes.contains(where: text.hasPrefix)
    }

    /// How a color or a reference starts, in lowercase: text that starts so is no component.
    static let colorPrefixes = ["#", "rgb", "hsl", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color(", "{"]

    /// The value as an error message shows it inside a suggested fix.
    var quotedForMessage: String {
        guard let scalar, !scalar.isNull else { return "..." }
        return "\"\(scalar.text.abbreviated)\""
    }
}
