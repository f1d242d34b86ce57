/// Which color set answers to which `UIColor(named:)` name: its own name after the names of the
/// enclosing folders that provide a namespace. The catalog's own folder never provides one.
enum CatalogLookupNames {
    package struct Entry: Sendable {
        package var lookupName: String
        package var colorSet: CatalogColorSet
    }

    /// Every color set in the catalog, depth first, with its lookup name.
    static func colorSets(in catalog: CatalogFolder) -> [Entry] {
        var entries: [Entry] = []
        collect(catalog, prefix: [], into: &entries)
        return entries
    }

    private static func collect(_ folder: CatalogFolder, prefix: [String], into entries: inout [Entry]) {
        for member in folder.members {
            switch member {
            case .colorSet(let colorSet):
                entries.append(Entry(lookupName: (prefix + [colorSet.name]).joined(separator: "/"), colorSet: colorSet))
            case .folder(let nested):
                var ignored: [Diagnostic] = []
                let namespace = CatalogReading.providesNamespace(nested, diagnostics: &ignored)
                collect(nested, prefix: prefix + (namespace ? [nested.name] : []), into: &entries)
            }
        }
    }
}

extension CatalogFolder {
    /// The catalog palettec writes, from its rendered files (paths relative to the catalog, each folder's
    /// `Contents.json` before its members, as `AssetCatalogRenderer` makes them), to read as a catalog on disk is.
    package init(rendered files: [RenderedFile], name: String, path: String) {
        self.init(name: name, path: path, contents: nil, members: [])
        for file in files {
            insert(Array(file.path.split(separator: "/").map(String.init)), bytes: Array(file.contents.utf8))
        }
    }

    private mutating func insert(_ parts: [String], bytes: [UInt8]) {
        guard let first = parts.first else { return }
        if parts.count == 1 {
            if first == AssetCatalogLayout.contentsFileName { contents = bytes }
            return
        }
        let childPath = path + "/" + first
        if first.hasSuffix(AssetCatalogLayout.colorSetExtension), parts.count == 2 {
            members.append(
                .colorSet(
                    CatalogColorSet(
                        name: String(first.dropLast(AssetCatalogLayout.colorSetExtension.count)),
                        path: childPath, contents: bytes)))
            return
        }
        let index =
            members.firstIndex { member in
                if case .folder(let folder) = member { return folder.name == first }
                return false
            }
            ?? {
                members.append(.folder(CatalogFolder(name: first, path: childPath, contents: nil, members: [])))
                return members.count - 1
            }()
        guard case .folder(var folder) = members[index] else { return }
        folder.insert(Array(parts.dropFirst()), bytes: bytes)
        members[index] = .folder(folder)
    }
}
