/// What a layout finds: for each appearance, the token structures it is made of, in the order they
/// merge (later wins), and the diagnostics of reading them. Every layout ends here, and
/// `read(limits:)` makes the same model of any of them.
struct TokenAppearanceSources {
    var sources: [Appearance: [TokenGroupNode]] = [:]
    var diagnostics: [Diagnostic] = []
    /// The layout looked for a dark appearance and found none: the palette leaves every dark out, so
    /// palettec derives it, rather than writing light as dark (a warning, `derivedDarks`, says so).
    var derivesDark = false
    /// The brands the layout found, the default (whose tokens `sources` holds) first; empty for tokens
    /// with no brand.
    var brands: [String] = []
    /// Each other brand's sources, in the order of `brands.dropFirst()`.
    var otherBrandSources: [[Appearance: [TokenGroupNode]]] = []

    /// What a palette without dark values gets, for the warning that says there is no dark.
    static let derivedDarks = "palettec derives each color's dark by the palette's rule, never a copy of light"

    /// Merges each appearance's sources, resolves `$extends`, then reads the colors, every step spent
    /// from `budget`: once it runs out, the import holds no tokens, and its error says where.
    func read(limits: PaletteLimits, budget: ImportBudget) -> TokenImport {
        var tokens = readOneBrand(limits: limits, budget: budget)
        guard brands.count > 1 else { return tokens }
        tokens.brands = brands
        var failed: [String] = []
        for (name, brandSources) in zip(brands.dropFirst(), otherBrandSources) {
            let brand = TokenAppearanceSources(sources: brandSources, derivesDark: derivesDark)
            let read = brand.readOneBrand(limits: limits, budget: budget)
            tokens.otherBrands.append(read.brandValues)
            let new = read.diagnostics.filter { !tokens.diagnostics.contains($0) }
            if new.containsErrors { failed.append(name) }
            tokens.diagnostics = Self.unique(tokens.diagnostics + read.diagnostics).sortedBySource()
            tokens.work = budget.spent
        }
        if !failed.isEmpty, let place = tokens.diagnostics.first(where: { $0.severity == .error })?.location {
            let others = brands.filter { !failed.contains($0) }.map {
                "\(PalettecInvocation.Option.brand.flag) \(Self.shellWord($0))"
            }
            tokens.diagnostics.append(
                Diagnostic(
                    .note,
                    "the brand\(failed.count == 1 ? "" : "s") "
                        + "\(failed.map { "'\($0.abbreviated)'" }.joined(separator: ", ")) "
                        + "\(failed.count == 1 ? "has" : "have") the errors above; to import the other brands alone, "
                        + "pass \(others.joined(separator: " "))", at: place))
        }
        return tokens
    }

    private func readOneBrand(limits: PaletteLimits, budget: ImportBudget) -> TokenImport {
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

    /// A brand as a shell reads it: as it is, or in single quotes (`'Brand A'`).
    private static func shellWord(_ name: String) -> String {
        let plain =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || "0123456789-_.".unicodeScalars.contains($0)
            }
        return plain ? name : "'" + name.replacing("'", with: "'\\''") + "'"
    }

    /// Sets the brands a layout found, each with its sources, as `--brand` chooses them: the first
    /// chosen the default, whose sources are `sources`. One brand is no brand: the palette has none.
    mutating func setBrands(
        _ found: [(name: String, sources: [Appearance: [TokenGroupNode]])], choice: BrandChoice,
        at place: SourceLocation
    ) {
        guard !found.isEmpty else { return }
        let chosen: [(index: Int, name: String)]
        switch choice.choose(from: found.map(\.name)) {
        case .success(let picks): chosen = picks
        case .failure(let error):
            diagnostics.append(.error(error.message, at: place))
            return
        }
        sources = found[chosen[0].index].sources
        guard chosen.count > 1 else { return }
        brands = chosen.map(\.name)
        otherBrandSources = chosen.dropFirst().map { found[$0.index].sources }
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
