/// Tokens Studio's themes: `$themes.json` beside one file per token set (`core.json`,
/// `themes/light.json`), or one file holding every set under its name with `$themes` and
/// `$metadata` beside them. The themes of one group are the appearances (the group whose theme
/// names match them); each appearance merges its theme's sets with the first theme of every other
/// group (a note names the ones passed over): `source` sets first, then `enabled` ones, each in
/// `$metadata`'s `tokenSetOrder` (else the order the themes name them), later winning, as the
/// plugin merges them. Tokens of a set that is only ever `source` resolve references but are not
/// imported; an alias of one becomes the color it shows.
package enum TokensStudioLayout {
    /// The token sets `$themes.json` names, which the CLI reads as `<set>.json` beside it.
    package static func setNames(themes: TokenFile, limits: PaletteLimits = .standard) -> [String] {
        guard case .success(let json) = themes.json(limits: limits) else { return [] }
        return TokensStudioThemes(json, file: themes.path).setNames
    }

    /// `$themes.json`, `$metadata.json` when there is one, and the set files by set name; `refused`
    /// names the sets whose files the CLI refused, with its own error, so they are not missing too.
    package static func read(
        themes: TokenFile, metadata: TokenFile?, sets: [String: TokenFile], refused: Set<String> = [],
        modes: AppearanceModeNames = AppearanceModeNames(), limits: PaletteLimits = .standard
    ) -> TokenImport {
        let budget = ImportBudget(limits)
        var cache = TokenTreeCache(limits: limits, budget: budget)
        var sources = TokenAppearanceSources()
        guard let json = sources.json(of: themes, limits: limits) else {
            return sources.read(limits: limits, budget: budget)
        }
        var order: [String]?
        var metadataDiagnostics: [Diagnostic] = []
        if let metadata {
            switch metadata.json(limits: limits) {
            case .success(let node): order = TokensStudioThemes.setOrder(node)
            case .failure(let error): metadataDiagnostics.append(error.diagnostic)
            }
        }
        let parsed = TokensStudioThemes(json, file: themes.path)
        var missing: Set<String> = []
        sources = assemble(parsed, order: order, modes: modes, file: themes.path) { name, location in
            guard let file = sets[name] else {
                if !refused.contains(name), missing.insert(name).inserted {
                    cache.report(
                        .error(
                            "the token set '\(name.abbreviated)' has no file; it is \(name.abbreviated).json beside $themes.json",
                            at: location))
                }
                return nil
            }
            return cache.tree(file)
        }
        sources.diagnostics = metadataDiagnostics + parsed.diagnostics + cache.diagnostics + sources.diagnostics
        return sources.read(limits: limits, budget: budget)
    }

    /// One file with every set under its name, and `$themes` and `$metadata` among them.
    package static func readSingleFile(
        _ file: TokenFile, modes: AppearanceModeNames = AppearanceModeNames(),
        limits: PaletteLimits = .standard
    ) -> TokenImport {
        let budget = ImportBudget(limits)
        var sources = TokenAppearanceSources()
        guard let json = sources.json(of: file, limits: limits) else {
            return sources.read(limits: limits, budget: budget)
        }
        guard let themesNode = json[TokensStudioThemes.key] else {
            return ModeFilesLayout.read([file], modes: modes, limits: limits)
        }
        let parsed = TokensStudioThemes(themesNode, file: file.path)
        var trees: [String: TokenGroupNode?] = [:]
        var readDiagnostics: [Diagnostic] = []
        sources = assemble(parsed, order: TokensStudioThemes.setOrder(json["$metadata"]), modes: modes, file: file.path)
        { name, location in
            if let known = trees[name] { return known }
            var tree: TokenGroupNode?
            if let node = json[name] {
                let (read, diagnostics) = TokenTreeReader.read(node, file: file.path, limits: limits, budget: budget)
                readDiagnostics += diagnostics
                tree = read
            } else {
                readDiagnostics.append(.error("the token set '\(name.abbreviated)' is not in this file", at: location))
            }
            trees[name] = tree
            return tree
        }
        sources.diagnostics = parsed.diagnostics + readDiagnostics + sources.diagnostics
        return sources.read(limits: limits, budget: budget)
    }

    /// Each appearance's sets as trees, in merge order.
    static func assemble(
        _ parsed: TokensStudioThemes, order: [String]?, modes: AppearanceModeNames, file: String,
        tree: (String, SourceLocation) -> TokenGroupNode?
    ) -> TokenAppearanceSources {
        var sources = TokenAppearanceSources()
        var groups: [String] = []
        var themesByGroup: [String: [TokensStudioThemes.Theme]] = [:]
        for theme in parsed.themes {
            if themesByGroup[theme.group] == nil { groups.append(theme.group) }
            themesByGroup[theme.group, default: []].append(theme)
        }
        guard
            let appearanceGroup = groups.first(where: { group in
                themesByGroup[group]!.contains { modes.appearance(forMode: $0.name) == .light }
            })
        else {
            let names = parsed.themes.map { "'\($0.name.abbreviated)'" }.joined(separator: ", ")
            sources.diagnostics.append(
                .error(
                    "no theme is light (the themes are \(names.isEmpty ? "none" : names)); name it with "
                        + "\(PalettecInvocation.Option.appearance.flag) light=THEME", at: .whole(file)))
            return sources
        }
        let split = modes.split(themesByGroup[appearanceGroup]!.map(\.name))
        let matched = split.matched
        for other in split.others {
            let theme = themesByGroup[appearanceGroup]!.first { $0.name == other }!
            sources.diagnostics.append(
                .warning(
                    "the theme '\(other.abbreviated)' is not an appearance and is not imported "
                        + AppearanceModeNames.hint(for: other), at: theme.location))
        }
        let groupLocation =
            themesByGroup[appearanceGroup]!.first { $0.name == matched[.light] }?.location ?? .whole(file)
        if let note = AppearanceModeNames.alternativesNote(split, kind: "theme", of: nil) {
            sources.diagnostics.append(Diagnostic(.note, note, at: groupLocation))
        }
        if matched[.dark] == nil {
            sources.derivesDark = true
            let names = themesByGroup[appearanceGroup]!.map { "'\($0.name.abbreviated)'" }.joined(separator: ", ")
            sources.diagnostics.append(
                .warning(
                    "no theme is dark (the themes are \(names)), so the palette has no dark values: "
                        + TokenAppearanceSources.derivedDarks + "; name the dark theme with "
                        + "\(PalettecInvocation.Option.appearance.flag) dark=THEME", at: groupLocation))
        }
        var fixed: [TokensStudioThemes.Theme] = []
        for group in groups where group != appearanceGroup {
            let themes = themesByGroup[group]!
            fixed.append(themes[0])
            if themes.count > 1 {
                let passed = themes.dropFirst().map { "'\($0.name.abbreviated)'" }.joined(separator: ", ")
                sources.diagnostics.append(
                    Diagnostic(
                        .note,
                        "the theme group '\(group.abbreviated)' is read as its first theme, "
                            + "'\(themes[0].name.abbreviated)', not \(passed)", at: themes[0].location))
            }
        }
        for appearance in Appearance.allCases {
            guard let name = matched[appearance] else { continue }
            let theme = themesByGroup[appearanceGroup]!.first { $0.name == name }!
            sources.sources[appearance] = setTrees([theme] + fixed, order: order, tree: tree)
        }
        return sources
    }

    /// The themes' sets, `source` before `enabled` (a set both is enabled), each in `order`.
    private static func setTrees(
        _ themes: [TokensStudioThemes.Theme], order: [String]?,
        tree: (String, SourceLocation) -> TokenGroupNode?
    ) -> [TokenGroupNode] {
        var status: [String: (TokensStudioThemes.Status, SourceLocation)] = [:]
        var named: [String] = []
        for theme in themes {
            for set in theme.sets where set.status != .disabled {
                if status[set.name] == nil {
                    named.append(set.name)
                    status[set.name] = (set.status, theme.location)
                } else if set.status == .enabled {
                    status[set.name]!.0 = .enabled
                }
            }
        }
        let rank = Dictionary(
            (order ?? []).enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let sorted = named.enumerated().sorted { a, b in
            let (aSource, bSource) = (status[a.element]!.0 == .source, status[b.element]!.0 == .source)
            if aSource != bSource { return aSource }
            let (aRank, bRank) = (rank[a.element] ?? Int.max, rank[b.element] ?? Int.max)
            return aRank != bRank ? aRank < bRank : a.offset < b.offset
        }.map(\.element)
        return sorted.compactMap { name in
            let (setStatus, location) = status[name]!
            guard let read = tree(name, location) else { return nil }
            return setStatus == .source ? read.markedReferenceOnly() : read
        }
    }
}
