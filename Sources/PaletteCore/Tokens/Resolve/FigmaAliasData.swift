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

    /// The same color to well under an 8-bit step (Figma stores 32-bit floats).
    static func sameColor(_ first: RGBA, _ second: RGBA) -> Bool {
        let a = first.converted(to: second.space)
        return zip(a.components, second.components).allSatisfy { abs($0 - $1) < 1e-4 }
    }
}
