/// Color values: text in one of the written forms, a reference, a mapping of components, or a rule.
extension PaletteSchema {
    /// Light: a rule there must say which color it reads, and not every rule derives a light value.
    static var lightValue: JSONValue { appearanceValue(rule: .lightRule) }

    /// Dark and the high-contrast appearances.
    static var value: JSONValue { appearanceValue(rule: .rule) }

    private static func appearanceValue(rule: Definition) -> JSONValue {
        .when(
            .object([("type", .string("object")), ("required", .strings([RuleKey.derive.rawValue]))]),
            then: .ref(rule),
            else: .object([("anyOf", .array([.ref(.colorText), .ref(.components)]))]))
    }

    static var colorText: JSONValue {
        .object([
            ("type", .string("string")),
            (
                "description",
                .string(
                    "#RGB, #RGBA, #RRGGBB or #RRGGBBAA (quoted: unquoted, # starts a YAML comment), rgb(R, G, B), "
                        + "rgba(R, G, B, A), color(display-p3 R G B / A) or color(srgb R G B), another color as \"{name}\", "
                        + "or a color made from another, such as \"{label} at 29%\"."
                )
            ),
            (
                "anyOf",
                .array([
                    .ref(.hexColor), .ref(.rgbColor), .ref(.rgbaColor), .ref(.colorFunction), .ref(.reference),
                    .ref(.madeColor),
                ])
            ),
            (
                "examples",
                .strings([
                    "#0A84FF", "rgb(10, 132, 255)", "color(display-p3 0.04 0.52 1)", "{accent}", "{label} at 29%",
                    "{accent} mixed 20% toward #000000",
                ])
            ),
            ("defaultSnippets", madeColorSnippets),
        ])
    }

    static var hexColor: JSONValue {
        pattern(
            ColorTextPattern.hex,
            "Hex sRGB: #RGB, #RGBA, #RRGGBB or #RRGGBBAA, any case. Quote it: unquoted, # starts a YAML comment.")
    }

    static var rgbColor: JSONValue { pattern(ColorTextPattern.rgb, "rgb(R, G, B): sRGB, integers from 0 to 255.") }

    static var rgbaColor: JSONValue {
        pattern(ColorTextPattern.rgba, "rgba(R, G, B, A): sRGB, integers from 0 to 255, alpha from 0 to 1.")
    }

    static var colorFunction: JSONValue {
        let spaces = ColorValueParser.spaceNames.joined(separator: " or ")
        return pattern(
            ColorTextPattern.colorFunction,
            "CSS Color 4's color(\(spaces) R G B) or color(\(spaces) R G B / A), every number from 0 to 1.")
    }

    static var reference: JSONValue {
        pattern(
            ColorTextPattern.reference,
            "Another color of this palette by its keys, quoted: \"{accent}\" or \"{text.primary}\".")
    }

    private static func pattern(_ pattern: String, _ description: String) -> JSONValue {
        .object([("type", .string("string")), ("description", .string(description)), ("pattern", .string(pattern))])
    }

    /// `{red, green, blue, alpha}` from 0 to 255, or with `space:` from 0 to 1 in that space.
    static var components: JSONValue {
        let channels = ColorComponentKey.required.map(\.rawValue)
        let spaces = ColorValueParser.spaceNames
        let space = JSONValue.object([
            (
                "description",
                .string(
                    "The space of \(ColorComponentKey.listed(ColorComponentKey.required)), which then go from 0 to 1: \(spaces.joined(separator: " or "))."
                )
            ),
            (
                "anyOf",
                .array([
                    .object([("enum", .strings(spaces))]),
                    .object([
                        ("type", .string("string")),
                        ("pattern", .string("^" + SchemaPattern.either(spaces.map(SchemaPattern.anyCase)) + "$")),
                    ]),
                ])
            ),
        ])
        let properties: [(key: String, value: JSONValue)] =
            channels.map {
                (
                    $0,
                    .object([
                        (
                            "description",
                            .string("From 0 to 255, or from 0 to 1 with \(ColorComponentKey.space.written).")
                        )
                    ])
                )
            }
            + [
                (ColorComponentKey.alpha.rawValue, .ref(.unitNumber, "Opacity from 0 to 1; 1 when left out.")),
                (ColorComponentKey.space.rawValue, space),
            ]
        return .object([
            ("type", .string("object")),
            (
                "description",
                .string(
                    "A color by its components: sRGB integers from 0 to 255, or with \(ColorComponentKey.space.written) numbers from 0 to 1."
                )
            ),
            ("properties", .object(properties)),
            ("required", .strings(channels)),
            ("additionalProperties", .bool(false)),
            ("if", .has(ColorComponentKey.space.rawValue)),
            (
                "then",
                .object([
                    ("properties", .object(channels.map { ($0, .ref(.unitNumber, "From 0 to 1 in the space named.")) }))
                ])
            ),
            (
                "else",
                .object([
                    ("properties", .object(channels.map { ($0, .ref(.byteNumber, "sRGB, an integer from 0 to 255.")) }))
                ])
            ),
        ])
    }
}
