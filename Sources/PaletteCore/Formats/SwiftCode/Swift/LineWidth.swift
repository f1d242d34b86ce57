/// How wide a line of generated Swift may be: 120 characters, counted as Swift counts a `String`
/// (extended grapheme clusters, what an editor shows as one character and what SwiftLint's `line_length`
/// counts), so a description in Japanese wraps where it looks full, not at a third of the way.
enum LineWidth {
    static let limit = 120

    /// Indentation grows four spaces a level up to this many levels, then stays: groups may nest 32 deep,
    /// and 33 levels of four spaces alone would fill a line.
    static let deepestIndentedLevel = 10

    /// The characters of `text`: its bytes when it is ASCII, as nearly every generated line is.
    static func width(of text: some StringProtocol) -> Int {
        isSimple(text) ? text.utf8.count : text.count
    }

    /// Whether `text` fits in `room` characters (never more characters than bytes).
    static func fits(_ text: some StringProtocol, in room: Int) -> Bool {
        text.utf8.count <= room || text.count <= room
    }

    /// The spaces before a line at `level` (0 for the palette's enum, 1 for its members, ...).
    static func indentation(level: Int) -> String {
        spaces(4 * min(level, deepestIndentedLevel))
    }

    /// `text` behind `indent`, or moved left as far as it needs to fit when that line would be too long:
    /// a name (at most `PaletteLimits.swiftNameLength` characters) with a `.` before it and a `,` or `:`
    /// after it fits at the line's start.
    static func placed(_ text: String, indent: String) -> String {
        let column = max(0, min(indent.utf8.count, limit - width(of: text)))
        return column == indent.utf8.count ? indent + text : spaces(column) + text
    }

    /// `Brand.Text.primary.color` behind `indent` on one line, or broken before a `.` where it would pass
    /// the limit, each later line four spaces further in (a long name's moved left as far as it needs).
    static func wrappedPath(_ path: String, indent: String) -> [String] {
        var lines: [String] = []
        for (index, part) in path.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            let piece = (index == 0 ? "" : ".") + part
            if let last = lines.last, fits(last + piece, in: limit) {
                lines[lines.count - 1] = last + piece
            } else {
                lines.append(placed(piece, indent: index == 0 ? indent : indent + "    "))
            }
        }
        return lines
    }

    /// `count` spaces, made once for every count an indentation has.
    static func spaces(_ count: Int) -> String {
        count < madeSpaces.count ? madeSpaces[count] : String(repeating: " ", count: count)
    }

    private static let madeSpaces = (0...(4 * deepestIndentedLevel + 12)).map { String(repeating: " ", count: $0) }

    /// ASCII without a carriage return, where every byte is one character.
    private static func isSimple(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }
}
