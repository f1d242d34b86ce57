/// `manifest.json`: every compiled palette and color with its values, for other tools and reviewers.
///
/// Schema version 2 (`Schemas/manifest.schema.json`): keys in a fixed order, one line per color and
/// per contrast check with its name first, and no source line numbers, so a one-color edit changes that
/// color's line (and its derived dependents') and nothing else.
public enum ManifestRenderer {
    public static let fileName = "manifest.json"
    static let schemaVersion = 2
    /// The manifest's mark of origin. JSON has no comments, so this field, always first, is how
    /// palettec knows the file is its own.
    static let generator = "palettec"

    static func render(_ palettes: [Palette]) -> String {
        var sink = TextSink()
        write(palettes, to: &sink)
        return sink.text
    }

    /// The manifest, a line at a time, into `sink`: the document is never held as one JSON tree.
    /// The bytes are those of `JSONValue` printing the whole document (`ManifestRendererTests`).
    static func write(_ palettes: [Palette], to sink: inout TextSink) {
        sink.write("{\n")
        for (key, value) in [
            (ManifestKey.generator, JSONValue.string(generator)), (.generatorVersion, .string(PalettecVersion.current)),
            (.schemaVersion, .integer(schemaVersion)),
        ] {
            sink.write("  ")
            sink.write(key.quoted)
            sink.write(": ")
            value.write(to: &sink)
            sink.write(",\n")
        }
        sink.write("  " + ManifestKey.palettes.quoted + ": ")
        writeArray(count: palettes.count, forEach: { palettes.forEach($0) }, depth: 1, to: &sink) { palette, sink in
            write(palette, to: &sink)
        }
        sink.write("\n}\n")
    }

    /// `[`, each item on its own lines at `depth + 1`, `]`; `[]` when empty. The items come one at a
    /// time from `forEach`, never collected.
    private static func writeArray<Item>(
        count: Int, forEach: ((Item) -> Void) -> Void, depth: Int, to sink: inout TextSink,
        item write: (Item, inout TextSink) -> Void
    ) {
        guard count > 0 else { return sink.write("[]") }
        let indent = String(repeating: "  ", count: depth + 1)
        sink.write("[\n" + indent)
        var isFirst = true
        withoutActuallyEscaping(write) { write in
            forEach { item in
                if !isFirst { sink.write(",\n" + indent) }
                isFirst = false
                write(item, &sink)
            }
        }
        sink.write("\n" + String(repeating: "  ", count: depth) + "]")
    }

    /// One palette at depth 2: its fields, then a line per color and per contrast check.
    private static func write(_ palette: Palette, to sink: inout TextSink) {
        let indent = "      "
        var fields: [(key: ManifestKey, value: JSONValue)] = [
            (.name, .string(palette.name)), (.source, .string(palette.source)),
        ]
        if let description = palette.description { fields.append((.description, .string(description))) }
        if let brands = palette.brands {
            fields.append((.brands, .line(.array(brands.names.map(JSONValue.string)))))
        }
        sink.write("{\n")
        for field in fields {
            sink.write(indent)
            sink.write(field.key.quoted)
            sink.write(": ")
            field.value.write(to: &sink)
            sink.write(",\n")
        }
        sink.write(indent + ManifestKey.colors.quoted + ": ")
        writeArray(count: palette.root.colorCount, forEach: palette.root.forEachColor, depth: 3, to: &sink) {
            color, sink in
            writeLine(color, brands: palette.brands, to: &sink)
        }
        sink.write(",\n" + indent + ManifestKey.contrast.quoted + ": ")
        let checks = brandedChecks(palette)
        writeArray(count: checks.count, forEach: { checks.forEach($0) }, depth: 3, to: &sink) { check, sink in
            JSONValue.line(contrast(check.result, brand: check.brand)).write(to: &sink)
        }
        // Only a palette with distinct: checks has the key, so other palettes' manifests stay as they were.
        if !palette.distinct.isEmpty {
            sink.write(",\n" + indent + ManifestKey.distinct.quoted + ": ")
            writeArray(count: palette.distinct.count, forEach: { palette.distinct.forEach($0) }, depth: 3, to: &sink) {
                result, sink in
                JSONValue.line(distinct(result)).write(to: &sink)
            }
        }
        sink.write("\n    }")
    }

    /// One color's line, `{"name": …, "light": {"red": …}, …}`, written straight into the sink: the
    /// bytes `JSONValue` prints for it, without a tree of values per color, nor its names made as
    /// strings, which cost much of the manifest's time. Only a rule's parameters, which few values
    /// have, are `JSONValue`s.
    private static func writeLine(_ color: ColorEntry, brands: BrandList?, to sink: inout TextSink) {
        let group = color.group
        sink.write(lineStart)
        JSONValue.writeQuoted(group.name, ".", color.key, to: &sink)
        sink.write(Member.swiftName)
        JSONValue.writeQuoted(group.swiftPath, ".", color.memberName, to: &sink)
        sink.write(Member.assetName)
        JSONValue.writeQuoted(group.assetFolder, "/", color.key, to: &sink)
        if let description = color.description {
            sink.write(Member.description)
            JSONValue.writeQuoted(description, to: &sink)
        }
        writeAppearances(color.appearances, to: &sink)
        if let brands, !color.brandAppearances.isEmpty {
            sink.write(Member.brands)
            for (index, (brand, values)) in zip(brands.others, color.brandAppearances).enumerated() {
                if index > 0 { sink.write(", ") }
                sink.write(brandStart)
                JSONValue.writeQuoted(brand, to: &sink)
                writeAppearances(values, to: &sink)
                sink.write(ascii: UInt8(ascii: "}"))
            }
            sink.write(ascii: UInt8(ascii: "]"))
        }
        sink.write(ascii: UInt8(ascii: "}"))
    }

