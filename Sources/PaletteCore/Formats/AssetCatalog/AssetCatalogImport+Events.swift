extension AssetCatalogImport {
    /// What the walk met, worded for a catalog: warnings, then errors, each in walk order.
    static func diagnostics(_ events: [FolderTreeEvent]) -> [Diagnostic] {
        let all = events.map(diagnostic)
        return all.filter { $0.severity != .error } + all.filter { $0.severity == .error }
    }

    private static let leadsOut = "this symbolic link leads out of the catalog; it is not read"

    private static func diagnostic(_ found: FolderTreeEvent) -> Diagnostic {
        let place = SourceLocation.whole(found.path)
        switch found.event {
        case .tooDeep(let limit):
            return .error("folders are nested more than \(limit) deep here; palettec does not read further", at: place)
        case .leafNotFolder(let isFile):
            return .warning(
                "a colorset is a folder, and this is "
                    + (isFile
                        ? "a file; it is not imported" : "a FIFO, socket or device; it is not opened, nor imported"),
                at: place)
        case .stray(let isFile):
            return .warning(
                isFile
                    ? "a catalog holds folders and their Contents.json; this file is not read"
                    : "this is a FIFO, socket or device, which no catalog holds; it is not opened", at: place)
        case .strayInLeaf(let isLeaf):
            return .warning(
                isLeaf
                    ? "a colorset inside another colorset is not imported, since a colorset holds only its "
                        + "Contents.json; "
                        + "move it out to import it"
                    : "a colorset holds only its Contents.json; this is not read", at: place)
        case .loop:
            return .warning("this symbolic link leads back into a folder being read; it is not read again", at: place)
        case .leadsOut(let where_):
            switch where_ {
            case .leaf: return .warning(leadsOut + ", so this colorset is not imported", at: place)
            case .folder: return .warning(leadsOut + ", so the folder provides no namespace", at: place)
            case .entry, .root: return .warning(leadsOut, at: place)
            }
        case .leafWithoutDescription:
            return .error(
                "this colorset has no Contents.json, so it has no color; remove it, or set its color in Xcode",
                at: place)
        case .tooLarge(let count, let limit, let of):
            return .error(
                "the file has \(count) bytes, more than \(of == .leaf ? "a colorset" : "a folder")'s "
                    + "Contents.json ever needs (\(limit)); palettec does not read it", at: place)
        case .unreadable(let reason, let what):
            let message: String
            switch what {
            case .root: message = "could not read the catalog"
            case .listing: message = "could not list this folder"
            case .entry: message = "could not read this"
            case .leafDescription: message = "could not read the colorset"
            case .folderDescription: message = "could not read the folder's Contents.json"
            }
            return .error("\(message): \(reason)", at: place)
        }
    }
}
