/// Writes an imported palette in the format palettec reads: its header comment, one group per group
/// of the source, one color per line, every appearance written out (a color with no dark value writes
/// its light one as dark, so nothing is derived), a reference as `"{group.key}"`, and keys exactly as
/// the source names them, quoted where YAML needs it.
///
/// A group that provides no namespace (a catalog's folder), or has a description, is the explicit
/// group form `{description: ..., namespace: false, colors: {...}}`, and so is the palette itself
/// (`namespace: false`). The explicit
/// form is also used where the plain one would read differently: a group named like an appearance
/// (`dark`), or holding a member named like one of a color's or group's own keys (`light`, `colors`,
/// `description`, `red`).
///
/// A member imported under a made key (`ImportMadeNames`) keeps its source's name as `token:`, a
/// group's in the explicit form.
///
/// A made color (`"{label} at 29%"`) is written whole, `separator: "{label} at 29%"`, where that means
/// exactly what writing it for each appearance would: its light and dark the same made color, in a
/// palette with no high-contrast value (whose high contrast a whole made color would make anew).
///
/// The output depends only on what was read: members in the order given (the source's), fixed
/// spacing, a final newline.
struct PaletteYAMLEmitter {
    /// Which place of the source each line of the text comes from (1-based), so that a problem the
    /// palette reader finds can be reported there.
    private(set) var places: [Int: SourceLocation] = [:]
    /// The keys that lead from `colors:` to the color or group each member's line starts.
    private(set) var members: [Int: [String]] = [:]
    /// The line of `palette:`.
    private(set) var paletteLine = 0
    private var lines: [String] = []
    /// Whether any color writes a high-contrast appearance: a whole made color would make its own there.
    private var hasHighContrast = false
    /// The palette's brands, the default first, in the order a color's `brands:` lists them.
    private var brands: [String] = []

    static let keysThatChangeAGroupsShape: Set<String> = Set(
        PaletteBuilder.appearanceKeys + PaletteBuilder.explicitGroupKeys + ColorComponentKey.names + [
            RuleKey.derive.rawValue
        ])

    static func emit(_ palette: ImportedPalette, paletteName: String) -> (text: String, emitter: PaletteYAMLEmitter) {
        var emitter = PaletteYAMLEmitter()
        emitter.hasHighContrast = palette.root.colorsByKeyPath().contains { entry in
            entry.color.appearances.keys.contains { $0.fallback != nil }
        }
        let place = palette.root.place
        emitter.append(PaletteSchemaFile.modeline(schemaPath: PaletteSchemaFile.fileName), place: place)
        for line in palette.header { emitter.append("# " + CommentText.singleLine(line), place: place) }
        emitter.paletteLine = emitter.lines.count + 1
        emitter.append("\(PaletteKey.palette.rawValue): \(YAMLText.scalar(paletteName))", place: place)
        if !palette.root.providesNamespace { emitter.append("\(PaletteKey.namespace.rawValue): false", place: place) }
        if palette.derivesDarks {
            emitter.append("\(PaletteKey.derive.rawValue): \(RuleRegistry.suggestedForDarks.rawValue)", place: place)
        }
        if !palette.brands.isEmpty {
            emitter.brands = palette.brands
            let list = palette.brands.map(YAMLText.scalar).joined(separator: ", ")
            emitter.append("\(PaletteKey.brands.rawValue): [\(list)]", place: place)
        }
        emitter.append("\(PaletteKey.colors.rawValue):", place: place)
        emitter.members(of: palette.root, indent: 2, keyPath: [])
        return (emitter.lines.joined(separator: "\n") + "\n", emitter)
    }

