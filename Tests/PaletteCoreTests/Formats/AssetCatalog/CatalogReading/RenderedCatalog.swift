@testable import PaletteCore

/// The files `AssetCatalogRenderer` writes, as the tree `palettec import` reads from disk: what the
/// catalog would be once written, without writing it.
enum RenderedCatalog {
    static func folder(_ files: [RenderedFile], name: String = "Written.xcassets") -> CatalogFolder {
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, Array($0.contents.utf8)) })
        return folder(at: "", name: name, path: name, contents: contents)
    }

    private static func folder(
        at prefix: String, name: String, path: String, contents: [String: [UInt8]]
    ) -> CatalogFolder {
        let own = prefix + AssetCatalogLayout.contentsFileName
        let childNames = Set(
            contents.keys.filter { $0.hasPrefix(prefix) && $0 != own }.compactMap {
                $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
            })
        let members = childNames.sorted().map { child -> CatalogFolder.Member in
            let childPath = path + "/" + child
            if child.hasSuffix(AssetCatalogLayout.colorSetExtension) {
                return .colorSet(
                    CatalogColorSet(
                        name: String(child.dropLast(AssetCatalogLayout.colorSetExtension.count)), path: childPath,
                        contents: contents[prefix + child + "/" + AssetCatalogLayout.contentsFileName] ?? []))
            }
            return .folder(folder(at: prefix + child + "/", name: child, path: childPath, contents: contents))
        }
        return CatalogFolder(name: name, path: path, contents: contents[own], members: members)
    }
}
