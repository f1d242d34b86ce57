/// Colors: a bare value (the light entry) or a mapping of appearances.
extension PaletteBuilder {
    mutating func buildColor(_ pair: YAMLPair, keyPath: [String], memberName: String, swiftPath: String) -> ColorEntry? {
        var written: [Appearance: RGBA] = [:]
        var description: String?
        var isValid = true
        var suggestedLight = false

        if let entry = pair.value.mapping, Self.shape(of: entry) == .colorEntry {
            for field in entry {
                if let appearance = Appearance(rawValue: field.key) {
                    if let color = colorValue(of: field) { written[appearance] = color } else { isValid = false }
                } else if field.key == "description" {
                    description = text(of: field, expecting: "a sentence for the doc comment")
                } else {
                    isValid = false
                    suggestedLight = suggestedLight || Suggestion.closest(to: field.key, in: Self.colorEntryKeys) == "light"
                    error(Suggestion.unknownKey(field.key, owner: "color '\(pair.key)'", in: Self.colorEntryKeys, context:
                        "a color has 'light', 'dark', 'highContrastLight', 'highContrastDark' and 'description'"),
                        at: field.keyMark)
                }
            }
            if !suggestedLight, !entry.contains(where: { $0.key == "light" }) {
                isValid = false
                error("color '\(pair.key)' has no light entry; add 'light: \"#RRGGBB\"' (dark can be derived from it)",
                      at: pair.keyMark)
            }
        } else if let color = colorValue(of: pair) {
            written[.light] = color
        } else {
            isValid = false
        }

        guard isValid, let light = written[.light] else { return nil }
        return ColorEntry(
            keyPath: keyPath, memberName: memberName, swiftPath: swiftPath, location: location(pair.keyMark),
            description: description, appearances: AppearanceResolver.resolve(written: written, light: light))
    }

    /// One written color value, or nil after reporting why it is not one.
    mutating func colorValue(of pair: YAMLPair) -> RGBA? {
        let node = pair.value
        switch node.content {
        case .scalar(let scalar) where scalar.isNull:
            error(emptyValueMessage(for: pair), at: node.mark)
        case .scalar(let scalar):
            switch ColorValueParser.parse(text: scalar.text) {
            case .success(let color): return color
            case .failure(let failure): error(failure.message, at: node.mark)
            }
        case .mapping(let fields):
            return componentValue(fields, at: node.mark)
        case .sequence:
            error("'\(pair.key)' is a list; write a color as \"#RRGGBB\", rgb(R, G, B) or {red, green, blue, alpha}", at: node.mark)
        }
        return nil
    }

    private mutating func componentValue(_ fields: [YAMLPair], at mark: YAMLMark) -> RGBA? {
        var texts: [String: String] = [:]
        var marks: [String: YAMLMark] = [:]
        var isValid = true
        for field in fields {
            guard ColorValueParser.componentKeys.contains(field.key) else {
                isValid = false
                error(Suggestion.unknownKey(field.key, kind: "color component", in: ColorValueParser.componentKeys,
                                            context: "write red, green and blue from 0 to 255 and alpha from 0 to 1"),
                      at: field.keyMark)
                continue
            }
            guard let text = text(of: field, expecting: "a number") else {
                isValid = false
                continue
            }
            texts[field.key] = text
            marks[field.key] = field.value.mark
        }
        guard isValid else { return nil }
        switch ColorValueParser.parse(components: texts) {
        case .success(let color):
            return color
        case .failure(let failure):
            error(failure.message, at: failure.component.flatMap { marks[$0] } ?? mark)
            return nil
        }
    }

    /// An empty value is most often an unquoted hex color, which YAML reads as a comment.
    private func emptyValueMessage(for pair: YAMLPair) -> String {
        if let comment = SourceLines(source.bytes).commentAfterKey(at: pair.keyMark, key: pair.key),
           comment.count > 1, comment.dropFirst().allSatisfy({ $0.isASCII && $0.isHexDigit }) {
            return "the value of '\(pair.key)' is empty: YAML reads the unquoted \(comment) as a comment; "
                + "quote it: \(pair.key): \"\(comment)\""
        }
        return "the value of '\(pair.key)' is empty; write a color such as \"#RRGGBB\""
    }
}
