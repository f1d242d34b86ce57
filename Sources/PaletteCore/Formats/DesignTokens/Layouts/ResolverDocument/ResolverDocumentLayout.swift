/// A resolver document (2025.10) read into appearances: the modifier whose contexts are appearances
/// (`light`, `dark`, … or as `--appearance` names them) gives one resolution per appearance; every other
/// modifier takes its `default` (else its first context, with a warning), as an input would choose
/// it; sets are merged in `resolutionOrder`, later winning, and aliases resolve in the merged result,
/// so they reach across files. Contexts of the appearance modifier that are not appearances are
/// warnings naming them.
enum ResolverDocumentLayout {
    /// The files the resolver's sources name, relative to its folder as the resolver's own path is
    /// written, for the CLI to read and hand to `read`.
    static func referencedFiles(_ resolver: TokenFile, limits: PaletteLimits = .standard) -> [String] {
        guard case .success(let json) = resolver.json(limits: limits) else { return [] }
        return ResolverDocument(json, file: resolver.path).referencedFiles
    }

    /// The resolver and the files it names, by the paths `referencedFiles` gave.
    static func read(
        resolver: TokenFile, files: [String: TokenFile], modes: AppearanceModeNames = AppearanceModeNames(),
        limits: PaletteLimits = .standard
    ) -> TokenImport {
        let budget = ImportBudget(limits)
        var sources = TokenAppearanceSources()
        guard let json = sources.json(of: resolver, limits: limits) else {
            return sources.read(limits: limits, budget: budget)
        }
        let document = ResolverDocument(json, file: resolver.path)
        var reader = ResolverSourceReader(document: document, files: files, limits: limits, budget: budget)
        sources.diagnostics += document.diagnostics

        let modifiers = document.order.compactMap { step -> ResolverDocument.Modifier? in
            if case .modifier(let modifier) = step { return modifier }
            return nil
        }
        let themed = modifiers.first { modifier in
            modifier.contexts.contains { modes.appearance(forMode: $0.name) == .light }
        }
        let brandModifier = modifiers.first { modifier in
            modifier.name != themed?.name && BrandNames.namesBrands(modifier.name)
        }
        var contextFor: [String: String] = [:]
        for modifier in modifiers where modifier.name != themed?.name && modifier.name != brandModifier?.name {
            guard let chosen = modifier.defaultContext ?? modifier.contexts.first?.name else { continue }
            contextFor[modifier.name] = chosen
            if modifier.defaultContext == nil {
                sources.diagnostics.append(
                    .warning(
                        "the modifier '\(modifier.name.abbreviated)' has no default, so its first context, "
                            + "'\(chosen.abbreviated)', is read; give it a \"default\"", at: modifier.location))
            } else if modifier.contexts.count > 1 {
                let others = modifier.contexts.map(\.name).filter { $0 != chosen }.map { "'\($0.abbreviated)'" }.joined(
                    separator: ", ")
                sources.diagnostics.append(
                    Diagnostic(
                        .note,
                        "the modifier '\(modifier.name.abbreviated)' is read in its default context, "
                            + "'\(chosen.abbreviated)', not \(others)", at: modifier.location))
            }
        }
        // Each brand: its name, the context of the brand modifier it reads, and its appearances' contexts.
        var brands: [(name: String, context: String?, appearances: [Appearance: String])] = []
        var appearanceContexts: [Appearance: String] = [.light: ""]
        if let themed, let splits = modes.brandSplits(themed.contexts.map(\.name)) {
            brands = Self.defaultFirst(
                splits.map { ($0.brand, nil, $0.matched) }, default: themed.defaultContext,
                contexts: { $0.appearances.values })
            let read = Set(splits.flatMap(\.matched.values))
            for other in themed.contexts.map(\.name) where !read.contains(other) {
                sources.diagnostics.append(
                    .warning(
                        "the context '\(other.abbreviated)' of '\(themed.name.abbreviated)' is not an appearance "
                            + "and is not imported", at: themed.location))
            }
            if brands.contains(where: { $0.appearances[.dark] == nil }) {
                let lightOnly = brands.filter { $0.appearances[.dark] == nil }.map { "'\($0.name.abbreviated)'" }
                sources.diagnostics.append(
                    .warning(
                        "the brand\(lightOnly.count == 1 ? "" : "s") \(lightOnly.joined(separator: ", ")) of "
                            + "'\(themed.name.abbreviated)' \(lightOnly.count == 1 ? "has" : "have") no dark context, "
                            + "so \(lightOnly.count == 1 ? "its" : "their") light is written as dark",
                        at: themed.location))
            }
        } else if let themed {
            let split = modes.split(themed.contexts.map(\.name))
            appearanceContexts = split.matched
            for other in split.others {
                sources.diagnostics.append(
                    .warning(
                        "the context '\(other.abbreviated)' of '\(themed.name.abbreviated)' is not an appearance "
                            + "and is not imported "
                            + AppearanceModeNames.hint(for: other), at: themed.location))
            }
            if let note = AppearanceModeNames.alternativesNote(split, kind: "context", of: themed.name) {
                sources.diagnostics.append(Diagnostic(.note, note, at: themed.location))
            }
            if split.matched[.dark] == nil {
                sources.derivesDark = true
                sources.diagnostics.append(
                    .warning(
                        "no context of '\(themed.name.abbreviated)' is dark, so the palette has no dark values: "
                            + TokenAppearanceSources.derivedDarks + "; name the dark context with "
                            + "\(PalettecInvocation.Option.appearance.flag) dark=CONTEXT", at: themed.location))
            }
        } else if !modifiers.isEmpty {
            let names = modifiers.map { "'\($0.name.abbreviated)'" }.joined(separator: ", ")
            sources.derivesDark = true
            sources.diagnostics.append(
                .warning(
                    "no modifier has a light context (the modifiers are \(names)), so one appearance, light, is "
                        + "read and the palette has no dark values: " + TokenAppearanceSources.derivedDarks
                        + "; name the light context with \(PalettecInvocation.Option.appearance.flag) light=CONTEXT "
                        + "(and the dark one with dark=CONTEXT)", at: .whole(resolver.path)))
        }
        if brands.isEmpty, let brandModifier {
            brands = Self.defaultFirst(
                brandModifier.contexts.map { ($0.name, $0.name, appearanceContexts) },
                default: brandModifier.defaultContext, contexts: { [$0.context!] })
        }
        var found: [(name: String, sources: [Appearance: [TokenGroupNode]])] = []
        for brand in brands.isEmpty ? [("", nil, appearanceContexts)] : brands {
            var brandSources: [Appearance: [TokenGroupNode]] = [:]
            for appearance in Appearance.allCases {
                guard let context = brand.appearances[appearance] else { continue }
                var merged: TokenGroupNode?
                for step in document.order {
                    switch step {
                    case .set(_, let setSources):
                        reader.merge(setSources, into: &merged)
                    case .modifier(let modifier):
                        let chosen =
                            modifier.name == themed?.name
                            ? context : modifier.name == brandModifier?.name ? brand.context : contextFor[modifier.name]
                        if let sourcesOfContext = modifier.contexts.first(where: { $0.name == chosen })?.sources {
                            reader.merge(sourcesOfContext, into: &merged)
                        }
                    }
                }
                brandSources[appearance] = merged.map { [$0] } ?? []
            }
            found.append((brand.name, brandSources))
        }
        if brands.isEmpty {
            sources.sources = found[0].sources
        } else {
            sources.setBrands(found, choice: modes.brandChoice, at: .whole(resolver.path))
        }
        sources.diagnostics += reader.diagnostics
        return sources.read(limits: limits, budget: budget)
    }

