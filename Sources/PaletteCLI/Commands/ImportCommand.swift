import ArgumentParser
import PaletteCore

/// `palettec import Assets.xcassets colors.txt`: the colors of an existing asset catalog, or of
/// SwiftGen's colors files, each into one YAML palette that keeps every color (and a catalog's lookup
/// names, so storyboards and `UIColor(named:)` keep working once the catalog is generated from it).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Read an Xcode asset catalog's colors, SwiftGen's colors, or design tokens' colors into YAML palettes.",
        discussion: """
            Writes <output>/<palette>.yml for each path, token files named together (one per mode) being one palette \
            (or, for one palette, the file \(OptionName.output.flag) names when it ends in .yml or .yaml), atomically, \
            all or none, and \
            never over an existing file with other contents. Prints a warning for everything a palette cannot hold (a \
            catalog's system colors, empty colors, other idioms and gamuts; a SwiftGen line it skips; a token's color \
            space converted; a color token it cannot import, which it skips, counted by reason in the summary) and a \
            note counting tokens that are no colors; warnings of one kind in one file are one line unless \
            \(OptionName.verbose.flag). Nothing is written when there is an error (with \(OptionName.strict.flag), a \
            skipped \
            token is one), or for a source with no color to import (a warning, exit 0).
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The asset catalogs, SwiftGen colors files (.txt, .json), or design tokens (a .resolver.json, a Tokens "
                + "Studio folder or $themes.json, token .json files), to read.",
            valueName: "path"))
    var paths: [String]

    @Option(
        name: [.short, .customLong(OptionName.output.rawValue)],
        help: ArgumentHelp(
            "The folder to write the palettes into, or the palette file itself when it ends in .yml or .yaml.",
            valueName: "dir|file.yml"))
    var output: String = "palettes"

    @OptionGroup var lock: LockOptions

    @Option(
        name: .customLong(OptionName.palette.rawValue),
        help: ArgumentHelp(
            "The palette's name, and its file's (default: the catalog's name, Assets.xcassets → Assets, "
                + "or the file's as a Swift type, colors.txt → Colors).", valueName: "name"))
    var palette: String?

    @Option(
        name: .customLong(OptionName.appearance.rawValue),
        help: ArgumentHelp(
            "For design tokens, the mode (a resolver context, a theme, a Figma mode) that is an appearance, when its "
                + "name does not say "
                + "(repeatable): dark=dark-dimmed. Appearances: light, dark, light-high-contrast, dark-high-contrast.",
            valueName: "appearance=mode"))
    var appearances: [String] = []

    @Option(
        name: .customLong(OptionName.brand.rawValue),
        help: ArgumentHelp(
            "For design tokens with brands, a brand to import (repeatable; the first is the default, and without "
                + "the option every brand is): acme, or acme=Acme to name it Acme.",
            valueName: "brand[=name]"))
    var brands: [String] = []

    @Flag(
        name: .customLong(OptionName.strict.rawValue),
        help: ArgumentHelp(
            "A color palettec would skip (a token it cannot read, a name a palette cannot hold) is an error, not a "
                + "warning: for CI."
        ))
    var strict = false

    @Flag(
        name: .customLong(OptionName.verbose.rawValue),
        help: ArgumentHelp(
            "List every warning; without it, warnings of one kind in one file are one line that counts them."))
    var verbose = false

    func validate() throws {
        if paths.contains(where: \.isEmpty) {
            throw ValidationError(
                "a path to import is empty; name an asset catalog such as Assets.xcassets, or SwiftGen's colors such "
                    + "as colors.txt"
            )
        }
        if output.isEmpty {
            throw ValidationError(
                "\(OptionName.output.flag) is empty; name the folder for the palette, such as "
                    + "\(OptionName.output.flag) palettes"
            )
        }
        if let palette {
            try Self.validatePaletteName(palette, origin: OptionName.palette.flag)
            try Self.refuseReserved(palette, origin: OptionName.palette.flag)
        }
        _ = try options()
        // Token files named together are one palette; the rest are checked once they are told apart.
        let onePalettePerPath = paths.contains { !$0.lowercased().hasSuffix(".json") }
        if paths.count > 1, palette != nil, onePalettePerPath {
            throw ValidationError(
                "\(OptionName.palette.flag) names one palette, and \(paths.count) paths make \(paths.count); import "
                    + "them one at a time to name each"
            )
        }
        if paths.count > 1, ImportDestination(output).fileName != nil, onePalettePerPath {
            throw ValidationError(
                "\(OptionName.output.flag) names one palette file, and \(paths.count) paths make \(paths.count) "
                    + "palettes; give a folder"
            )
        }
    }

    /// A name that is one file name in `--output`: not empty, no `/`, not hidden, and nothing a terminal
    /// acts on or a person cannot see (`InvisibleScalars`).
    static func validatePaletteName(_ name: String, origin: String) throws {
        let shown = CommentText.singleLine(name)
        if name.isEmpty {
            throw ValidationError(
                "\(origin) is empty; give the palette a name, such as \(OptionName.palette.flag) Brand")
        }
        if name.contains("/") || name.unicodeScalars.contains("\0") {
            throw ValidationError(
                "\(origin) '\(shown)' is a path; give a name for the palette, and the folder with "
                    + "\(OptionName.output.flag)"
            )
        }
        if name.hasPrefix(".") {
            throw ValidationError(
                "\(origin) '\(shown)' starts with '.', which would hide the palette file; choose another name")
        }
        if let hidden = name.unicodeScalars.first(where: InvisibleScalars.needsEscape) {
            throw ValidationError(
                "\(origin) '\(shown)' holds the control or invisible character "
                    + "U+\(String(hidden.value, radix: 16, uppercase: true)), "
                    + "which a file name should not; choose a name without it")
        }
    }

    /// A name the user chose (`--palette Color`) whose Swift type is reserved is refused before anything
    /// is read, so the refusal is not lost among the source's warnings; a name derived from a file is
    /// changed instead (`PathImport`).
    static func refuseReserved(_ name: String, origin: String) throws {
        guard let typeName = SwiftIdentifier.type(name), let reason = ReservedNames.reasonForPalette(typeName) else {
            return
        }
        let instead = ReservedNames.suggestion(for: typeName).map { ", such as '\($0)'" } ?? ""
        throw ValidationError(
            "\(origin) '\(CommentText.singleLine(name))' makes the Swift type '\(typeName)', which is reserved: "
                + "\(reason.explanation); choose another name\(instead)")
    }

    /// The options the formats take, once each format has checked them.
    func options() throws -> ImportOptions {
        let options = ImportOptions(
            appearances: appearances, brands: brands, strict: strict, writeBack: OutputRegistry.writeBackProblems)
        if let problem = ImportRegistry.problem(with: options) {
            throw ValidationError("\(problem.option.flag) \(problem.message)")
        }
        return options
    }

    func run() throws {
        let destination = ImportDestination(output)
        let imports = try pathImports(destination: destination)
        try failIfOneFileTwice(imports, in: destination.folder)
        for path in imports {
            StandardError.report(verbose ? path.diagnostics : DiagnosticGroups.collapsed(path.diagnostics))
        }
        guard !imports.contains(where: \.failed) else {
            let errors = imports.reduce(0) { $0 + $1.errorCount }
            let warnings = imports.reduce(0) { $0 + $1.warningCount }
            let counts = [
                StandardError.counted(errors, "error"), warnings > 0 ? StandardError.counted(warnings, "warning") : nil,
            ]
            throw CLIError.summary("palettec: \(counts.compactMap { $0 }.joined(separator: ", ")); nothing was written")
        }

        let files = imports.compactMap { path in
            path.result?.yaml.map { RenderedFile(path: path.fileName, contents: $0) }
        }
        // A source with no color to import (an extension's catalog, holding Xcode's empty AccentColor) is
        // not a failure: a batch migration goes on, and nothing is written for it.
        let plan =
            try files.isEmpty
            ? nil
            : FolderLocks.holding([destination.folder], .exclusive, wait: lock.wait) {
                Temporaries.removeAbandoned(in: destination.folder)
                let plan = FolderPlan.single(files, in: destination.folder)
                try failIfBlocked(plan)
                try OutputWriter().apply(plan)
                return plan
            }
        for path in imports {
            StandardOutput.print(Self.report(path, plan: plan))
        }
    }

    /// One import per path, except token files named together (one per mode, Figma's export): they
    /// are one import, where the first of them is.
    private func pathImports(destination: ImportDestination) throws -> [PathImport] {
        let options = try options()
        let (once, repeated) = Self.oncePerFile(paths)
        StandardError.report(repeated)
        let inputs = try once.map { ($0, try ImportArgument.input($0)) }
        let together = inputs.compactMap { _, input -> ImportInput? in
            guard case .recognised(let format, let read) = input, format.readsTogether else { return nil }
            return read
        }
        let paletteCount = inputs.count - max(together.count - 1, 0)
        if paletteCount > 1, palette != nil {
            throw CLIError.usage(
                .error(
                    "\(OptionName.palette.flag) names one palette, and these paths make \(paletteCount); import them "
                        + "one at a time to name each",
                    at: .commandLine))
        }
        if paletteCount > 1, destination.fileName != nil {
            throw CLIError.usage(
                .error(
                    "\(OptionName.output.flag) names one palette file, and these paths make \(paletteCount) palettes; "
                        + "give a folder",
                    at: .commandLine))
        }
        var imports: [PathImport] = []
        var togetherDone = false
        for (path, input) in inputs {
            switch input {
            case .recognised(let format, let read):
                let reads = format.readsTogether && together.count > 1 ? together : [read]
                guard reads.count == 1 || !togetherDone else { continue }
                togetherDone = togetherDone || reads.count > 1
                imports.append(
                    try PathImport.run(
                        format, reads, paletteName: palette, destination: destination, options: options))
            case .unreadable(let error):
                imports.append(
                    try PathImport.unreadable(path, error: error, paletteName: palette, destination: destination))
            }
        }
        return imports
    }

    /// The paths, less a file named again (`./sub/../Tokens.Dark.json`, a link to it, a hard link): by
    /// its device and inode it is the file named first, so it is read and imported once, under that name.
    /// A file named again under a name that says another mode (`Tokens.Dark.json`, a link to
    /// `Tokens.Light.json`) is a warning naming both: it cannot be that mode as well.
    static func oncePerFile(_ paths: [String]) -> (paths: [String], repeated: [Diagnostic]) {
        var seen: [FileIdentity: String] = [:]
        var repeated: [Diagnostic] = []
        let kept = paths.filter { path in
            let spelled = PathSpelling.tidy(path)
            guard (try? FileSystem.kind(of: spelled)) == .file, let identity = FileSystem.identity(following: spelled)
            else { return true }
            guard let first = seen[identity] else {
                seen[identity] = spelled
                return true
            }
            if ImportRegistry.nameVariants(ofPath: first) != ImportRegistry.nameVariants(ofPath: spelled) {
                repeated.append(
                    .warning(
                        "this is the file \(first) under another name (a hard or symbolic link to it), so it is read "
                            + "once, "
                            + "as \(first), and the mode its own name says is not read; pass each mode's own file",
                        at: .whole(spelled)))
            }
            return false
        }
        return (kept, repeated)
    }

    /// What was done for one path: the palette created or up to date, or nothing to import.
    private static func report(_ path: PathImport, plan: FolderPlan?) -> String {
        let warnings = path.warningCount
        guard let result = path.result, result.yaml != nil, let plan else {
            return "nothing to import from \(PathSpelling.tidy(path.path)): it has no color palettec can import "
                + "(\(StandardError.counted(warnings, "warning"))); no palette was written"
        }
        let counts = [
            StandardError.counted(result.colorCount, "color"),
            warnings > 0 ? StandardError.counted(warnings, "warning") : nil,
            result.skips.summary,
            path.skippedAssets > 0 ? "\(StandardError.counted(path.skippedAssets, "other asset")) skipped" : nil,
        ]
        .compactMap { $0 }.joined(separator: ", ")
        let upToDate = !plan.changes.contains { $0.path == path.fileName }
        return upToDate
            ? "\(plan.path(path.fileName)) is up to date (\(counts))"
            : "created \(plan.path(path.fileName)) (\(counts))"
    }

    /// Two paths whose palettes would be one file (`colors.txt` and `Colors.json`, both `Colors.yml`).
    private func failIfOneFileTwice(_ imports: [PathImport], in folder: String) throws {
        for (index, path) in imports.enumerated() {
            guard
                let earlier = imports[..<index].first(where: { PaletteFileNames.sameFile($0.fileName, path.fileName) })
            else { continue }
            throw CLIError.usage(
                .error(
                    "\(PathSpelling.tidy(earlier.path)) and \(PathSpelling.tidy(path.path)) would both be written to "
                        + "\(PathSpelling.join(folder, path.fileName)); import them one at a time, naming each with "
                        + "\(OptionName.palette.flag) NAME",
                    at: .commandLine))
        }
    }

    /// An import never replaces a file: a palette already there with other contents is the user's.
    private func failIfBlocked(_ plan: FolderPlan) throws {
        var problems = plan.conflicts.map { conflict in
            if case .notPalettec(let path, _) = conflict { return Self.existingFile(path) }
            return conflict.diagnostic
        }
        for case .update(let path, _, _) in plan.changes {
            problems.append(Self.existingFile(plan.path(path)))
        }
        guard !problems.isEmpty else { return }
        StandardError.report(problems)
        throw CLIError.summary("palettec: \(StandardError.counted(problems.count, "error")); nothing was written")
    }

    private static func existingFile(_ path: String) -> Diagnostic {
        .error(
            "the file already exists with other contents, and import never overwrites a palette; "
                + "move or rename it, or choose another \(OptionName.output.flag) or \(OptionName.palette.flag)",
            at: .whole(path))
    }
}
