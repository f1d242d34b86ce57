/// What reading a written value needs of the parser: where a mark is, and a place for problems.
/// The parser's diagnostics conform: a value read reports into them.
protocol ValueReader {
    func location(_ mark: YAMLMark) -> SourceLocation
    mutating func error(_ message: String, at mark: YAMLMark, notes: [Diagnostic.Note])
}

extension ValueReader {
    /// The text of a scalar value, or an error saying what was expected.
    mutating func text(of pair: YAMLPair, expecting what: String) -> String? {
        guard let scalar = pair.value.scalar, !scalar.isNull else {
            error("'\(pair.key)' needs \(what); found \(pair.value.kindDescription)", at: pair.value.mark, notes: [])
            return nil
        }
        return scalar.text
    }

    /// `{name}` → a reference to the color `name`; nil for text that is not one.
    func reference(in text: String, at mark: YAMLMark) -> ColorReference? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return ColorReference(name: String(text.dropFirst().dropLast()).trimmingWhitespace(), location: location(mark))
    }

    /// `{accent}` unquoted is a YAML flow mapping with one empty entry: a reference someone forgot to quote.
    func unquotedReference(_ node: YAMLNode) -> String? {
        guard node.isFlowMapping, let fields = node.mapping, fields.count == 1, let only = fields.first,
            only.value.scalar?.isNull == true
        else { return nil }
        return only.key
    }

    /// `"{name}"` (a plain `name` is taken too, as in `contrast:` checks).
    mutating func referenceValue(of pair: YAMLPair, allowsPlainName: Bool = false) -> ColorReference? {
        if let name = unquotedReference(pair.value) {
            error(
                "YAML reads the unquoted {\(name)} as a mapping; quote it: \(pair.key): \"{\(name)}\"",
                at: pair.value.mark, notes: [])
            return nil
        }
        guard let text = text(of: pair, expecting: "a color as \"{name}\"") else { return nil }
        if MadeColorText.isMadeColor(text) {
            error(
                "'\(pair.key)' names a color of this palette as \"{name}\"; \"\(text.abbreviated)\" makes a color. "
                    + "Add it as a color (made: \"\(text.abbreviated)\") and write \(pair.key): \"{made}\"",
                at: pair.value.mark, notes: [])
            return nil
        }
        if let reference = reference(in: text, at: pair.value.mark) { return reference }
        // A CSS color name (`red`, `white`) names a color of the palette here, as palettes name colors so.
        if CSSNamedColors.color(named: text) == nil, (try? ColorValueParser.parse(text: text).get()) != nil {
            error(
                "'\(pair.key)' names another color of this palette, as \"{name}\"; \"\(text.abbreviated)\" is a color "
                    + "value, not a name. "
                    + "Add it as a color (base: \"\(text.abbreviated)\") and write \(pair.key): \"{base}\"",
                at: pair.value.mark, notes: [])
            return nil
        }
        if allowsPlainName { return ColorReference(name: text, location: location(pair.value.mark)) }
        error(
            "'\(pair.key)' names a color as \"{name}\", in braces and quoted; write \(pair.key): "
                + "\"{\(text.abbreviated)}\"",
            at: pair.value.mark, notes: [])
        return nil
    }

    /// One of `Choice`'s names, or an error saying what the key means and which names there are.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        of pair: YAMLPair, among: Choice.Type, meaning: String
    ) -> Choice? where Choice.RawValue == String {
        if let choice: Choice = ChoiceText.value(pair.value) { return choice }
        error(
            ChoiceText.problem(key: pair.key, meaning: meaning, found: pair.value, among: Choice.self),
            at: pair.value.mark, notes: [])
        return nil
    }

    /// A WCAG contrast ratio: a number from 1 to 21.
    mutating func ratio(of pair: YAMLPair) -> Double? {
        guard let value = pair.value.scalar?.text.decimalNumber, WCAG.ratios.contains(value) else {
            error("'\(pair.key)' needs a contrast ratio from 1 to 21, such as 4.5", at: pair.value.mark, notes: [])
            return nil
        }
        return value
    }

    /// An APCA lightness contrast to reach, Lc 0…108 (its magnitude: either polarity), or an error.
    mutating func lightnessContrast(of pair: YAMLPair) -> Double? {
        guard let value = pair.value.scalar?.text.decimalNumber, (0...APCA.largestLc).contains(value) else {
            error(
                "'\(pair.key)' needs an APCA Lc from 0 to \(Int(APCA.largestLc)), such as 60 for body text",
                at: pair.value.mark, notes: [])
            return nil
        }
        return value
    }

    /// A ΔE_OK distance to keep, above 0 and at most 1 (black from white), or an error.
    mutating func colorDistance(of pair: YAMLPair) -> Double? {
        guard let value = pair.value.scalar?.text.decimalNumber, value > 0, value <= DistinctCheck.largestMinimum
        else {
            error(
                "'\(pair.key)' needs a ΔE_OK distance above 0 and at most 1, such as "
                    + "\(DistinctCheck.suggestedMinimum.shortestDecimal) (0.02 is about the smallest difference seen)",
                at: pair.value.mark, notes: [])
            return nil
        }
        return value
    }

    /// `true` or `false`, or an error saying what the key means.
    mutating func flag(of pair: YAMLPair, meaning: String) -> Bool? {
        switch pair.value.scalar.flatMap({ $0.isNull ? nil : $0.text }) {
        case "true": return true
        case "false": return false
        default:
            error(
                "'\(pair.key)' needs \(meaning); found \(ChoiceText.found(pair.value))", at: pair.value.mark, notes: [])
            return nil
        }
    }
}
