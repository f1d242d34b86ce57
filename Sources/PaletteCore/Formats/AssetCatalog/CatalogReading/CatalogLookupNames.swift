/// Which color set answers to which `UIColor(named:)` name: its own name after the names of the
/// enclosing folders that provide a namespace. The catalog's own folder never provides one.
enum CatalogLookupNames {
    struct Entry: Sendable {
        var lookupName: String
        var colorSet: CatalogColorSet
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
    init(rendered files: [RenderedFile], name: String, path: String) {
        let entries = files.map { file in
            RenderedEntry(parts: file.path.split(separator: "/").map(String.init)[...], file: file)
        }
        self = Self.folder(name: name, path: path, entries)
    }

    private struct RenderedEntry {
        var parts: ArraySlice<String>
        var file: RenderedFile
    }

    /// The folder holding `entries` (paths relative to it): its files are sorted into its folders in one
    /// pass, then each folder is made once, so the work grows with the number of files, not its square.
    private static func folder(name: String, path: String, _ entries: [RenderedEntry]) -> CatalogFolder {
        enum Slot {
            case colorSet(CatalogColorSet)
            case folder(Int)
        }
        var folder = CatalogFolder(name: name, path: path, contents: nil, members: [])
        var slots: [Slot] = []
        var nested: [(name: String, entries: [RenderedEntry])] = []
        var nestedIndex: [String: Int] = [:]
        for entry in entries {
            guard let first = entry.parts.first else { continue }
            if entry.parts.count == 1 {
                if first == AssetCatalogLayout.contentsFileName { folder.contents = Array(entry.file.contents.utf8) }
                continue
            }
            if first.hasSuffix(AssetCatalogLayout.colorSetExtension), entry.parts.count == 2 {
                slots.append(
                    .colorSet(
                        CatalogColorSet(
                            name: String(first.dropLast(AssetCatalogLayout.colorSetExtension.count)),
                            path: path + "/" + first, contents: Array(entry.file.contents.utf8))))
                continue
            }
            let index =
                nestedIndex[first]
                ?? {
                    nested.append((first, []))
                    slots.append(.folder(nested.count - 1))
                    nestedIndex[first] = nested.count - 1
                    return nested.count - 1
                }()
            nested[index].entries.append(RenderedEntry(parts: entry.parts.dropFirst(), file: entry.file))
        }
        folder.members = slots.map { slot in
            switch slot {
            case .colorSet(let colorSet): return .colorSet(colorSet)
            case .folder(let index):
                return .folder(
                    Self.folder(name: nested[index].name, path: path + "/" + nested[index].name, nested[index].entries))
            }
        }
        return folder
    }
}
