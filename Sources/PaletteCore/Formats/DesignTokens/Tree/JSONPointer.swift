/// A same-document JSON Pointer (RFC 6901) as a `$ref` writes it, `#/color/base/$value`: its
/// segments unescaped (`~1` is `/`, `~0` is `~`). Nil for a pointer into another document or one
/// that is not well formed.
enum JSONPointer {
    static func segments(_ text: String) -> [String]? {
        guard text == "#" || text.hasPrefix("#/") else { return nil }
        guard text != "#" else { return [] }
        var segments: [String] = []
        for raw in text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else {
                    segment.append(character)
                    continue
                }
                switch iterator.next() {
                case "0": segment.append("~")
                case "1": segment.append("/")
                default: return nil
                }
            }
            segments.append(segment.removingPercentEncodingIfValid)
        }
        return segments
    }
}

extension String {
    /// A URI fragment's `%20` and the like decoded; the text as it is when it is not valid
    /// percent-encoding (a `%` written for itself).
    fileprivate var removingPercentEncodingIfValid: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var utf8 = Array(self.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
