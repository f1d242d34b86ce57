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

    /// The one note for alias data whose variables are in no file passed, so each token became the
    /// color it shows: which collections to pass as well. `aliases` in the order read (light's first),
    /// the note at the first.
    static func outsideNote(
        _ aliases: [(path: TokenPath, collection: String?, location: SourceLocation)], tokens: Int
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
        let count = aliases.count == 1 ? "1 Figma alias" : "\(aliases.count) Figma aliases"
        let inTokens = tokens == aliases.count ? "" : " (in \(tokens) tokens)"
        let one = aliases.count == 1
        return Diagnostic(
            .note,
            "\(count)\(inTokens) \(one ? "points" : "point") into \(named), which is in no file passed, so "
                + "\(one ? "it" : "each") became the color it shows, first \(first.path.reference); pass "
                + "\(collections.count > 1 ? "those collections' exported files" : "that collection's exported file") as well to keep "
                + "\(one ? "it a reference" : "them references")", at: first.location)
    }

    /// The same color to well under an 8-bit step (Figma stores 32-bit floats).
    static func sameColor(_ first: RGBA, _ second: RGBA) -> Bool {
        let a = first.converted(to: second.space)
        return zip(a.components, second.components).allSatisfy { abs($0 - $1) < 1e-4 }
    }
}
