import PaletteCore

/// Something in the output folder that palettec must not change, in the way of a file it would write.
/// While there is one, nothing is written.
enum OutputConflict: Equatable {
    /// A file palettec did not write where it would write one, in the folder `option` names. `path`
    /// includes the folder.
    case notPalettec(path: String, option: PalettecInvocation.Option)
    /// A palettec file generated from sources this run does not read.
    case otherInputs(path: String, sources: [String], option: PalettecInvocation.Option)
    /// A folder where palettec writes a file.
    case folder(path: String)
    /// A file whose owner could not be told, because it could not be read.
    case unreadable(path: String, reason: String)
    /// Two names that are one on a case-insensitive file system.
    case sameNameButCase(path: String, palettecName: String, bothGenerated: Bool)
    /// The output folder (or catalog), named by `option`, is something other than a folder.
    case outputNotAFolder(path: String, option: PalettecInvocation.Option)
    /// The output folder's path runs through `file` as if it were a folder.
    case outputInsideAFile(path: String, file: String, option: PalettecInvocation.Option)
    /// A symbolic link inside a nested output (an asset catalog), where palettec would write through it.
    case symbolicLink(path: String, option: PalettecInvocation.Option)
    /// A file where palettec makes a folder of a nested output.
    case fileWhereFolderGoes(path: String, option: PalettecInvocation.Option)
    /// A color set palettec did not write, looked up by a name palettec's also answers to.
    case duplicateLookupName(CatalogDuplicate)
    /// A replaceable duplicate that is, or lies in, a symbolic link: palettec removes nothing through one.
    case linkedDuplicate(CatalogDuplicate)

    var diagnostic: Diagnostic {
        switch self {
        case .notPalettec(let path, let option):
            return Self.error(at: path, Self.wording(option).notPalettec(path))
        case .otherInputs(let path, let sources, let option):
            return Self.error(at: path, Self.wording(option).otherInputs(Self.list(sources)))
        case .folder(let path):
            return Self.error(
                at: path,
                "this is a folder, and palettec writes a file here; move the folder or choose another \(PalettecInvocation.Option.output.flag)"
            )
        case .unreadable(let path, let reason):
            return Self.error(
                at: path,
                "could not read this file to tell whether palettec wrote it: \(reason); make it readable, or move it")
        case .sameNameButCase(let path, let name, bothGenerated: true):
            return Self.error(
                at: path,
                "palettec would write both this and \(name), which differ only by case and are one file on case-insensitive file systems "
                    + "(macOS, Windows); rename one of the palettes")
        case .sameNameButCase(let path, let name, bothGenerated: false):
            return Self.error(
                at: path,
                "this differs only by case from \(name), which palettec writes here; they are one file on case-insensitive file systems "
                    + "(macOS, Windows); rename or move it")
        case .outputNotAFolder(let path, let option):
            return Self.error(
                at: path,
                "this is not a folder, and palettec writes its files into a folder here; choose another \(option.flag)")
        case .outputInsideAFile(let path, let file, let option):
            return Self.error(
                at: path,
                "\(CommentText.singleLine(file)) is a file, so this folder cannot be made inside it; "
                    + "choose another \(option.flag)")
        case .symbolicLink(let path, let option):
            return Self.error(
                at: path,
                "this is a symbolic link inside \(Self.wording(option).title), where palettec would write; it writes "
                    + "only real files and folders there: replace the link, or choose another \(option.flag)")
        case .fileWhereFolderGoes(let path, let option):
            return Self.error(
                at: path, "this is a file, and palettec makes a folder of \(Self.wording(option).title) here; move it")
        case .duplicateLookupName(let duplicate):
            return Self.error(
                at: duplicate.foreignPath,
                Self.clash(duplicate) + Self.remedy(duplicate.obstacle))
        case .linkedDuplicate(let duplicate):
            return Self.error(
                at: duplicate.foreignPath,
                Self.clash(duplicate)
                    + "it is a symbolic link, or lies in one, and palettec removes nothing through a link, which may lead to another color: "
                    + "remove the link, or rename the color in the palette")
        }
    }

    private static func remedy(_ obstacle: CatalogDuplicate.Obstacle?) -> String {
        let rename = "remove it in Xcode, or rename the color in the palette"
        switch obstacle {
        case nil:
            return "it holds the same colors, as a color set palettec imported does: run generate with "
                + "\(PalettecInvocation.Option.replaceImported.flag) to let palettec's take its place, or rename the color in the palette"
        case .otherColors?:
            return "it holds other colors than palettec's, so palettec will not replace it: " + rename
        case .inexpressible(let parts)?:
            return "palettec's colors cannot express its \(CommentText.singleLine(parts.joined(separator: " and "))), "
                + "so palettec will not replace it: " + rename
        case .leadsOutOfCatalog?:
            return
                "it, or its Contents.json, is a symbolic link that leads out of the catalog, which palettec neither reads nor "
                + "writes through, so palettec will not replace it: remove the link, or rename the color in the palette"
        }
    }

    private static func clash(_ duplicate: CatalogDuplicate) -> String {
        "this color set, which palettec did not write, is looked up as '\(CommentText.singleLine(duplicate.lookupName))', "
            + "and so is \(CommentText.singleLine(duplicate.palettecPath)), which palettec writes: Xcode would find two colors by one name; "
    }

    /// The words of the format whose folder `option` names.
    private static func wording(_ option: PalettecInvocation.Option) -> OutputWording {
        (OutputRegistry.format(for: option) ?? OutputRegistry.formats[0]).folder.wording
    }

    private static func error(at path: String, _ message: String) -> Diagnostic {
        .error(message, at: .whole(path))
    }

    /// `a.yml`, `a.yml and b.yml`, `a.yml, b.yml and 3 more`
    private static func list(_ sources: [String]) -> String {
        let shown = sources.prefix(2)
        let rest = sources.count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more" }
        return shown.joined(separator: " and ")
    }
}
