/// What an import read, whatever it read it from (an asset catalog, SwiftGen's colors): the palette
/// it will write, before it is written. `PaletteYAMLEmitter` writes it as YAML, and `ImportProof`
/// proves that the palette compiled from that YAML holds every color with the values read here.
struct ImportedPalette {
    /// The comment lines the palette starts with, without `# `: the first names the source.
    var header: [String]
    /// The colors and groups under `colors:`, in the source's order; its `providesNamespace` is the
    /// palette's `namespace:`.
    var root: ImportedGroup
    /// The source as messages name it: "the catalog", "the file".
    var sourceDescription: String
    /// `derive:` with the rule palettec suggests for darks (`RuleRegistry.suggestedForDarks`), for a
    /// palette whose darks palettec derives (tokens with no dark), so each keeps its hue rather than
    /// being inverted.
    var derivesDarks = false
    /// `brands:`, the default first; empty for a source with no brands. Each color's `brandValues` are
    /// the others'.
    var brands: [String] = []
}

/// A group of colors: a catalog's folder; for a source with no groups, the palette's top level alone.
struct ImportedGroup {
    enum Member {
        case color(ImportedColor)
        case group(ImportedGroup)

        /// The key the palette writes it under: its name in the source, as it is.
        var key: String {
            switch self {
            case .color(let color): return color.key
            case .group(let group): return group.key
            }
        }

        /// Where it is in the source, as messages name it.
        var place: SourceLocation {
            switch self {
            case .color(let color): return color.place
            case .group(let group): return group.place
            }
        }
    }

    var key: String
    var place: SourceLocation
    /// Its folder adds its name to its colors' asset-catalog names (`namespace: false` when not).
    var providesNamespace = true
    var members: [Member]
    /// A design-token group's `$description`: the explicit form's `description:`.
    var description: String?
    /// The source's name for it, when `key` is one palettec made (`ImportMadeNames`): `token:`.
    var tokenName: String?

    /// Every color, depth first, with the keys that lead to it from the palette's `colors:`.
    func colorsByKeyPath(prefix: [String] = []) -> [(keyPath: [String], color: ImportedColor)] {
        members.flatMap { member -> [(keyPath: [String], color: ImportedColor)] in
            switch member {
            case .color(let color): return [(prefix + [color.key], color)]
            case .group(let group): return group.colorsByKeyPath(prefix: prefix + [group.key])
            }
        }
    }
}

struct ImportedColor {
    var key: String
    /// Where the source defines it: a colorset's `Contents.json`, or a line and column of a file.
    var place: SourceLocation
    /// Light, and any of the other appearances the source gives; `written` is what the palette says.
    var appearances: [Appearance: ImportedValue]
    var description: String?
    /// A design token's `$deprecated` and `$extensions` (all but palettec's own), kept in the palette.
    var deprecation: ColorDeprecation?
    var extensions: ColorExtensions?
    /// The name an app looks it up by that the palette must keep (`UIColor(named:)`'s, for a catalog's
    /// color), or nil when the source has none to keep.
    var lookupName: String?
    /// The source's name for it, when `key` is one palettec made (`ImportMadeNames`): `token:`.
    var tokenName: String?

    /// False for a source that has no dark at all (tokens whose modes hold none): its dark is left
    /// out, so palettec derives it.
    var lightAsDark = true
    /// Its values in the palette's other brands, by brand, for those where they differ from `written`:
    /// each brand's every appearance, as `written` makes them.
    var brandValues: [String: [Appearance: ImportedValue]] = [:]

    /// Every appearance the palette writes: a color with no dark value gets its light one as dark, so
    /// that nothing is derived and the migration changes no color (unless `lightAsDark` is false).
    var written: [Appearance: ImportedValue] {
        var written = appearances
        if written[.dark] == nil, lightAsDark { written[.dark] = written[.light] }
        return written
    }
}

/// One appearance of an imported color.
enum ImportedValue: Hashable {
    case color(RGBA)
    /// Another color of the same palette, by the keys that lead to it; it reads that color's value
    /// in the same appearance, as `"{group.key}"` does.
    case reference([String])
    /// A made color (`"{label} at 29%"`): another color of the palette, by its keys, changed by one
    /// operation, in the same appearance.
    case made(source: [String], ColorOperation<ImportedOperand>)

    /// The colors of the palette it reads, by their keys: a reference's, a made color's source and
    /// the color a mix mixes toward.
    var keyPathsRead: [[String]] {
        switch self {
        case .color: return []
        case .reference(let target): return [target]
        case .made(let source, let operation):
            guard case .reference(let other)? = operation.operand else { return [source] }
            return [source, other]
        }
    }
}

/// The color an imported mix mixes toward: a color of the palette, by its keys, or a color written out.
enum ImportedOperand: Hashable, Sendable {
    case reference([String])
    case color(RGBA)
}
