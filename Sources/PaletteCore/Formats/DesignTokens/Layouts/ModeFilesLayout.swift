/// One file per mode, as Figma's variables export writes a collection: `Tokens.Light.json`,
/// `Tokens.Dark.json`, `Light Mode.tokens.json`. A file's mode is the `com.figma.modeName` in its
/// root `$extensions` when it has one (Figma writes it; a downloaded file's name may have been
/// changed), else the last dot-separated part of its name before `.tokens.json` or `.json`. A file
/// is the appearance its mode names, else the one its file name names (`Light.tokens.json` whose
/// mode is 'White' is light); any other (`Primitives.Default.json`, the collection aliases point
/// into) applies to every appearance, read first, so its tokens resolve everywhere and are imported
/// once. Two files of one appearance may each add tokens, but not define the same one; a token a
/// shared file and a mode's file both define, or two shared files (other collections, each exported
/// with its one mode), is the later file's, with a warning when they differ (`ModeFileDuplicates`). Files of a light
/// mode and none of a
/// dark one leave the darks to palettec (`derivesDark`), with a warning. One plain token file is this
/// layout too: it is light, and light as dark.
enum ModeFilesLayout {
    static func read(
        _ files: [TokenFile], modes: AppearanceModeNames = AppearanceModeNames(),
        limits: PaletteLimits = .standard
    ) -> TokenImport {
        let budget = ImportBudget(limits)
        var cache = TokenTreeCache(limits: limits, budget: budget)
        var shared: [(path: String, tree: TokenGroupNode)] = []
        var byAppearance: [Appearance: [(path: String, tree: TokenGroupNode)]] = [:]
        var notes: [Diagnostic] = []
        var seen: Set<TokenFile.Key> = []
        for file in files where seen.insert(file.key).inserted {
            guard let tree = cache.tree(file) else { continue }
            let root = cache.rootExtensions(file)
            if let written = root?[figmaModeName], written.string == nil {
                notes.append(
                    .warning(
                        "\(figmaModeName) is \(written.kindDescription), not a mode's name; the file's mode is read "
                            + "from its "
                            + "name, '\(fileNameMode(of: file).abbreviated)'",
                        at: SourceLocation(path: file.path, line: written.line, column: written.column)))
            }
            let mode = modeName(of: file, root: root)
            if let appearance = modes.appearance(forMode: mode) ?? modes.appearance(forMode: fileNameMode(of: file)) {
                byAppearance[appearance, default: []].append((file.path, tree))
            } else {
                shared.append((file.path, tree))
                if files.count > 1 {
                    notes.append(
                        Diagnostic(
                            .note,
                            "mode '\(mode.abbreviated)' is not an appearance, so this file's tokens apply to "
                                + "every appearance " + AppearanceModeNames.hint(for: mode),
                            at: .whole(file.path)))
                }
            }
        }
        var sources = TokenAppearanceSources()
        sources.diagnostics += ModeFileDuplicates.layered(shared, over: [])
        if byAppearance.isEmpty {
            sources.sources[.light] = shared.map(\.tree)
        } else {
            if byAppearance[.light] == nil, let first = files.first {
                sources.diagnostics.append(
                    .error(
                        "no file is the light mode (its name or com.figma.modeName says light); name it "
                            + "with \(PalettecInvocation.Option.appearance.flag) light=MODE", at: .whole(first.path)))
            }
            if byAppearance[.dark] == nil, let light = byAppearance[.light]?.first {
                sources.derivesDark = true
                sources.diagnostics.append(
                    .warning(
                        "no file is the dark mode (its name or com.figma.modeName says dark), so the palette "
                            + "has no dark values: " + TokenAppearanceSources.derivedDarks + "; name it with "
                            + "\(PalettecInvocation.Option.appearance.flag) dark=MODE", at: .whole(light.path)))
            }
            for (appearance, files) in byAppearance {
                sources.sources[appearance] = (shared + files).map(\.tree)
                sources.diagnostics += ModeFileDuplicates.errors(files, appearance: appearance)
                sources.diagnostics += ModeFileDuplicates.layered(files, over: shared)
            }
        }
        sources.diagnostics += cache.diagnostics + notes
        return sources.read(limits: limits, budget: budget)
    }

    static let figmaModeName = "com.figma.modeName"

    /// The file's mode: Figma's `com.figma.modeName`, else from its name.
    static func modeName(of file: TokenFile, root extensions: JSONNode?) -> String {
        if let name = extensions?[figmaModeName]?.string, !name.isEmpty { return name }
        return fileNameMode(of: file)
    }

    /// The mode a file's name says: the last dot-separated part before `.tokens.json` or `.json`.
    static func fileNameMode(of file: TokenFile) -> String { fileNameMode(ofPath: file.path) }

    static func fileNameMode(ofPath path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        for suffix in [".json", ".tokens"] where name.lowercased().hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return String(name.split(separator: ".").last ?? Substring(name))
    }
}
