/// Colors and groups. A group's keys are free names, so the schema tells a member's kind as the reader
/// does (`GroupParser.shape(of:)`): by the keys of its mapping.
extension PaletteSchema {
    /// A key of `colors:` or of a group: a color as text, or a mapping read by its keys.
    static var member: JSONValue {
        .object([
            (
                "description",
                .string(
                    "A color (\"#RRGGBB\", rgb(), color(), a reference \"{name}\", or a mapping of appearances) or a "
                        + "group of colors."
                )
            ),
            ("if", .object([("type", .string("object"))])),
            ("then", .ref(.mappingMember)),
            ("else", .ref(.colorText)),
        ])
    }

    /// With an appearance key, a color; with `derive:`, a rule for its light value; with only components,
    /// its light value; with only a group's explicit keys and `colors:` a mapping, an explicit group; else a group.
    static var mappingMember: JSONValue {
        let componentsOnly = JSONValue.object([
            ("anyOf", .array(ColorComponentKey.components.map { JSONValue.has($0.rawValue) })),
            (
                "additionalProperties",
                .object([
                    (
                        "not",
                        .object([
                            (
                                "anyOf",
                                .array([
                                    .object([("type", .strings(["object", "array"]))]),
                                    .object([
                                        ("type", .string("string")), ("pattern", .string(ColorTextPattern.colorStart)),
                                    ]),
                                ])
                            )
                        ])
                    )
                ])
            ),
        ])
        let explicitGroupOnly = JSONValue.object([
            ("propertyNames", .object([("enum", .strings(PaletteBuilder.explicitGroupKeys))])),
            ("required", .strings([GroupKey.colors.rawValue])),
            ("properties", .object([(GroupKey.colors.rawValue, .object([("type", .string("object"))]))])),
        ])
        return .when(
            appearanceKeys, then: .ref(.colorEntry),
            else:
                .when(
                    .has(RuleKey.derive.rawValue), then: .ref(.lightRule),
                    else:
                        .when(
                            componentsOnly, then: .ref(.components),
                            else:
                                .when(explicitGroupOnly, then: .ref(.explicitGroup), else: .ref(.group)))))
    }

    /// True of a mapping with any appearance key: a color.
    static var appearanceKeys: JSONValue { .hasAny(Appearance.allCases.map(\.rawValue)) }

    static var colorEntry: JSONValue {
        .closedObject(
            ColorEntryKey.allCases.map { key in
                switch key {
                case .appearance(let appearance):
                    return (key.rawValue, .ref(appearance.ruleNeedsSource ? .lightValue : .value, key.meaning))
                case .description, .token: return (key.rawValue, .ref(.text, key.meaning))
                case .deprecated:
                    return (
                        key.rawValue,
                        .object([("description", .string(key.meaning)), ("type", .strings(["boolean", "string"]))])
                    )
                case .extensions:
                    return (
                        key.rawValue, .object([("description", .string(key.meaning)), ("type", .string("string"))])
                    )
                case .brands:
                    return (
                        key.rawValue,
                        .object([
                            ("description", .string(key.meaning)), ("type", .string("object")),
                            ("additionalProperties", brandEntry),
                        ])
                    )
                }
            }, required: [Appearance.light.rawValue],
            description: "A color: its value in each appearance, light required.")
    }

    /// One brand's values in a color's `brands:`: its light, or a mapping of appearances.
    static var brandEntry: JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    .ref(.value),
                    .closedObject(
                        Appearance.allCases.map {
                            (
                                $0.rawValue,
                                .ref($0.ruleNeedsSource ? .lightValue : .value, "The brand's \($0.rawValue) value.")
                            )
                        },
                        required: [], description: "The brand's own appearances; the others are the default brand's."),
                ])
            )
        ])
    }

    /// `colors:` of the palette, where `description` is a color's name like any other.
    static var rootGroup: JSONValue {
        .object([
            ("type", .string("object")),
            ("patternProperties", lookalikeMembers),
            ("additionalProperties", .ref(.member)),
        ])
    }

    /// A group's colors and groups, and its `description:`.
    static var group: JSONValue {
        .object([
            ("type", .string("object")),
            ("description", .string("A group of colors: an enum in Swift, a folder in the asset catalog.")),
            (
                "properties",
                .object([(GroupKey.description.rawValue, .ref(.groupDescription, GroupKey.description.meaning))])
            ),
            ("patternProperties", lookalikeMembers),
            ("additionalProperties", .ref(.member)),
        ])
    }

    /// A group's `description:` as text is its doc comment, and must not be a color (a color named
    /// `description` takes the long form); as a mapping it is a member like any other.
    static var groupDescription: JSONValue {
        .when(
            .object([("type", .strings(["string", "number", "boolean"]))]),
            then: .object([("not", .object([("anyOf", .array([.ref(.hexColor), .ref(.reference)]))]))]),
            else: .ref(.member))
    }

    static var explicitGroup: JSONValue {
        .closedObject(
            GroupKey.allCases.flatMap { key -> [(key: String, value: JSONValue)] in
                let own: (key: String, value: JSONValue)
                switch key {
                case .colors: own = (key.rawValue, .ref(.group, key.meaning))
                case .description, .token: own = (key.rawValue, .ref(.text, key.meaning))
                case .namespace: own = (key.rawValue, .ref(.flag, key.meaning))
                }
                let rules =
                    key == .namespace ? RuleRegistry.groupKeys.map { ($0.key.rawValue, schema(of: $0.key)) } : []
                return [own] + rules
            }, required: [GroupKey.colors.rawValue],
            description: "A group in its explicit form, whose colors may be named like appearances.")
    }

    /// Keys named like appearances (`dark`, `ligth`, `any`), which only the explicit forms may have.
    private static var lookalikeMembers: JSONValue {
        .object([(AppearanceLookalike.pattern, .ref(.explicitMember))])
    }

    /// A color or group named like an appearance: written as `{ light: ... }` or `{ colors: {...} }`.
    static var explicitMember: JSONValue {
        .object([
            (
                "description",
                .string(
                    "A name that reads like an appearance: a color needs the long form, name: { "
                        + "\(Appearance.light.written) ... }, and a group "
                        + "name: { \(GroupKey.colors.written) { ... } }.")
            ),
            ("if", appearanceKeys),
            ("then", .ref(.colorEntry)),
            ("else", .ref(.explicitGroup)),
        ])
    }
}
