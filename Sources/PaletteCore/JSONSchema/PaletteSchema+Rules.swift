/// `{derive: ...}` rules, each with the parameters its `Rule` declares, and the palette's `derive:`.
extension PaletteSchema {
    /// A rule for dark or a high-contrast appearance, or for every missing dark (`derive:` of the palette).
    static var rule: JSONValue { rule(for: .dark) }

    /// A rule for light, which must name the color it reads.
    static var lightRule: JSONValue { rule(for: .light) }

    private static func rule(for appearance: Appearance) -> JSONValue {
        let rules = RuleRegistry.rules.filter { appearance != .light || $0.derivesLight }
        let derive = RuleKey.derive.rawValue, from = RuleKey.from.rawValue
        let names = rules.map { "\($0.kind.rawValue): \($0.meaning)" }.joined(separator: " ")
        var fields: [(key: String, value: JSONValue)] = [
            ("type", .string("object")),
            (
                "description",
                .string(
                    appearance.ruleNeedsSource
                        ? "A rule computing the light value from another color's, named by \(RuleKey.from.written)."
                        : "A rule computing this value from another one.")
            ),
            (
                "properties",
                .object([
                    (
                        derive,
                        .object([
                            ("description", .string("The rule. \(names)")),
                            ("enum", .strings(rules.map { $0.kind.rawValue })),
                        ])
                    ),
                    (from, .ref(.reference, RuleKey.from.meaning)),
                ])
            ),
            ("required", .strings(appearance.ruleNeedsSource ? [derive, from] : [derive])),
        ]
        fields.append(
            (
                "allOf",
                .array(
                    rules.map { rule in
                        .object([
                            (
                                "if",
                                .object([
                                    (
                                        "properties",
                                        .object([(derive, .object([("const", .string(rule.kind.rawValue))]))])
                                    ), ("required", .strings([derive])),
                                ])
                            ),
                            ("then", parameters(of: rule)),
                        ])
                    })
            ))
        return .object(fields)
    }

    /// The keys one rule takes, no others, and the parameters it cannot do without.
    private static func parameters(of rule: any Rule.Type) -> JSONValue {
        let keys: [(key: String, value: JSONValue)] =
            RuleKey.allCases.map { ($0.rawValue, .bool(true)) }
            + rule.parameters.map { ($0.rawValue, schema(of: $0)) }
        var fields: [(key: String, value: JSONValue)] = [
            ("description", .string(rule.meaning)), ("properties", .object(keys)),
            ("additionalProperties", .bool(false)),
        ]
        switch rule.requirement {
        case .nothing: break
        case .all(let needed): fields.append(("required", .strings(needed.map(\.rawValue))))
        case .atLeastOne(let some): fields.append(("anyOf", .array(some.map { .has($0.rawValue) })))
        case .allAndOneOf(let needed, let choices):
            fields.append(("required", .strings(needed.map(\.rawValue))))
            fields.append(("oneOf", .array(choices.map { .has($0.rawValue) })))
        }
        return .object(fields)
    }

    /// A rule's parameter, or its own key at the top of a palette or in a group.
    static func schema(of parameter: RuleParameter) -> JSONValue {
        switch parameter.value {
        case .adjustment: return .ref(.adjustment, parameter.meaning)
        case .colorReference: return .ref(.reference, parameter.meaning)
        case .contrastRatio: return .ref(.contrastRatio, parameter.meaning)
        case .lightnessContrast: return .number(in: 0...APCA.largestLc, parameter.meaning)
        case .choice(let names):
            return .object([("description", .string(parameter.meaning)), ("enum", .strings(names))])
        case .lightnessPoints: return .ref(.lightnessPoints, parameter.meaning)
        }
    }

    /// A number sets the component; `{scale, add, min, max}` change it, applied in that order.
    static var adjustment: JSONValue {
        let operations = ComponentAdjustment.Operation.allCases
        return .object([
            (
                "anyOf",
                .array([
                    .ref(.ruleNumber),
                    .object([
                        ("type", .string("object")),
                        (
                            "description",
                            .string(
                                "Changes applied in the order \(operations.map(\.rawValue).joined(separator: ", ")).")
                        ),
                        ("properties", .object(operations.map { ($0.rawValue, .ref(.ruleNumber, $0.meaning)) })),
                        ("additionalProperties", .bool(false)),
                        ("minProperties", .integer(1)),
                    ]),
                ])
            )
        ])
    }

    /// `[[in, out], ...]`: OKLCH lightness points.
    static var lightnessPoints: JSONValue {
        .object([
            ("type", .string("array")),
            (
                "items",
                .object([
                    ("type", .string("array")),
                    ("items", .array([.ref(.ruleNumber), .ref(.ruleNumber)])),
                    ("minItems", .integer(2)),
                    ("maxItems", .integer(2)),
                ])
            ),
        ])
    }

    /// `derive:` of the palette: a rule's name alone, where the rule needs no parameters, `none`, or a rule.
    static var paletteDerive: JSONValue {
        let bare = RuleRegistry.rules.filter { $0.requirement == .nothing }.map { $0.kind.rawValue }
        return .object([
            (
                "anyOf",
                .array([
                    .object([("enum", .strings(bare + [PaletteKey.noDerivedDark]))]),
                    .ref(.rule),
                ])
            )
        ])
    }
}
