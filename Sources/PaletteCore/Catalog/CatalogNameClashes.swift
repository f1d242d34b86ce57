/// Names that are fine alone but clash with another: two folders one case-insensitive file system
/// holds as one, and two colors that Xcode would look up by the same name. Each clash is an error
/// at every name in it, with a note at each of the others.
enum CatalogNameClashes {
    /// Members of one folder whose folder names differ only by case or Unicode normalization
    /// (`Text` and `text`): on a default macOS volume they are one folder.
    static func caseClashes(in folder: String, _ members: [CatalogFolderName]) -> [Diagnostic] {
        // Swift strings compare by canonical equivalence, so `é` and `e` + U+0301 fall together too.
        clashes(members, by: { $0.folderName.lowercased() }).flatMap { group in
            group.indices.map { index in
                let member = group[index], others = group.enumerated().filter { $0.offset != index }.map(\.element)
                let names = others.map { "'\($0.folderName.abbreviated)'" }.joined(separator: " and ")
                return Diagnostic.error(
                    "the \(member.kind.word) '\(member.name.abbreviated)' would be the folder '\(member.folderName.abbreviated)' "
                        + "in \(folder), and \(names) would be the same folder on a case-insensitive file system "
                        + "(the macOS default); rename one of them",
                    at: member.location,
                    notes: others.map { Diagnostic.Note("the \($0.kind.word) '\($0.name.abbreviated)' is here", at: $0.location) })
            }
        }
    }

    /// Colors with one lookup name, possible through `namespace: false` and across palettes: Xcode
    /// refuses two assets of one name, and `UIColor(named:)` could find only one of them.
    static func lookupClashes(_ colors: [ColorEntry]) -> [Diagnostic] {
        clashes(colors, by: \.assetName).flatMap { group in
            group.indices.map { index in
                let color = group[index], others = group.enumerated().filter { $0.offset != index }.map(\.element)
                let count = others.count == 1 ? "another color" : "\(others.count) other colors"
                return Diagnostic.error(
                    "the color '\(color.name.abbreviated)' and \(count) would all be looked up in the asset catalog as "
                        + "'\(color.assetName.abbreviated)'; rename one of them, or set 'namespace: true' on a group or "
                        + "palette that holds it, so that its folder prefixes the name",
                    at: color.location,
                    notes: others.map { Diagnostic.Note("the other color '\($0.name.abbreviated)' is here", at: $0.location) })
            }
        }
    }

    /// The groups of more than one item with equal keys, in the order their first items come.
    private static func clashes<Item, Key: Hashable>(_ items: [Item], by key: (Item) -> Key) -> [[Item]] {
        var groups: [Key: [Item]] = [:]
        var order: [Key] = []
        for item in items {
            let itemKey = key(item)
            if groups[itemKey] == nil { order.append(itemKey) }
            groups[itemKey, default: []].append(item)
        }
        return order.compactMap { groups[$0]!.count > 1 ? groups[$0] : nil }
    }
}
