import Foundation
import PaletteCore

/// Applies an output plan so that every file is, at every moment, either its old bytes or its new ones,
/// and the run as a whole happens entirely or not at all as far as the file system allows:
/// 1. each new text is written to a temporary beside its destination and flushed to disk; if any of
///    these fails (a full disk, a file size limit), every temporary goes and nothing has changed;
/// 2. each temporary is renamed over its destination, one atomic step; the old file is never moved aside;
/// 3. files this run generated earlier that nothing produces now are removed.
/// If a step of 2 or 3 fails, the files already changed get their old bytes back, the same atomic way.
/// Files whose bytes do not change are never touched and keep their modification time.
struct OutputWriter {
    /// A file this run changed, and what was there before (nil: nothing).
    private struct Done {
        var destination: String
        var previous: [UInt8]?
    }

    private struct Staged {
        var temporary: String
        var destination: String
        var previous: [UInt8]?
    }

    func apply(_ plan: OutputPlan) throws {
        precondition(plan.conflicts.isEmpty, "a plan with conflicts must not be applied")
        guard !plan.isUpToDate else { return }
        // A file size limit must fail the write (EFBIG), to be cleaned up, not kill the process midway.
        signal(SIGXFSZ, SIG_IGN)
        do {
            try FileManager.default.createDirectory(atPath: plan.folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure(StandardError.fileError(plan.folder, "could not create the output folder: \(error.localizedDescription)"))
        }

        let staged = try stage(plan)
        var done: [Done] = []
        var placed: Set<FileIdentity> = []
        for (index, file) in staged.enumerated() {
            WriterTestHook.pauseBeforeRename()
            do throws(FileSystemError) {
                try FileSystem.move(file.temporary, over: file.destination)
            } catch {
                staged[index...].forEach { try? FileSystem.removeFile($0.temporary) }
                throw failure(at: file.destination, "could not replace the file: \(error.reason)", undoing: done)
            }
            done.append(Done(destination: file.destination, previous: file.previous))
            if let identity = FileSystem.identity(of: file.destination) { placed.insert(identity) }
        }

        for case .remove(let name, let current) in plan.changes {
            let destination = plan.path(name)
            // On a case-insensitive file system a stale `Brand.swift` may be the `BRAND.swift` just written.
            if let identity = FileSystem.identity(of: destination), placed.contains(identity) { continue }
            do throws(FileSystemError) {
                try FileSystem.removeFile(destination)
            } catch {
                throw failure(at: destination, "could not remove this file, which no palette produces now: \(error.reason)", undoing: done)
            }
            done.append(Done(destination: destination, previous: current))
        }
        FileSystem.syncFolder(plan.folder)
    }

    /// Step 1: every new file as a flushed temporary. On failure none is left, the partial one included.
    private func stage(_ plan: OutputPlan) throws -> [Staged] {
        var staged: [Staged] = []
        for change in plan.changes {
            let (file, previous): (RenderedFile, [UInt8]?)
            switch change {
            case .create(let created): (file, previous) = (created, nil)
            case .update(let updated, let current): (file, previous) = (updated, current)
            case .remove: continue
            }
            let temporary = plan.path(TemporaryFile.forThisProcess(file.path).name)
            do throws(FileSystemError) {
                try FileSystem.createExclusively(temporary, bytes: Array(file.contents.utf8))
            } catch {
                staged.forEach { try? FileSystem.removeFile($0.temporary) }
                throw CLIError.failure(StandardError.fileError(plan.path(file.path), "could not write the file: \(error.reason); nothing was changed"))
            }
            staged.append(Staged(temporary: temporary, destination: plan.path(file.path), previous: previous))
        }
        return staged
    }

    /// Puts back every file in `done`, newest first, and says how that went.
    private func failure(at path: String, _ problem: String, undoing done: [Done]) -> CLIError {
        let unrestored = done.reversed().filter { !restore($0) }.map(\.destination)
        let outcome = unrestored.isEmpty
            ? "nothing was changed"
            : "these files could not be restored and may be new: \(unrestored.joined(separator: ", ")); run generate again"
        return CLIError.failure(StandardError.fileError(path, "\(problem); \(outcome)"))
    }

    /// The old bytes back the same atomic way (a temporary renamed over); a file that was not there
    /// before is removed.
    private func restore(_ done: Done) -> Bool {
        guard let previous = done.previous else {
            return (try? FileSystem.removeFile(done.destination)) != nil
        }
        let name = (done.destination as NSString).lastPathComponent
        let folder = (done.destination as NSString).deletingLastPathComponent
        let temporary = PathSpelling.join(folder, TemporaryFile.forThisProcess(name).name)
        do {
            try FileSystem.createExclusively(temporary, bytes: previous)
            try FileSystem.move(temporary, over: done.destination)
            return true
        } catch {
            try? FileSystem.removeFile(temporary)
            return false
        }
    }
}
