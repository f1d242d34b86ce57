/// The `///` lines of a doc comment, each at most `LineWidth.limit` characters with its indentation.
///
/// A line of text too long for one comment line wraps at a space, or inside a word only when the word
/// alone is too long. Continuation lines keep the line's own indentation, two spaces more after a
/// list marker (`- `, `* `, `+ `), so Markdown reads them as the same paragraph or list item.
/// Palette text is escaped (`CommentText`) before it is wrapped: no piece of it can end the comment.
enum DocCommentLines {
    /// `text` split at its line breaks, each line escaped and wrapped, behind `indent` and `///`.
    static func lines(_ text: String, indent: String) -> [String] {
        CommentText.lines(text).flatMap { lines(escapedLine: $0, indent: indent) }
    }

    /// One line of text already escaped (a single line, nothing that could end a comment), wrapped.
    static func lines(escapedLine line: String, indent: String) -> [String] {
        if line.isEmpty { return [indent + "///"] }
        return wrap(line, width: room(after: indent)).map { indent + "/// " + $0 }
    }

    /// The same lines into `lines`; one that fits is written in pieces, as nearly every one does.
    static func write(escapedLine line: String, indent: String, into lines: inout LineWriter) {
        guard !line.isEmpty, LineWidth.fits(line, in: room(after: indent)) else {
            lines.append(self.lines(escapedLine: line, indent: indent))
            return
        }
        lines.sink.write(indent)
        lines.sink.write("/// ")
        lines.sink.write(line)
        lines.endLine()
    }

    /// The characters a line of text may have after `indent` and `/// `.
    private static func room(after indent: String) -> Int {
        LineWidth.limit - indent.utf8.count - "/// ".utf8.count
    }

    /// `line` in pieces of at most `width` characters (at least one character each), broken at spaces.
    static func wrap(_ line: String, width: Int) -> [String] {
        let width = max(width, 1)
        guard !LineWidth.fits(line, in: width) else { return [line] }
        var hanging = String(repeating: " ", count: hangingIndent(line))
        if hanging.count * 2 > width { hanging = "" }
        var pieces: [String] = []
        var rest = Substring(line)
        while !rest.isEmpty {
            let prefix = pieces.isEmpty ? "" : hanging
            let room = width - prefix.count
            if LineWidth.fits(rest, in: room) {
                pieces.append(prefix + rest)
                break
            }
            let (piece, remainder) = split(rest, room: room, keeping: pieces.isEmpty ? prefixSpaces(rest) : 0)
            pieces.append(prefix + piece)
            rest = remainder.drop { $0 == " " }
        }
        return pieces
    }

    /// `text` broken at the last space within `room` characters that follows more than its first
    /// `keeping` spaces (the line's own indentation), or else after `room` characters: the piece before
    /// the break without its trailing spaces, and the rest.
    private static func split(_ text: Substring, room: Int, keeping: Int) -> (Substring, Substring) {
        let limit = text.index(text.startIndex, offsetBy: room, limitedBy: text.endIndex) ?? text.endIndex
        var space = limit
        while space > text.startIndex, space == text.endIndex || text[space] != " " {
            space = text.index(before: space)
        }
        guard text[space] == " " else { return (text[..<limit], text[limit...]) }
        var pieceEnd = space
        while pieceEnd > text.startIndex, text[text.index(before: pieceEnd)] == " " {
            pieceEnd = text.index(before: pieceEnd)
        }
        guard text.distance(from: text.startIndex, to: pieceEnd) > keeping else {
            return (text[..<limit], text[limit...])
        }
        return (text[..<pieceEnd], text[space...])
    }

    /// The spaces a wrapped line's continuations start with: its own, and two more after a list marker.
    private static func hangingIndent(_ line: String) -> Int {
        let spaces = prefixSpaces(Substring(line))
        let body = line.dropFirst(spaces)
        let isListItem = ["- ", "* ", "+ "].contains { body.hasPrefix($0) }
        return spaces + (isListItem ? 2 : 0)
    }

    private static func prefixSpaces(_ text: Substring) -> Int {
        text.prefix { $0 == " " }.count
    }
}
