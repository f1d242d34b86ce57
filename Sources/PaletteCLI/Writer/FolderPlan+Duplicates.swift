import PaletteCore

/// Color sets in the catalog that palettec did not write but that answer to a lookup name palettec's
/// also answer to: the color sets `import` read, until palettec's take their place. Each is in the way,
/// unless `generate --replace-imported` may remove it because it holds exactly palettec's colors; the
/// imported folders that then hold nothing but their own `Contents.json` go with them. Nothing is
/// removed through a symbolic link: a color set that is one, or lies in a folder that is one, is
/// never replaceable, and is found so before anything is removed.
extension FolderPlan {
    mutating func settle(_ duplicates: [CatalogDuplicate], replacingImported: Bool) {
        var removedFolders: Set<String> = []
        for duplicate in duplicates {
            let folder = PathSpelling.relative(duplicate.foreignPath, to: self.folder)
            let contents = folder + "/" + AssetCatalogLayout.contentsFileName
            if replacingImported, duplicate.isReplaceable, leadsThroughLink(contents) {
                conflicts.append(.linkedDuplicate(duplicate))
                continue
            }
            guard replacingImported, duplicate.isReplaceable,
                (try? FileSystem.entries(of: duplicate.foreignPath)) == [AssetCatalogLayout.contentsFileName],
                let current = try? FileSystem.bytesIfPresent(at: path(contents))
            else {
                conflicts.append(.duplicateLookupName(duplicate))
                continue
            }
            changes.append(.remove(path: contents, current: current))
            changes.append(.removeFolder(path: folder))
            removedFolders.insert(folder)
        }
        removeEmptiedFolders(above: removedFolders)
        changes.sort { $0.path < $1.path }
    }

    /// The folders above the replaced color sets, deepest first, that hold nothing else but their own
    /// `Contents.json` once those are gone, and into which palettec writes nothing.
    private mutating func removeEmptiedFolders(above removed: Set<String>) {
        var removed = removed
        let candidates = Set(removed.flatMap(NestedSweep.folders(above:)))
        // Looked up once, not searched for each candidate: a catalog may hold as many folders as colors.
        let changed = Set(changes.map(\.path))
        let keptFolders = Set(
            (changes.compactMap { $0.written != nil ? $0.path : nil } + unchanged).flatMap(NestedSweep.folders(above:))
        )
        for folder in candidates.sorted(by: { $0.split(separator: "/").count > $1.split(separator: "/").count }) {
            let contents = folder + "/" + AssetCatalogLayout.contentsFileName
            guard !leadsThroughLink(contents), let entries = try? FileSystem.entries(of: path(folder)),
                entries.allSatisfy({ $0 == AssetCatalogLayout.contentsFileName || removed.contains(folder + "/" + $0) }
                ),
                !changed.contains(contents), !keptFolders.contains(folder)
            else { continue }
            if entries.contains(AssetCatalogLayout.contentsFileName) {
                guard let current = try? FileSystem.bytesIfPresent(at: path(contents)) else { continue }
                changes.append(.remove(path: contents, current: current))
            }
            changes.append(.removeFolder(path: folder))
            removed.insert(folder)
        }
    }

    /// Whether `relative` (inside the output folder), or a folder on the way to it, is a symbolic link.
    private func leadsThroughLink(_ relative: String) -> Bool {
        var partial = ""
        for name in relative.split(separator: "/") {
            partial = partial.isEmpty ? String(name) : partial + "/" + name
            if FileSystem.isSymbolicLink(path(partial)) { return true }
        }
        return false
    }
}

/// Finds the duplicates: the catalog on disk is walked as `import` walks it, but for the color sets
/// palettec writes, which are not read again.
enum CatalogDuplicateSearch {
    static func find(_ files: [RenderedFile], in catalog: String) -> [CatalogDuplicate] {
        guard (try? FileSystem.kind(of: catalog)) == .folder else { return [] }
        let produced = Set(
            files.map(\.path).filter {
                $0.hasSuffix(AssetCatalogLayout.colorSetExtension + "/" + AssetCatalogLayout.contentsFileName)
            }
            .map(PathSpelling.folder(of:)))
        let request = CatalogFolder.treeRequest(root: catalog, skipping: produced, listingLeadingOut: true)
        guard let onDisk = FolderTreeWalker.walk(request).tree.map(CatalogFolder.init) else { return [] }
        let written = CatalogFolder(rendered: files, name: onDisk.name, path: onDisk.path)
        return CatalogDuplicates.find(in: onDisk, written: written)
    }
}
