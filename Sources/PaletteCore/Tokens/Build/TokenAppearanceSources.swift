/// What a layout finds: for each appearance, the token structures it is made of, in the order they
/// merge (later wins), and the diagnostics of reading them. Every layout ends here, and
/// `read(limits:)` makes the same model of any of them.
struct TokenAppearanceSources {
    var sources: [Appearance: [TokenGroupNode]] = [:]
    var diagnostics: [Diagnostic] = []

    /// Merges each appearance's sources, resolves `$extends`, then reads the colors.
    func read(limits: PaletteLimits) -> TokenImport {
        var diagnostics = self.diagnostics
        var resolvers: [(Appearance, TokenResolver)] = []
        for appearance in Appearance.allCases {
            guard let trees = sources[appearance], let first = trees.first else { continue }
            let merged = trees.dropFirst().reduce(first) { $0.merged(with: $1) }
            let (root, extensionDiagnostics) = GroupExtension.resolve(merged, limits: limits)
            diagnostics += extensionDiagnostics
            resolvers.append((appearance, TokenResolver(root: root, limits: limits)))
        }
        var builder = TokenImportBuilder(resolvers: resolvers, limits: limits)
        let root = builder.build()
        diagnostics += builder.diagnostics + resolvers.flatMap(\.1.diagnostics)
        return TokenImport(root: root, appearances: resolvers.map(\.0), skipped: builder.skipped,
                           diagnostics: Self.unique(diagnostics).sortedBySource())
    }

    /// The file's JSON, or nil with its error among the diagnostics (a layout then has nothing to read).
    mutating func json(of file: TokenFile, limits: PaletteLimits) -> JSONNode? {
        switch file.json(limits: limits) {
        case .success(let node): return node
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// A file shared by several appearances is read in each; its diagnostics are reported once.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

/// Token files parsed once however many appearances use them.
struct TokenTreeCache {
    let limits: PaletteLimits
    private var trees: [String: TokenGroupNode?] = [:]
    private var roots: [String: JSONNode] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(limits: PaletteLimits) {
        self.limits = limits
    }

    /// The file's token structure; nil when it is not JSON (its error reported).
    mutating func tree(_ file: TokenFile) -> TokenGroupNode? {
        if let known = trees[file.path] { return known }
        let tree: TokenGroupNode?
        switch file.json(limits: limits) {
        case .success(let json):
            roots[file.path] = json
            let (read, readDiagnostics) = TokenTreeReader.read(json, file: file.path, limits: limits)
            diagnostics += readDiagnostics
            tree = read
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            tree = nil
        }
        trees[file.path] = tree
        return tree
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The `$extensions` of the file's root object, once `tree(_:)` has read it.
    func rootExtensions(_ file: TokenFile) -> JSONNode? {
        roots[file.path]?[DTCGFormat.Key.extensions]
    }

    /// The file's JSON, once `tree(_:)` has read it.
    func json(_ file: TokenFile) -> JSONNode? {
        roots[file.path]
    }
}
