/// `manifest.json`: every compiled palette and color with its values, for other tools and reviewers.
public enum ManifestRenderer {
    public static let fileName = "manifest.json"
    public static let schemaVersion = 1
    /// The manifest's mark of origin. JSON has no comments, so this field is how palettec knows the
    /// file is its own; keys print sorted, so it is always the first line after the brace.
    public static let generator = "palettec"

    public static func render(_ palettes: [Palette]) -> String {
        let manifest: JSONValue = .object([
            "generator": .string(generator),
            "schemaVersion": .integer(schemaVersion),
            "palettes": .array(palettes.map(palette)),
        ])
        return manifest.printed() + "\n"
    }

    private static func palette(_ palette: Palette) -> JSONValue {
        var fields: [String: JSONValue] = [
            "name": .string(palette.name),
            "source": .string(palette.source),
            "colors": .array(palette.allColors.map(color)),
            "contrast": .array(palette.contrast.map(contrast)),
        ]
        if let description = palette.description { fields["description"] = .string(description) }
        return .object(fields)
    }

    private static func color(_ color: ColorEntry) -> JSONValue {
        var fields: [String: JSONValue] = [
            "name": .string(color.name),
            "swiftName": .string(color.swiftPath),
            "assetName": .string(color.assetName),
            "line": .integer(color.location.line),
        ]
        if let description = color.description { fields["description"] = .string(description) }
        for appearance in color.presentAppearances {
            fields[appearance.rawValue] = value(color.appearances[appearance]!)
        }
        return .object(fields)
    }

    private static func value(_ value: AppearanceValue) -> JSONValue {
        var fields: [String: JSONValue] = [
            "red": .number(value.color.red),
            "green": .number(value.color.green),
            "blue": .number(value.color.blue),
            "alpha": .number(value.color.alpha),
            "hex": .string(value.color.hex),
            "colorSpace": .string(value.color.space.rawValue),
        ]
        if let derivation = value.derivation {
            fields["derivation"] = self.derivation(derivation)
        }
        return .object(fields)
    }

    private static func derivation(_ derivation: Derivation) -> JSONValue {
        var fields: [String: JSONValue] = [
            "rule": .string(derivation.rule),
            "from": .string(derivation.from),
            "fromAppearance": .string(derivation.fromAppearance.rawValue),
        ]
        for (name, parameter) in derivation.parameters {
            switch parameter {
            case .number(let number): fields[name] = .number(number)
            case .text(let text): fields[name] = .string(text)
            case .adjustment(let adjustment): fields[name] = self.adjustment(adjustment)
            }
        }
        return .object(fields)
    }

    /// A set value prints as its number; operations as `{"scale": 0.6667, "min": 0.3}`.
    private static func adjustment(_ adjustment: ComponentAdjustment) -> JSONValue {
        if let value = adjustment.setTo, adjustment.operations.isEmpty { return .number(value) }
        var fields = Dictionary(uniqueKeysWithValues: adjustment.operations.map { ($0.key.rawValue, JSONValue.number($0.value)) })
        if let value = adjustment.setTo { fields["set"] = .number(value) }
        return .object(fields)
    }

    private static func contrast(_ result: ContrastResult) -> JSONValue {
        .object([
            "foreground": .string(result.foreground),
            "background": .string(result.background),
            "appearance": .string(result.appearance.rawValue),
            "ratio": .number(ContrastFormat.twoDecimals(result.ratio)),
            "minimum": .number(result.minimum),
            "passes": .bool(result.passes),
        ])
    }
}
