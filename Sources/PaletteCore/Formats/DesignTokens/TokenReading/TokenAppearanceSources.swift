/// What a layout finds: for each appearance, the token structures it is made of, in the order they
/// merge (later wins), and the diagnostics of reading them. Every layout ends here, and
/// `read(limits:)` makes the same model of any of them.
struct TokenAppearanceSources {
    var sources: [Appearance: [TokenGroupNode]] = [:]
    var diagnostics: [Diagnostic] = []
    /// The layout looked for a dark appearance and found none: the palette leaves every dark out, so
    /// palettec derives it, rather than writing light as dark (a warning, `derivedDarks`, says so).
    var derivesDark = false

    /// What a palette without dark values gets, for the warning that says there is no dark.
    static let derivedDarks = "palettec derives each color's dark by the palette's rule, never a copy of light"

    /// Merges each appearance's sources, resolves `$extends`, then reads the colors, every step spent
    /// from `budget`: once it runs out, the import holds no tokens, and its error says where.
    func read(limits: PaletteLimits, budget: ImportBudget) -> TokenImport {
        var diagnostics = self.diagnostics
        var resolvers: [(Appearance, TokenAliasFollower)] = []
        for appearance in Appearance.allCases where !budget.isExhausted {
            guard let trees = sources[appearance], let first = trees.first else { continue }
            var merged = first
            for later in trees.dropFirst() {
                guard budget.charge(1 + later.nodeCount, at: later.location, .source) else { break }
                merged.merge(later)
            }
            let (root, extensionDiagnostics) = GroupExtension.resolve(merged, limits: limits, budget: budget)
            diagnostics += extensionDiagnostics
            guard !budget.isExhausted else { break }
            resolvers.append((appearance, TokenAliasFollower(root: root, limits: limits, budget: budget)))
        }
        var builder = TokenImportBuilder(resolvers: budget.isExhausted ? [] : resolvers, limits: limits)
        var root = builder.build()
        diagnostics += builder.diagnostics + resolvers.flatMap(\.1.diagnostics)
        let outside = resolvers.flatMap { resolver in
            resolver.1.aliasesOutside.map {
                (path: $0.key, collection: $0.value.collection, location: $0.value.location)
            }
            .sorted { $0.location < $1.location }
        }
        let files = sources.values.flatMap { $0.map(\.location.path) }
        diagnostics += FigmaAliasData.outsideNotes(outside, files: Array(Set(files)).sorted())
        if let exhausted = budget.diagnostic {
            root.members = []
            diagnostics.append(exhausted)
        }
        var tokens = TokenImport(
            root: root, appearances: resolvers.map(\.0), skipped: builder.skipped, skips: builder.skips,
            diagnostics: Self.unique(diagnostics).sortedBySource(), work: budget.spent)
        tokens.derivesDark = derivesDark && !tokens.appearances.contains(.dark)
        tokens.colorTokensRead = builder.colorTokensRead
        return tokens
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

/// Token files parsed once however many appearances, and names, use them.
struct TokenTreeCache {
    let limits: PaletteLimits
    let budget: ImportBudget
    private var trees: [TokenFile.Key: TokenGroupNode?] = [:]
    private var roots: [TokenFile.Key: JSONNode] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(limits: PaletteLimits, budget: ImportBudget) {
        self.limits = limits
        self.budget = budget
    }

    /// The file's token structure; nil when it is not JSON (its error reported).
    mutating func tree(_ file: TokenFile) -> TokenGroupNode? {
        if let known = trees[file.key] { return known }
        let tree: TokenGroupNode?
        switch file.json(limits: limits) {
        case .success(let json):
            roots[file.key] = json
            let (read, readDiagnostics) = TokenTreeReader.read(json, file: file.path, limits: limits, budget: budget)
            diagnostics += readDiagnostics
            tree = read
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            tree = nil
        }
        trees[file.key] = tree
        return tree
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The `$extensions` of the file's root object, once `tree(_:)` has read it.
    func rootExtensions(_ file: TokenFile) -> JSONNode? {
        roots[file.key]?[DTCGFormat.Key.extensions]
    }

    /// The file's JSON, once `tree(_:)` has read it.
    func json(_ file: TokenFile) -> JSONNode? {
        roots[file.key]
    }
}
