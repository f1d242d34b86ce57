/// One context's token file (`light.tokens.json`): every palette a group, its groups and colors nested
/// by their keys as written, each color a token on a line of its own.
///
/// ```
/// {
///   "$extensions": {"dev.palettec": {"generator": "palettec", "generatorVersion": "0.6.0", "appearance": "light"}},
///   "Brand": {
///     "$description": "Brand colors.",
///     "$extensions": {"dev.palettec": {"source": "palettes/brand.yml"}},
///     "accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0392156863, 0.5176470588, 1.0],
/// "alpha": 1.0, "hex": "#0A84FF"}, "$extensions": {"dev.palettec": {"assetName": "Brand/accent"}}},
///     "text": {
///       "link": {"$type": "color", "$value": "{Brand.accent}", "$extensions": {"dev.palettec": {"assetName":
/// "Brand/text/link"}}}
///     }
///   }
/// }
/// ```
///
/// A one-color edit changes that color's line, and its dependents', and nothing else. The first member,
/// palettec's mark, is how palettec knows the file as its own (`GeneratedFileOwner`); each palette names
/// its source, so a run over other inputs leaves the file alone. A high-contrast file holds only what
/// `TokenFileEntry` puts there, and no group descriptions: the file it is layered over has them.
enum TokenFileRenderer {
    /// The bytes every token file starts with, before the version: palettec's mark.
    static let opening =
        "{\n  \"$extensions\": {\"\(DTCGFormat.palettecExtension)\": {\"generator\": "
        + "\"\(ManifestRenderer.generator)\", "
    /// How a palette's group names its source, at the indent of a palette's members; the source, a JSON
    /// string, follows.
    static let sourcePrefix = "    \"$extensions\": {\"\(DTCGFormat.palettecExtension)\": {\"source\": "

    static func write(_ palettes: [Palette], context: TokenContext, to sink: inout TextSink) {
        write(palettes.map { (group: $0.name, palette: $0) }, context: context, to: &sink)
    }

    /// The other brands' values in the context: each brand's palette under `Shop@globex` (`TokenBrands`).
    static func writeBrands(_ brands: TokenBrands, context: TokenContext, to sink: inout TextSink) {
        let groups = brands.brands.flatMap { brand in
            brand.palettes.map { (group: TokenBrands.groupName($0.name, brand), palette: $0) }
        }
        write(groups, context: context, to: &sink)
    }

    /// `brand.globex.tokens.json`: each color of the palettes the brand has, at its own path, an alias of
    /// the brand's value (`{Shop@globex.accent}`).
    static func writeBrandAliases(_ brand: TokenBrands.Brand, to sink: inout TextSink) {
        writeMark(key: TokenBrands.modifier, value: brand.name, to: &sink)
        for palette in brand.palettes {
            sink.write(",\n  ")
            JSONValue.writeQuoted(palette.name, to: &sink)
            sink.write(": ")
            writeAliases(
                palette.root, depth: 1, source: palette.source, path: [TokenBrands.groupName(palette.name, brand)],
                to: &sink)
        }
        sink.write("\n}\n")
    }

    private static func write(
        _ groups: [(group: String, palette: Palette)], context: TokenContext, to sink: inout TextSink
    ) {
        writeMark(key: "appearance", value: context.appearance.rawValue, to: &sink)
        for (group, palette) in groups {
            let file = FileWriter(context: context, palette: palette)
            guard file.isWritten(palette.root) else { continue }
            sink.write(",\n  ")
            JSONValue.writeQuoted(group, to: &sink)
            sink.write(": ")
            file.write(palette.root, depth: 1, palette: palette, to: &sink)
        }
        sink.write("\n}\n")
    }

    /// `{`, then the first member, palettec's mark: generator, version, and the file's context.
    private static func writeMark(key: String, value: String, to sink: inout TextSink) {
        sink.write(opening)
        sink.write("\"generatorVersion\": ")
        JSONValue.writeQuoted(PalettecVersion.current, to: &sink)
        sink.write(", ")
        JSONValue.writeQuoted(key, to: &sink)
        sink.write(": ")
        JSONValue.writeQuoted(value, to: &sink)
        sink.write("}}")
    }

