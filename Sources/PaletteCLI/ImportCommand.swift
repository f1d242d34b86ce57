import ArgumentParser
import PaletteCore

/// `palettec import Assets.xcassets`: every colorset of an existing asset catalog into one YAML
/// palette that keeps each color's lookup name, so storyboards and `UIColor(named:)` keep working
/// once the catalog is generated from the palette.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read an Xcode asset catalog's colors into a YAML palette.",
        discussion: """
            Writes <output>/<palette>.yml (or the file --output names, when it ends in .yml or .yaml), atomically, \
            and never over an existing file with other contents. Prints a warning for everything in the catalog a \
            palette cannot hold (system colors, empty colors, other idioms and gamuts); nothing is written when \
            there is an error, or when the catalog has no color to import (a warning, exit 0).
            """
    )

    @Argument(help: ArgumentHelp("The asset catalog to read.", valueName: "Assets.xcassets"))
    var catalog: String

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The folder to write the palette into, or the palette file itself when it ends in .yml or .yaml.", valueName: "dir|file.yml"))
    var output: String = "palettes"

    @OptionGroup var lock: LockOptions

    @Option(help: ArgumentHelp("The palette's name, and its file's (default: the catalog's name, Assets.xcassets → Assets).",
                               valueName: "name"))
    var palette: String?

    func validate() throws {
        if catalog.isEmpty { throw ValidationError("the catalog path is empty; name the asset catalog to import, such as Assets.xcassets") }
        if output.isEmpty { throw ValidationError("--output is empty; name the folder for the palette, such as --output palettes") }
        if let palette { try Self.validatePaletteName(palette, origin: "--palette") }
    }

    /// A name that is one file name in `--output`: not empty, no `/`, not hidden, and nothing a terminal
    /// acts on or a person cannot see (`InvisibleScalars`).
    static func validatePaletteName(_ name: String, origin: String) throws {
        let shown = CommentText.singleLine(name)
        if name.isEmpty { throw ValidationError("\(origin) is empty; give the palette a name, such as --palette Brand") }
        if name.contains("/") || name.unicodeScalars.contains("\0") {
            throw ValidationError("\(origin) '\(shown)' is a path; give a name for the palette, and the folder with --output")
        }
        if name.hasPrefix(".") { throw ValidationError("\(origin) '\(shown)' starts with '.', which would hide the palette file; choose another name") }
        if let hidden = name.unicodeScalars.first(where: InvisibleScalars.needsEscape) {
            throw ValidationError("\(origin) '\(shown)' holds the control or invisible character U+\(String(hidden.value, radix: 16, uppercase: true)), "
                + "which a file name should not; choose a name without it")
        }
    }

    func run() throws {
        try CatalogArgument.check(catalog)
        let (found, walker) = CatalogWalker.walk(catalog)
        let destination = ImportDestination(output)
        let (name, nameWarning) = try palette.map { ($0, nil) } ?? destination.paletteName() ?? defaultPaletteName(of: found)
        let fileName = destination.fileName ?? name + ".yml"
        let folder = destination.folder
        let result = found.map { CatalogImporter.run($0, paletteName: name, palettePath: PathSpelling.join(folder, fileName)) }
        let diagnostics = result?.diagnostics ?? []
        let warningLines = [nameWarning].compactMap { $0 } + walker.warnings
        warningLines.forEach(StandardError.write)
        walker.errors.forEach(StandardError.write)
        diagnostics.forEach { StandardError.write($0.formatted) }
        let warnings = diagnostics.filter { $0.severity == .warning }.count + warningLines.count
        guard let result, !diagnostics.containsErrors, walker.errors.isEmpty else {
            let errors = diagnostics.filter { $0.severity == .error }.count + walker.errors.count
            let counts = [StandardError.counted(errors, "error"), warnings > 0 ? StandardError.counted(warnings, "warning") : nil]
            throw CLIError.failure("palettec: \(counts.compactMap { $0 }.joined(separator: ", ")); nothing was written")
        }
        // A catalog with no color to import (an extension's, holding Xcode's empty AccentColor) is not a
        // failure: a batch migration goes on, and nothing is written.
        guard let yaml = result.yaml else {
            StandardOutput.print("nothing to import from \(PathSpelling.tidy(catalog)): it has no color palettec can import "
                + "(\(StandardError.counted(warnings, "warning"))); no palette was written")
            return
        }

        let plan = try FolderLocks.holding([folder], .exclusive, wait: lock.wait) {
            Temporaries.removeAbandoned(in: folder)
            let plan = OutputPlan.make([RenderedFile(path: fileName, contents: yaml)], in: folder,
                                       ownership: .anyPalettecFile, removingStale: false)
            try failIfBlocked(plan)
            try OutputWriter().apply(plan)
            return plan
        }
        let counts = [StandardError.counted(result.colorCount, "color"), warnings > 0 ? StandardError.counted(warnings, "warning") : nil,
                      walker.skippedAssets > 0 ? "\(StandardError.counted(walker.skippedAssets, "other asset")) skipped" : nil]
            .compactMap { $0 }.joined(separator: ", ")
        StandardOutput.print(plan.isUpToDate ? "\(plan.path(fileName)) is up to date (\(counts))" : "created \(plan.path(fileName)) (\(counts))")
    }

    /// `Assets.xcassets` → `Assets`. A folder's name is not chosen as `--palette` is, so its controls and
    /// invisible characters are left out, with a warning, rather than refused.
    private func defaultPaletteName(of catalog: CatalogFolder?) throws -> (name: String, warning: String?) {
        let folderName = catalog?.name ?? PathSpelling.components(PathSpelling.tidy(self.catalog)).last ?? ""
        let written = folderName.hasSuffix(".xcassets") ? String(folderName.dropLast(".xcassets".count)) : folderName
        let name = String(String.UnicodeScalarView(written.unicodeScalars.filter { !InvisibleScalars.needsEscape($0) }))
        if name.isEmpty, !written.isEmpty {
            throw CLIError.usage("error: the catalog's name holds only control or invisible characters; name the palette with --palette NAME")
        }
        do {
            try Self.validatePaletteName(name, origin: "the catalog's name")
        } catch {
            throw CLIError.usage("error: \(error); name the palette with --palette NAME")
        }
        guard name != written else { return (name, nil) }
        return (name, StandardError.fileWarning(PathSpelling.tidy(self.catalog), "the catalog's name holds control or invisible characters, "
            + "which the palette's name leaves out: it is '\(name)'; to choose another, import with --palette NAME"))
    }

    /// An import never replaces a file: a palette already there with other contents is the user's.
    private func failIfBlocked(_ plan: OutputPlan) throws {
        var messages = plan.conflicts.map { conflict in
            if case .notPalettec(let path) = conflict { return Self.existingFileMessage(path) }
            return conflict.message
        }
        for case .update(let file, _) in plan.changes {
            messages.append(Self.existingFileMessage(plan.path(file.path)))
        }
        guard !messages.isEmpty else { return }
        messages.forEach(StandardError.write)
        throw CLIError.failure("palettec: \(StandardError.counted(messages.count, "error")); nothing was written")
    }

    private static func existingFileMessage(_ path: String) -> String {
        StandardError.fileError(path, "the file already exists with other contents, and import never overwrites a palette; "
            + "move or rename it, or choose another --output or --palette")
    }
}
