/// Figma's variables export writes a reference to a variable of another collection as the color it
/// shows, with the variable it comes from in `$extensions."com.figma.aliasData".targetVariableName`
/// (`color/neutral/50`). When that variable is among the tokens read and shows the same color, the
/// token is read as the alias it is, so the palette keeps the link.
enum FigmaAliasData {
    static let key = "com.figma.aliasData"
    /// Alias data followed inside alias data at most: Figma's chains are a step or two.
    static let depthLimit = 16

    static func target(of leaf: TokenLeafNode) -> TokenPath? {
        guard let data = leaf.extensions?[key], let name = data["targetVariableName"]?.string else { return nil }
        let segments = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !segments.contains(where: \.isEmpty) else { return nil }
        return TokenPath(segments)
    }

    /// The collection the alias data's variable is in (`targetVariableSetName`, 'Color Alias').
    static func collection(of leaf: TokenLeafNode) -> String? {
        leaf.extensions?[key]?["targetVariableSetName"]?.string
    }

    /// The notes for alias data whose variables were not among the tokens read, so each token became
    /// the color it shows: one for collections in no file passed (which to pass as well), one for
    /// collections a file passed holds (`color.tokens.json` for 'color', by `passedFile(for:in:)`),
    /// whose variables are not in it. `aliases` in the order read (light's first), each note at its first.
    static func outsideNotes(
        _ aliases: [(path: TokenPath, collection: String?, location: SourceLocation)], files: [String]
    ) -> [Diagnostic] {
        var passed: [String: [(path: TokenPath, collection: String?, location: SourceLocation)]] = [:]
        var elsewhere: [(path: TokenPath, collection: String?, location: SourceLocation)] = []
        var passedOrder: [String] = []
        for alias in aliases {
            if let file = alias.collection.flatMap({ passedFile(for: $0, in: files) }) {
                if passed[file] == nil { passedOrder.append(file) }
                passed[file, default: []].append(alias)
            } else {
                elsewhere.append(alias)
            }
        }
        let inPassedFiles = passedOrder.compactMap { file -> Diagnostic? in
            guard let group = passed[file], let first = group.first, let collection = first.collection else {
                return nil
            }
            let one = group.count == 1
            return Diagnostic(
                .note,
                "\(counted(group)) \(one ? "points" : "point") to variables of the collection "
                    + "'\(collection.abbreviated)' that "
                    + "\(file.split(separator: "/").last.map(String.init) ?? file), which holds that collection, does "
                    + "not hold, so \(one ? "it" : "each") became "
                    + "the color it shows, first \(first.path.reference); pass the file that holds them as well to "
                    + "keep "
                    + "\(one ? "it a reference" : "them references")", at: first.location)
        }
        return [outsideNote(elsewhere)].compactMap { $0 } + inPassedFiles
    }

    /// The file passed that holds `collection`: named as it, in any case and spacing, alone or before
    /// `Tokens` or a mode (`color.tokens.json`, `ColorAliasTokens.json` and `Color Alias.Mode 1.json`
    /// for 'Color Alias'), or in a folder named as it (`color/Light.tokens.json`).
    static func passedFile(for collection: String, in files: [String]) -> String? {
        let wanted = squeezed(collection)
        guard !wanted.isEmpty else { return nil }
        return files.first { file in
            let parts = file.split(separator: "/").map(String.init)
            guard let name = parts.last else { return false }
            let base = squeezed(String(name.prefix { $0 != "." }))
            if base == wanted || base == wanted + "tokens" { return true }
            return parts.count > 1 && squeezed(parts[parts.count - 2]) == wanted
        }
    }

    private static func squeezed(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.lowercased().unicodeScalars.filter {
                    $0.properties.isAlphabetic || $0.properties.numericType != nil
                }))
    }

    private static func counted(_ aliases: [(path: TokenPath, collection: String?, location: SourceLocation)]) -> String
    {
        let count = aliases.count == 1 ? "1 Figma alias" : "\(aliases.count) Figma aliases"
        let tokens = Set(aliases.map(\.path)).count
        return count + (tokens == aliases.count ? "" : " (in \(tokens) tokens)")
    }

    /// The one note for alias data whose variables are in no file passed: which collections to pass as well.
    private static func outsideNote(
        _ aliases: [(path: TokenPath, collection: String?, location: SourceLocation)]
    ) -> Diagnostic? {
        guard let first = aliases.first else { return nil }
        var collections: [String] = []
        for alias in aliases {
            if let name = alias.collection, !collections.contains(name) { collections.append(name) }
        }
        let named =
            collections.isEmpty
            ? "a collection"
            : (collections.count == 1 ? "the collection " : "the collections ")
                + collections.map { "'\($0.abbreviated)'" }.joined(separator: ", ")
        let one = aliases.count == 1
        return Diagnostic(
            .note,
            "\(counted(aliases)) \(one ? "points" : "point") into \(named), which is in no file passed, so "
                + "\(one ? "it" : "each") became the color it shows, first \(first.path.reference); pass "
                + "\(collections.count > 1 ? "those collections' exported files" : "that collection's exported file") "
                + "as well to keep "
                + "\(one ? "it a reference" : "them references")", at: first.location)
    }

    /// The same color to well under an 8-bit step (Figma stores 32-bit floats).
    static func sameColor(_ first: RGBA, _ second: RGBA) -> Bool {
        let a = first.converted(to: second.space)
        return zip(a.components, second.components).allSatisfy { abs($0 - $1) < 1e-4 }
    }
}
