/// Colors: a bare value (the light entry), a reference to a whole color, or a mapping of appearances.
extension PaletteBuilder {
    /// `shape`: the shape of its mapping, nil when its value is none.
    mutating func buildColor(
        _ pair: YAMLPair, shape: GroupParser.MappingShape?, in group: GroupPlace, memberName: String
    ) -> ColorEntry? {
        let name = group.colorName(pair.key)
        var spec = ColorSpec(mark: pair.keyMark)
        var description: String?
        var deprecation: ColorDeprecation?
        var extensions: ColorExtensions?
        var tokenName: String?
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
                    description = diagnostics.text(of: field, expecting: "a sentence for the doc comment")
                case .deprecated:
                    deprecation = colorParser.deprecation(of: field, &diagnostics)
                case .extensions:
                    extensions = colorParser.extensions(of: field, &diagnostics)
                case .token:
                    tokenName = diagnostics.text(of: field, expecting: "the design token's name")
                case .brands:
                    spec.brandEntries = brandEntries(of: field)
                case nil:
                    isValid = false
                    suggestedLight =
                        suggestedLight
                        || Suggestion.closest(to: field.key, in: Self.colorEntryKeys) == Appearance.light.rawValue
                    // The first unknown key says why this reads as a color; the rest list a color's keys.
                    let context =
                        isFirstUnknownKey
                        ? colorParser.groupHint(for: pair, entry: entry) ?? ColorParser.colorKeysContext
                        : ColorParser.colorKeysContext
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
                    "color '\(pair.key.abbreviated)' has no light entry; add \(Appearance.light.quoted("\"#RRGGBB\"")) "
                        + "(dark can be derived from it)",
                    at: pair.keyMark)
            }
        } else if let text = pair.value.scalar?.text, !MadeColorText.isMadeColor(text),
            let reference = diagnostics.reference(in: text, at: pair.value.mark)
        {
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
            description: description, appearances: .none, deprecation: deprecation, extensions: extensions,
            tokenName: tokenName)
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

    /// One appearance as written: a value, a `"{reference}"`, a made color or a `{derive: ...}` rule.
    mutating func appearanceSpec(of pair: YAMLPair, appearance: Appearance) -> AppearanceSpec? {
        if let scalar = pair.value.scalar, MadeColorText.isMadeColor(scalar.text) {
            return madeColor(scalar, at: pair.value.mark).map(AppearanceSpec.made)
        }
        if let text = pair.value.scalar?.text, let reference = diagnostics.reference(in: text, at: pair.value.mark) {
            return .reference(reference)
        }
        if let fields = pair.value.mapping, fields.contains(where: { $0.key == RuleKey.derive.rawValue }) {
            return ruleSpec(fields, at: pair.value.mark, appearance: appearance)
        }
        return colorParser.colorValue(of: pair, &diagnostics).map(AppearanceSpec.value)
    }
}
