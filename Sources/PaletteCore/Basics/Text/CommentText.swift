/// Text from a palette made safe to print where a person reads it: a comment, a diagnostic, a JSON
/// string. Swift ends a `//` comment at `\n` or `\r`, terminals act on control characters, and
/// bidirectional controls can make text look like something it is not, so every such character is
/// written as a visible escape: `\n`, `\r`, `\t`, or `\u{2028}`.
package enum CommentText {
    /// One line with nothing that could end it, hide text or reorder it.
    package static func singleLine(_ text: String) -> String {
        if PlainASCII.isPrintable(text) || !text.unicodeScalars.contains(where: InvisibleScalars.needsEscape) {
            return text
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if InvisibleScalars.needsEscape(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The lines of a doc comment: the text split at each line terminator Swift or Unicode knows
    /// (`\n`, `\r\n`, `\r`, vertical tab, form feed, NEL, U+2028, U+2029), each line then escaped.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\n" && previousWasCR { continue }
            if isLineTerminator(scalar) {
                lines.append(singleLine(String(current)))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(singleLine(String(current)))
        return lines
    }

    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
