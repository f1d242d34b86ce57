/// Tokens Studio's themes: `$themes.json` beside one file per token set (`core.json`,
/// `themes/light.json`, or `themes/light.tokens.json`), or one file holding every set under its name
/// with `$themes` and `$metadata` beside them. The themes of one group are the appearances (the group whose theme
/// names match them); each appearance merges its theme's sets with the first theme of every other
/// group (a note names the ones passed over): `source` sets first, then `enabled` ones, each in
/// `$metadata`'s `tokenSetOrder` (else the order the themes name them), later winning, as the
/// plugin merges them. Tokens of a set that is only ever `source` resolve references but are not
/// imported; an alias of one becomes the color it shows.
enum TokensStudioLayout {
    /// The token sets `$themes.json` names, which the CLI reads as `<set>.json` (or `<set>.tokens.json`)
    /// beside it.
    static func setNames(themes: TokenFile, limits: PaletteLimits = .standard) -> [String] {
        guard case .success(let json) = themes.json(limits: limits) else { return [] }
        return TokensStudioThemes(json, file: themes.path).setNames
    }

    /// `$themes.json`, `$metadata.json` when there is one, and the set files by set name (`<set>.json`,
    /// or `<set>.tokens.json`); `refused` names the sets whose files the CLI refused, with its own
    /// error, so they are not missing too. `nearby` lists the JSON files beside where a missing set's
    /// file would be, by their paths from the folder of `$themes.json`, for a "did you mean".
    static func read(
        themes: TokenFile, metadata: TokenFile?, sets: [String: TokenFile], refused: Set<String> = [],
        nearby: [String] = [], modes: AppearanceModeNames = AppearanceModeNames(),
        limits: PaletteLimits = .standard
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
        sources = assemble(parsed, order: order, modes: modes, file: themes.path) { name, location in
            guard let file = sets[name] else {
                guard !refused.contains(name) else { return .read(nil) }
                // Another set's own file is no near miss of this one.
                let candidates = nearby.filter { sets[setName($0)] == nil }
                let suggestion = Suggestion.closest(to: name, in: candidates.map(setName)).flatMap { near in
                    candidates.first { setName($0) == near }
                }
                return .missing(
                    .error(
                        "the token set '\(name.abbreviated)' has no file; it is "
                            + "\(name.abbreviated)\(fileExtensions[0]) (or "
                            + "\(name.abbreviated)\(fileExtensions[1])) beside $themes.json"
                            + (suggestion.map { "; did you mean '\($0.abbreviated)'?" } ?? ""), at: location))
            }
            return .read(cache.tree(file))
        }
        sources.diagnostics = metadataDiagnostics + parsed.diagnostics + cache.diagnostics + sources.diagnostics
        return sources.read(limits: limits, budget: budget)
    }

    /// A set's file names, by the set's name: Tokens Studio's `<set>.json`, then the format's
    /// `<set>.tokens.json`.
    static let fileExtensions = [".json", ".tokens.json"]

    /// The set a file would be, by its path from the folder of `$themes.json`.
    static func setName(_ path: String) -> String {
        for suffix in fileExtensions.reversed() where path.hasSuffix(suffix) {
            return String(path.dropLast(suffix.count))
        }
        return path
    }

    /// One file with every set under its name, and `$themes` and `$metadata` among them.
    static func readSingleFile(
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
        let parsed = TokensStudioThemes(themesNode, file: file.path, name: TokensStudioThemes.key)
        var trees: [String: TokenGroupNode?] = [:]
        var readDiagnostics: [Diagnostic] = []
        sources = assemble(parsed, order: TokensStudioThemes.setOrder(json["$metadata"]), modes: modes, file: file.path)
        { name, location in
            if let known = trees[name] { return .read(known) }
            guard let node = json[name] else {
                return .missing(.error("the token set '\(name.abbreviated)' is not in this file", at: location))
            }
            let (read, diagnostics) = TokenTreeReader.read(node, file: file.path, limits: limits, budget: budget)
            readDiagnostics += diagnostics
            trees[name] = read
            return .read(read)
        }
        sources.diagnostics = parsed.diagnostics + readDiagnostics + sources.diagnostics
        return sources.read(limits: limits, budget: budget)
    }

