/// Looks at the raw text of a line, for messages the source tree alone cannot explain.
struct SourceLines {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The text of a 1-based line, without its line break.
    func line(_ number: Int) -> String? {
        var current = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if current == number { return String(decoding: bytes[start..<index], as: UTF8.self) }
            current += 1
            start = index + 1
        }
        return current == number ? String(decoding: bytes[start...], as: UTF8.self) : nil
    }

    /// For `dark: #1C1C1E`, the `#1C1C1E` that YAML took for a comment, and where it starts: the first
    /// word after the key's colon, when it starts with `#`.
    func commentAfterKey(at mark: YAMLMark, key: String) -> (word: String, mark: YAMLMark)? {
        guard let text = line(mark.line) else { return nil }
        let characters = Array(text)
        var index = mark.column - 1 + key.count
        guard index <= characters.count else { return nil }
        while index < characters.count, characters[index] != ":" { index += 1 }
        index += 1
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        guard index < characters.count, characters[index] == "#" else { return nil }
        let word = characters[index...].prefix { !$0.isWhitespace && $0 != "," && $0 != "}" }
        return (String(word), YAMLMark(line: mark.line, column: index + 1))
    }

    /// The character a mark points at.
    func character(at mark: YAMLMark) -> Character? {
        guard let text = line(mark.line) else { return nil }
        let characters = Array(text)
        return mark.column - 1 < characters.count ? characters[mark.column - 1] : nil
    }
}
