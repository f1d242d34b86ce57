/// What reading a rule's values needs of the parser: where a mark is, the file's limits, and a place
/// for problems. The parser conforms; each rule reads its parameters through it.
protocol RuleValueReader {
    var limits: PaletteLimits { get }
    func location(_ mark: YAMLMark) -> SourceLocation
    mutating func error(_ message: String, at mark: YAMLMark, notes: [Diagnostic.Note])
    /// A `role:` read (of a rule, a group or the palette) and where: all but `accent` need an anchor.
    mutating func noteWrittenRole(_ role: ToneRole, at mark: YAMLMark)
}

extension RuleValueReader {
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
        if let reference = reference(in: text, at: pair.value.mark) { return reference }
        if (try? ColorValueParser.parse(text: text).get()) != nil {
            error(
                "'\(pair.key)' names another color of this palette, as \"{name}\"; \"\(text.abbreviated)\" is a color value, not a name. "
                    + "Add it as a color (base: \"\(text.abbreviated)\") and write \(pair.key): \"{base}\"",
                at: pair.value.mark, notes: [])
            return nil
        }
        if allowsPlainName { return ColorReference(name: text, location: location(pair.value.mark)) }
        error(
            "'\(pair.key)' names a color as \"{name}\", in braces and quoted; write \(pair.key): \"{\(text.abbreviated)}\"",
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

    /// A role's name, recorded with its place: every role but `accent` needs the palette's anchor.
    mutating func toneRole(of pair: YAMLPair) -> ToneRole? {
        guard let role = choice(of: pair, among: ToneRole.self, meaning: ToneRole.meaning) else { return nil }
        noteWrittenRole(role, at: pair.value.mark)
        return role
    }

    /// A number sets the component; `{scale, add, min, max}` change it.
    mutating func adjustment(of pair: YAMLPair) -> ComponentAdjustment? {
        let operationNames = ComponentAdjustment.Operation.allCases.map(\.rawValue)
        if let scalar = pair.value.scalar, !scalar.isNull {
            return ruleNumber(scalar, named: pair.key, at: pair.value.mark).map { ComponentAdjustment(setTo: $0) }
        }
        guard let fields = pair.value.mapping, !fields.isEmpty else {
            error(
                "'\(pair.key)' needs a number, or a mapping of \(operationNames.joined(separator: ", ")) to numbers",
                at: pair.value.mark, notes: [])
            return nil
        }
        var adjustment = ComponentAdjustment()
        var isValid = true
        for field in fields {
            guard let operation = ComponentAdjustment.Operation(rawValue: field.key) else {
                isValid = false
                error(
                    Suggestion.unknownKey(
                        field.key, kind: "operation", in: operationNames,
                        context: "applied in the order \(operationNames.joined(separator: ", "))"),
                    at: field.keyMark, notes: [])
                continue
            }
            guard let scalar = field.value.scalar, !scalar.isNull else {
                isValid = false
                error(
                    "'\(field.key)' needs a number; found \(field.value.kindDescription)", at: field.value.mark,
                    notes: [])
                continue
            }
            guard let value = ruleNumber(scalar, named: field.key, at: field.value.mark) else {
                isValid = false
                continue
            }
            adjustment.operations[operation] = value
        }
        return isValid ? adjustment : nil
    }

    /// A finite decimal within ±`limits.ruleNumber`, or nil after saying what is wrong.
    mutating func ruleNumber(_ scalar: YAMLScalar, named name: String, at mark: YAMLMark) -> Double? {
        guard scalar.text.isDecimalShaped else {
            error(
                "'\(name)' needs a number such as 0.5 or -20; '\(scalar.text.abbreviated)' is not one", at: mark,
                notes: [])
            return nil
        }
        guard let value = scalar.text.decimalNumber, abs(value) <= limits.ruleNumber else {
            error(
                "'\(name)' is \(scalar.text.abbreviated), out of range; numbers in rules are from "
                    + "-\(Int(limits.ruleNumber)) to \(Int(limits.ruleNumber))", at: mark, notes: [])
            return nil
        }
        return value
    }

    /// A WCAG contrast ratio: a number from 1 to 21.
    mutating func ratio(of pair: YAMLPair) -> Double? {
        guard let value = pair.value.scalar?.text.decimalNumber, WCAG.ratios.contains(value) else {
            error("'\(pair.key)' needs a contrast ratio from 1 to 21, such as 4.5", at: pair.value.mark, notes: [])
            return nil
        }
        return value
    }
}
