import PaletteCore

/// Bytes kept aside until they are written: in memory up to `memoryLimit`, then in a file of the
/// temporary folder that is unlinked as soon as it is made, so nothing is left behind even when
/// palettec is killed, and a large changed file costs no more memory than a small one. When no such
/// file can be made or written, the bytes stay in memory.
final class Spool: @unchecked Sendable {
    static let memoryLimit = 1 << 20

    private var memory: [UInt8] = []
    /// The spill file once there is one; its bytes come before `memory`'s.
    private var descriptor: Int32 = -1
    private var spilledCount = 0
    private var maySpill = true
    private let memoryLimit: Int
    private let folder: String

    /// `folder`: where the spill file is made; by default `TMPDIR`'s, or `/tmp`.
    init(memoryLimit: Int = Spool.memoryLimit, folder: String = Spool.temporaryFolder) {
        self.memoryLimit = memoryLimit
        self.folder = folder
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    var count: Int { spilledCount + memory.count }

    /// Whether part of the bytes is on disk.
    var hasSpilled: Bool { spilledCount > 0 }

    func append(_ bytes: UnsafeRawBufferPointer) {
        memory.append(contentsOf: bytes)
        if memory.count >= memoryLimit && maySpill { spill() }
    }

    /// Hands every byte to `body` in order, a chunk at a time.
    func forEachChunk(_ body: (UnsafeRawBufferPointer) -> Void) throws(FileSystemError) {
        if descriptor >= 0 {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var offset = 0
            while offset < spilledCount {
                let wanted = min(chunk.count, spilledCount - offset)
                let read = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { throw FileSystemError(path: folder, errno: read < 0 ? errno : EIO) }
                chunk.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<read])) }
                offset += read
            }
        }
        memory.withUnsafeBytes(body)
    }

    private func spill() {
        if descriptor < 0 {
            var template = Array((folder + "/palettec-spool-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return maySpill = false }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // as every other file palettec opens
        }
        var written = 0
        while written < memory.count {
            let count = memory.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(spilledCount + written))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                // A full temporary folder: what reached it stays there, the rest and all after it in memory.
                maySpill = false
                break
            }
            written += count
        }
        spilledCount += written
        if written == memory.count { memory.removeAll(keepingCapacity: true) } else { memory.removeFirst(written) }
    }

    static let temporaryFolder: String = {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
        return String(cString: value)
    }()
}