    /// The brands with the one whose contexts hold the default first (the source's default brand).
    private static func defaultFirst<Brand, Contexts: Collection<String>>(
        _ brands: [Brand], default name: String?, contexts: (Brand) -> Contexts
    ) -> [Brand] {
        guard let name, let index = brands.firstIndex(where: { contexts($0).contains(name) }) else { return brands }
        var ordered = brands
        ordered.insert(ordered.remove(at: index), at: 0)
        return ordered
    }
}

/// A resolver's sources as token structures: files (read once), places in the document, sets. Each
/// source is merged as it comes, and spent from the budget (one for the source, one for each of its
/// groups and tokens merged), so sets that include sets, or a file named many times, stop at the
/// source that crosses it.
struct ResolverSourceReader {
    /// Sets including sets, as JSON nests at most 64 deep.
    static let setDepth = JSONReader.depthLimit

    let document: ResolverDocument
    let files: [String: TokenFile]
    private var cache: TokenTreeCache
    private var reported: Set<String> = []
    private var expanding: [String] = []
    private var inline: [String: TokenGroupNode] = [:]
    private var inlineDiagnostics: [Diagnostic] = []

    var diagnostics: [Diagnostic] { cache.diagnostics + inlineDiagnostics }

    init(document: ResolverDocument, files: [String: TokenFile], limits: PaletteLimits, budget: ImportBudget) {
        self.document = document
        self.files = files
        self.cache = TokenTreeCache(limits: limits, budget: budget)
    }

