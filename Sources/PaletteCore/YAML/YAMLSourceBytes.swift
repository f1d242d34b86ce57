/// Byte-level helpers for the reader: UTF-8 validation and byte offset → line:column,
/// counted the way libyaml counts marks (columns in characters, a leading BOM not counted).
enum YAMLSourceBytes {
    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (for a malformed multi-byte sequence, its lead byte), or nil if all bytes are valid.
    static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time: most of a palette is ASCII.
            if index + 8 <= count, let base = bytes.baseAddress,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            var trailing: Int
            var secondMin: UInt8 = 0x80
            var secondMax: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: trailing = 1
            case 0xE0: trailing = 2; secondMin = 0xA0  // no overlong forms
            case 0xE1...0xEC, 0xEE...0xEF: trailing = 2
            case 0xED: trailing = 2; secondMax = 0x9F  // no surrogates
            case 0xF0: trailing = 3; secondMin = 0x90  // no overlong forms
            case 0xF1...0xF3: trailing = 3
            case 0xF4: trailing = 3; secondMax = 0x8F  // nothing past U+10FFFF
            default: return index  // stray continuation byte, C0, C1, F5...FF
            }
            guard index + trailing < count else { return index }
            let second = bytes[index + 1]
            guard second >= secondMin && second <= secondMax else { return index }
            var next = index + 2
            trailing -= 1
            while trailing > 0 {
                guard bytes[next] & 0xC0 == 0x80 else { return index }
                next += 1
                trailing -= 1
            }
            index = next
        }
        return nil
    }

    /// The 1-based line and column of `offset`. Lines break at LF, CR LF, CR, NEL, LS and PS,
    /// as in libyaml; columns count characters (bytes that are not UTF-8 continuation bytes).
    static func mark(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        var line = 1
        var column = 1
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1; column = 1
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    index += 1
                    if index >= end { column += 1; break }
                }
                line += 1; column = 1
            } else if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0x85 {
                line += 1; column = 1; index += 1
            } else if byte == 0xE2, index + 2 < end, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                line += 1; column = 1; index += 2
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return YAMLMark(line: line, column: column)
    }
}
