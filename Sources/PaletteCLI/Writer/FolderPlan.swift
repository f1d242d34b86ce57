import PaletteCore

/// What the output folder holds compared with what palettec would write there, and what stands in the
/// way. Holds the current bytes of every file it would change, so a failed write can be undone.
struct FolderPlan {
    enum Change {
        case create(RenderedFile)
        /// A file whose bytes change: its new text was rendered while it was compared.
        case update(path: String, new: ChangedText, current: [UInt8])
        /// A file this run generated earlier that nothing produces now.
        case remove(path: String, current: [UInt8])
        /// A folder of an asset catalog this run generated earlier, empty once its stale files are gone.
        case removeFolder(path: String)

        var path: String {
            switch self {
            case .create(let file): return file.path
            case .update(let path, _, _), .remove(let path, _), .removeFolder(let path): return path
            }
        }

        var isFolder: Bool {
            if case .removeFolder = self { return true }
            return false
        }

        /// The file written, and what it replaces (nil: nothing); nil for a removal.
        var written: (contents: NewContents, previous: [UInt8]?)? {
            switch self {
            case .create(let file): return (.rendering(file), nil)
            case .update(_, let new, let current): return (.changed(new), current)
            case .remove, .removeFolder: return nil
            }
        }
    }

    /// The output folder, as the user spelled it (tidied).
    var folder: String
    /// The option that names it, for messages: `--output`, or `--asset-catalog`, and its format's wording.
    var option = OutputRegistry.swiftCodeOption
    var changes: [Change] = []
    var unchanged: [String] = []
    /// While there is one, nothing may be written.
    var conflicts: [OutputConflict] = []

    var isUpToDate: Bool { changes.isEmpty }

    /// The changes as messages list them: a file inside a folder that goes is not listed apart.
    var reportedChanges: [Change] {
        let removedFolders = Set(changes.compactMap { $0.isFolder ? $0.path : nil })
        guard !removedFolders.isEmpty else { return changes }
        // Each change's folders looked up, not every removed folder tried as a prefix of every change:
        // a catalog's stale color sets are as many folders as changes.
        return changes.filter { change in
            !NestedSweep.folders(above: change.path).contains(where: removedFolders.contains)
        }
    }

    /// `name` in the output folder, as messages show it.
    func path(_ name: String) -> String { PathSpelling.join(folder, name) }

    /// The plan for a format's folder, by its layout. A flat folder's earlier files of the format's kind
    /// that `files` no longer has are removed; `replacingImported` lets the format's foreign duplicates go.
    static func make(
        _ files: [RenderedFile], in folder: String, format: any OutputFormat, ownership: Ownership,
        replacingImported: Bool
    ) -> FolderPlan {
        switch format.folder.layout {
        case .flat(let isOwnKind):
            return make(
                files, in: folder, option: format.option, owner: format.owner(of:), ownership: ownership,
                isStaleCandidate: isOwnKind)
        case .nested(let layout):
            var plan = nested(files, at: folder, format: format, layout: layout)
            if let search = format.foreignDuplicates {
                plan.settle(
                    ForeignDuplicates.find(files, in: plan.folder, search: search), layout: layout,
                    replacingImported: replacingImported)
            }
            return plan
        }
    }

    /// One file or a few at paths a build system chose (`compile`, `support`), or palettes `import`
    /// writes: any file palettec wrote may be replaced, and nothing else in the folder is looked at.
    static func single(_ files: [RenderedFile], in folder: String) -> FolderPlan {
        make(
            files, in: folder, option: OutputRegistry.swiftCodeOption, owner: OutputRegistry.anyOwner(of:),
            ownership: .anyPalettecFile,
            isStaleCandidate: nil)
    }

    /// `isStaleCandidate` names this run's earlier files that, when `files` no longer has them, are
    /// removed; nil: none is.
    private static func make(
        _ files: [RenderedFile], in folder: String, option: OutputOption,
        owner: ([UInt8]) -> OutputFileOwner, ownership: Ownership, isStaleCandidate: ((String) -> Bool)?
    ) -> FolderPlan {
        var plan = FolderPlan(folder: PathSpelling.tidy(folder), option: option)
        guard let entries = plan.listFolder() else { return plan }
        let folder = plan.folder
        let comparisons = Parallel.map(files, largestFirst: \.expectedBytes) { file in
            Result { () throws(FileSystemError) in
                try FileSystem.compare(PathSpelling.join(folder, file.path), with: file)
            }
        }
        for (file, comparison) in zip(files, comparisons) {
            let path = plan.path(file.path)
            plan.plan(file, comparison: comparison) { current in
                ownership.conflict(at: path, owner: owner(current), option: option).map { .conflict($0) } ?? .replace
            }
        }
        let produced = Set(files.map(\.path))
        let producedIgnoringCase = Dictionary(
            files.map { ($0.path.lowercased(), $0.path) }, uniquingKeysWith: { first, _ in first })
        for name in entries where !produced.contains(name) {
            if isStaleCandidate?(name) == true {
                plan.planRemoval(of: name, owner: owner, ownership: ownership)
            } else if let new = producedIgnoringCase[name.lowercased()], !plan.isSameFile(name, new) {
                // The same output under an older palettec's spelling (`brand.swift` for `Brand.swift`).
                plan.planRemoval(of: name, owner: owner, ownership: ownership)
            }
        }
        plan.conflicts += plan.caseConflicts(files, entries: entries)
        plan.changes.sort { $0.path < $1.path }
        return plan
    }

