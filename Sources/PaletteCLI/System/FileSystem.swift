import PaletteCore

/// A system call that failed on a path, with the reason the system gave.
struct FileSystemError: Error {
    var path: String
    /// `errno`, when the system reported the failure; nil for palettec's own refusals.
    var code: Int32?
    var reason: String

    init(path: String, errno code: Int32) {
        self.path = path
        self.code = code
        self.reason = String(cString: strerror(code))
    }

    init(path: String, reason: String) {
        self.path = path
        self.code = nil
        self.reason = reason
    }
}

/// The few POSIX calls palettec's reading and writing rest on, each reporting failure as an error rather
/// than skipping it. Paths are plain strings, used exactly as given.
enum FileSystem {
    enum Kind: Equatable {
        case file, folder, missing
        /// A FIFO, socket or device: never opened, since reading one can block or never end.
        case special
    }

    /// What `path` is, following symbolic links. A link to nothing, or a loop of links, is an error.
    static func kind(of path: String) throws(FileSystemError) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT, lstat(path, &info) == 0 {
                throw FileSystemError(
                    path: path, reason: "it is a symbolic link to a file or folder that does not exist")
            }
            if code == ENOENT { return .missing }
            throw FileSystemError(path: path, errno: code)
        }
        return kind(info.st_mode)
    }

    private static func kind(_ mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .special
        }
    }

    /// The names in a folder (without `.` and `..`), sorted. A folder that cannot be listed is an error.
    static func entries(of folder: String) throws(FileSystemError) -> [String] {
        guard let stream = opendir(folder) else { throw FileSystemError(path: folder, errno: errno) }
        defer { closedir(stream) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { throw FileSystemError(path: folder, errno: errno) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The real path: absolute, with every symbolic link, `.`, `..` and repeated slash resolved.
    static func realPath(_ path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else { throw FileSystemError(path: path, errno: errno) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    enum Contents {
        case bytes([UInt8])
        case tooLarge(byteCount: Int)
    }

    /// A regular file's bytes, or only its size when that is over `limit` (then nothing is read).
    /// Anything else (a folder, a FIFO, a device) is an error, found without blocking on it.
    static func contents(of path: String, limit: Int = .max) throws(FileSystemError) -> Contents {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(descriptor) }
        return try contents(ofOpen: descriptor, path: path, limit: limit)
    }

    /// The same for a file already open (and closed by the caller); `path` names it in errors.
    static func contents(ofOpen descriptor: Int32, path: String, limit: Int) throws(FileSystemError) -> Contents {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError(path: path, errno: errno) }
        switch kind(info.st_mode) {
        case .file: break
        case .folder: throw FileSystemError(path: path, errno: EISDIR)
        case .special, .missing: throw FileSystemError(path: path, reason: "it is not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else { return .tooLarge(byteCount: size) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, errno: errno)
            }
            if count == 0 { return .bytes(bytes) }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { return .tooLarge(byteCount: bytes.count) }
        }
    }

    /// The bytes of the file at `path`, or nil when nothing is there.
    static func bytesIfPresent(at path: String) throws(FileSystemError) -> [UInt8]? {
        do {
            guard case .bytes(let bytes) = try contents(of: path) else { return nil }
            return bytes
        } catch  where error.code == ENOENT {
            return nil
        }
    }

    /// Creates `path`, which must not exist, with `bytes`, and flushes it to disk, so that once it is
    /// renamed into place it can never be seen empty or half written. A failure (a full disk, a file
    /// size limit) removes whatever part was written. `permissions` (the file it will replace's) are
    /// set whatever the umask; nil leaves the umask's.
    static func createExclusively(_ path: String, bytes: [UInt8], permissions: mode_t? = nil) throws(FileSystemError) {
        let descriptor = try create(path, permissions: permissions)
        let failure = bytes.withUnsafeBytes { writeAll($0, to: descriptor, path: path) }
        if let failure = finishCreating(path, descriptor: descriptor, failure: failure, flush: .eachFile) {
            throw failure
        }
    }

    /// How a file being created reaches the disk before it is renamed into place: flushed on its own, or
    /// by one flush of its whole file system (`flushFileSystem(containing:)`) that the caller waits for
    /// once, after writing many files, instead of once a file.
    enum Flush {
        case eachFile
        case byCaller
    }

    /// The same for a file's new contents, written to disk a chunk at a time as they are rendered or
    /// read back: the text is never whole in memory.
    static func createExclusively(
        _ path: String, writing contents: NewContents, permissions: mode_t? = nil, flush: Flush = .eachFile
    ) throws(FileSystemError) {
        let descriptor = try create(path, permissions: permissions)
        var failure: FileSystemError?
        var written = 0
        var onTheWayToDisk = 0
        do throws(FileSystemError) {
            try contents.forEachChunk { chunk in
                guard failure == nil else { return }
                failure = writeAll(chunk, to: descriptor, path: path)
                written += chunk.count
                // The disk writes what is rendered while the rest renders, not all of it in the fsync.
                if written - onTheWayToDisk >= Self.writeBehindBytes {
                    startWritingToDisk(descriptor, offset: onTheWayToDisk, count: written - onTheWayToDisk)
                    onTheWayToDisk = written
                }
            }
        } catch {
            failure = failure ?? error
        }
        if let failure = finishCreating(path, descriptor: descriptor, failure: failure, flush: flush) { throw failure }
    }

    private static let writeBehindBytes = 4 << 20

    private static func create(_ path: String, permissions: mode_t?) throws(FileSystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errno: errno) }
        if let permissions, fchmod(descriptor, permissions) != 0 {
            let failure = FileSystemError(path: path, errno: errno)
            close(descriptor)
            unlink(path)
            throw failure
        }
        return descriptor
    }

    /// A file's permission bits (`0o644`), following symbolic links; nil when it cannot be told.
    static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }

    private static func writeAll(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String
    ) -> FileSystemError? {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if count >= 0 {
                written += count
            } else if errno != EINTR {
                return FileSystemError(path: path, errno: errno)
            }
        }
        return nil
    }

    /// Flushes and closes a file being created; after any failure, removes it.
    private static func finishCreating(
        _ path: String, descriptor: Int32, failure: FileSystemError?, flush: Flush
    ) -> FileSystemError? {
        var failure = failure
        if failure == nil, flush == .eachFile, fsync(descriptor) != 0 {
            failure = FileSystemError(path: path, errno: errno)
        }
        if close(descriptor) != 0, failure == nil { failure = FileSystemError(path: path, errno: errno) }
        if failure != nil { unlink(path) }
        return failure
    }

    /// Replaces `destination` by `source` in one atomic step: a reader sees the old file or the new one.
    static func move(_ source: String, over destination: String) throws(FileSystemError) {
        guard rename(source, destination) == 0 else { throw FileSystemError(path: destination, errno: errno) }
    }

    static func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw FileSystemError(path: path, errno: errno) }
    }

    /// Whether `path` itself is a symbolic link (not following it).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func makeFolder(_ path: String) throws(FileSystemError) {
        guard mkdir(path, 0o777) == 0 else { throw FileSystemError(path: path, errno: errno) }
    }

    /// Makes a folder; false when one is there already, made meanwhile by someone else.
    static func makeFolderIfMissing(_ path: String) throws(FileSystemError) -> Bool {
        guard mkdir(path, 0o777) != 0 else { return true }
        let code = errno
        if code == EEXIST, (try? kind(of: path)) == .folder { return false }
        throw FileSystemError(path: path, errno: code)
    }

    /// Removes an empty folder; one with anything in it is an error (ENOTEMPTY).
    static func removeFolder(_ path: String) throws(FileSystemError) {
        guard rmdir(path) == 0 else { throw FileSystemError(path: path, errno: errno) }
    }

    /// The device and inode at `path` (not following a final symbolic link): which file it is.
    static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The device and inode of the file `path` leads to, through symbolic links.
    static func identity(following path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The device and inode of an open file.
    static func identity(ofOpen descriptor: Int32) -> FileIdentity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Flushes everything written to the file system that holds `folder`, files and folder entries alike,
    /// in one call (Linux's `syncfs`); false where that cannot be done, and then nothing was flushed.
    static func flushFileSystem(containing folder: String) -> Bool {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flushWholeFileSystem(descriptor)
    }

    /// Flushes a file created with `.byCaller` on its own, where its file system could not be flushed whole.
    static func flush(_ path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw FileSystemError(path: path, errno: errno) }
    }

    /// Flushes a folder's entries, so renames in it survive a power loss. Best effort: some file
    /// systems cannot sync a folder, and the files themselves are already safe.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