    /// A token set as a layout finds it: read (nil when it could not be, its error said), or missing.
    enum SetLookup {
        case read(TokenGroupNode?)
        case missing(Diagnostic)
    }

    /// Each appearance's sets as trees, in merge order. A missing set is an error where the palette
    /// may need it: a theme of the appearances names it, or a theme whose other sets hold colors. A set
    /// only other groups' themes without colors name (a `device` group's `desktop`) is a warning, and
    /// left out: an alias into it is an error of its own.
    static func assemble(
        _ parsed: TokensStudioThemes, order: [String]?, modes: AppearanceModeNames, file: String,
        tree lookup: (String, SourceLocation) -> SetLookup
    ) -> TokenAppearanceSources {
        var sources = TokenAppearanceSources()
        guard parsed.isArray else { return sources }
        var groups: [String] = []
        var themesByGroup: [String: [TokensStudioThemes.Theme]] = [:]
        for theme in parsed.themes {
            if themesByGroup[theme.group] == nil { groups.append(theme.group) }
            themesByGroup[theme.group, default: []].append(theme)
        }
        let brandGroup = groups.first { group in
            BrandNames.namesBrands(group)
                && !themesByGroup[group]!.contains { modes.appearance(forMode: $0.name) != nil }
        }
        let appearanceGroup = groups.first { group in
            themesByGroup[group]!.contains { modes.appearance(forMode: $0.name) == .light }
        }
        guard appearanceGroup != nil || brandGroup != nil else {
            let names = parsed.themes.map { "'\($0.name.abbreviated)'" }.joined(separator: ", ")
            sources.diagnostics.append(
                .error(
                    "no theme is light (the themes are \(names.isEmpty ? "none" : names)); name it with "
                        + "\(PalettecInvocation.Option.appearance.flag) light=THEME", at: .whole(file)))
            return sources
        }
        // Each brand: its name, its theme in the brand group, and its appearances' themes.
        var brands: [(name: String, theme: TokensStudioThemes.Theme?, matched: [Appearance: String])] = []
        var matched: [Appearance: String] = [:]
        var groupLocation = Self.location(of: brandGroup.map { themesByGroup[$0]![0].name }, in: parsed, file: file)
        if let appearanceGroup {
            let themes = themesByGroup[appearanceGroup]!
            if let splits = modes.brandSplits(themes.map(\.name)) {
                brands = splits.map { ($0.brand, nil, $0.matched) }
                let read = Set(splits.flatMap(\.matched.values))
                for theme in themes where !read.contains(theme.name) {
                    sources.diagnostics.append(
                        .warning(
                            "the theme '\(theme.name.abbreviated)' is not an appearance and is not imported",
                            at: theme.location))
                }
                let lightOnly = brands.filter { $0.matched[.dark] == nil }.map { "'\($0.name.abbreviated)'" }
                if !lightOnly.isEmpty {
                    sources.diagnostics.append(
                        .warning(
                            "the brand\(lightOnly.count == 1 ? "" : "s") \(lightOnly.joined(separator: ", ")) of the "
                                + "theme group '\(appearanceGroup.abbreviated)' "
                                + "\(lightOnly.count == 1 ? "has" : "have") no dark theme, so "
                                + "\(lightOnly.count == 1 ? "its" : "their") light is written as dark",
                            at: themes[0].location))
                }
                matched = brands[0].matched
            } else {
                let split = modes.split(themes.map(\.name))
                matched = split.matched
                for other in split.others {
                    let theme = themes.first { $0.name == other }!
                    sources.diagnostics.append(
                        .warning(
                            "the theme '\(other.abbreviated)' is not an appearance and is not imported "
                                + AppearanceModeNames.hint(for: other), at: theme.location))
                }
                groupLocation = Self.location(of: matched[.light], in: parsed, file: file)
                if let note = AppearanceModeNames.alternativesNote(split, kind: "theme", of: nil) {
                    sources.diagnostics.append(Diagnostic(.note, note, at: groupLocation))
                }
            }
        } else {
            matched = [.light: ""]
        }
        if matched[.dark] == nil, brands.isEmpty || appearanceGroup == nil {
            sources.derivesDark = true
            let names = parsed.themes.filter { $0.group == appearanceGroup ?? brandGroup }.map {
                "'\($0.name.abbreviated)'"
            }.joined(separator: ", ")
            sources.diagnostics.append(
                .warning(
                    "no theme is dark (the themes are \(names)), so the palette has no dark values: "
                        + TokenAppearanceSources.derivedDarks + "; name the dark theme with "
                        + "\(PalettecInvocation.Option.appearance.flag) dark=THEME", at: groupLocation))
        }
        if brands.isEmpty, let brandGroup {
            brands = themesByGroup[brandGroup]!.map { ($0.name, $0, matched) }
        }
        var fixed: [TokensStudioThemes.Theme] = []
        for group in groups where group != appearanceGroup && (group != brandGroup || brands.isEmpty) {
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
        var found: [String: TokenGroupNode?] = [:]
        var missing: [(name: String, diagnostic: Diagnostic)] = []
        func tree(_ name: String, _ location: SourceLocation) -> TokenGroupNode? {
            if let known = found[name] { return known }
            switch lookup(name, location) {
            case .read(let read):
                found[name] = .some(read)
                return read
            case .missing(let diagnostic):
                found[name] = .some(nil)
                missing.append((name, diagnostic))
                return nil
            }
        }
        var used = fixed
        var brandSources: [(name: String, sources: [Appearance: [TokenGroupNode]])] = []
        for brand in brands.isEmpty ? [("", nil, matched)] : brands {
            var appearances: [Appearance: [TokenGroupNode]] = [:]
            let brandThemes = brand.theme.map { [$0] } ?? []
            for appearance in Appearance.allCases {
                guard let name = brand.matched[appearance] else { continue }
                let theme = appearanceGroup.flatMap { group in themesByGroup[group]!.first { $0.name == name } }
                let themes = (theme.map { [$0] } ?? []) + fixed + brandThemes
                guard themes.contains(where: { $0.sets.contains { $0.status != .disabled } }) else {
                    sources.diagnostics.append(
                        .error(
                            "the theme '\((theme?.name ?? brand.name).abbreviated)' (\(appearance.rawValue)) has no "
                                + "token set that is \"enabled\" or \"source\", so it has no tokens; mark the sets it "
                                + "uses \"enabled\"",
                            at: (theme ?? brand.theme)?.location ?? .whole(file)))
                    continue
                }
                used += (theme.map { [$0] } ?? []) + brandThemes
                appearances[appearance] = setTrees(themes, order: order, tree: tree)
            }
            brandSources.append((brand.name, appearances))
        }
        if brands.isEmpty {
            sources.sources = brandSources[0].sources
        } else {
            sources.setBrands(brandSources, choice: modes.brandChoice, at: groupLocation)
        }
        for (name, diagnostic) in missing {
            let naming = used.filter { $0.sets.contains { $0.name == name && $0.status != .disabled } }
            let needed = naming.contains { theme in
                theme.group == appearanceGroup || (theme.group == brandGroup && !brands.isEmpty)
                    || theme.sets.contains { set in
                        set.status != .disabled && set.name != name && (found[set.name] ?? nil)?.holdsColors() == true
                    }
            }
            guard !needed else {
                sources.diagnostics.append(diagnostic)
                continue
            }
            let groups = Set(naming.map(\.group)).sorted().map { "'\($0.abbreviated)'" }.joined(separator: ", ")
            var warning = diagnostic
            warning.severity = .warning
            warning.message +=
                "; it is left out, as only the theme group \(groups) names it, whose other sets hold no colors "
                + "(an alias of a token in it would be an error)"
            sources.diagnostics.append(warning)
        }
        return sources
    }

    /// Where a theme is, for messages about its group; the file when there is none.
    private static func location(of theme: String?, in parsed: TokensStudioThemes, file: String) -> SourceLocation {
        parsed.themes.first { $0.name == theme }?.location ?? .whole(file)
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
