import PaletteCore

/// Something in the output folder that palettec must not change, in the way of a file it would write.
/// While there is one, nothing is written.
enum OutputConflict: Equatable {
    /// A file palettec did not write where it would write one. `path` includes the output folder.
    case notPalettec(path: String)
    /// A palettec file generated from sources this run does not read.
    case otherInputs(path: String, sources: [String])
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
    /// An asset catalog's `Contents.json` that palettec did not write, or that Xcode saved since.
    case notPalettecCatalogFile(path: String)
    /// A symbolic link inside an asset catalog, where palettec would write through it.
    case symbolicLink(path: String)
    /// A file where palettec makes a folder of the asset catalog.
    case fileWhereFolderGoes(path: String)
    /// A color set palettec did not write, looked up by a name palettec's also answers to.
    case duplicateLookupName(CatalogDuplicate)

    var message: String {
        switch self {
        case .notPalettec(let path) where path.hasSuffix("/" + ManifestRenderer.fileName) || path == ManifestRenderer.fileName:
            return StandardError.fileError(path,
                "palettec did not write this file (it does not start with palettec's \"generator\" field), so it will not overwrite it; "
                    + "move or rename it, or choose another --output (a manifest written by a palettec older than that field can be deleted)")
        case .notPalettec(let path):
            return StandardError.fileError(path,
                "palettec did not write this file (its first line is not palettec's header), so it will not overwrite it; "
                    + "move or rename it, or choose another --output")
        case .otherInputs(let path, let sources):
            return StandardError.fileError(path,
                "the folder holds output generated from \(Self.list(sources)), which this run does not read, and this file would be overwritten; "
                    + "give each input its own --output, or read them all in one run")
        case .folder(let path):
            return StandardError.fileError(path, "this is a folder, and palettec writes a file here; move the folder or choose another --output")
        case .unreadable(let path, let reason):
            return StandardError.fileError(path,
                "could not read this file to tell whether palettec wrote it: \(reason); make it readable, or move it")
        case .sameNameButCase(let path, let name, bothGenerated: true):
            return StandardError.fileError(path,
                "palettec would write both this and \(name), which differ only by case and are one file on case-insensitive file systems "
                    + "(macOS, Windows); rename one of the palettes")
        case .sameNameButCase(let path, let name, bothGenerated: false):
            return StandardError.fileError(path,
                "this differs only by case from \(name), which palettec writes here; they are one file on case-insensitive file systems "
                    + "(macOS, Windows); rename or move it")
        case .outputNotAFolder(let path, let option):
            return StandardError.fileError(path, "this is not a folder, and palettec writes its files into a folder here; choose another \(option.flag)")
        case .outputInsideAFile(let path, let file, let option):
            return StandardError.fileError(path, "\(CommentText.singleLine(file)) is a file, so this folder cannot be made inside it; "
                + "choose another \(option.flag)")
        case .notPalettecCatalogFile(let path):
            return StandardError.fileError(path,
                "palettec did not write this file (its \"author\" is not palettec: it was made, or edited and saved, in Xcode or "
                    + "by another tool), so it will not overwrite it; delete its folder to let palettec write it again, or rename "
                    + "the palette color or group")
        case .symbolicLink(let path):
            return StandardError.fileError(path,
                "this is a symbolic link inside the asset catalog, where palettec would write; it writes only real files and "
                    + "folders there: replace the link, or choose another --asset-catalog")
        case .fileWhereFolderGoes(let path):
            return StandardError.fileError(path, "this is a file, and palettec makes a folder of the asset catalog here; move it")
        case .duplicateLookupName(let duplicate):
            let clash = "this color set, which palettec did not write, is looked up as '\(CommentText.singleLine(duplicate.lookupName))', "
                + "and so is \(CommentText.singleLine(duplicate.palettecPath)), which palettec writes: Xcode would find two colors by one name; "
            return StandardError.fileError(duplicate.foreignPath, clash + (duplicate.isReplaceable
                ? "it holds the same colors, as a color set palettec imported does: run generate with "
                    + "\(PalettecInvocation.Option.replaceImported.flag) to let palettec's take its place, or rename the color in the palette"
                : "it holds other colors than palettec's, or entries palettec's colors cannot express, so palettec will not replace it: "
                    + "remove it in Xcode, or rename the color in the palette"))
        }
    }

    /// `a.yml`, `a.yml and b.yml`, `a.yml, b.yml and 3 more`
    private static func list(_ sources: [String]) -> String {
        let shown = sources.prefix(2)
        let rest = sources.count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more" }
        return shown.joined(separator: " and ")
    }
}
