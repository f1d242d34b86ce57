import PaletteCore

extension FileSystem {
    enum Comparison {
        case missing, same
        /// The file's bytes differ: what they are, and the new text, rendered as it was compared.
        case different(current: [UInt8], new: ChangedText)
    }

    /// Whether the regular file at `path` holds exactly the text `file` renders, read a chunk at a time
    /// beside the rendering, which happens once: for a file that differs, what is rendered from the
    /// first differing chunk on is kept (`ChangedText`), and only then is the old file read whole. A
    /// folder, a FIFO or a device is an error (as for `contents(of:)`), found without blocking on it;
    /// so is a file that changes while it is read.
    static func compare(_ path: String, with file: RenderedFile) throws(FileSystemError) -> Comparison {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            throw FileSystemError(path: path, errno: errno)
        }
        defer { close(descriptor) }
        let before = try requireRegularFile(descriptor, path: path)

        var reader = ChunkReader(descriptor: descriptor, path: path)
        var sharedCount = 0
        var rest: Spool?
        var sink = TextSink { chunk in
            if let rest { return rest.append(chunk) }
            if reader.next(matches: chunk) { return sharedCount += chunk.count }
            rest = Spool()
            rest?.append(chunk)
        }
        file.write(to: &sink)
        if let failure = reader.failure { throw failure }
        if rest == nil && reader.atEnd() { return .same }

        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw FileSystemError(path: path, errno: errno) }
        guard case .bytes(let current) = try contents(ofOpen: descriptor, path: path, limit: .max),
            try requireRegularFile(descriptor, path: path) == before, current.count >= sharedCount
        else {
            throw FileSystemError(path: path, reason: "it changed while palettec read it; run palettec again")
        }
        return .different(
            current: current, new: ChangedText(sharedPrefix: current[..<sharedCount], rest: rest ?? Spool()))
    }

    /// What tells a regular file's contents apart over time: a write changes its size or its times.
    private struct Version: Equatable {
        var size: Int
        var times: [Int]
    }

    private static func requireRegularFile(_ descriptor: Int32, path: String) throws(FileSystemError) -> Version {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError(path: path, errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Version(size: Int(info.st_size), times: changeTimes(of: info))
        case S_IFDIR: throw FileSystemError(path: path, errno: EISDIR)
        default: throw FileSystemError(path: path, reason: "it is not a regular file")
        }
    }
}

/// A file's bytes in order, compared a piece at a time with text as it arrives.
private struct ChunkReader {
    let descriptor: Int32
    let path: String
    private(set) var failure: FileSystemError?
    private var buffer: [UInt8] = []

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Whether the file's next `expected.count` bytes are `expected`.
    mutating func next(matches expected: UnsafeRawBufferPointer) -> Bool {
        if buffer.count < expected.count { buffer = [UInt8](repeating: 0, count: expected.count) }
        guard fill(expected.count) == expected.count else { return false }
        return buffer.withUnsafeBytes { memcmp($0.baseAddress!, expected.baseAddress!, expected.count) == 0 }
    }

    /// Whether the file has nothing more.
    mutating func atEnd() -> Bool {
        if buffer.isEmpty { buffer = [0] }
        return fill(1) == 0
    }

    /// Reads up to `count` bytes into the buffer; fewer only at the end of the file or after a failure.
    private mutating func fill(_ count: Int) -> Int {
        var filled = 0
        while filled < count, failure == nil {
            let read = buffer.withUnsafeMutableBytes {
                PaletteCLI.readBytes(descriptor, $0.baseAddress! + filled, count - filled)
            }
            if read > 0 {
                filled += read
            } else if read == 0 {
                break
            } else if errno != EINTR {
                failure = FileSystemError(path: path, errno: errno)
            }
        }
        return filled
    }
}
