extension DesignTokensImport {
    /// A Tokens Studio folder by its `$themes.json`; a file by what it holds (a resolver document, Tokens
    /// Studio's single file, or a `$value` or `$type` key at any depth), else by its name (`.resolver.json`,
    /// `$themes.json`, `.tokens.json`, so a malformed one is read, and its error reported, as tokens). Where
    /// both tell, the name says the layout.
    static func recognise(_ candidate: ImportCandidate) -> ImportRecognition {
        switch candidate.contents {
        case .missing: return .none
        case .folder(_, let markers):
            guard markers.contains(themesFile) else { return .none }
            return .match(.content, DesignTokensImport(layout: .tokensStudioThemes, isFolder: true))
        case .file(let bytes):
            let byName = layout(named: candidate.name)
            guard let byContent = bytes.flatMap({ layout(holding: $0, path: candidate.path) }) else {
                return byName.map { .match(.name, DesignTokensImport(layout: $0)) } ?? .none
            }
            return .match(.content, DesignTokensImport(layout: byName ?? byContent))
        }
    }

    private static func layout(named name: String) -> DesignTokenLayout? {
        let lowered = name.lowercased()
        guard lowered.hasSuffix(".json") else { return nil }
        if lowered.hasSuffix(".resolver.json") { return .resolver }
        if name == themesFile { return .tokensStudioThemes }
        if lowered.hasSuffix(".tokens.json") { return .modeFile }
        return nil
    }

    /// JSON whose root is a resolver document, has `$themes` (Tokens Studio's one file), or with a `$value`
    /// or `$type` key at any depth: the W3C design-token format, never SwiftGen's.
    private static func layout(holding bytes: [UInt8], path: String) -> DesignTokenLayout? {
        guard case .success(let root) = JSONReader.read(bytes, path: path) else { return nil }
        if isResolverDocument(root) { return .resolver }
        if root[TokensStudioThemes.key] != nil { return .tokensStudioFile }
        return holdsDesignTokens(root) ? .modeFile : nil
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