    /// A group of aliases: each color `{"$type": "color", "$value": "{<path>.<key>}"}`, nested as written.
    private static func writeAliases(
        _ group: ColorGroup, depth: Int, source: String?, path: [String], to sink: inout TextSink
    ) {
        var object = TokenObjectWriter(depth: depth)
        func member(_ name: String) { object.member(name, to: &sink) }
        if let source {
            object.source(source, to: &sink)
        }
        for item in group.members {
            switch item {
            case .color(let color):
                let name = TokenNames.written(color.key, tokenName: color.tokenName)
                member(name)
                sink.write("{\"\(DTCGFormat.Key.type)\": \"\(DTCGFormat.colorType)\", \"\(DTCGFormat.Key.value)\": ")
                JSONValue.writeQuoted(DTCGFormat.alias(path + [name]), to: &sink)
                sink.write("}")
            case .group(let nested):
                let name = TokenNames.written(nested.key ?? "", tokenName: nested.tokenName)
                member(name)
                writeAliases(nested, depth: depth + 1, source: nil, path: path + [name], to: &sink)
            }
        }
        object.close(to: &sink)
    }

    /// About how many bytes a color's line takes, for `RenderedFile.expectedBytes`.
    static let bytesPerColor = 240
}

/// Writes one palette's group in one context's file.
private struct FileWriter {
    let context: TokenContext
    let aliasPaths: TokenAliasPaths
    /// Only a high-contrast file in a palette with high-contrast values, or a palette with made colors
    /// (whose mixes are checked against their colors), looks colors up.
    let colors: ColorLookup
    let isPlain: Bool

    init(context: TokenContext, palette: Palette) {
        self.context = context
        aliasPaths = TokenAliasPaths(palette)
        isPlain = context.base == nil
        colors = Self.needsLookup(palette.root, isPlain ? nil : context.appearance) ? ColorLookup(palette) : .empty
    }

    /// Whether a color has a value in `highContrast`, or any value is made.
    private static func needsLookup(_ group: ColorGroup, _ highContrast: Appearance?) -> Bool {
        var found = false
        group.forEachColor { color in
            guard !found else { return }
            found =
                highContrast.map { color.appearances[$0] != nil } == true
                || Appearance.allCases.contains { color.appearances[$0]?.derivation?.madeExpression != nil }
        }
        return found
    }

    func entry(_ color: ColorEntry) -> TokenFileEntry? {
        TokenFileEntry.entry(for: color, in: context, palette: aliasPaths, colors: colors)
    }

    /// Whether the group appears in this file: always in light and dark, in high contrast only when one
    /// of its colors does.
    func isWritten(_ group: ColorGroup) -> Bool {
        if isPlain { return true }
        return group.members.contains { member in
            switch member {
            case .color(let color): return entry(color) != nil
            case .group(let nested): return isWritten(nested)
            }
        }
    }

    /// `{`, the group's own members (`$description`, and for a palette its source), its tokens and groups
    /// in source order, each on its own lines at `depth + 1`, `}`; `{}` when it has none.
    func write(_ group: ColorGroup, depth: Int, palette: Palette? = nil, to sink: inout TextSink) {
        var object = TokenObjectWriter(depth: depth)
        func member(_ name: String) { object.member(name, to: &sink) }
        if isPlain, let description = palette.map(\.description) ?? group.description {
            member(DTCGFormat.Key.description)
            JSONValue.writeQuoted(description, to: &sink)
        }
        if let palette {
            object.source(palette.source, to: &sink)
        }
        for item in group.members {
            switch item {
            case .color(let color):
                guard let entry = entry(color) else { continue }
                member(TokenNames.written(color.key, tokenName: color.tokenName))
                Self.write(color, entry, to: &sink)
            case .group(let nested):
                guard isWritten(nested) else { continue }
                member(TokenNames.written(nested.key ?? "", tokenName: nested.tokenName))
                write(nested, depth: depth + 1, to: &sink)
            }
        }
        object.close(to: &sink)
    }

