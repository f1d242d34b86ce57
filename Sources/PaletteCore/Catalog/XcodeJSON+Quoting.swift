extension XcodeJSON {
    /// A JSON string literal as Foundation writes one: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, and
    /// `\u00XX` for the other C0 controls; `/` stays as it is (`.withoutEscapingSlashes`).
    ///
    /// palettec's own policy goes further where Foundation writes a character raw: DEL, C1 controls,
    /// line and paragraph separators and invisible format characters (bidirectional controls) are
    /// written as `\uXXXX` too (see `CommentText.needsEscape`), so no text can hide in a reviewed diff.
    /// palettec's catalog files hold no palette text, only its own keys and values, so the two never
    /// differ in a file it writes.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\u{08}": literal += "\\b"
            case "\u{0C}": literal += "\\f"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where CommentText.needsEscape(scalar):
                for unit in String(scalar).utf16 { literal += "\\u" + fourHexDigits(unit) }
            default:
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Lowercase, as Foundation writes `\u001f`.
    private static func fourHexDigits(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
