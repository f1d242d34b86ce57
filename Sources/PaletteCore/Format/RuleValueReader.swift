/// What reading a rule's values needs of the parser: a `ValueReader`, the file's limits, and where roles
/// are written. The parser conforms; each rule reads its parameters through it.
protocol RuleValueReader: ValueReader {
    var limits: PaletteLimits { get }
    /// A `role:` read (of a rule, a group or the palette) and where: all but `accent` need an anchor.
    mutating func noteWrittenRole(_ role: ToneRole, at mark: YAMLMark)
}

extension RuleValueReader {
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
}
