/// Text that every escaping function would leave as it is: printable ASCII only (space to `~`), and
/// none of the characters the caller escapes. Checked on the bytes, so the common case costs one pass.
enum PlainASCII {
    static func isPrintable(_ text: String, except escaped: StaticString = "") -> Bool {
        // A bit set for each byte below 128 that may not stand as it is: `.0` for 0 to 63, `.1` for 64 to 127.
        var refused: (UInt64, UInt64) = (0xFFFF_FFFF, 1 << 63)  // the controls, and DEL
        escaped.withUTF8Buffer { special in
            for byte in special where byte < 128 {
                if byte < 64 { refused.0 |= 1 << UInt64(byte) } else { refused.1 |= 1 << UInt64(byte - 64) }
            }
        }
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy { byte in
                byte < 64
                    ? refused.0 & (1 << UInt64(byte)) == 0 : byte < 128 && refused.1 & (1 << UInt64(byte - 64)) == 0
            }
        }
    }
}
