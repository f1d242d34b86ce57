import PaletteCore

/// An advisory lock on one output folder or asset catalog, held for a whole plan-and-write, so that two
/// palettec runs never interleave there: `generate` and `import` hold it alone, `check` shares it.
///
/// It is `flock(2)` on the folder itself: nothing is written to hold it, nothing is left behind, and the
/// system lets it go when the process ends, however it ends. A folder made only to be locked is
/// removed again at release if nothing was written into it.
final class FolderLock {
    enum Access {
        /// `generate` and `import`: no other run may plan or write meanwhile.
        case exclusive
        /// `check`: others may read, none may write.
        case shared
    }

    /// The folder as messages name it.
    let folder: String
    /// Which folder is locked, to lock each one once.
    let identity: FileIdentity
    private var descriptor: Int32?
    /// The folders made to hold the lock, outermost first.
    private let createdFolders: [String]

    private init(folder: String, descriptor: Int32, identity: FileIdentity, createdFolders: [String]) {
        self.folder = folder
        self.descriptor = descriptor
        self.identity = identity
        self.createdFolders = createdFolders
    }

    deinit { release() }

    /// Lets the lock go; the folders it made go first, while they are empty.
    func release() {
        guard let descriptor else { return }
        self.descriptor = nil
        for created in createdFolders.reversed() {
            guard (try? FileSystem.removeFolder(created)) != nil else { break }
        }
        close(descriptor)
    }

    /// Locks `folder`, waiting up to `wait` for another run to finish with it. With `.exclusive`, a
    /// missing folder is made first. Nil when there is nothing to lock: a shared lock on a folder not
    /// there yet, or a path that is not a folder (the plan then says what is wrong with it).
    /// A folder in `held` is this run's already: a second lock on it would wait on the first forever.
    static func acquire(
        _ folder: String, _ access: Access, wait: LockWait, unless held: Set<FileIdentity>
    ) throws -> FolderLock? {
        var waiting = wait.start()
        while true {
            var created: [String] = []
            if access == .exclusive {
                do throws(FileSystemError) {
                    try makeFolders(folder, recording: &created)
                } catch {
                    return nil
                }
            }
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT && access == .exclusive { continue }  // removed as it was made: make it again
                return nil
            }
            guard let identity = identity(of: descriptor), !held.contains(identity) else {
                close(descriptor)
                return nil
            }
            let lock = FolderLock(folder: folder, descriptor: descriptor, identity: identity, createdFolders: created)
            switch try lock.lock(access, waiting: &waiting) {
            case .held:
                // The run waited on may have removed the folder it had made: then lock the one there now.
                if FileSystem.identity(following: folder) == identity { return lock }
                lock.abandon()
            case .unsupported(let reason):
                StandardError.report([
                    .warning(
                        "could not lock this folder (\(reason)); palettec runs at the same time are not kept apart here",
                        at: .whole(folder))
                ])
                return lock
            }
        }
    }

    private enum Outcome {
        case held
        case unsupported(String)
    }

    private func lock(_ access: Access, waiting: inout LockWait.Waiting) throws -> Outcome {
        guard let descriptor else { return .held }
        let operation = (access == .exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
        while true {
            if flock(descriptor, operation) == 0 { return .held }
            switch errno {
            case EINTR:
                continue
            case EWOULDBLOCK:
                // Who holds it is looked up only to say so, not on every try.
                switch waiting.next() {
                case .again:
                    continue
                case .announce:
                    StandardError.write(
                        "palettec: waiting for \(LockHolder(lockOn: descriptor).description) to finish with "
                            + "\(CommentText.singleLine(folder))/"
                    )
                case .givenUp(let waited):
                    let holder = LockHolder(lockOn: descriptor)
                    release()
                    throw CLIError.failure(
                        .error(
                            "\(holder.description) is using this folder, and palettec waited \(waited) for it to "
                                + "finish "
                                + "(\(PalettecInvocation.Option.lockTimeout.flag)); run again when it has finished",
                            at: .whole(folder)))
                }
            case let code:
                return .unsupported(String(cString: strerror(code)))
            }
        }
    }

    /// Closes a lock taken on a folder that is no longer at its path, without touching what is there now.
    private func abandon() {
        if let descriptor { close(descriptor) }
        descriptor = nil
    }

    /// Makes `folder` and any missing folder above it; a folder that appears meanwhile is not an error.
    private static func makeFolders(_ folder: String, recording created: inout [String]) throws(FileSystemError) {
        switch try FileSystem.kind(of: folder) {
        case .folder: return
        case .file, .special: throw FileSystemError(path: folder, errno: ENOTDIR)
        case .missing:
            let parent = PathSpelling.folder(of: folder)
            if parent != folder { try makeFolders(parent, recording: &created) }
            if try FileSystem.makeFolderIfMissing(folder) { created.append(folder) }
        }
    }

    private static func identity(of descriptor: Int32) -> FileIdentity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}

/// The locks of one run, taken in one order (by what each path leads to) so that two runs locking the
/// same folders never wait on each other in a circle, and each folder once.
enum FolderLocks {
    /// Runs `body` while holding a lock on each of `folders`; they go when it returns or throws.
    static func holding<T>(
        _ folders: [String], _ access: FolderLock.Access, wait: LockWait, _ body: () throws -> T
    ) throws -> T {
        var locks: [FolderLock] = []
        defer { locks.reversed().forEach { $0.release() } }
        for folder in ordered(folders) {
            if let lock = try FolderLock.acquire(folder, access, wait: wait, unless: Set(locks.map(\.identity))) {
                locks.append(lock)
            }
        }
        return try body()
    }

    /// Folders that exist first, by device and inode; then the rest as given.
    private static func ordered(_ folders: [String]) -> [String] {
        let keyed = folders.enumerated().map {
            (index: $0.offset, folder: $0.element, identity: FileSystem.identity(following: $0.element))
        }
        return keyed.sorted { left, right in
            switch (left.identity, right.identity) {
            case let (a?, b?): return (a.device, a.inode, left.index) < (b.device, b.inode, right.index)
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return left.index < right.index
            }
        }.map(\.folder)
    }
}