    /// `, "light": {"red": …}, "dark": {…}`: each appearance present, in order.
    private static func writeAppearances(_ appearances: AppearanceValues, to sink: inout TextSink) {
        for appearance in Appearance.allCases {
            guard let value = appearances[appearance] else { continue }
            sink.write(", \"")
            sink.write(appearance.rawValue)
            sink.write("\": ")
            sink.write(valueStart)
            sink.write(value.color.red.shortestDecimal)
            sink.write(Member.green)
            sink.write(value.color.green.shortestDecimal)
            sink.write(Member.blue)
            sink.write(value.color.blue.shortestDecimal)
            sink.write(Member.alpha)
            sink.write(value.color.alpha.shortestDecimal)
            // A hex and a color space's name are plain ASCII, with nothing to escape.
            sink.write(Member.hex)
            sink.write(value.color.hex)
            sink.write(Member.colorSpace)
            sink.write(value.color.space.rawValue)
            sink.write(ascii: UInt8(ascii: "\""))
            if let derivation = value.derivation {
                sink.write(Member.derivation)
                DerivationJSON.write(derivation, to: &sink)
            }
            sink.write(ascii: UInt8(ascii: "}"))
        }
    }

    /// How a color's line and each of its values start: `{"name": `, `{"red": `.
    private static let lineStart = "{" + ManifestKey.name.quoted + ": "
    private static let valueStart = "{" + ManifestKey.red.quoted + ": "
    private static let brandStart = "{" + ManifestKey.brand.quoted + ": "

    /// What comes before a member's value on a color's line, made once: `, "green": `; the hex's
    /// and the color space's include their value's opening quote, and the color space's closes the hex.
    private enum Member {
        static let swiftName = start(.swiftName)
        static let assetName = start(.assetName)
        static let description = start(.description)
        static let green = start(.green)
        static let blue = start(.blue)
        static let alpha = start(.alpha)
        static let hex = start(.hex) + "\""
        static let colorSpace = "\"" + start(.colorSpace) + "\""
        static let derivation = start(.derivation)
        static let brands = start(.brands) + "["

        private static func start(_ key: ManifestKey) -> String { ", " + key.quoted + ": " }
    }

    /// Each brand's checks, the default brand's first; without brands, the palette's checks, naming none.
    private static func brandedChecks(_ palette: Palette) -> [(result: ContrastResult, brand: String?)] {
        guard let brands = palette.brands else { return palette.contrast.map { ($0, nil) } }
        return zip(brands.names, [palette.contrast] + palette.brandContrast).flatMap { brand, checks in
            checks.map { ($0, brand) }
        }
    }

    /// `{"colors": […], "appearance": "dark", "deficiency": "deuteranopia", "closest": [a, b], "deltaE": 0.112, …}`
    private static func distinct(_ result: DistinctResult) -> JSONValue {
        .object([
            (ManifestKey.colors.rawValue, .array(result.colors.map(JSONValue.string))),
            (ManifestKey.appearance.rawValue, .string(result.appearance.rawValue)),
            (ManifestKey.deficiency.rawValue, .string(result.deficiency.rawValue)),
            (ManifestKey.closest.rawValue, .array([.string(result.closest.0), .string(result.closest.1)])),
            (ManifestKey.deltaE.rawValue, .number((result.distance * 1000).rounded() / 1000)),
            (ManifestKey.minimum.rawValue, .number(result.minimum)),
            (ManifestKey.passes.rawValue, .bool(result.passes)),
        ])
    }

    private static func contrast(_ result: ContrastResult, brand: String?) -> JSONValue {
        .object(
            [
                (ManifestKey.foreground.rawValue, .string(result.foreground)),
                (ManifestKey.background.rawValue, .string(result.background)),
            ] + (brand.map { [(ManifestKey.brand.rawValue, JSONValue.string($0))] } ?? []) + [
                (ManifestKey.appearance.rawValue, .string(result.appearance.rawValue))
            ] + measure(result) + [
                (ManifestKey.minimum.rawValue, .number(result.minimum)),
                (ManifestKey.passes.rawValue, .bool(result.passes)),
            ])
    }

    /// `"ratio": 4.54`, or for an APCA check `"method": "apca", "lc": -68.54`.
    private static func measure(_ result: ContrastResult) -> [(String, JSONValue)] {
        switch result.method {
        case .wcag2: return [(ManifestKey.ratio.rawValue, .number(ContrastFormat.twoDecimals(result.ratio)))]
        case .apca:
            return [
                (ManifestKey.method.rawValue, .string(result.method.rawValue)),
                (ManifestKey.lc.rawValue, .number(ContrastFormat.twoDecimals(result.ratio))),
            ]
        }
    }
}
