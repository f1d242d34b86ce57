/// Where one palette file's problems are collected, in the order they are found: every parser of the
/// file reports here.
struct ParseDiagnostics: ValueReader {
    /// The palette file's path as diagnostics name it.
    let path: String
    private let bytes: [UInt8]
    /// Made when a message first needs a line's text: most files never do.
    lazy var sourceLines = SourceLines(bytes)
    var list: [Diagnostic] = []

    init(_ source: PaletteSource) {
        self.path = source.path
        self.bytes = source.bytes
    }

    mutating func warning(_ message: String, at mark: YAMLMark) {
        list.append(.warning(message, at: location(mark)))
    }

    mutating func error(_ message: String, at mark: YAMLMark, notes: [Diagnostic.Note] = []) {
        list.append(.error(message, at: location(mark), notes: notes))
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(path: path, line: mark.line, column: mark.column)
    }
}