    private mutating func members(of group: ImportedGroup, indent: Int, keyPath: [String]) {
        let pad = String(repeating: " ", count: indent)
        for member in group.members {
            let key = YAMLText.scalar(member.key)
            members[lines.count + 1] = keyPath + [member.key]
            switch member {
            case .color(let color):
                append(
                    "\(pad)\(key): \(Self.entry(color, hasHighContrast: hasHighContrast, brands: brands))",
                    place: color.place)
            case .group(let nested):
                append("\(pad)\(key):", place: nested.place)
                if Self.needsExplicitForm(nested) {
                    if let description = nested.description {
                        append(
                            "\(pad)  \(GroupKey.description.rawValue): \(YAMLText.doubleQuoted(description))",
                            place: nested.place)
                    }
                    if !nested.providesNamespace {
                        append("\(pad)  \(GroupKey.namespace.rawValue): false", place: nested.place)
                    }
                    if let tokenName = nested.tokenName {
                        append(
                            "\(pad)  \(GroupKey.token.rawValue): \(YAMLText.doubleQuoted(tokenName))",
                            place: nested.place)
                    }
                    append("\(pad)  \(GroupKey.colors.rawValue):", place: nested.place)
                    members(of: nested, indent: indent + 4, keyPath: keyPath + [nested.key])
                } else {
                    members(of: nested, indent: indent + 2, keyPath: keyPath + [nested.key])
                }
            }
        }
    }

    static func needsExplicitForm(_ group: ImportedGroup) -> Bool {
        !group.providesNamespace || group.description != nil || group.tokenName != nil
            || AppearanceLookalike.match(group.key) != nil
            || group.members.contains { keysThatChangeAGroupsShape.contains($0.key) }
    }

    /// `{ light: "#FFFFFF", dark: "{text.primary}" }`, with the high-contrast appearances when the color
    /// has them, then its description, `deprecated:` and `extensions:`; a made color alone, whole, as
    /// `"{label} at 29%"` (see above).
    static func entry(_ color: ImportedColor, hasHighContrast: Bool = false, brands: [String] = []) -> String {
        let written = color.written
        if !hasHighContrast, color.brandValues.isEmpty, color.description == nil, color.deprecation == nil,
            color.extensions == nil,
            color.tokenName == nil,
            case .made? = written[.light], Set(written.values).count == 1
        {
            return YAMLText.doubleQuoted(text(written[.light]!))
        }
        var fields = appearanceFields(written)
        let brandFields = brands.compactMap { brand in
            color.brandValues[brand].map {
                "\(YAMLText.scalar(brand)): { \(appearanceFields($0).joined(separator: ", ")) }"
            }
        }
        if !brandFields.isEmpty { fields.append(field(.brands, "{ " + brandFields.joined(separator: ", ") + " }")) }
        if let description = color.description {
            fields.append(Self.field(.description, YAMLText.doubleQuoted(description)))
        }
        if let deprecation = color.deprecation {
            fields.append(Self.field(.deprecated, deprecation.reason.map(YAMLText.doubleQuoted) ?? "true"))
        }
        if let extensions = color.extensions {
            fields.append(Self.field(.extensions, YAMLText.doubleQuoted(extensions.jsonText)))
        }
        if let tokenName = color.tokenName {
            fields.append(Self.field(.token, YAMLText.doubleQuoted(tokenName)))
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// `light: "#FFFFFF", dark: "{text.primary}"`: each appearance written, in `Appearance` order.
    private static func appearanceFields(_ written: [Appearance: ImportedValue]) -> [String] {
        Appearance.allCases.compactMap { appearance in
            written[appearance].map { field(.appearance(appearance), YAMLText.doubleQuoted(text($0))) }
        }
    }

    /// `light: "#FFFFFF"`: one key of a color's entry and its value as written.
    private static func field(_ key: ColorEntryKey, _ value: String) -> String { "\(key.rawValue): \(value)" }

    /// A value as the palette writes it: the color in its shortest exact form, the reference, or the
    /// made color (`{label} at 29%`).
    static func text(_ value: ImportedValue) -> String {
        switch value {
        case .color(let color): return PaletteValueText.text(color)
        case .reference(let keyPath): return MadeColorText.referenceText(keyPath.joined(separator: "."))
        case .made(let source, let operation):
            return MadeColorText.text(source: source.joined(separator: "."), operation) { operand in
                switch operand {
                case .reference(let keyPath): MadeColorText.referenceText(keyPath.joined(separator: "."))
                case .color(let color): PaletteValueText.text(color)
                }
            }
        }
    }

    private mutating func append(_ line: String, place: SourceLocation) {
        lines.append(line)
        places[lines.count] = place
    }
}
