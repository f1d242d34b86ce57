import PaletteCore

/// A changed file's new text, rendered once, while it was compared with the file it replaces: the
/// bytes up to the chunk where they first differed are the old file's own, and the rest was kept in
/// a spool as it was rendered. Writing it and showing its diff render nothing again.
struct ChangedText: Sendable {
    /// The old file's bytes that the new text starts with.
    var sharedPrefix: ArraySlice<UInt8>
    var rest: Spool

    var count: Int { sharedPrefix.count + rest.count }

    /// Hands every byte to `body` in order, a chunk at a time.
    func forEachChunk(_ body: (UnsafeRawBufferPointer) -> Void) throws(FileSystemError) {
        sharedPrefix.withUnsafeBytes(body)
        try rest.forEachChunk(body)
    }

    /// The whole text in memory, for a diff.
    func bytes() throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        try forEachChunk { bytes.append(contentsOf: $0) }
        return bytes
    }
}
