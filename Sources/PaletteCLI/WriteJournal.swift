import Foundation
import PaletteCore

/// What a write has done so far, step by step, so a failure can undo it: newest first, each file back
/// to its old bytes (atomically, a temporary renamed over), each new folder removed, each removed one
/// made again.
struct WriteJournal {
    enum Step {
        /// A file renamed into place; `previous` is what was there before (nil: nothing).
        case placed(String, previous: [UInt8]?)
        case removedFile(String, previous: [UInt8])
        case createdFolder(String)
        case removedFolder(String)
    }

    private(set) var steps: [Step] = []
    private(set) var placedIdentities: Set<FileIdentity> = []

    mutating func record(_ step: Step) {
        steps.append(step)
        if case .placed(let path, _) = step, let identity = FileSystem.identity(of: path) { placedIdentities.insert(identity) }
    }

    /// Every folder a step changed an entry of, to flush at the end.
    var touchedFolders: [String] {
        steps.map { step in
            switch step {
            case .placed(let path, _), .removedFile(let path, _), .createdFolder(let path), .removedFolder(let path):
                return PathSpelling.folder(of: path)
            }
        }
    }

    /// Makes `folder` and any missing folder above it, recording each one made.
    mutating func makeFolder(_ folder: String) throws(FileSystemError) {
        switch try FileSystem.kind(of: folder) {
        case .folder: return
        case .missing:
            let parent = PathSpelling.folder(of: folder)
            if parent != folder { try makeFolder(parent) }
            try FileSystem.makeFolder(folder)
            record(.createdFolder(folder))
        case .file, .special:
            throw FileSystemError(path: folder, errno: ENOTDIR)
        }
    }

    /// Undoes every step, newest first; returns the paths that could not be put back.
    @discardableResult
    mutating func undo() -> [String] {
        let failed = steps.reversed().filter { !undo($0) }.map { step -> String in
            switch step {
            case .placed(let path, _), .removedFile(let path, _), .createdFolder(let path), .removedFolder(let path): return path
            }
        }
        steps = []
        return failed
    }

    /// Undoes everything and says how that went, after the problem at `path`.
    mutating func failure(at path: String, _ problem: String) -> CLIError {
        let unrestored = undo()
        let outcome = unrestored.isEmpty
            ? "nothing was changed"
            : "these could not be restored and may be new: \(unrestored.joined(separator: ", ")); run generate again"
        return CLIError.failure(StandardError.fileError(path, "\(problem); \(outcome)"))
    }

    private func undo(_ step: Step) -> Bool {
        switch step {
        case .placed(let path, nil):
            return (try? FileSystem.removeFile(path)) != nil
        case .placed(let path, let previous?), .removedFile(let path, let previous):
            return Self.restore(previous, at: path)
        case .createdFolder(let path):
            return (try? FileSystem.removeFolder(path)) != nil
        case .removedFolder(let path):
            return (try? FileSystem.makeFolder(path)) != nil
        }
    }

    /// The old bytes back the same atomic way: a temporary renamed over.
    private static func restore(_ bytes: [UInt8], at path: String) -> Bool {
        let temporary = PathSpelling.join(PathSpelling.folder(of: path), TemporaryFile.forThisProcess(PathSpelling.name(of: path)).name)
        do throws(FileSystemError) {
            try FileSystem.createExclusively(temporary, bytes: bytes)
            try FileSystem.move(temporary, over: path)
            return true
        } catch {
            try? FileSystem.removeFile(temporary)
            return false
        }
    }
}
