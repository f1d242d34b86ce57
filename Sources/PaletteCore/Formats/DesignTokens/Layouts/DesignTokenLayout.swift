/// How design tokens are laid out in the files named: what else is read to import them.
enum DesignTokenLayout: Equatable, Sendable {
    /// A resolver document (`*.resolver.json`, or any `.json` holding one): the files it names, relative to it.
    case resolver
    /// Tokens Studio's `$themes.json` (or its folder): a file per token set beside it.
    case tokensStudioThemes
    /// One JSON file holding every Tokens Studio set, with `$themes` at its root.
    case tokensStudioFile
    /// A token file: alone, light; with others named together, one file per mode (Figma's export).
    case modeFile

    /// The layout as a palette's header names it.
    var title: String {
        switch self {
        case .resolver: return "a resolver document"
        case .tokensStudioThemes: return "Tokens Studio themes"
        case .tokensStudioFile: return "Tokens Studio's single file"
        case .modeFile: return "token files, one per mode"
        }
    }
}
