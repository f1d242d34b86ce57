/// Places in a catalog as messages name them.
enum ImportPlace {
    /// A folder, or a colorset as a whole: no line of its own to point at.
    static func location(_ path: String) -> SourceLocation {
        .whole(path)
    }

    static func quoted(_ path: String) -> String {
        "'\(CommentText.singleLine(path))'"
    }
}