    /// Merges the sources' tokens over `merged`, in order (later wins).
    mutating func merge(_ sources: [ResolverDocument.Source], into merged: inout TokenGroupNode?) {
        for source in sources where !cache.budget.isExhausted {
            merge(source, into: &merged)
        }
    }

    private mutating func merge(_ source: ResolverDocument.Source, into merged: inout TokenGroupNode?) {
        switch source {
        case .file(let path, let pointer, let overrides, let location):
            guard let tree = tree(path, pointer: pointer, at: location) else { return }
            add(overridden(tree, with: overrides), at: location, into: &merged)
        case .tokens(let node, let overrides):
            add(
                overridden(read(node, file: document.file), with: overrides), at: node.location(in: document.file),
                into: &merged)
        case .set(let name, let location):
            guard let set = document.sets[name] else {
                inlineDiagnostics.append(.error("there is no set '\(name.abbreviated)' in this resolver", at: location))
                return
            }
            guard cache.budget.charge(1, at: location, .source) else { return }
            guard expanding.count < ResolverSourceReader.setDepth else {
                inlineDiagnostics.append(
                    .error(
                        "sets here include sets more than \(Self.setDepth) deep; name the files in one set",
                        at: location))
                return
            }
            guard !expanding.contains(name) else {
                inlineDiagnostics.append(
                    .error(
                        "the set '\(name.abbreviated)' includes itself through #/sets/\(name.abbreviated)",
                        at: location))
                return
            }
            expanding.append(name)
            defer { expanding.removeLast() }
            merge(set, into: &merged)
        }
    }

    /// The file's tokens, or those at `pointer` in it; nil with its error when there are none.
    private mutating func tree(_ path: String, pointer: [String]?, at location: SourceLocation) -> TokenGroupNode? {
        guard let file = files[path] else {
            if reported.insert(path).inserted {
                inlineDiagnostics.append(
                    .error("'\(path.abbreviated)' was not read; the resolver names it here", at: location))
            }
            return nil
        }
        guard let tree = cache.tree(file) else { return nil }
        guard let pointer else { return tree }
        guard let json = cache.json(file), let node = ResolverDocument.node(at: pointer, in: json) else {
            inlineDiagnostics.append(.error("the fragment points at nothing in '\(path.abbreviated)'", at: location))
            return nil
        }
        return read(node, file: file.path)
    }

    /// One source's tokens merged over the others, spent from the budget at the source.
    private func add(_ tree: TokenGroupNode, at location: SourceLocation, into merged: inout TokenGroupNode?) {
        guard cache.budget.charge(1 + tree.nodeCount, at: location, .source) else { return }
        if merged == nil {
            merged = tree
        } else {
            merged!.merge(tree)
        }
    }

    /// Tokens at a place in a document, read once per place.
    private mutating func read(_ node: JSONNode, file: String) -> TokenGroupNode {
        let key = "\(file):\(node.line):\(node.column)"
        if let known = inline[key] { return known }
        let (tree, diagnostics) = TokenTreeReader.read(node, file: file, limits: cache.limits, budget: cache.budget)
        inlineDiagnostics += diagnostics
        inline[key] = tree
        return tree
    }

    /// Keys beside a `$ref` replace the referenced document's keys of the same name, whole.
    private mutating func overridden(_ tree: TokenGroupNode, with overrides: [JSONMember]) -> TokenGroupNode {
        guard let first = overrides.first else { return tree }
        let object = JSONNode(value: .object(overrides), line: first.keyLine, column: first.keyColumn)
        var result = tree
        for member in read(object, file: document.file).members { result.set(member) }
        return result
    }
}
