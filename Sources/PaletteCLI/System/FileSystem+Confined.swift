import PaletteCore

extension FileSystem {
    enum ConfinedContents {
        /// What was read, and which file it is (nil where the open file cannot be asked).
        case contents(Contents, identity: FileIdentity?)
        /// The path, or a symbolic link on the way, leads out of the folder: nothing of the file was read.
        case outside
        /// The file is one of those the caller has read already (by another name): it was opened, not read.
        case known(FileIdentity)
    }

    /// Whether the real path `real` is the real path `root` or lies inside it, compared byte for byte.
    static func isInside(_ real: String, root: String) -> Bool {
        real == root || PathSpelling.dropping(root.hasSuffix("/") ? root : root + "/", from: real) != nil
    }

    /// `contents(of:limit:)` for a file that must lie inside `root` (a real path), however symbolic links
    /// lead there: `.outside` when it does not, and then it is not even opened. A FIFO or device is
    /// never opened either. The file is opened by its real path, not following a final link, and read
    /// only once the open file itself is seen inside `root`: a link swapped in meanwhile leads nowhere.
    /// A file whose identity is in `known` is not read again.
    static func contents(
        of path: String, inside root: String, limit: Int,
        known: Set<FileIdentity> = []
    ) throws(FileSystemError) -> ConfinedContents {
        let real: String
        do throws(FileSystemError) {
            real = try realPath(path)
        } catch  where error.code == ENOENT {
            if missingPathLeadsOut(path, root: root) { return .outside }
            _ = try kind(of: path)  // throws its own error for a link to nothing
            throw error
        }
        guard isInside(real, root: root) else { return .outside }
        guard try kind(of: real) != .special else {
            throw FileSystemError(path: path, reason: "it is not a regular file")
        }
        let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(descriptor) }
        if let opened = realPath(ofOpen: descriptor), !isInside(opened, root: root) { return .outside }
        let identity = identity(ofOpen: descriptor)
        if let identity, known.contains(identity) { return .known(identity) }
        return .contents(try contents(ofOpen: descriptor, path: path, limit: limit), identity: identity)
    }

    /// Whether a path that leads to nothing would lie outside `root` if it were there: its nearest
    /// folder that exists, or a dangling link's target, is outside. A path out of the folder then gets
    /// one answer whether or not its file exists, and tells nothing of what lies outside.
    static func missingPathLeadsOut(_ path: String, root: String, links: Int = 0) -> Bool {
        if links < 40, isSymbolicLink(path), let target = linkTarget(path) {
            let joined = target.hasPrefix("/") ? target : PathSpelling.join(PathSpelling.folder(of: path), target)
            return missingPathLeadsOut(joined, root: root, links: links + 1)
        }
        var folder = PathSpelling.folder(of: path)
        for _ in 0..<1_024 {
            if let real = try? realPath(folder) { return !isInside(real, root: root) }
            guard folder != ".", folder != "/" else { break }
            folder = PathSpelling.folder(of: folder)
        }
        return true
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Where an open file is, as the kernel knows it; nil where it cannot say (Linux without `/proc`),
    /// and then the check of the real path before opening is the only one.
    private static func realPath(ofOpen descriptor: Int32) -> String? {
        #if canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
        guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
        return String(cString: buffer)
        #else
        return linkTarget("/proc/self/fd/\(descriptor)")
        #endif
    }
}
