/// The JSON Schema keywords `PaletteSchema` writes, as `JSONValue`s.
extension JSONValue {
    /// `{"$ref": "#/definitions/name"}`, with a description for the place that uses it.
    static func ref(_ definition: PaletteSchema.Definition, _ description: String? = nil) -> JSONValue {
        .object(
            [("$ref", .string("#/definitions/\(definition.name)"))]
                + (description.map { [("description", .string($0))] } ?? []))
    }

    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    /// A whole number as one (`21`, not `21.0`).
    static func decimal(_ value: Double) -> JSONValue {
        value.rounded() == value && abs(value) < 1e15 ? .integer(Int(value)) : .number(value)
    }

    /// `{"required": [key]}`: as an `if`, true of a mapping that has the key.
    static func has(_ key: String) -> JSONValue { .object([("required", .strings([key]))]) }

    /// True of a mapping that has any of the keys.
    static func hasAny(_ keys: [String]) -> JSONValue {
        .object([("type", .string("object")), ("anyOf", .array(keys.map(has)))])
    }

    /// `{"type": "object", "properties": ..., "required": ..., "additionalProperties": false}`: a mapping
    /// with these keys and no others.
    static func closedObject(
        _ properties: [(key: String, value: JSONValue)], required: [String] = [],
        description: String? = nil
    ) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("type", .string("object"))]
        if let description { fields.append(("description", .string(description))) }
        fields.append(("properties", .object(properties)))
        if !required.isEmpty { fields.append(("required", .strings(required))) }
        fields.append(("additionalProperties", .bool(false)))
        return .object(fields)
    }

    /// `{"if": ..., "then": ..., "else": ...}`
    static func when(_ condition: JSONValue, then: JSONValue, else otherwise: JSONValue) -> JSONValue {
        .object([("if", condition), ("then", then), ("else", otherwise)])
    }

    /// A number from `range`, or its text quoted, which palettec reads as the number it spells.
    static func number(in range: ClosedRange<Double>, _ description: String) -> JSONValue {
        .object([
            ("description", .string(description)),
            (
                "anyOf",
                .array([
                    .object([
                        ("type", .string("number")), ("minimum", .decimal(range.lowerBound)),
                        ("maximum", .decimal(range.upperBound)),
                    ]),
                    .object([("type", .string("string")), ("pattern", .string("^\(SchemaPattern.decimal)$"))]),
                ])
            ),
        ])
    }
}
