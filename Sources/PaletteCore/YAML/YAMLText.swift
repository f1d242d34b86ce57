/// Text written into a YAML palette so that it reads back as exactly itself and never as anything
/// else: a key, a name, a value.
///
/// Text is written plain only when it is plainly safe: it starts with an ASCII letter or `_`, holds
/// only ASCII letters, digits, `_`, `-` and `.`, and is none of the words YAML 1.1 reads as a
/// boolean or null (`yes`, `No`, `on`, `OFF`, `y`, `null`, ...), in any case. Everything else is
/// double-quoted: numbers (`300`), a leading `-`, `:`, `#`, quotes, spaces, non-ASCII text. Inside
/// the quotes `"` and `\` are escaped, and so is every character a reader could misread or not see:
/// controls, line and paragraph separators, invisible and bidirectional format characters, and the
/// characters YAML does not allow in a file (`\u{FFFE}`), each as `\xNN`, `\uNNNN` or `\UNNNNNNNN`.
enum YAMLText {
    static func scalar(_ text: String) -> String {
        isPlainlySafe(text) ? text : doubleQuoted(text)
    }

    static func doubleQuoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map(escaped).joined() + "\""
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\"" || scalar == "\\" { return "\\" + String(scalar) }
        return needsEscape(scalar) ? escape(scalar) : String(scalar)
    }

    /// The words YAML 1.1 resolves to booleans and null, lowercased.
    static let reservedWords: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]

    static func isPlainlySafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
        guard
            text.unicodeScalars.allSatisfy({
                isLetter($0) || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0)
            })
        else { return false }
        return !reservedWords.contains(text.lowercased())
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Characters a person could not see or a YAML reader would not take as they are.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        InvisibleScalars.needsEscape(scalar) || !isYAMLPrintable(scalar)
    }

    /// YAML 1.1's printable set: what a YAML file may hold unescaped.
    private static func isYAMLPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let (prefix, width) = scalar.value <= 0xFF ? ("\\x", 2) : scalar.value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
