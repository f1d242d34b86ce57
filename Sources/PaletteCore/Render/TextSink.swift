/// Where a renderer writes its text, a piece at a time: kept whole in memory, or handed on in chunks
/// of about 64 KiB to a `drain` the caller supplies (the CLI writes them to a staged file), so a
/// 70 MB preview never exists as one string. The core itself does no I/O.
package struct TextSink: TextOutputStream {
    static let chunkBytes = 1 << 16

    private var pending = ""
    private let drain: ((String) -> Void)?

    /// A sink that keeps everything: `text` is the whole output.
    package init() {
        drain = nil
    }

    /// A sink that hands its text to `drain` in order, in chunks; `finish()` hands on the last one.
    package init(drain: @escaping (String) -> Void) {
        self.drain = drain
        pending.reserveCapacity(Self.chunkBytes * 2)
    }

    /// Everything written so far, for a sink without a drain.
    package var text: String { pending }

    package mutating func write(_ string: String) {
        pending += string
        if let drain, pending.utf8.count >= Self.chunkBytes {
            drain(pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Hands on whatever is still held. A sink without a drain keeps it.
    package mutating func finish() {
        guard let drain, !pending.isEmpty else { return }
        drain(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
