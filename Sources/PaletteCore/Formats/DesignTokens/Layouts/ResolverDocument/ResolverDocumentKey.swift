/// The keys of a resolver document (the DTCG resolver module, 2025.10): what `ResolverDocument`
/// reads and palettec's own `palettes.resolver.json` is written with.
enum ResolverDocumentKey: String, CaseIterable, Sendable {
    case description, version, sets, modifiers, resolutionOrder
    /// An inline set's or modifier's in `resolutionOrder`.
    case name, type
    case sources, contexts
    case `default`

    /// `"#/modifiers/appearance"`: a JSON Pointer to a set or modifier of the document.
    func pointer(to name: String) -> String { "#/" + rawValue + "/" + name }
}
