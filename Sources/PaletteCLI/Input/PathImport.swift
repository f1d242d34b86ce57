import PaletteCore

/// One path's import: what it is, the palette's name and file, and what the importer made of it,
/// with every line to print about it. Nothing is written here.
struct PathImport {
    /// The path as given, for the line that says what was imported.
    var path: String
    var paletteName: String
    /// The palette's file name in the output folder.
    var fileName: String
    /// The importer's result; nil when nothing could be read.
    var result: ImportResult?
    /// Problems with the files themselves (warnings, then errors), printed before the importer's diagnostics.
    var fileProblems: [Diagnostic] = []
    /// Assets of a catalog other than colors, skipped.
    var skippedAssets = 0
    /// The note that the palette's name is not the one its file's name makes (`PathImport.unreserved`),
    /// printed first, and only when the palette is written: a failed import has no palette to name.
    var nameNote: Diagnostic?

    /// Everything to print about this path, in order.
    var diagnostics: [Diagnostic] {
        let found = fileProblems + (result?.diagnostics ?? [])
        guard let nameNote, result?.yaml != nil, !found.containsErrors else { return found }
        return [nameNote] + found
    }
    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    var failed: Bool { result == nil || errorCount > 0 }

    /// The import of `inputs`, which one format reads (one input, unless it reads several together);
    /// `paletteName`: `--palette`, when given.
    static func run(
        _ format: any ImportFormat, _ inputs: [ImportInput], paletteName: String?, destination: ImportDestination,
        options: ImportOptions
    ) throws -> PathImport {
        var server = ImportRequestServer()
        let reading = try server.run(format.read(inputs, options: options), at: inputs[0].path)
        let path = reading.paths.joined(separator: ", ")
        let (name, remark) =
            try paletteName.map { ($0, nil) } ?? destination.paletteName()
            ?? named(reading.naming, paths: reading.paths)
        let fileName = destination.fileName ?? name + ".yml"
        let palettePath = PathSpelling.join(destination.folder, fileName)
        var found = PathImport(
            path: path, paletteName: name, fileName: fileName, result: reading.run?(name, palettePath),
            fileProblems: server.errors + reading.fileProblems, skippedAssets: reading.skipped[.otherAsset] ?? 0)
        // A folder's name is no file's: what was made of it is said among the problems, first.
        if case .folderName = reading.naming {
            found.fileProblems = [remark].compactMap { $0 } + found.fileProblems
        } else {
            found.nameNote = remark
        }
        return found
    }

    /// A path that could not be read: `error` says why.
    static func unreadable(
        _ path: String, error: Diagnostic, paletteName: String?, destination: ImportDestination
    ) throws -> PathImport {
        let name = try paletteName ?? destination.paletteName()?.name ?? fileBasedName(path).name
        return PathImport(
            path: path, paletteName: name, fileName: destination.fileName ?? name + ".yml", result: nil,
            fileProblems: [error])
    }

    /// The palette's name as `naming` makes it from the paths read.
    private static func named(_ naming: ImportNaming, paths: [String]) throws -> (name: String, remark: Diagnostic?) {
        switch naming {
        case .fileName: return try fileBasedName(paths[0])
        case .folderName(let name, let suffix): return try folderBasedName(paths[0], name, dropping: suffix)
        case .sharedName(let wholeName, let folderFile, let isVariant):
            return try sharedName(paths, wholeName: wholeName, folderFile: folderFile, isVariant: isVariant)
        }
    }

    /// `palettes.resolver.json` → `Palettes`, `Tokens.Light.json` → `Tokens`, `design/$themes.json` (or
    /// the folder `design`) → `Design`: the name before the first `.`, as a Swift type names it. A name
    /// that is an appearance's mode (Figma's `Light.tokens.json`, `Dark.tokens.json`) is never the
    /// palette's: the files' common folder names it (`tokens/` → `Tokens`), as the collection they export.
    private static func sharedName(
        _ paths: [String], wholeName: Bool, folderFile: String, isVariant: (String) -> Bool
    ) throws -> (name: String, remark: Diagnostic?) {
        let tidy = PathSpelling.tidy(paths[0])
        var base = PathSpelling.name(of: tidy)
        if base == folderFile {
            base = folderName(PathSpelling.folder(of: tidy))
        } else if !wholeName, let dot = base.firstIndex(of: "."), dot != base.startIndex {
            base = String(base[..<dot])
        }
        if isVariant(base) {
            var folder = commonFolder(paths.map { PathSpelling.folder(of: PathSpelling.tidy($0)) })
            base = folderName(folder)
            while isVariant(base), PathSpelling.folder(of: folder) != folder {
                folder = PathSpelling.folder(of: folder)
                base = folderName(folder)
            }
            if isVariant(base) {
                throw CLIError.usage(
                    .error(
                        "the files are named after a mode, '\(base)', not a palette; name it with "
                            + "\(OptionName.palette.flag) NAME", at: .commandLine))
            }
        }
        guard let name = SwiftIdentifier.type(base) else {
            throw CLIError.usage(
                .error(
                    "the name '\(base)' has no letters or digits to name the palette after; name it with "
                        + "\(OptionName.palette.flag) NAME",
                    at: .commandLine))
        }
        try validate(name, origin: "the tokens' name")
        return unreserved(name, madeFrom: "the tokens' name '\(base)'", at: tidy)
    }

