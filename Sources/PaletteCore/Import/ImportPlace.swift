/// Places in a catalog that have no line of their own to point at: a folder, or a colorset as a
/// whole. They are diagnostics' locations with line 0, which `Diagnostic.importFormatted` prints as
/// `path: error: message`, without a line and column there are none of.
enum ImportPlace {
    static func location(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 0, column: 0)
    }

    static func quoted(_ path: String) -> String {
        "'\(CommentText.singleLine(path))'"
    }
}

extension Diagnostic {
    /// `formatted`, except that a place with no line shows as its path alone.
    public var importFormatted: String {
        func place(_ location: SourceLocation) -> String {
            location.line == 0 ? CommentText.singleLine(location.path) : location.description
        }
        var lines = ["\(place(location)): \(severity.rawValue): \(CommentText.singleLine(message))"]
        for note in notes {
            lines.append("\(place(note.location)): note: \(CommentText.singleLine(note.message))")
        }
        return lines.joined(separator: "\n")
    }
}
