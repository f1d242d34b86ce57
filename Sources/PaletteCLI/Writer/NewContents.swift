import PaletteCore

/// What a staged file is written from, rendered once in the run: a file that is not there yet is
/// rendered straight into its temporary; a changed one was rendered while it was compared.
enum NewContents: Sendable {
    case rendering(RenderedFile)
    case changed(ChangedText)

    /// About how many bytes it is, for writing the largest first.
    var expectedBytes: Int {
        switch self {
        case .rendering(let file): return file.expectedBytes
        case .changed(let text): return text.count
        }
    }

    /// Hands every byte to `body` in order, a chunk at a time.
    func forEachChunk(_ body: @escaping (UnsafeRawBufferPointer) -> Void) throws(FileSystemError) {
        switch self {
        case .rendering(let file):
            var sink = TextSink(drain: body)
            file.write(to: &sink)
        case .changed(let text):
            try text.forEachChunk(body)
        }
    }
}
