/// What reading a rule's values needs of the parser: a `ValueReader`, the file's limits, warnings, the
/// colors as written, and a memory of what a rule read where. The parser conforms; each rule reads its
/// parameters and its own keys through it.
protocol RuleValueReader: ValueReader {
    var limits: PaletteLimits { get }
    mutating func warning(_ message: String, at mark: YAMLMark)
    /// The color `reference` names, as written; nil once reported (`context` says what names it), or
    /// quietly for a color with errors.
    mutating func writtenColor(_ reference: ColorReference, context: String) -> ColorSpec?
    /// Keeps `value`, read at `mark`, for `rule` to read back when it reads the palette's keys.
    mutating func remember(_ value: any Sendable, at mark: YAMLMark, for rule: RuleKind)
    /// What `rule` remembered, in the order it did.
    func remembered(for rule: RuleKind) -> [(value: any Sendable, mark: YAMLMark)]
}

extension RuleValueReader {
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
}