    /// The folder's own name, through links and `.` (the current folder's name).
    private static func folderName(_ folder: String) -> String {
        PathSpelling.name(of: (try? FileSystem.realPath(folder)) ?? folder)
    }

    /// The deepest folder holding every one of `folders`.
    private static func commonFolder(_ folders: [String]) -> String {
        var common = PathSpelling.components(folders[0])
        for folder in folders.dropFirst() {
            let parts = PathSpelling.components(folder)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        guard !common.isEmpty else { return folders[0].hasPrefix("/") ? "/" : "." }
        return (folders[0].hasPrefix("/") ? "/" : "") + common.joined(separator: "/")
    }

    /// `Assets.xcassets` → `Assets`. A folder's name is not chosen as `--palette` is, so its controls and
    /// invisible characters are left out, with a warning, rather than refused.
    private static func folderBasedName(
        _ path: String, _ read: String?, dropping suffix: String
    ) throws -> (name: String, remark: Diagnostic?) {
        let folderName = read ?? PathSpelling.components(PathSpelling.tidy(path)).last ?? ""
        let written = folderName.hasSuffix(suffix) ? String(folderName.dropLast(suffix.count)) : folderName
        let name = String(String.UnicodeScalarView(written.unicodeScalars.filter { !InvisibleScalars.needsEscape($0) }))
        if name.isEmpty, !written.isEmpty {
            throw CLIError.usage(
                .error(
                    "the catalog's name holds only control or invisible characters; name the palette with "
                        + "\(OptionName.palette.flag) NAME",
                    at: .commandLine))
        }
        try validate(name, origin: "the catalog's name")
        guard name != written else {
            return unreserved(name, madeFrom: "the catalog's name '\(name)'", at: PathSpelling.tidy(path))
        }
        return (
            name,
            .warning(
                "the catalog's name holds control or invisible characters, which the palette's name leaves out: "
                    + "it is '\(name)'; to choose another, import with \(OptionName.palette.flag) NAME",
                at: .whole(PathSpelling.tidy(path)))
        )
    }

    /// `colors.txt` → `Colors`, `brand-colors.json` → `BrandColors`: the file's name as a Swift type
    /// names it, as SwiftGen names its enum and palettec a palette without `palette:`.
    private static func fileBasedName(_ path: String) throws -> (name: String, remark: Diagnostic?) {
        let fileName = PathSpelling.name(of: PathSpelling.tidy(path))
        let base = fileName.contains(".") ? String(fileName[..<fileName.lastIndex(of: ".")!]) : fileName
        guard let name = SwiftIdentifier.type(base) else {
            throw CLIError.usage(
                .error(
                    "the file's name '\(fileName)' has no letters or digits to name the palette after; "
                        + "name it with \(OptionName.palette.flag) NAME", at: .commandLine))
        }
        try validate(name, origin: "the file's name")
        return unreserved(name, madeFrom: "the file's name '\(fileName)'", at: PathSpelling.tidy(path))
    }

    /// A palette name derived from a file or folder that Swift or palettec reserves (`color.tokens.json`
    /// → `Color`, SwiftUI's) is not the user's choice, so it is not refused: the palette takes the name
    /// `ReservedNames` suggests (`Colors`), with a note. A name given with `--palette` is refused instead.
    private static func unreserved(
        _ name: String, madeFrom origin: String, at path: String
    ) -> (name: String, remark: Diagnostic?) {
        guard let typeName = SwiftIdentifier.type(name), let reason = ReservedNames.reasonForPalette(typeName),
            let instead = ReservedNames.suggestion(for: typeName)
        else { return (name, nil) }
        return (
            instead,
            Diagnostic(
                .note,
                "\(origin) makes the Swift type '\(typeName)', which is reserved: \(reason.explanation); the palette "
                    + "is "
                    + "named '\(instead)' instead (to choose another, import with \(OptionName.palette.flag) NAME)",
                at: .whole(path))
        )
    }

    private static func validate(_ name: String, origin: String) throws {
        do {
            try ImportCommand.validatePaletteName(name, origin: origin)
        } catch {
            throw CLIError.usage(
                .error("\(error); name the palette with \(OptionName.palette.flag) NAME", at: .commandLine))
        }
    }
}
