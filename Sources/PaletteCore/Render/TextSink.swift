/// Where a renderer writes its text, a piece at a time, as UTF-8 bytes: kept whole in memory, or handed
/// on in chunks of about 64 KiB to a `drain` the caller supplies (the CLI writes them to a staged file),
/// so a 70 MB preview never exists as one string. The core itself does no I/O.
///
/// Bytes, not a `String`: appending to a string checks and updates its flags on every piece, which was a
/// quarter of `generate`'s time at 100,000 colors (`Benchmarks/run.sh`).
package struct TextSink: TextOutputStream {
    static let chunkBytes = 1 << 16

    private var pending: [UInt8] = []
    private let drain: ((UnsafeRawBufferPointer) -> Void)?

    /// A sink that keeps everything: `text` is the whole output.
    package init() {
        drain = nil
    }

    /// A sink that hands its bytes to `drain` in order, in chunks; `finish()` hands on the last one.
    /// A chunk's bytes are valid only during the call.
    package init(drain: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.drain = drain
        pending.reserveCapacity(Self.chunkBytes * 2)
    }

    /// Everything written so far, for a sink without a drain.
    package var text: String { String(decoding: pending, as: UTF8.self) }

    package mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { pending.append(contentsOf: $0) }
        drainIfFull()
    }

    /// A single ASCII byte, such as a quote or a newline.
    package mutating func write(ascii byte: UInt8) {
        pending.append(byte)
        drainIfFull()
    }

    /// A whole number in decimal, as `String(value)` prints it.
    package mutating func write(_ value: Int) {
        if value < 0 { pending.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, written backwards
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            pending.append(contentsOf: buffer[(20 - count)..<20])
        }
        drainIfFull()
    }

    /// The count first: it is checked after every piece, and reading the drain retains it.
    @inline(__always)
    private mutating func drainIfFull() {
        if pending.count >= Self.chunkBytes { drainNow() }
    }

    private mutating func drainNow() {
        guard let drain else { return }
        pending.withUnsafeBytes(drain)
        pending.removeAll(keepingCapacity: true)
    }

    /// Hands on whatever is still held. A sink without a drain keeps it.
    package mutating func finish() {
        guard let drain, !pending.isEmpty else { return }
        pending.withUnsafeBytes(drain)
        pending.removeAll(keepingCapacity: true)
    }
}
