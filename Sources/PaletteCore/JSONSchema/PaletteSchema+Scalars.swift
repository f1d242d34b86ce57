/// Texts, flags, numbers and `contrast:` checks.
extension PaletteSchema {
    /// palettec reads any scalar as its text: `description: 2024` is the text "2024".
    static var text: JSONValue { .object([("type", .strings(["string", "number", "boolean"]))]) }

    /// `true` or `false`, quoted or not.
    static var flag: JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    .object([("type", .string("boolean"))]),
                    .object([("type", .string("string")), ("pattern", .string("^(?:true|false)$"))]),
                ])
            )
        ])
    }

    static var ruleNumber: JSONValue {
        let limit = PaletteLimits.standard.ruleNumber
        return .number(in: -limit...limit, "A number from \(Int(-limit)) to \(Int(limit)).")
    }

    static var contrastRatio: JSONValue {
        .number(
            in: WCAG.ratios,
            "A WCAG 2.x contrast ratio, from \(Int(WCAG.ratios.lowerBound)) to \(Int(WCAG.ratios.upperBound)).")
    }

    static var unitNumber: JSONValue { .number(in: 0...1, "A number from 0 to 1.") }

    /// An sRGB component as `Int(_:)` reads its text.
    static var byteNumber: JSONValue {
        .object([
            ("description", .string("An integer from 0 to \(UInt8.max).")),
            (
                "anyOf",
                .array([
                    .object([
                        ("type", .string("integer")), ("minimum", .integer(0)), ("maximum", .integer(Int(UInt8.max))),
                    ]),
                    .object([("type", .string("string")), ("pattern", .string("^\(SchemaPattern.byte)$"))]),
                ])
            ),
        ])
    }

    static var distinctCheck: JSONValue {
        JSONValue.closedObject(
            DistinctCheck.Key.allCases.map { key in
                switch key {
                case .colors:
                    return (
                        key.rawValue,
                        .object([
                            ("description", .string(key.meaning)), ("type", .string("array")),
                            ("minItems", .integer(2)),
                            ("uniqueItems", .bool(true)), ("items", .ref(.text, DistinctCheck.Key.colors.meaning)),
                        ])
                    )
                case .minimum:
                    return (
                        key.rawValue,
                        .object([
                            ("description", .string(key.meaning)), ("type", .string("number")),
                            ("exclusiveMinimum", .integer(0)), ("maximum", .integer(Int(DistinctCheck.largestMinimum))),
                        ])
                    )
                case .level: return (key.rawValue, choice(key.meaning, ContrastCheck.Level.allCases.map(\.rawValue)))
                }
            }, required: DistinctCheck.Key.required.map(\.rawValue),
            description:
                "Colors that must stay apart: every pair at least the minimum ΔE_OK apart in every appearance, as "
                + "protanopia, deuteranopia and tritanopia show them (Machado et al. 2009).")
    }

    static var contrastCheck: JSONValue {
        let check = JSONValue.closedObject(
            ContrastCheck.Key.allCases.map { key in
                switch key {
                case .foreground, .background: return (key.rawValue, .ref(.text, key.meaning))
                // Its range follows the method: below, after the properties.
                case .minimum: return (key.rawValue, .object([("description", .string(key.meaning))]))
                case .method: return (key.rawValue, choice(key.meaning, ContrastCheck.Method.allCases.map(\.rawValue)))
                case .level: return (key.rawValue, choice(key.meaning, ContrastCheck.Level.allCases.map(\.rawValue)))
                }
            }, required: ContrastCheck.Key.required.map(\.rawValue),
            description:
                "A contrast check, run in every appearance (high contrast with its fallback): a WCAG 2.x ratio, "
                + "or an APCA Lc.")
        guard case .object(let fields) = check else { return check }
        let minimum = ContrastCheck.Key.minimum.rawValue
        let isAPCA = JSONValue.object([
            (
                "properties",
                .object([
                    (
                        ContrastCheck.Key.method.rawValue,
                        .object([("const", .string(ContrastCheck.Method.apca.rawValue))])
                    )
                ])
            ),
            ("required", .strings([ContrastCheck.Key.method.rawValue])),
        ])
        let apcaMinimum = JSONValue.number(
            in: 0...APCA.largestLc, "An APCA Lc the check must reach in either polarity.")
        return .object(
            fields + [
                ("if", isAPCA),
                ("then", .object([("properties", .object([(minimum, apcaMinimum)]))])),
                (
                    "else",
                    .object([
                        ("properties", .object([(minimum, .ref(.contrastRatio, ContrastCheck.Key.minimum.meaning))]))
                    ])
                ),
            ])
    }

    private static func choice(_ description: String, _ values: [String]) -> JSONValue {
        .object([("description", .string(description)), ("enum", .strings(values))])
    }
}
