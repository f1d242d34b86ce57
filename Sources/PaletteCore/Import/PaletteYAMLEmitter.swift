/// Writes an imported catalog as a palette in the format palettec reads: one group per folder, one
/// color per line, every appearance written out (a color with no dark entry writes its light value as
/// dark, so nothing is derived), and keys exactly as the catalog names them, quoted where YAML needs it.
///
/// A folder that provides no namespace is the explicit group form `{namespace: false, colors: {...}}`,
/// and the palette itself says `namespace: false`, so every color keeps its catalog lookup name. The
/// explicit form is also used where the plain one would read differently: a folder named like an
/// appearance (`dark`), or holding a member named like one of a color's or group's own keys
/// (`light`, `colors`, `description`, `red`).
///
/// The output depends only on the catalog: members in the order given (Xcode's, from `CatalogReading`), fixed
/// spacing, a final newline.
struct PaletteYAMLEmitter {
    /// Which catalog folder or colorset each line of the text comes from (1-based), so that a problem
    /// the palette reader finds can be reported at the catalog's own file.
    private(set) var places: [Int: String] = [:]
    /// The line of `palette:`.
    private(set) var paletteLine = 0
    private var lines: [String] = []

    static let keysThatChangeAGroupsShape: Set<String> = Set(
        PaletteBuilder.appearanceKeys + PaletteBuilder.explicitGroupKeys + ColorValueParser.mappingKeys + ["derive"])

    static func emit(_ root: ImportedGroup, paletteName: String, catalogName: String) -> (text: String, emitter: PaletteYAMLEmitter) {
        var emitter = PaletteYAMLEmitter()
        emitter.append(PaletteSchema.modeline(schemaPath: PaletteSchema.fileName), place: root.path)
        emitter.append("# Imported from \(CommentText.singleLine(catalogName)) by palettec import: a group for each folder, and",
                       place: root.path)
        emitter.append("# each color keeps the name the catalog looks it up by (namespace: false where a folder adds none).",
                       place: root.path)
        emitter.paletteLine = emitter.lines.count + 1
        emitter.append("palette: \(YAMLText.scalar(paletteName))", place: root.path)
        emitter.append("namespace: false", place: root.path)
        emitter.append("colors:", place: root.path)
        emitter.members(of: root, indent: 2)
        return (emitter.lines.joined(separator: "\n") + "\n", emitter)
    }

    private mutating func members(of group: ImportedGroup, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        for member in group.members {
            let key = YAMLText.scalar(member.key)
            switch member {
            case .color(let color):
                append("\(pad)\(key): \(Self.entry(color.appearances))", place: color.path)
            case .group(let nested):
                append("\(pad)\(key):", place: nested.path)
                if Self.needsExplicitForm(nested) {
                    if !nested.providesNamespace { append("\(pad)  namespace: false", place: nested.path) }
                    append("\(pad)  colors:", place: nested.path)
                    members(of: nested, indent: indent + 4)
                } else {
                    members(of: nested, indent: indent + 2)
                }
            }
        }
    }

    static func needsExplicitForm(_ group: ImportedGroup) -> Bool {
        !group.providesNamespace || AppearanceLookalike.match(group.key) != nil
            || group.members.contains { keysThatChangeAGroupsShape.contains($0.key) }
    }

    /// `{ light: "#FFFFFF", dark: "#000000" }`, with the high-contrast appearances when the color has them.
    static func entry(_ appearances: [Appearance: RGBA]) -> String {
        let fields = Appearance.allCases.compactMap { appearance in
            appearances[appearance].map { "\(appearance.rawValue): \(YAMLText.doubleQuoted(PaletteValueText.text($0)))" }
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    private mutating func append(_ line: String, place: String) {
        lines.append(line)
        places[lines.count] = place
    }
}