    /// The names in the output folder; none when it does not exist yet; nil (and a conflict) when it
    /// cannot be used.
    mutating func listFolder() -> [String]? {
        do throws(FileSystemError) {
            switch try FileSystem.kind(of: folder) {
            case .missing: return []
            case .folder: return try FileSystem.entries(of: folder)
            case .file, .special:
                conflicts.append(.outputNotAFolder(path: folder, option: option))
                return nil
            }
        } catch  where error.code == ENOTDIR {
            conflicts.append(.outputInsideAFile(path: folder, file: Self.fileAbove(folder), option: option))
            return nil
        } catch {
            conflicts.append(.unreadable(path: folder, reason: error.reason))
            return nil
        }
    }

    /// The file that a path runs through as if it were a folder (`notes.txt` in `notes.txt/out`).
    private static func fileAbove(_ path: String) -> String {
        var folder = PathSpelling.folder(of: path)
        while folder != "." && folder != "/" {
            if (try? FileSystem.kind(of: folder)) == .file { return folder }
            folder = PathSpelling.folder(of: folder)
        }
        return PathSpelling.folder(of: path)
    }

    /// What may happen to a file in the way whose bytes differ from the new ones.
    enum ExistingFile {
        case replace
        /// Leave it as it is: it serves as well.
        case keep
        case conflict(OutputConflict)
    }

    /// Plans `file`: created, unchanged, or, when its bytes differ, as `judge` decides.
    mutating func compare(_ file: RenderedFile, judge: ([UInt8]) -> ExistingFile) {
        let comparison = Result { () throws(FileSystemError) in try FileSystem.compare(path(file.path), with: file) }
        plan(file, comparison: comparison, judge: judge)
    }

    /// The same, with the file already compared with what is on disk.
    mutating func plan(
        _ file: RenderedFile, comparison: Result<FileSystem.Comparison, FileSystemError>,
        judge: ([UInt8]) -> ExistingFile
    ) {
        let path = path(file.path)
        do throws(FileSystemError) {
            // Only a file that changes is read whole: to judge whose it is, and to put back on failure.
            let (current, new): ([UInt8], ChangedText)
            switch try comparison.get() {
            case .missing: return changes.append(.create(file))
            case .same: return unchanged.append(file.path)
            case .different(let bytes, let text): (current, new) = (bytes, text)
            }
            switch judge(current) {
            case .replace: changes.append(.update(path: file.path, new: new, current: current))
            case .keep: unchanged.append(file.path)
            case .conflict(let conflict): conflicts.append(conflict)
            }
        } catch  where error.code == EISDIR {
            conflicts.append(.folder(path: path))
        } catch {
            conflicts.append(.unreadable(path: path, reason: error.reason))
        }
    }

    /// Only this run's own files are removed; anything else is left alone. palettec never writes a
    /// symbolic link, so one is never its file; a file that cannot be read cannot be told, and is in
    /// the way rather than kept in silence.
    private mutating func planRemoval(
        of name: String, owner: ([UInt8]) -> OutputFileOwner, ownership: Ownership
    ) {
        let path = path(name)
        guard !FileSystem.isSymbolicLink(path) else { return }
        do throws(FileSystemError) {
            guard try FileSystem.kind(of: path) == .file, let current = try FileSystem.bytesIfPresent(at: path),
                ownership.mayChange(owner(current))
            else { return }
            changes.append(.remove(path: name, current: current))
        } catch {
            conflicts.append(.unreadable(path: path, reason: error.reason))
        }
    }

    /// Whether two names reach one file, as they do on a case-insensitive file system.
    private func isSameFile(_ name: String, _ other: String) -> Bool {
        guard let here = FileSystem.identity(of: path(name)) else { return false }
        return here == FileSystem.identity(of: path(other))
    }

    /// Names that differ only by case are one file on macOS and Windows: two files this run writes, or
    /// one it writes and another file that stays (one it removes does not count).
    private func caseConflicts(_ files: [RenderedFile], entries: [String]) -> [OutputConflict] {
        var conflicts: [OutputConflict] = []
        var written: [String: String] = [:]
        for file in files {
            let key = file.path.lowercased()
            if let other = written[key], other != file.path {
                conflicts.append(.sameNameButCase(path: path(file.path), palettecName: other, bothGenerated: true))
            }
            written[key] = written[key] ?? file.path
        }
        let removed = Set(
            changes.compactMap { change -> String? in
                if case .remove(let path, _) = change { return path }
                return nil
            })
        for entry in entries where !removed.contains(entry) {
            guard let name = written[entry.lowercased()], name != entry else { continue }
            // On a case-insensitive file system the listing shows the one file under its stored name.
            if isSameFile(entry, name) { continue }
            conflicts.append(.sameNameButCase(path: path(entry), palettecName: name, bothGenerated: false))
        }
        return conflicts
    }
}

extension FolderPlan {
    /// Prints every conflict and ends the command (exit 1) when anything stands in the way.
    func failIfBlocked() throws {
        try Self.failIfBlocked(by: conflicts)
    }

    static func failIfBlocked(by conflicts: [OutputConflict]) throws {
        guard !conflicts.isEmpty else { return }
        StandardError.report(conflicts.map(\.diagnostic))
        throw CLIError.summary("palettec: \(StandardError.counted(conflicts.count, "error")); nothing was written")
    }
}
