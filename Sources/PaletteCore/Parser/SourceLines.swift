/// Looks at the raw text of a line, for messages the source tree alone cannot explain. Line starts
/// are found once, breaking lines where libyaml does (LF, CR LF, CR, NEL, LS, PS), so a lookup costs
/// one line, not the file.
struct SourceLines {
    private let bytes: [UInt8]
    /// The byte offset where each line starts, and where its text ends (before its line break).
    private let lines: [Range<Int>]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            let breakLength = Self.lineBreakLength(bytes, at: index)
            if breakLength > 0 {
                lines.append(start..<index)
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        lines.append(start..<bytes.count)
        self.lines = lines
    }

    private static func lineBreakLength(_ bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return 3
        default: return 0
        }
    }

    /// The text of a 1-based line, without its line break.
    func line(_ number: Int) -> String? {
        guard lines.indices.contains(number - 1) else { return nil }
        return String(decoding: bytes[lines[number - 1]], as: UTF8.self)
    }

    /// For `dark: #1C1C1E`, the `#1C1C1E` that YAML took for a comment, and where it starts: the first
    /// word after the key's colon, when it starts with `#`.
    func commentAfterKey(at mark: YAMLMark, key: String) -> (word: String, mark: YAMLMark)? {
        // A hint, not a verdict: on a very long line, looking would cost more than it helps.
        guard lines.indices.contains(mark.line - 1), lines[mark.line - 1].count <= 1_000, let text = line(mark.line)
        else { return nil }
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
}
