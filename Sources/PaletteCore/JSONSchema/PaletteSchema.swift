/// The palette format as a JSON Schema, for editors that complete and check YAML against one
/// (`palettec schema`; `Schemas/palette.schema.json` is the committed copy). Built from the names the
/// reader itself uses (`PaletteKey`, `Appearance`, `RuleKind`, `ColorValueParser`, ...), so the two
/// cannot drift apart. Draft-07, the newest draft yaml-language-server validates fully.
///
/// It follows the reader's choices as far as a schema can: a mapping with an appearance key is a color,
/// one with `derive:` or only components is a value, one with only `colors:`, `description:` and
/// `namespace:` is a group's explicit form, and any other is a group. It accepts every palette palettec
/// accepts; what only palettec can check is listed in `description`.
package enum PaletteSchema {
    static let draft = "http://json-schema.org/draft-07/schema#"

    /// The schema as `palettec schema` prints it.
    package static var json: String { document.printed() + "\n" }

    static var document: JSONValue {
        .object([
            ("$schema", .string(draft)),
            ("title", .string("palettec palette (format version 1)")),
            ("description", .string(overview)),
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", .strings([PaletteKey.colors.rawValue])),
            ("additionalProperties", .bool(false)),
            ("definitions", .object(Definition.allCases.map { ($0.name, $0.body) })),
        ])
    }

    static let overview =
        "A palette file for palettec, which compiles it into Swift colors, a manifest and an asset catalog. "
        + "palettec checks more than a schema can: that references and from: name colors of the palette and "
        + "form no cycle, that contrast checks and contrast rules reach their ratios, that keys make distinct "
        + "Swift names that are not reserved, the ranges of the numbers inside rgba() and color(), "
        + RuleRegistry.checkedBeyondSchema.map { $0 + ", " }.joined()
        + "and its limits (key and text lengths, nesting, the number of colors). Run palettec lint."

    /// The palette's keys, the rules' own after `derive:`, as the reader lists them.
    private static var properties: [(key: String, value: JSONValue)] {
        PaletteKey.allCases.flatMap { key in
            [(key.rawValue, property(key))]
                + (key == .derive ? RuleRegistry.paletteKeys.map { ($0.key.rawValue, schema(of: $0.key)) } : [])
        }
    }

    private static func property(_ key: PaletteKey) -> JSONValue {
        switch key {
        case .palette, .description: return .ref(.text, key.meaning)
        case .access:
            return .object([
                ("description", .string(key.meaning)), ("enum", .strings(AccessLevel.allCases.map(\.rawValue))),
            ])
        case .namespace: return .ref(.flag, key.meaning)
        case .derive: return .ref(.paletteDerive, key.meaning)
        case .colors: return .ref(.rootGroup, key.meaning)
        case .contrast:
            return .object([
                ("description", .string(key.meaning)), ("type", .string("array")), ("items", .ref(.contrastCheck)),
            ])
        case .distinct:
            return .object([
                ("description", .string(key.meaning)), ("type", .string("array")), ("items", .ref(.distinctCheck)),
            ])
        case .brands:
            return .object([
                ("description", .string(key.meaning)), ("type", .string("array")), ("minItems", .integer(1)),
                ("uniqueItems", .bool(true)),
                ("items", .object([("type", .string("string")), ("minLength", .integer(1))])),
            ])
        }
    }

    /// The schema's named parts, `#/definitions/<name>`, in the order printed.
    enum Definition: String, CaseIterable, Sendable {
        case member, mappingMember, colorEntry, rootGroup, group, groupDescription, explicitGroup, explicitMember
        case lightValue, value, colorText, hexColor, rgbColor, hslColor, hwbColor, labColor, colorFunction, namedColor
        case reference, madeColor, components
        case lightRule, rule, adjustment, lightnessPoints, paletteDerive
        case contrastCheck, distinctCheck
        case text, flag, ruleNumber, contrastRatio, unitNumber, byteNumber

        /// Its name under `#/definitions/`; lightness points are named after the rule parameter that takes
        /// them, as `<rule><Parameter>`.
        var name: String {
            guard self == .lightnessPoints else { return rawValue }
            for rule in RuleRegistry.rules {
                for parameter in rule.parameters where parameter.value == .lightnessPoints {
                    return rule.kind.rawValue + parameter.rawValue.prefix(1).uppercased()
                        + parameter.rawValue.dropFirst()
                }
            }
            return rawValue
        }

        var body: JSONValue {
            switch self {
            case .member: return PaletteSchema.member
            case .mappingMember: return PaletteSchema.mappingMember
            case .colorEntry: return PaletteSchema.colorEntry
            case .rootGroup: return PaletteSchema.rootGroup
            case .group: return PaletteSchema.group
            case .groupDescription: return PaletteSchema.groupDescription
            case .explicitGroup: return PaletteSchema.explicitGroup
            case .explicitMember: return PaletteSchema.explicitMember
            case .lightValue: return PaletteSchema.lightValue
            case .value: return PaletteSchema.value
            case .colorText: return PaletteSchema.colorText
            case .hexColor: return PaletteSchema.hexColor
            case .rgbColor: return PaletteSchema.rgbColor
            case .hslColor: return PaletteSchema.hslColor
            case .hwbColor: return PaletteSchema.hwbColor
            case .labColor: return PaletteSchema.labColor
            case .colorFunction: return PaletteSchema.colorFunction
            case .namedColor: return PaletteSchema.namedColor
            case .reference: return PaletteSchema.reference
            case .madeColor: return PaletteSchema.madeColor
            case .components: return PaletteSchema.components
            case .lightRule: return PaletteSchema.lightRule
            case .rule: return PaletteSchema.rule
            case .adjustment: return PaletteSchema.adjustment
            case .lightnessPoints: return PaletteSchema.lightnessPoints
            case .paletteDerive: return PaletteSchema.paletteDerive
            case .contrastCheck: return PaletteSchema.contrastCheck
            case .distinctCheck: return PaletteSchema.distinctCheck
            case .text: return PaletteSchema.text
            case .flag: return PaletteSchema.flag
            case .ruleNumber: return PaletteSchema.ruleNumber
            case .contrastRatio: return PaletteSchema.contrastRatio
            case .unitNumber: return PaletteSchema.unitNumber
            case .byteNumber: return PaletteSchema.byteNumber
            }
        }
    }
}
