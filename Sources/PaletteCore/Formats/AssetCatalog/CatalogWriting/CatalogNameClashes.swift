/// Names that are fine alone but clash with another: two folders one case-insensitive file system
/// holds as one, and two colors that Xcode would look up by the same name. Each clash is an error
/// at every name in it, with a note at each of the others.
enum CatalogNameClashes {
    /// Members of one folder whose folder names differ only by case or Unicode normalization
    /// (`Text` and `text`): on a default macOS volume they are one folder.
    static func caseClashes(in folder: String, _ members: [CatalogFolderName]) -> [Diagnostic] {
        // Swift strings compare by canonical equivalence, so `é` and `e` + U+0301 fall together too.
        Clashes.errors(
            members, clashingBy: { $0.folderName.lowercased() }, at: \.location,
            message: { member, others in
                "the \(member.kind.word) '\(member.name.abbreviated)' would be the folder "
                    + "'\(member.folderName.abbreviated)' "
                    + "in \(folder), and \(others.map { "'\($0.folderName.abbreviated)'" }.joined(separator: " and ")) "
                    + "would be "
                    + "the same folder on a case-insensitive file system (the macOS default); rename one of them"
            }, note: { "the \($0.kind.word) '\($0.name.abbreviated)' is here" })
    }

    /// Colors with one lookup name, possible through `namespace: false` and across palettes: Xcode
    /// refuses two assets of one name, and `UIColor(named:)` could find only one of them.
    static func lookupClashes(_ colors: [ColorEntry]) -> [Diagnostic] {
        Clashes.errors(
            colors, clashingBy: \.assetName, at: \.location,
            message: { color, others in
                "the color '\(color.name.abbreviated)' and "
                    + "\(others.count == 1 ? "another color" : "\(others.count) other colors") "
                    + "would all be looked up in the asset catalog as '\(color.assetName.abbreviated)'; rename one of "
                    + "them, "
                    + "or set \(GroupKey.namespace.quoted("true")) on a group or palette that holds it, so that its "
                    + "folder prefixes the name"
            }, note: { "the other color '\($0.name.abbreviated)' is here" })
    }
}
