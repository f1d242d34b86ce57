import PaletteCore

/// What a write has done so far, step by step, so a failure can undo it: newest first, each file back
/// to its old bytes and permissions (atomically, a temporary renamed over), each new folder removed,
/// each removed one made again. Only what this run itself did is undone: a file another program
/// has replaced since this run placed it is left as it is.
struct WriteJournal {
    /// A file's contents before this run changed it.
    struct Previous {
        var bytes: [UInt8]
        var permissions: mode_t?
    }

    enum Step {
        /// A file renamed into place, which is `placed`; `previous` is what was there before (nil: nothing).
        case placed(String, previous: Previous?, placed: FileIdentity?)
        case removedFile(String, previous: Previous)
        case createdFolder(String)
        case removedFolder(String)

        var path: String {
            switch self {
            case .placed(let path, _, _), .removedFile(let path, _), .createdFolder(let path), .removedFolder(let path):
                return path
            }
        }
    }

    private(set) var steps: [Step] = []
    private(set) var placedIdentities: Set<FileIdentity> = []
    /// Temporaries this run could not remove, named in the failure message.
    private(set) var leftTemporaries: [String] = []

    mutating func record(_ step: Step) {
        steps.append(step)
        if case .placed(_, _, let identity?) = step { placedIdentities.insert(identity) }
    }

    /// Removes a temporary this run wrote; one that cannot be removed is remembered for the message.
    mutating func discard(temporary path: String) {
        do throws(FileSystemError) {
            try FileSystem.removeFile(path)
        } catch  where error.code == ENOENT {
        } catch {
            leftTemporaries.append(path)
        }
    }

    /// Every folder a step changed an entry of, to flush at the end.
    var touchedFolders: [String] {
        steps.map { PathSpelling.folder(of: $0.path) }
    }

    /// Makes `folder` and any missing folder above it, recording each one made. A folder that appears
    /// meanwhile, made by another program, is not an error, and is not this run's to remove.
    mutating func makeFolder(_ folder: String) throws(FileSystemError) {
        switch try FileSystem.kind(of: folder) {
        case .folder: return
        case .missing:
            let parent = PathSpelling.folder(of: folder)
            if parent != folder { try makeFolder(parent) }
            if try FileSystem.makeFolderIfMissing(folder) { record(.createdFolder(folder)) }
        case .file, .special:
            throw FileSystemError(path: folder, errno: ENOTDIR)
        }
    }

    /// Undoes every step, newest first; returns the paths that could not be put back.
    @discardableResult
    mutating func undo() -> [String] {
        let failed = steps.reversed().filter { !undo($0) }.map(\.path)
        steps = []
        return failed
    }

    /// Undoes everything and says how that went, after the problem at `path`.
    mutating func failure(at path: String, _ problem: String) -> CLIError {
        let unrestored = undo()
        var outcome =
            unrestored.isEmpty
            ? "nothing was changed"
            : "these could not be restored and may be new: "
                + "\(unrestored.map(CommentText.singleLine).joined(separator: ", ")); run generate again"
        if !leftTemporaries.isEmpty {
            outcome +=
                "; these temporary files could not be removed: "
                + "\(leftTemporaries.map(CommentText.singleLine).joined(separator: ", "))"
                + " (the next generate removes them)"
        }
        return CLIError.failure(.error("\(problem); \(outcome)", at: .whole(path)))
    }

    private mutating func undo(_ step: Step) -> Bool {
        switch step {
        case .placed(let path, let previous, let placed):
            // Another program's file there now is not this run's to replace or remove.
            if let placed, FileSystem.identity(of: path) != placed { return true }
            guard let previous else { return (try? FileSystem.removeFile(path)) != nil }
            return restore(previous, at: path)
        case .removedFile(let path, let previous):
            guard (try? FileSystem.kind(of: path)) == .missing else { return true }
            return restore(previous, at: path)
        case .createdFolder(let path):
            return (try? FileSystem.removeFolder(path)) != nil
        case .removedFolder(let path):
            return (try? FileSystem.makeFolderIfMissing(path)) != nil
        }
    }

    /// The old bytes back the same atomic way: a temporary renamed over.
    private mutating func restore(_ previous: Previous, at path: String) -> Bool {
        let temporary = PathSpelling.join(
            PathSpelling.folder(of: path), TemporaryFile.forThisProcess(PathSpelling.name(of: path)).name)
        do throws(FileSystemError) {
            try FileSystem.createExclusively(temporary, bytes: previous.bytes, permissions: previous.permissions)
            try FileSystem.move(temporary, over: path)
            return true
        } catch {
            discard(temporary: temporary)
            return false
        }
    }
}
