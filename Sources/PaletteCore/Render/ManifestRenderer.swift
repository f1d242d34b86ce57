/// `manifest.json`: every compiled palette and color with its values, for other tools and reviewers.
public enum ManifestRenderer {
    public static let fileName = "manifest.json"
    public static let schemaVersion = 1

    public static func render(_ palettes: [Palette]) -> String {
        let manifest: JSONValue = .object([
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
        ]
        if let description = palette.description { fields["description"] = .string(description) }
        return .object(fields)
    }

    private static func color(_ color: ColorEntry) -> JSONValue {
        var fields: [String: JSONValue] = [
            "name": .string(color.name),
            "swiftName": .string(color.swiftPath),
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
        ]
        if let derivation = value.derivation {
            fields["derivation"] = .object([
                "rule": .string(derivation.rule.rawValue),
                "fromAppearance": .string(derivation.source.rawValue),
            ])
        }
        return .object(fields)
    }
}
