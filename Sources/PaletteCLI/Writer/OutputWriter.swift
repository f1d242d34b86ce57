import PaletteCore

/// Applies output plans (the Swift folder, and the asset catalog when there is one) so that every file
/// is, at every moment, either its old bytes or its new ones, and the run as a whole happens entirely
/// or not at all as far as the file system allows:
/// 1. missing folders are made, and each new text is written to a temporary beside its destination and
///    flushed to disk; if any of these fails (a full disk, a file size limit), every temporary and new
///    folder goes and nothing has changed;
/// 2. each temporary is renamed over its destination, one atomic step; the old file is never moved aside;
/// 3. files and folders this run generated earlier that nothing produces now are removed.
/// If a step of 2 or 3 fails, everything already changed is put back, the same atomic way.
/// Files whose bytes do not change are never touched and keep their modification time; a replaced
/// file keeps its permission bits. The caller holds the folders' locks (`FolderLocks`), so no other
/// palettec run plans or writes there meanwhile.
struct OutputWriter {
    func apply(_ plan: FolderPlan) throws {
        try apply([plan])
    }

    func apply(_ plans: [FolderPlan]) throws {
        precondition(plans.allSatisfy(\.conflicts.isEmpty), "a plan with conflicts must not be applied")
        let plans = plans.filter { !$0.isUpToDate }
        guard !plans.isEmpty else { return }
        // A file size limit must fail the write (EFBIG), to be cleaned up, not kill the process midway.
        signal(SIGXFSZ, SIG_IGN)

        var journal = WriteJournal()
        let (staged, flush) = try stage(plans, journal: &journal)
        for (index, file) in staged.enumerated() {
            WriterTestHook.pauseBeforeRename()
            do throws(FileSystemError) {
                try FileSystem.move(file.temporary, over: file.destination)
            } catch {
                staged[index...].forEach { journal.discard(temporary: $0.temporary) }
                throw journal.failure(at: file.destination, "could not replace the file: \(error.reason)")
            }
            journal.record(
                .placed(file.destination, previous: file.previous, placed: FileSystem.identity(of: file.destination)))
        }
        for plan in plans {
            try removeStale(plan, journal: &journal)
        }
        let folders = Set(journal.touchedFolders + plans.map(\.folder)).sorted()
        if flush == .eachFile || !plans.allSatisfy({ FileSystem.flushFileSystem(containing: $0.folder) }) {
            folders.forEach(FileSystem.syncFolder)
        }
    }

    /// From this many new files on, each is left unflushed and their file system is flushed once: an
    /// asset catalog of 55,000 color sets waited minutes for as many flushes (issue #45). Fewer files are
    /// flushed one by one, so a small run waits for nothing else written to that file system.
    static let filesFlushedTogether = 64

    private struct StagedFile {
        var temporary: String
        var destination: String
        var previous: WriteJournal.Previous?
    }

    /// Step 1: the missing folders, then every new file as a flushed temporary, rendered side by side on
    /// the machine's cores. On failure none is left, the partial one included, and the new folders are
    /// gone; the first failure in plan order is the one reported.
    private func stage(
        _ plans: [FolderPlan], journal: inout WriteJournal
    ) throws -> (files: [StagedFile], flush: FileSystem.Flush) {
        var staged: [StagedFile] = []
        var files: [NewContents] = []
        for plan in plans {
            for change in plan.changes {
                guard let (contents, previous) = change.written else { continue }
                let destination = plan.path(change.path)
                let folder = PathSpelling.folder(of: destination)
                do throws(FileSystemError) {
                    try journal.makeFolder(folder)
                } catch {
                    throw journal.failure(at: error.path, "could not create the folder: \(error.reason)")
                }
                let temporary = PathSpelling.join(
                    folder, TemporaryFile.forThisProcess(PathSpelling.name(of: destination)).name)
                let kept = previous.map {
                    WriteJournal.Previous(bytes: $0, permissions: FileSystem.permissions(of: destination))
                }
                staged.append(StagedFile(temporary: temporary, destination: destination, previous: kept))
                files.append(contents)
            }
        }
        let flush: FileSystem.Flush = files.count >= Self.filesFlushedTogether ? .byCaller : .eachFile
        var writes = Parallel.map(Array(zip(staged, files)), largestFirst: \.1.expectedBytes) { staged, contents in
            Result { () throws(FileSystemError) in
                try FileSystem.createExclusively(
                    staged.temporary, writing: contents, permissions: staged.previous?.permissions, flush: flush)
            }
        }
        if flush == .byCaller, writes.allSatisfy({ if case .success = $0 { true } else { false } }),
            !plans.allSatisfy({ FileSystem.flushFileSystem(containing: $0.folder) })
        {
            // Each flushed alone instead; one that fails goes, as a failed write's part does.
            writes = staged.map { file in
                Result { () throws(FileSystemError) in
                    do throws(FileSystemError) {
                        try FileSystem.flush(file.temporary)
                    } catch {
                        try? FileSystem.removeFile(file.temporary)
                        throw error
                    }
                }
            }
        }
        let failures = writes.indices.compactMap { index -> (index: Int, error: FileSystemError)? in
            guard case .failure(let error) = writes[index] else { return nil }
            return (index, error)
        }
        if let first = failures.first {
            for (file, write) in zip(staged, writes) {
                if case .success = write { journal.discard(temporary: file.temporary) }
            }
            throw journal.failure(
                at: staged[first.index].destination, "could not write the file: \(first.error.reason)")
        }
        return (staged, flush)
    }

    /// Step 3, for one plan: its stale files, then its stale folders, deepest first.
    private func removeStale(_ plan: FolderPlan, journal: inout WriteJournal) throws {
        let files = plan.changes.filter { if case .remove = $0 { return true } else { return false } }
        let folders = plan.changes.filter { if case .removeFolder = $0 { return true } else { return false } }
        for change in files + folders.sorted(by: { $0.path > $1.path }) {
            let path = plan.path(change.path)
            switch change {
            case .remove(_, let current):
                // On a case-insensitive file system a stale `Brand.swift` may be the `BRAND.swift` just written.
                if let identity = FileSystem.identity(of: path), journal.placedIdentities.contains(identity) {
                    continue
                }
                let permissions = FileSystem.permissions(of: path)
                do throws(FileSystemError) {
                    try FileSystem.removeFile(path)
                } catch  where error.code == ENOENT {
                    continue  // gone already, as this run would leave it
                } catch {
                    throw journal.failure(
                        at: path, "could not remove this file, which no palette produces now: \(error.reason)")
                }
                journal.record(
                    .removedFile(path, previous: WriteJournal.Previous(bytes: current, permissions: permissions)))
            case .removeFolder:
                do throws(FileSystemError) {
                    try FileSystem.removeFolder(path)
                } catch  where error.code == ENOENT {
                    continue
                } catch {
                    throw journal.failure(
                        at: path, "could not remove this folder, which no palette produces now: \(error.reason)")
                }
                journal.record(.removedFolder(path))
            case .create, .update:
                continue
            }
        }
    }
}
