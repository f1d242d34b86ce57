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
                    "#RGB, #RGBA, #RRGGBB or #RRGGBBAA (quoted: unquoted, # starts a YAML comment), any CSS Color 4 "
                        + "color (rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch(), color(), a "
                        + "named "
                        + "color or transparent), another color as \"{name}\", or a color made from another, such as "
                        + "\"{label} at 29%\"."
                )
            ),
            (
                "anyOf",
                .array(
                    [
                        .hexColor, .rgbColor, .hslColor, .hwbColor, .labColor, .colorFunction, .namedColor, .reference,
                        .madeColor,
                    ]
                    .map { .ref($0) })
            ),
            (
                "examples",
                .strings([
                    "#0A84FF", "rgb(10, 132, 255)", "hsl(211 100% 52%)", "oklch(0.62 0.2 255)",
                    "color(display-p3 0.04 0.52 1)", "rebeccapurple", "{accent}", "{label} at 29%",
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

    static var rgbColor: JSONValue {
        pattern(
            ColorTextPattern.rgb,
            "rgb(R, G, B), rgba(R, G, B, A) or rgb(R G B / A): sRGB, numbers from 0 to 255 or percentages, "
                + "alpha from 0 to 1 or a percentage.")
    }

    static var hslColor: JSONValue {
        pattern(
            ColorTextPattern.hsl,
            "hsl(H, S%, L%), hsla(H, S%, L%, A) or hsl(H S L / A): the hue in degrees or an angle (deg, grad, "
                + "rad, turn), saturation and lightness from 0% to 100%.")
    }

    static var hwbColor: JSONValue {
        pattern(
            ColorTextPattern.hwb,
            "hwb(H W B / A): the hue in degrees or an angle, whiteness and blackness from 0% to 100%.")
    }

    static var labColor: JSONValue {
        pattern(
            ColorTextPattern.lab,
            "lab(L a b / A), lch(L C H / A), oklab(L a b / A) or oklch(L C H / A), numbers or CSS's "
                + "percentages; outside Display P3, palettec maps the color into it, with a warning.")
    }

    static var colorFunction: JSONValue {
        let spaces = ColorValueParser.predefinedSpaces.map(\.name)
        return pattern(
            ColorTextPattern.colorFunction,
            "CSS Color 4's color(SPACE R G B) or color(SPACE R G B / A), SPACE one of "
                + spaces.joined(separator: ", ") + "; RGB components from 0 to 1 or 0% to 100%.")
    }

    static var namedColor: JSONValue {
        pattern(ColorTextPattern.named, "One of CSS Color 4's 148 named colors, or transparent, in any case.")
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
                    "The space of \(ColorComponentKey.listed(ColorComponentKey.required)), which then go from 0 to 1: "
                        + "\(spaces.joined(separator: " or "))."
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
                    "A color by its components: sRGB integers from 0 to 255, or with "
                        + "\(ColorComponentKey.space.written) numbers from 0 to 1."
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
