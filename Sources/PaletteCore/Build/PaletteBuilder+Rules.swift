/// Derivation rules as written: `{derive: hsv, from: "{base}", brightness: 0.2}`.
extension PaletteBuilder {
    /// Every parameter some rule takes.
    static let ruleParameterKeys = Set(RuleKind.derivable.flatMap(\.parameters).map(\.rawValue))

    /// The rule written parameters most likely belong to, for a hint: `hsv` for `brightness`.
    static func likelyRule(for keys: [String]) -> RuleKind {
        RuleKind.derivable.filter { !Set($0.parameters.map(\.rawValue)).isDisjoint(with: keys) }.min { $0.rawValue < $1.rawValue } ?? .invert
    }

    /// Made once: every rule would otherwise build it.
    static let ruleNameExpected = "a rule name: \(DerivationRule.names.joined(separator: ", "))"

    /// A `{derive: ...}` mapping for one appearance, or nil after reporting what is wrong with it.
    mutating func ruleSpec(_ fields: [YAMLPair], at mark: YAMLMark, appearance: Appearance?) -> AppearanceSpec? {
        guard let nameField = fields.first(where: { $0.key == RuleKey.derive.rawValue }),
              let name = text(of: nameField, expecting: Self.ruleNameExpected)
        else { return nil }
        guard let kind = RuleKind(rawValue: name), RuleKind.derivable.contains(kind) else {
            error(Suggestion.unknownKey(name, kind: "rule", in: DerivationRule.names,
                                        context: "rules are \(DerivationRule.names.joined(separator: ", "))"),
                  at: nameField.value.mark)
            return nil
        }

        let allowed = kind.parameters
        var values: [RuleParameter: YAMLPair] = [:]
        var from: ColorReference?
        var isValid = true
        for field in fields where field.key != RuleKey.derive.rawValue {
            if field.key == RuleKey.from.rawValue {
                from = referenceValue(of: field)
                isValid = isValid && from != nil
            } else if let parameter = RuleParameter(rawValue: field.key), allowed.contains(parameter) {
                values[parameter] = field
            } else {
                isValid = false
                let known = allowed.map(\.rawValue) + [RuleKey.from.rawValue]
                error(Suggestion.unknownKey(field.key, kind: "parameter", owner: "rule '\(name)'", in: known,
                                            context: "'\(name)' takes \(known.map { "'\($0)'" }.joined(separator: ", "))"),
                      at: field.keyMark)
            }
        }
        if appearance?.ruleNeedsSource == true, from == nil, isValid {
            error("'\(name)' on light needs \(RuleKey.from.quoted("\"{color}\"")): there is no other value of this color to derive light from",
                  at: nameField.keyMark)
            return nil
        }
        if !kind.derivesLight, appearance == .light {
            error("'tone' derives dark and high-contrast values from a light one; write light as a value, "
                + "or take it from another color with \(Appearance.light.written) \"{color}\"", at: nameField.value.mark)
            return nil
        }
        guard isValid, let rule = rule(kind, values: values, at: nameField.keyMark) else { return nil }
        return .rule(rule, from: from)
    }

    private mutating func rule(_ kind: RuleKind, values: [RuleParameter: YAMLPair], at mark: YAMLMark) -> DerivationRule? {
        switch kind {
        case .invert: return .invert
        case .calendarText: return .calendarText
        case .calendarBackground: return .calendarBackground
        case .reference: return nil  // not derivable: ruleSpec never asks
        case .hsv:
            guard kind.requirement.isMet(by: values.keys) else {
                let names = ChoiceText.quotedList(kind.parameters.map(\.rawValue), joinedBy: "and")
                error("'\(kind.rawValue)' needs at least one of \(names)", at: mark)
                return nil
            }
            let hue = values[.hue].map { adjustment(of: $0) }
            let saturation = values[.saturation].map { adjustment(of: $0) }
            let brightness = values[.brightness].map { adjustment(of: $0) }
            if hue == .some(nil) || saturation == .some(nil) || brightness == .some(nil) { return nil }
            return .hsv(hue: hue ?? nil, saturation: saturation ?? nil, brightness: brightness ?? nil)
        case .contrast:
            guard kind.requirement.isMet(by: values.keys), let againstField = values[.against], let ratioField = values[.ratio] else {
                error("'\(kind.rawValue)' needs \(RuleParameter.against.quoted("\"{color}\"")) and \(RuleParameter.ratio.quoted("4.5")) "
                    + "(a WCAG ratio from 1 to 21)", at: mark)
                return nil
            }
            guard let against = referenceValue(of: againstField), let ratio = ratio(of: ratioField) else { return nil }
            return .contrast(against: against, ratio: ratio)
        case .oklch:
            let lightness = values[.lightness].map { adjustment(of: $0) }
            let chroma = values[.chroma].map { adjustment(of: $0) }
            if lightness == .some(nil) || chroma == .some(nil) { return nil }
            return .oklch(lightness: lightness ?? nil, chroma: chroma ?? nil)
        case .tone:
            let role = values[.role].map { toneRole(of: $0) }
            let on = values[.on].map { fill(of: $0, role: role ?? nil) }
            let curve = values[.curve].map { toneCurve(of: $0) }
            let chroma = values[.chroma].map { adjustment(of: $0) }
            let lightness = values[.lightness].map { adjustment(of: $0) }
            if role == .some(nil) || on == .some(nil) || curve == .some(nil) || chroma == .some(nil) || lightness == .some(nil) { return nil }
            return .tone(curve: curve ?? nil, chroma: chroma ?? nil, lightness: lightness ?? nil, role: role ?? nil, on: on ?? nil)
        }
    }

    /// `"{name}"` (a plain `name` is taken too, as in `contrast:` checks).
    mutating func referenceValue(of pair: YAMLPair, allowsPlainName: Bool = false) -> ColorReference? {
        if let name = unquotedReference(pair.value) {
            error("YAML reads the unquoted {\(name)} as a mapping; quote it: \(pair.key): \"{\(name)}\"", at: pair.value.mark)
            return nil
        }
        guard let text = text(of: pair, expecting: "a color as \"{name}\"") else { return nil }
        if let reference = reference(in: text, at: pair.value.mark) { return reference }
        if (try? ColorValueParser.parse(text: text).get()) != nil {
            error("'\(pair.key)' names another color of this palette, as \"{name}\"; \"\(text.abbreviated)\" is a color value, not a name. "
                + "Add it as a color (base: \"\(text.abbreviated)\") and write \(pair.key): \"{base}\"", at: pair.value.mark)
            return nil
        }
        if allowsPlainName { return ColorReference(name: text, location: location(pair.value.mark)) }
        error("'\(pair.key)' names a color as \"{name}\", in braces and quoted; write \(pair.key): \"{\(text.abbreviated)}\"", at: pair.value.mark)
        return nil
    }

    /// A number sets the component; `{scale, add, min, max}` change it.
    mutating func adjustment(of pair: YAMLPair) -> ComponentAdjustment? {
        let operationNames = ComponentAdjustment.Operation.allCases.map(\.rawValue)
        if let scalar = pair.value.scalar, !scalar.isNull {
            return ruleNumber(scalar, named: pair.key, at: pair.value.mark).map { ComponentAdjustment(setTo: $0) }
        }
        guard let fields = pair.value.mapping, !fields.isEmpty else {
            error("'\(pair.key)' needs a number, or a mapping of \(operationNames.joined(separator: ", ")) to numbers",
                  at: pair.value.mark)
            return nil
        }
        var adjustment = ComponentAdjustment()
        var isValid = true
        for field in fields {
            guard let operation = ComponentAdjustment.Operation(rawValue: field.key) else {
                isValid = false
                error(Suggestion.unknownKey(field.key, kind: "operation", in: operationNames,
                                            context: "applied in the order \(operationNames.joined(separator: ", "))"),
                      at: field.keyMark)
                continue
            }
            guard let scalar = field.value.scalar, !scalar.isNull else {
                isValid = false
                error("'\(field.key)' needs a number; found \(field.value.kindDescription)", at: field.value.mark)
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
    private mutating func ruleNumber(_ scalar: YAMLScalar, named name: String, at mark: YAMLMark) -> Double? {
        guard scalar.text.isDecimalShaped else {
            error("'\(name)' needs a number such as 0.5 or -20; '\(scalar.text.abbreviated)' is not one", at: mark)
            return nil
        }
        guard let value = scalar.text.decimalNumber, abs(value) <= limits.ruleNumber else {
            error("'\(name)' is \(scalar.text.abbreviated), out of range; numbers in rules are from "
                + "-\(Int(limits.ruleNumber)) to \(Int(limits.ruleNumber))", at: mark)
            return nil
        }
        return value
    }

    /// `curve: [[0, 1], [0.5, 0.66], [1, 0.13]]`: OKLCH lightness in and out, a monotone mapping.
    private mutating func toneCurve(of pair: YAMLPair) -> ToneCurve? {
        let shape = "\(RuleParameter.curve.quotedName) needs a list of [in, out] lightness points, such as [[0, 1], [0.5, 0.66], [1, 0.13]]"
        guard case .sequence(let items) = pair.value.content else {
            error("\(shape); found \(pair.value.kindDescription)", at: pair.value.mark)
            return nil
        }
        var points: [PiecewiseLinear.Point] = []
        for item in items {
            guard case .sequence(let numbers) = item.content, numbers.count == 2,
                  let inText = numbers[0].scalar, let outText = numbers[1].scalar
            else {
                error("\(shape); each point is two numbers", at: item.mark)
                return nil
            }
            guard let input = ruleNumber(inText, named: pair.key, at: numbers[0].mark),
                  let output = ruleNumber(outText, named: pair.key, at: numbers[1].mark)
            else { return nil }
            points.append(PiecewiseLinear.Point(input, output))
        }
        switch ToneCurve.make(points) {
        case .success(let curve): return curve
        case .failure(let problem):
            error(RuleParameter.curve.quotedName + " " + problem.message, at: pair.value.mark)
            return nil
        }
    }

    /// A WCAG contrast ratio: a number from 1 to 21.
    mutating func ratio(of pair: YAMLPair) -> Double? {
        guard let value = pair.value.scalar?.text.decimalNumber, WCAG.ratios.contains(value) else {
            error("'\(pair.key)' needs a contrast ratio from 1 to 21, such as 4.5", at: pair.value.mark)
            return nil
        }
        return value
    }
}
