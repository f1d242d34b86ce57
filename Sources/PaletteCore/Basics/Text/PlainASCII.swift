/// Text that every escaping function would leave as it is: printable ASCII only (space to `~`), and
/// none of the characters the caller escapes. Checked on the bytes, so the common case costs one pass.
enum PlainASCII {
    static func isPrintable(_ text: String, except escaped: StaticString = "") -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            escaped.withUTF8Buffer { special in
                bytes.allSatisfy { byte in byte >= 0x20 && byte < 0x7F && !special.contains(byte) }
            }
        }
    }
}
