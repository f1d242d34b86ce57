/// Reads the JSON that `XcodeJSON` prints, strictly: RFC 8259 syntax, valid UTF-8, and only objects,
/// arrays, strings, integers and booleans. Anything else, a key written twice, nesting deeper than
/// `maximumDepth` or bytes after the value make it nil: a file palettec cannot read exactly is one it
/// does not claim.
public struct XcodeJSONParser {
    /// Xcode's files nest five deep; this leaves room and keeps any input off the stack's limit.
    public static let maximumDepth = 32

    private let bytes: [UInt8]
    private var index = 0

    public static func parse(_ bytes: [UInt8]) -> XcodeJSON? {
        var parser = XcodeJSONParser(bytes: bytes)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipWhitespace()
        return parser.index == bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value(depth: Int) -> XcodeJSON? {
        guard depth <= Self.maximumDepth else { return nil }
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(XcodeJSON.string)
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        default: return integer().map(XcodeJSON.integer)
        }
    }

    private mutating func object(depth: Int) -> XcodeJSON? {
        index += 1
        var members: [String: XcodeJSON] = [:]
        skipWhitespace()
        if consume("}") { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard consume(":"), let member = value(depth: depth + 1), members[key] == nil else { return nil }
            members[key] = member
            skipWhitespace()
        } while consume(",")
        return consume("}") ? .object(members) : nil
    }

    private mutating func array(depth: Int) -> XcodeJSON? {
        index += 1
        var elements: [XcodeJSON] = []
        skipWhitespace()
        if consume("]") { return .array(elements) }
        repeat {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
        } while consume(",")
        return consume("]") ? .array(elements) : nil
    }

    /// A string literal from its opening quote: no raw control characters, valid UTF-8, valid escapes.
    private mutating func string() -> String? {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] >= 0x20 else { return nil }
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        guard let literal = String(validating: bytes[start..<index], as: UTF8.self) else { return nil }
        return JSONStringLiteral.decode(literal)
    }

    /// `-?(0|[1-9][0-9]*)` that fits an `Int`; a fraction or an exponent is no integer.
    private mutating func integer() -> Int? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        let digits = bytes[digitsStart..<index]
        guard !digits.isEmpty, digits.count == 1 || digits.first != UInt8(ascii: "0") else { return nil }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) { return nil }
        return Int(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func literal(_ word: String) -> Bool {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { return false }
        index += expected.count
        return true
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// JSON's four whitespace characters, nothing else.
    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
}
