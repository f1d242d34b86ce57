/// Where a renderer writes its text, a piece at a time, as UTF-8 bytes: kept whole in memory, or handed
/// on in chunks of about 64 KiB to a `drain` the caller supplies (the CLI writes them to a staged file),
/// so a large output never exists as one string. The core itself does no I/O.
///
/// Bytes, not a `String`: appending to a string checks and updates its flags on every piece, a large
/// part of `generate`'s time (docs/performance.md).
package struct TextSink: TextOutputStream {
    static let chunkBytes = 1 << 16

    /// The text so far is the storage's first `count` bytes; the rest is room, so a piece is copied in
    /// without `Array`'s generic path and checks, which cost a large part of the manifest's time.
    private var storage: Storage
    private var count = 0
    private let drain: ((UnsafeRawBufferPointer) -> Void)?

    /// A sink that keeps everything: `text` is the whole output.
    init() {
        drain = nil
        storage = Storage(capacity: 256)
    }

    /// A sink that hands its bytes to `drain` in order, in chunks; `finish()` hands on the last one.
    /// A chunk's bytes are valid only during the call.
    package init(drain: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.drain = drain
        storage = Storage(capacity: Self.chunkBytes * 2)
    }

    /// Everything written so far, for a sink without a drain.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: storage.bytes, count: count), as: UTF8.self)
    }

    package mutating func write(_ string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var string = string
            string.withUTF8 { append($0) }
        }
        drainIfFull()
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let end = count + bytes.count
        if end > storage.capacity || !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(holding: end, keeping: count)
        }
        (storage.bytes + count).update(from: source, count: bytes.count)
        count = end
    }

    /// A single ASCII byte, such as a quote or a newline.
    mutating func write(ascii byte: UInt8) {
        withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
        drainIfFull()
    }

    /// A whole number in decimal, as `String(value)` prints it.
    mutating func write(_ value: Int) {
        if value < 0 { write(ascii: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var room: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 20 digits at most, written backwards
        var digitCount = 0
        withUnsafeMutableBytes(of: &room) { room in
            repeat {
                room[19 - digitCount] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                digitCount += 1
            } while magnitude > 0
            append(UnsafeBufferPointer(rebasing: room.bindMemory(to: UInt8.self)[(20 - digitCount)..<20]))
        }
        drainIfFull()
    }

    /// The count first: it is checked after every piece, and reading the drain retains it.
    @inline(__always)
    private mutating func drainIfFull() {
        if count >= Self.chunkBytes { drainNow() }
    }

    private mutating func drainNow() {
        guard let drain else { return }
        drain(UnsafeRawBufferPointer(start: storage.bytes, count: count))
        count = 0
    }

    /// Hands on whatever is still held. A sink without a drain keeps it.
    mutating func finish() {
        guard count > 0 else { return }
        drainNow()
    }
}

extension TextSink {
    /// The sink's bytes, freed with it; a copy of a sink gets its own before it writes.
    fileprivate final class Storage {
        let bytes: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            bytes = .allocate(capacity: capacity)
        }

        deinit { bytes.deallocate() }

        /// A storage of its own with room for `needed` bytes, holding the first `count` bytes of this one.
        func copy(holding needed: Int, keeping count: Int) -> Storage {
            let copy = Storage(capacity: needed > capacity ? max(needed, 2 * capacity) : capacity)
            copy.bytes.update(from: bytes, count: count)
            return copy
        }
    }
}
