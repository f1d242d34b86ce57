import PaletteCore

/// The plan for a nested layout (an asset catalog): the same rules as a flat folder, folders deeper.
/// palettec knows its own files by their bytes (a catalog's `Contents.json` by its author); it changes
/// or removes only those, never follows a symbolic link inside the folder, and leaves everything else
/// (a hand-made `AccentColor.colorset`, image sets, Xcode's own root `Contents.json`) as it is.
extension FolderPlan {
    static func nested(
        _ files: [RenderedFile], at folder: String, format: any OutputFormat, layout: NestedLayout
    ) -> FolderPlan {
        var plan = FolderPlan(folder: PathSpelling.tidy(folder), option: format.option)
        guard plan.listFolder() != nil else { return plan }
        for file in files {
            plan.compareNestedFile(file, format: format, layout: layout)
        }
        if (try? FileSystem.kind(of: plan.folder)) == .folder {
            var sweep = NestedSweep(produced: files.map(\.path), format: format, layout: layout)
            _ = sweep.visit("", in: &plan)
        }
        plan.changes.sort { $0.path < $1.path }
        return plan
    }

    /// One file of the folder: created, unchanged, replaced when palettec wrote it, or in the way.
    private mutating func compareNestedFile(_ file: RenderedFile, format: any OutputFormat, layout: NestedLayout) {
        for folder in NestedSweep.folders(above: file.path) {
            let path = path(folder)
            if FileSystem.isSymbolicLink(path) { return conflicts.append(.symbolicLink(path: path, option: option)) }
            switch try? FileSystem.kind(of: path) {
            case .folder: continue
            case .missing: return changes.append(.create(file))
            default: return conflicts.append(.fileWhereFolderGoes(path: path, option: option))
            }
        }
        if FileSystem.isSymbolicLink(path(file.path)) {
            return conflicts.append(.symbolicLink(path: path(file.path), option: option))
        }
        let path = path(file.path)
        let option = option
        compare(file) { current in
            if format.owner(of: current).isPalettec { return .replace }
            if layout.servesAsIs(file.path) { return .keep }
            return .conflict(.notPalettec(path: path, option: option))
        }
    }
}

/// Walks an existing nested folder, depth first, for what this run's earlier output left that nothing
/// produces now, and for names that collide with this run's on a case-insensitive file system.
struct NestedSweep {
    private let format: any OutputFormat
    private let layout: NestedLayout
    private let produced: Set<String>
    /// For each folder palettec writes into, the names it writes there.
    private let producedNames: [String: Set<String>]

    init(produced files: [String], format: any OutputFormat, layout: NestedLayout) {
        self.format = format
        self.layout = layout
        produced = Set(files)
        var names: [String: Set<String>] = [:]
        for file in files {
            var child = file
            for folder in Self.folders(above: file).reversed() + [""] {
                names[folder, default: []].insert(PathSpelling.name(of: child))
                child = folder
            }
        }
        producedNames = names
    }

    /// `a/b/c.colorset/Contents.json` → `a`, `a/b`, `a/b/c.colorset`.
    static func folders(above file: String) -> [String] {
        let parts = PathSpelling.components(file).dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }

    /// Plans the removals under `folder` (relative to the catalog); true when the folder itself is
    /// palettec's, stale, and would be left empty, so it can go too.
    mutating func visit(_ folder: String, in plan: inout FolderPlan) -> Bool {
        let entries: [String]
        do throws(FileSystemError) {
            entries = try FileSystem.entries(of: plan.path(folder))
        } catch {
            plan.conflicts.append(.unreadable(path: plan.path(folder), reason: error.reason))
            return false
        }
        let contentsFile = layout.contentsFile
        var ownContents: [UInt8]?
        var keepsOthers = false
        var removed: Set<String> = []
        for name in entries {
            let relative = folder.isEmpty ? name : folder + "/" + name
            let path = plan.path(relative)
            if name == contentsFile {
                if !folder.isEmpty, !produced.contains(relative), !FileSystem.isSymbolicLink(path),
                    let bytes = Self.contents(at: path, in: &plan), format.owner(of: bytes).isPalettec
                {
                    ownContents = bytes
                } else {
                    keepsOthers = true
                }
            } else if !FileSystem.isSymbolicLink(path), (try? FileSystem.kind(of: path)) == .folder,
                layout.mayHoldOwnFiles(name), visit(relative, in: &plan)
            {
                plan.changes.append(.removeFolder(path: relative))
                removed.insert(name)
            } else {
                keepsOthers = true
            }
        }
        plan.conflicts += caseCollisions(in: folder, entries: entries.filter { !removed.contains($0) }, plan: plan)
        guard !folder.isEmpty, producedNames[folder] == nil, let ownContents, !keepsOthers else { return false }
        plan.changes.append(.remove(path: folder + "/" + contentsFile, current: ownContents))
        return true
    }

    /// A `Contents.json` that may be palettec's stale file; one that cannot be read is in the way.
    private static func contents(at path: String, in plan: inout FolderPlan) -> [UInt8]? {
        do throws(FileSystemError) {
            return try FileSystem.bytesIfPresent(at: path)
        } catch {
            plan.conflicts.append(.unreadable(path: path, reason: error.reason))
            return nil
        }
    }

    /// Entries that differ only by case from a name palettec writes in the same folder.
    private func caseCollisions(in folder: String, entries: [String], plan: FolderPlan) -> [OutputConflict] {
        guard let written = producedNames[folder] else { return [] }
        let byLowercase = Dictionary(written.map { ($0.lowercased(), $0) }, uniquingKeysWith: min)
        return entries.compactMap { entry in
            guard let name = byLowercase[entry.lowercased()], name != entry else { return nil }
            let here = plan.path(folder.isEmpty ? entry : folder + "/" + entry)
            let ours = plan.path(folder.isEmpty ? name : folder + "/" + name)
            // On a case-insensitive file system the listing shows the one entry under its stored name.
            if let identity = FileSystem.identity(of: here), identity == FileSystem.identity(of: ours) { return nil }
            return .sameNameButCase(path: here, palettecName: ours, bothGenerated: false)
        }
    }
}
