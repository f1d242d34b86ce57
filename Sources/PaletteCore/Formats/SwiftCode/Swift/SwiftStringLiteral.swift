/// Text from a palette as a Swift string literal that reads as what it is: printable ASCII as it is but
/// `"` and `\`, everything else as a `\u{…}` escape, so no character of the text acts as code.
///
/// A literal too long for its line is written as a multi-line literal whose lines end in `\`, which
/// joins them with no line break, so it holds the same text:
///
///         case initech
///             = """
///             Initech \u{1F600} Holdings and a name that goes on past the line's end, a\
///             nd on
///             """
enum SwiftStringLiteral {
    static func quoted(_ text: String) -> String {
        "\"" + escapedPieces(text).joined() + "\""
    }

    /// `opening` (`        = `) and the literal, then `closing` (`,`), on one line when it fits in
    /// `LineWidth.limit`, else as a multi-line literal at `opening`'s indentation, broken between characters,
    /// never inside an escape, with `closing` after its last `"""`.
    static func lines(_ text: String, opening: String, closing: String = "") -> [String] {
        let oneLine = opening + quoted(text) + closing
        if LineWidth.fits(oneLine, in: LineWidth.limit) { return [oneLine] }
        let indent = String(opening.prefix { $0 == " " })
        var lines = [opening + "\"\"\""]
        var line = indent
        // Spaces that end the text are escaped, as tools that trim a line's trailing spaces would lose them.
        var pieces = escapedPieces(text)
        for index in pieces.indices.reversed() {
            guard pieces[index] == " " else { break }
            pieces[index] = "\\u{20}"
        }
        for piece in pieces {
            if line.utf8.count > indent.utf8.count, !LineWidth.fits(line + piece + "\\", in: LineWidth.limit) {
                lines.append(line + "\\")
                line = indent
            }
            line += piece
        }
        return lines + [line, indent + "\"\"\"" + closing]
    }

    /// Each character of `text` as the literal writes it: itself, or escaped.
    private static func escapedPieces(_ text: String) -> [String] {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "\"", "\\": return "\\" + String(scalar)
            case " "..."~": return String(scalar)
            default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
    }
}
