/// The folder a palette, group or color becomes in the catalog, and why its name could not be one.
///
/// palettec must never write outside the catalog or write something Xcode reads differently, so a
/// name is checked before any file is made from it. Messages say what goes wrong and what to write.
struct CatalogFolderName {
    enum Kind {
        case palette, group, color
    }

    var kind: Kind
    /// The name as written: the palette's name, or the key.
    var name: String
    var location: SourceLocation

    /// The folder's name on disk: the name itself, or `<key>.colorset` for a color.
    var folderName: String {
        kind == .color ? name + AssetCatalogLayout.colorSetExtension : name
    }

    /// The most bytes in one file name on APFS and HFS+.
    static let maximumFileNameBytes = 255

    /// Why this name cannot be a folder, as a message; nil when it can.
    var problem: String? {
        let what = "\(kind.word) '\(name.abbreviated)'"
        if name.isEmpty {
            return "the \(kind.word) has an empty name, and the asset catalog has no folder without one; give it a name"
        }
        if let hidden = name.unicodeScalars.first(where: InvisibleScalars.needsEscape) {
            return
                "the \(what) has the invisible character U+\(String(hidden.value, radix: 16, uppercase: true)) in its "
                + "name, "
                + "which cannot name a folder in the asset catalog safely; remove it"
        }
        if name.contains("/") {
            return
                "the \(what) has '/' in its name, which separates folders in the asset catalog; rename it without '/' "
                + "(to nest it in a folder, put it in a group)"
        }
        if name.contains(":") {
            return
                "the \(what) has ':' in its name, which macOS file names cannot hold (Finder shows it as '/'); rename "
                + "it without ':'"
        }
        if name == "." || name == ".." {
            return
                "the \(kind.word) is named '\(name)', which names a folder that already exists in every folder; rename "
                + "it"
        }
        if name.hasPrefix(".") {
            return
                "the \(what) starts with '.', which hides its folder, and Xcode ignores hidden folders in an asset "
                + "catalog; "
                + "rename it without the leading '.'"
        }
        if kind != .color, let period = periodProblem(what) { return period }
        let bytes = folderName.utf8.count
        if bytes > Self.maximumFileNameBytes {
            return "the \(what) would be the folder '\(folderName.abbreviated)', \(bytes) bytes long, "
                + "over the \(Self.maximumFileNameBytes) bytes a file name can have; shorten it"
        }
        return nil
    }

    /// A folder's name after its last '.' is its asset type: `Icons.imageset` is an image set, and
    /// Apple's Asset Catalog Format Reference says no period can appear in a group's name.
    private func periodProblem(_ what: String) -> String? {
        guard name.contains(".") else { return nil }
        let undotted = String(name.map { $0 == "." ? "-" : $0 })
        if let type = AssetFolderType.type(ofFolderNamed: name) {
            return
                "the \(what) would be a folder that Xcode reads as \(type.description), not as a group, because its "
                + "name ends "
                + "in '.\(type.extension)'; rename it, for example to '\(undotted.abbreviated)'"
        }
        return
            "the \(what) has '.' in its name, and Xcode reads what follows the last '.' in a folder's name as the "
            + "asset "
            + "type (a group's name has no '.'); rename it, for example to '\(undotted.abbreviated)'"
    }
}

extension CatalogFolderName.Kind {
    var word: String {
        switch self {
        case .palette: return "palette"
        case .group: return "group"
        case .color: return "color"
        }
    }
}
