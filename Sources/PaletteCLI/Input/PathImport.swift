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

    /// `paletteName`: `--palette`, when given; `input`: what `ImportArgument` found at `path`.
    static func run(
        _ path: String, input: ImportArgument.Input, paletteName: String?, destination: ImportDestination,
        modes: AppearanceModeNames, strict: Bool = false
    ) throws -> PathImport {
        switch input {
        case .catalog:
            return try catalog(path, paletteName: paletteName, destination: destination)
        case .tokensStudioFolder:
            var reader = TokenFilesReader(modes: modes)
            let tokens = reader.readTokensStudioFolder(PathSpelling.tidy(path))
            return try designTokens(
                [PathSpelling.join(PathSpelling.tidy(path), TokenFilesReader.themesFile)], tokens: tokens,
                layout: .tokensStudioThemes,
                fileProblems: reader.errors, paletteName: paletteName, destination: destination, modes: modes,
                strict: strict)
        case .file(.designTokens(let layout), let bytes):
            var reader = TokenFilesReader(modes: modes)
            let tokens = reader.read(TokenFile(path: PathSpelling.tidy(path), bytes: bytes), layout: layout)
            return try designTokens(
                [path], tokens: tokens, layout: layout, fileProblems: reader.errors,
                paletteName: paletteName, destination: destination, modes: modes, strict: strict)
        case .file(let source, let bytes):
            let (name, nameNote) = try paletteName.map { ($0, nil) } ?? destination.paletteName() ?? fileBasedName(path)
            let fileName = destination.fileName ?? name + ".yml"
            let palettePath = PathSpelling.join(destination.folder, fileName)
            let result: ImportResult
            switch source {
            case .swiftGenColors(let format):
                result = SwiftGenColorsImporter.run(
                    bytes, format: format, path: PathSpelling.tidy(path), paletteName: name, palettePath: palettePath)
            case .assetCatalog, .designTokens:
                throw CLIError.usage(
                    .error(
                        "this is a file, and an asset catalog is a folder; " + ImportSource.whatImportReads,
                        at: .whole(path)))
            }
            return PathImport(
                path: path, paletteName: name, fileName: fileName, result: result,
                nameNote: nameNote)
        case .unreadable(let error):
            let name = try paletteName ?? destination.paletteName()?.name ?? fileBasedName(path).name
            return PathImport(
                path: path, paletteName: name, fileName: destination.fileName ?? name + ".yml", result: nil,
                fileProblems: [error])
        }
    }

    /// Token files named together, one per mode (Figma's export): one palette.
    static func modeFiles(
        _ files: [(path: String, bytes: [UInt8])], paletteName: String?, destination: ImportDestination,
        modes: AppearanceModeNames, strict: Bool = false
    ) throws -> PathImport {
        let tokens = ModeFilesLayout.read(
            files.map { TokenFile(path: PathSpelling.tidy($0.path), bytes: $0.bytes) }, modes: modes)
        return try designTokens(
            files.map(\.path), tokens: tokens, layout: .modeFile, fileProblems: [],
            paletteName: paletteName, destination: destination, modes: modes, strict: strict)
    }

    private static func designTokens(
        _ paths: [String], tokens: TokenImport?, layout: DesignTokenLayout, fileProblems: [Diagnostic],
        paletteName: String?, destination: ImportDestination, modes: AppearanceModeNames,
        strict: Bool
    ) throws -> PathImport {
        let path = paths[0]
        let (name, nameNote) =
            try paletteName.map { ($0, nil) } ?? destination.paletteName()
            ?? tokensBasedName(paths, layout: layout, modes: modes)
        let fileName = destination.fileName ?? name + ".yml"
        let names = paths.map { PathSpelling.name(of: PathSpelling.tidy($0)) }
        let layoutTitle = paths.count == 1 && layout == .modeFile ? "a token file" : layout.title
        let source = "\(names.joined(separator: ", ")) (design tokens, \(layoutTitle))"
        let result = tokens.map {
            DesignTokensImporter.run(
                $0, source: source, place: .whole(PathSpelling.tidy(path)), paletteName: name,
                palettePath: PathSpelling.join(destination.folder, fileName), strict: strict)
        }
        return PathImport(
            path: paths.joined(separator: ", "), paletteName: name, fileName: fileName, result: result,
            fileProblems: fileProblems, nameNote: nameNote)
    }

    /// `palettes.resolver.json` → `Palettes`, `Tokens.Light.json` → `Tokens`, `design/$themes.json` (or
    /// the folder `design`) → `Design`: the name before the first `.`, as a Swift type names it. A name
    /// that is an appearance's mode (Figma's `Light.tokens.json`, `Dark.tokens.json`) is never the
    /// palette's: the files' common folder names it (`tokens/` → `Tokens`), as the collection they export.
    private static func tokensBasedName(
        _ paths: [String], layout: DesignTokenLayout, modes: AppearanceModeNames
    ) throws -> (name: String, remark: Diagnostic?) {
        let tidy = PathSpelling.tidy(paths[0])
        var base = PathSpelling.name(of: tidy)
        if base == TokenFilesReader.themesFile {
            base = folderName(PathSpelling.folder(of: tidy))
        } else if layout != .tokensStudioThemes, let dot = base.firstIndex(of: "."), dot != base.startIndex {
            base = String(base[..<dot])
        }
        if isModeName(base, modes: modes) {
            var folder = commonFolder(paths.map { PathSpelling.folder(of: PathSpelling.tidy($0)) })
            base = folderName(folder)
            while isModeName(base, modes: modes), PathSpelling.folder(of: folder) != folder {
                folder = PathSpelling.folder(of: folder)
                base = folderName(folder)
            }
            if isModeName(base, modes: modes) {
                throw CLIError.usage(
                    .error(
                        "the files are named after a mode, '\(base)', not a palette; name it with "
                            + "\(OptionName.palette.flag) NAME", at: .commandLine))
            }
        }
        guard let name = SwiftIdentifier.type(base) else {
            throw CLIError.usage(
                .error(
                    "the name '\(base)' has no letters or digits to name the palette after; name it with \(OptionName.palette.flag) NAME",
                    at: .commandLine))
        }
        try validate(name, origin: "the tokens' name")
        return unreserved(name, madeFrom: "the tokens' name '\(base)'", at: tidy)
    }

    /// A name an appearance's mode has ('Light', 'Dark Mode', 'Brand Dark', or one `--appearance` names).
    private static func isModeName(_ name: String, modes: AppearanceModeNames) -> Bool {
        AppearanceModeNames().appearance(forMode: name) != nil || modes.appearance(forMode: name) != nil
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

    private static func catalog(
        _ path: String, paletteName: String?, destination: ImportDestination
    ) throws -> PathImport {
        let (found, walker) = CatalogWalker.walk(path)
        let (name, nameWarning) =
            try paletteName.map { ($0, nil) } ?? destination.paletteName() ?? catalogBasedName(path, found)
        let fileName = destination.fileName ?? name + ".yml"
        let result = found.map {
            CatalogImporter.run($0, paletteName: name, palettePath: PathSpelling.join(destination.folder, fileName))
        }
        return PathImport(
            path: path, paletteName: name, fileName: fileName, result: result,
            fileProblems: [nameWarning].compactMap { $0 } + walker.warnings + walker.errors,
            skippedAssets: walker.skippedAssets)
    }

    /// `Assets.xcassets` → `Assets`. A folder's name is not chosen as `--palette` is, so its controls and
    /// invisible characters are left out, with a warning, rather than refused.
    private static func catalogBasedName(
        _ path: String, _ catalog: CatalogFolder?
    ) throws -> (name: String, remark: Diagnostic?) {
        let folderName = catalog?.name ?? PathSpelling.components(PathSpelling.tidy(path)).last ?? ""
        let written = folderName.hasSuffix(".xcassets") ? String(folderName.dropLast(".xcassets".count)) : folderName
        let name = String(String.UnicodeScalarView(written.unicodeScalars.filter { !InvisibleScalars.needsEscape($0) }))
        if name.isEmpty, !written.isEmpty {
            throw CLIError.usage(
                .error(
                    "the catalog's name holds only control or invisible characters; name the palette with \(OptionName.palette.flag) NAME",
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
                "\(origin) makes the Swift type '\(typeName)', which is reserved: \(reason.explanation); the palette is "
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
