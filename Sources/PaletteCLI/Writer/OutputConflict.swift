import PaletteCore

/// Something in the output folder that palettec must not change, in the way of a file it would write.
/// While there is one, nothing is written.
enum OutputConflict: Equatable {
    /// A file palettec did not write where it would write one, in the folder `option` names. `path`
    /// includes the folder.
    case notPalettec(path: String, option: OutputOption)
    /// A palettec file generated from sources this run does not read.
    case otherInputs(path: String, sources: [String], option: OutputOption)
    /// A folder where palettec writes a file.
    case folder(path: String)
    /// A file whose owner could not be told, because it could not be read.
    case unreadable(path: String, reason: String)
    /// Two names that are one on a case-insensitive file system.
    case sameNameButCase(path: String, palettecName: String, bothGenerated: Bool)
    /// The output folder (or catalog), named by `option`, is something other than a folder.
    case outputNotAFolder(path: String, option: OutputOption)
    /// The output folder's path runs through `file` as if it were a folder.
    case outputInsideAFile(path: String, file: String, option: OutputOption)
    /// A symbolic link inside a nested output (an asset catalog), where palettec would write through it.
    case symbolicLink(path: String, option: OutputOption)
    /// A file where palettec makes a folder of a nested output.
    case fileWhereFolderGoes(path: String, option: OutputOption)
    /// A color set palettec did not write, looked up by a name palettec's also answers to.
    case foreignDuplicate(OutputDuplicate)
    /// A replaceable duplicate that is, or lies in, a symbolic link: palettec removes nothing through one.
    case linkedDuplicate(OutputDuplicate)

    var diagnostic: Diagnostic {
        switch self {
        case .notPalettec(let path, let option):
            return Self.error(at: path, Self.wording(option).notPalettec(path))
        case .otherInputs(let path, let sources, let option):
            return Self.error(at: path, Self.wording(option).otherInputs(Self.list(sources)))
        case .folder(let path):
            return Self.error(
                at: path,
                "this is a folder, and palettec writes a file here; move the folder or choose another "
                    + "\(PalettecInvocation.Option.output.flag)"
            )
        case .unreadable(let path, let reason):
            return Self.error(
                at: path,
                "could not read this file to tell whether palettec wrote it: \(reason); make it readable, or move it")
        case .sameNameButCase(let path, let name, bothGenerated: true):
            return Self.error(
                at: path,
                "palettec would write both this and \(name), which differ only by case and are one file on "
                    + "case-insensitive file systems "
                    + "(macOS, Windows); rename one of the palettes")
        case .sameNameButCase(let path, let name, bothGenerated: false):
            return Self.error(
                at: path,
                "this differs only by case from \(name), which palettec writes here; they are one file on "
                    + "case-insensitive file systems "
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
        case .foreignDuplicate(let duplicate):
            return Self.error(at: duplicate.foreignPath, duplicate.inTheWay)
        case .linkedDuplicate(let duplicate):
            return Self.error(at: duplicate.foreignPath, duplicate.throughLink)
        }
    }

    /// The words of the format whose folder `option` names.
    private static func wording(_ option: OutputOption) -> OutputWording {
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
