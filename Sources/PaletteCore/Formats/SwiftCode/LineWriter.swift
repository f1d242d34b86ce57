/// Lines into a sink, whole or in pieces.
struct LineWriter {
    var sink: TextSink

    mutating func append(_ line: String) {
        sink.write(line)
        sink.write(ascii: UInt8(ascii: "\n"))
    }

    mutating func append(_ lines: [String]) {
        for line in lines { append(line) }
    }

    /// Ends a line written into `sink` in pieces.
    mutating func endLine() {
        sink.write(ascii: UInt8(ascii: "\n"))
    }
}
