import PaletteCore

/// Folders of a nested output that palettec did not write but that stand for its own (a catalog's color
/// sets that `import` read, until palettec's take their place). Each is in the way, unless `generate
/// --replace-imported` may remove it because it holds exactly palettec's colors; the imported folders that
/// then hold nothing but their own contents file go with them. Nothing is removed through a symbolic link:
/// a folder that is one, or lies in a folder that is one, is never replaceable, and is found so before
/// anything is removed.
extension FolderPlan {
    mutating func settle(_ duplicates: [OutputDuplicate], layout: NestedLayout, replacingImported: Bool) {
        var removedFolders: Set<String> = []
        for duplicate in duplicates {
            let folder = PathSpelling.relative(duplicate.foreignPath, to: self.folder)
            let contents = folder + "/" + layout.contentsFile
            if replacingImported, duplicate.isReplaceable, leadsThroughLink(contents) {
                conflicts.append(.linkedDuplicate(duplicate))
                continue
            }
            guard replacingImported, duplicate.isReplaceable,
                (try? FileSystem.entries(of: duplicate.foreignPath)) == [layout.contentsFile],
                let current = try? FileSystem.bytesIfPresent(at: path(contents))
            else {
                conflicts.append(.foreignDuplicate(duplicate))
                continue
            }
            changes.append(.remove(path: contents, current: current))
            changes.append(.removeFolder(path: folder))
            removedFolders.insert(folder)
        }
        removeEmptiedFolders(above: removedFolders, contentsFile: layout.contentsFile)
        changes.sort { $0.path < $1.path }
    }

    /// The folders above the replaced color sets, deepest first, that hold nothing else but their own
    /// `Contents.json` once those are gone, and into which palettec writes nothing.
    private mutating func removeEmptiedFolders(above removed: Set<String>, contentsFile: String) {
        var removed = removed
        let candidates = Set(removed.flatMap(NestedSweep.folders(above:)))
        // Looked up once, not searched for each candidate: a catalog may hold as many folders as colors.
        let changed = Set(changes.map(\.path))
        let keptFolders = Set(
            (changes.compactMap { $0.written != nil ? $0.path : nil } + unchanged).flatMap(NestedSweep.folders(above:))
        )
        for folder in candidates.sorted(by: { $0.split(separator: "/").count > $1.split(separator: "/").count }) {
            let contents = folder + "/" + contentsFile
            guard !leadsThroughLink(contents), let entries = try? FileSystem.entries(of: path(folder)),
                entries.allSatisfy({ $0 == contentsFile || removed.contains(folder + "/" + $0) }
                ),
                !changed.contains(contents), !keptFolders.contains(folder)
            else { continue }
            if entries.contains(contentsFile) {
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

/// Finds a nested output's foreign duplicates: the folder on disk read as its format asks.
enum ForeignDuplicates {
    static func find(_ files: [RenderedFile], in folder: String, search: ForeignDuplicateSearch) -> [OutputDuplicate] {
        guard (try? FileSystem.kind(of: folder)) == .folder,
            let onDisk = FolderTreeWalker.walk(search.request(folder, files)).tree
        else { return [] }
        return search.find(files, onDisk)
    }
}
