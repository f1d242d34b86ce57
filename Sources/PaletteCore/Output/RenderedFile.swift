/// A generated file as a value: its path relative to the output folder, and how to write its text.
/// The text is written when asked for, not held: a large palette's outputs run to many times its own
/// size, and the CLI streams them to its staged files (`Benchmarks/run.sh` measures the peak memory).
public struct RenderedFile: Sendable {
    public var path: String
    /// About how many bytes rendering it writes, known before it is rendered: files rendered side by
    /// side start with the largest, so the cores finish together.
    package var expectedBytes: Int
    private let render: @Sendable (inout TextSink) -> Void

    /// A file whose text is already made.
    public init(path: String, contents: String) {
        self.init(path: path, expectedBytes: contents.utf8.count) { $0.write(contents) }
    }

    /// A file written piece by piece into a sink each time it is asked for.
    init(path: String, expectedBytes: Int = 0, render: @escaping @Sendable (inout TextSink) -> Void) {
        self.path = path
        self.expectedBytes = expectedBytes
        self.render = render
    }

    /// Writes the text into `sink` and finishes it.
    package func write(to sink: inout TextSink) {
        render(&sink)
        sink.finish()
    }

    /// The whole text in memory.
    public var contents: String {
        var sink = TextSink()
        write(to: &sink)
        return sink.text
    }
}