    /// `{"$type": "color", "$value": …, "$description": …, "$deprecated": …, "$extensions": {"dev.palettec":
    /// {"assetName": …,
    /// "derivation": …}, …the palette's extensions:}}`
    private static func write(_ color: ColorEntry, _ entry: TokenFileEntry, to sink: inout TextSink) {
        sink.write("{\"\(DTCGFormat.Key.type)\": \"\(DTCGFormat.colorType)\", \"\(DTCGFormat.Key.value)\": ")
        var derivation: Derivation?
        var modify: TokensStudioModify.Written?
        switch entry {
        case .alias(let path):
            JSONValue.writeQuoted(DTCGFormat.alias(path), to: &sink)
        case .value(let value, let valueDerivation):
            write(value, to: &sink)
            derivation = valueDerivation
        case .made(let path, let modifier, let madeDerivation):
            JSONValue.writeQuoted(DTCGFormat.alias(path), to: &sink)
            (modify, derivation) = (modifier, madeDerivation)
        }
        if let description = color.description {
            sink.write(", \"\(DTCGFormat.Key.description)\": ")
            JSONValue.writeQuoted(description, to: &sink)
        }
        if let deprecation = color.deprecation {
            sink.write(", \"\(DTCGFormat.Key.deprecated)\": ")
            if let reason = deprecation.reason { JSONValue.writeQuoted(reason, to: &sink) } else { sink.write("true") }
        }
        sink.write(", \"\(DTCGFormat.Key.extensions)\": {")
        // Tokens Studio's modifier is palettec's to write: a kept one would change the value again.
        let studio = TokensStudioModify.vendor
        let keptStudio =
            color.extensions?.members.contains { $0.key == studio } == true
            ? color.extensions?.object(studio)?.removing(TokensStudioModify.key) : nil
        if let modify {
            sink.write("\"\(studio)\": {\"\(TokensStudioModify.key)\": ")
            modify.write(to: &sink)
            for member in keptStudio?.members ?? [] { write(member, to: &sink) }
            sink.write("}, ")
        }
        sink.write("\"\(DTCGFormat.palettecExtension)\": {\(ManifestKey.assetName.quoted): ")
        JSONValue.writeQuoted(color.assetName, to: &sink)
        if let derivation {
            sink.write(", \(ManifestKey.derivation.quoted): ")
            DerivationJSON.write(derivation, to: &sink)
        }
        sink.write("}")
        // The palette's kept extensions, after palettec's own, which wins for its key.
        for member in color.extensions?.members ?? [] where member.key != DTCGFormat.palettecExtension {
            guard member.key == studio else {
                write(member, to: &sink)
                continue
            }
            if modify == nil, let keptStudio {
                write(ColorExtensions.Member(key: studio, json: keptStudio.jsonText), to: &sink)
            }
        }
        sink.write("}}")
    }

    /// `, "key": json`
    private static func write(_ member: ColorExtensions.Member, to sink: inout TextSink) {
        sink.write(", ")
        JSONValue.writeQuoted(member.key, to: &sink)
        sink.write(": ")
        sink.write(member.json)
    }

    /// `{"colorSpace": "srgb", "components": [1.0, 0.5, 0.0], "alpha": 1.0, "hex": "#FF8000"}`: the
    /// components as rounded everywhere, and the sRGB hex the manifest shows, without its alpha.
    private static func write(_ color: RGBA, to sink: inout TextSink) {
        sink.write("{\"\(DTCGFormat.ColorValue.colorSpace)\": ")
        JSONValue.writeQuoted(color.space.rawValue, to: &sink)
        sink.write(", \"\(DTCGFormat.ColorValue.components)\": [")
        sink.write(color.red.shortestDecimal)
        sink.write(", ")
        sink.write(color.green.shortestDecimal)
        sink.write(", ")
        sink.write(color.blue.shortestDecimal)
        sink.write("], \"\(DTCGFormat.ColorValue.alpha)\": ")
        sink.write(color.alpha.shortestDecimal)
        sink.write(", \"\(DTCGFormat.ColorValue.hex)\": \"")
        sink.write(String(color.hex.prefix(7)))
        sink.write("\"}")
    }
}

/// One JSON object of a token file, written member by member, each on its own line at `depth + 1`.
private struct TokenObjectWriter {
    let depth: Int
    private var isFirst = true

    init(depth: Int) {
        self.depth = depth
    }

    /// `{` or `,`, the line's indent, `"name": `.
    mutating func member(_ name: String, to sink: inout TextSink) {
        sink.write(isFirst ? "{\n" : ",\n")
        isFirst = false
        sink.write(String(repeating: "  ", count: depth + 1))
        JSONValue.writeQuoted(name, to: &sink)
        sink.write(": ")
    }

    /// A palette's source, by which palettec knows the file as written from it (`TokenFileOwner`).
    mutating func source(_ source: String, to sink: inout TextSink) {
        member(DTCGFormat.Key.extensions, to: &sink)
        sink.write("{\"\(DTCGFormat.palettecExtension)\": {\"source\": ")
        JSONValue.writeQuoted(source, to: &sink)
        sink.write("}}")
    }

    /// `}` on its own line, or `{}` for an object with no member.
    func close(to sink: inout TextSink) {
        if isFirst { return sink.write("{}") }
        sink.write("\n" + String(repeating: "  ", count: depth) + "}")
    }
}
