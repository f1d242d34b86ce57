/// What `palettec import` reads, told apart by a path's name and, for a file, by what it holds. The
/// one place a new kind of source (design tokens, say) adds its case.
package enum ImportSource: Equatable, Sendable {
    /// An Xcode asset catalog: a folder (`CatalogArgument` says what to pass for any other folder).
    case assetCatalog
    /// SwiftGen's colors: a `.txt` file of `name: value` lines, or a `.json` object of names and hex
    /// strings, with no design-token keys (`$value`, `$type`).
    case swiftGenColors(SwiftGenColorsFormat)
    /// Design tokens (the W3C format) in one of the layouts the token reader reads.
    case designTokens(DesignTokenLayout)

    package enum Contents {
        case folder
        case file([UInt8])
    }

    /// What import reads, for a message about a path it cannot.
    package static let whatImportReads =
        "import reads an Xcode asset catalog (a folder named NAME.xcassets), "
        + "SwiftGen's colors (a .txt or .json file), or design tokens (a .resolver.json, a Tokens Studio folder with "
        + "$themes.json, or .json token files, as Figma's variables export writes them)"

    package enum Refusal {
        /// JSON that is neither design tokens nor SwiftGen's colors.
        package static let unknownJSON = ImportSourceRefusal(
            "is JSON, but not a format palettec imports: neither design tokens (no "
                + "\"$value\" or \"$type\" key) nor SwiftGen's colors (one object of names and hex strings); "
                + whatImportReads)
    }

    /// The source at `path`, or why import cannot read it.
    package static func detect(path: String, contents: Contents) -> Result<ImportSource, ImportSourceRefusal> {
        guard case .file(let bytes) = contents else { return .success(.assetCatalog) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let fileExtension = name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        switch fileExtension {
        case "txt":
            return .success(.swiftGenColors(.text))
        case "json":
            let lowered = name.lowercased()
            if lowered.hasSuffix(".resolver.json") { return .success(.designTokens(.resolver)) }
            if name == "$themes.json" { return .success(.designTokens(.tokensStudioThemes)) }
            if lowered.hasSuffix(".tokens.json") { return .success(.designTokens(.modeFile)) }
            switch designTokens(bytes, path: path) {
            case .resolver: return .success(.designTokens(.resolver))
            case .themes: return .success(.designTokens(.tokensStudioFile))
            case .tokens: return .success(.designTokens(.modeFile))
            case .unknown: return .failure(Refusal.unknownJSON)
            case nil: return .success(.swiftGenColors(.json))
            }
        case "xcassets":
            return .failure(ImportSourceRefusal("is a file, and an asset catalog is a folder; " + whatImportReads))
        default:
            return .failure(ImportSourceRefusal("is not a file import reads; " + whatImportReads))
        }
    }

    private enum TokenContents { case resolver, themes, tokens, unknown }

    /// JSON whose root has `$themes` (Tokens Studio's one file), or with a `$value` or `$type` key at
    /// any depth: the W3C design-token format, never SwiftGen's. Malformed JSON is neither: the SwiftGen
    /// reader says where it goes wrong (a token file's name, `.tokens.json`, tells it without reading).
    /// JSON that is not an object, or an object with no string value and a list, number, boolean or
    /// null among its values (a Figma plugin's variables dump), is no format palettec imports
    /// (`unknown`); an object of objects is left to the SwiftGen reader, which says what is wrong.
    private static func designTokens(_ bytes: [UInt8], path: String) -> TokenContents? {
        guard case .success(let root) = JSONReader.read(bytes, path: path) else { return nil }
        if isResolverDocument(root) { return .resolver }
        if root[TokensStudioThemes.key] != nil { return .themes }
        if holdsDesignTokens(root) { return .tokens }
        guard let members = root.object else { return .unknown }
        let swiftGenLike = members.contains { $0.value.string != nil } || members.allSatisfy { $0.value.object != nil }
        return swiftGenLike ? nil : .unknown
    }

    /// A resolver document, whatever its file's name (`resolver.json`): a `resolutionOrder` list, or a
    /// `version` string beside `sets` or `modifiers` objects. SwiftGen's colors have strings there.
    private static func isResolverDocument(_ root: JSONNode) -> Bool {
        if root[ResolverDocumentKey.resolutionOrder.rawValue]?.array != nil { return true }
        guard root[ResolverDocumentKey.version.rawValue]?.string != nil else { return false }
        return [ResolverDocumentKey.sets, .modifiers].contains { root[$0.rawValue]?.object != nil }
    }

    private static func holdsDesignTokens(_ root: JSONNode) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .object(let members):
                if members.contains(where: { $0.key == DTCGFormat.Key.value || $0.key == DTCGFormat.Key.type }) {
                    return true
                }
                pending += members.map(\.value)
            case .array(let items):
                pending += items
            default:
                continue
            }
        }
        return false
    }
}

/// How design tokens are laid out in the files named: what else the CLI reads to import them.
package enum DesignTokenLayout: Equatable, Sendable {
    /// A resolver document (`*.resolver.json`, or any `.json` holding one): the files it names, relative to it.
    case resolver
    /// Tokens Studio's `$themes.json` (or its folder): a file per token set beside it.
    case tokensStudioThemes
    /// One JSON file holding every Tokens Studio set, with `$themes` at its root.
    case tokensStudioFile
    /// A token file: alone, light; with others named together, one file per mode (Figma's export).
    case modeFile

    /// The layout as a palette's header names it.
    package var title: String {
        switch self {
        case .resolver: return "a resolver document"
        case .tokensStudioThemes: return "Tokens Studio themes"
        case .tokensStudioFile: return "Tokens Studio's single file"
        case .modeFile: return "token files, one per mode"
        }
    }
}

/// Why import cannot read a path: a message to follow the path.
package struct ImportSourceRefusal: Error, Equatable {
    package var message: String

    init(_ message: String) {
        self.message = message
    }
}
