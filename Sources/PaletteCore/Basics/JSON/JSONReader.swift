/// A strict JSON reader (RFC 8259) for asset catalogs' `Contents.json`: every value keeps its line and
/// column, and a malformed file is one error at the place it goes wrong, never a guess. A repeated key
/// is an error too, since which one Xcode would use is not written down anywhere. A UTF-8 byte order
/// mark at the start is allowed, as Foundation's reader allows it.
///
/// A `JSONShape` says which parts to build: the rest is read to the same rules, then dropped without a
/// node, so a reader that uses a few members of a large file holds only those (`palettec diff`).
struct JSONReader {
    /// Arrays and objects nested in one another; Xcode's files nest 6 deep.
    static let depthLimit = 64

    private let bytes: [UInt8]
    private let path: String
    /// Nodes made so far, the empty stand-ins of `JSONShape.scalar` included.
    private var nodesBuilt = 0
    private var index = 0
    private var line = 1
    private var column = 1

    /// The document, or the error that stops it; only the parts `shape` names are built.
    static func read(
        _ bytes: [UInt8], path: String, shape: JSONShape = .all
    ) -> Result<JSONNode, DiagnosticError> {
        var nodesBuilt = 0
        return read(bytes, path: path, shape: shape, nodesBuilt: &nodesBuilt)
    }

    /// `read`, counting the nodes it made into `nodesBuilt`: what the tests of a shape look at.
    static func read(
        _ bytes: [UInt8], path: String, shape: JSONShape, nodesBuilt: inout Int
    ) -> Result<JSONNode, DiagnosticError> {
        var reader = JSONReader(bytes: bytes, path: path)
        defer { nodesBuilt = reader.nodesBuilt }
        do throws(DiagnosticError) {
            try reader.checkEncoding()
            reader.skipByteOrderMark()
            reader.skipWhitespace()
            let root = try reader.value(depth: 0, shape: shape)
            reader.skipWhitespace()
            guard reader.index == bytes.count else {
                throw reader.error("unexpected text after the end of the JSON value")
            }
            return .success(root)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    // MARK: Values

    private mutating func value(depth: Int, shape: JSONShape) throws(DiagnosticError) -> JSONNode {
        guard depth < Self.depthLimit else {
            throw error("arrays and objects are nested more than \(Self.depthLimit) deep")
        }
        guard let byte = peek else { throw error("the file ends where a value should be") }
        let (startLine, startColumn) = (line, column)
        let value: JSONNode.Value
        switch byte {
        case UInt8(ascii: "{"): value = .object(try object(depth: depth, shape: shape))
        case UInt8(ascii: "["): value = .array(try array(depth: depth, shape: shape))
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
        case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); value = .null
        default: throw error("\(describe(byte)) cannot start a JSON value")
        }
        nodesBuilt += 1
        return JSONNode(value: value, line: startLine, column: startColumn)
    }

    /// A value read to the same rules as `value`, and dropped: no node, no string, no key remembered.
    /// A repeated key is not looked for here, since nothing reads either one.
    private mutating func skip(depth: Int) throws(DiagnosticError) {
        guard depth < Self.depthLimit else {
            throw error("arrays and objects are nested more than \(Self.depthLimit) deep")
        }
        guard let byte = peek else { throw error("the file ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): _ = try object(depth: depth, shape: .scalar)
        case UInt8(ascii: "["): _ = try array(depth: depth, shape: .scalar)
        case UInt8(ascii: "\""): _ = try string(keeping: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try numberEnd()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw error("\(describe(byte)) cannot start a JSON value")
        }
    }

    /// The members `shape` keeps (all of them for `.all`, none for a shape that is no object's).
    private mutating func object(depth: Int, shape: JSONShape) throws(DiagnosticError) -> [JSONMember] {
        var members: [JSONMember] = []
        var seen: [String: (line: Int, column: Int)] = [:]
        try elements(closing: UInt8(ascii: "}"), of: "an object") { reader throws(DiagnosticError) in
            guard reader.peek == UInt8(ascii: "\"") else { throw reader.error("expected a key in double quotes") }
            let (keyLine, keyColumn) = (reader.line, reader.column)
            let key = try reader.string()
            let kept = shape.member(key)
            if kept != nil {
                if let earlier = seen[key] {
                    throw DiagnosticError(
                        .error(
                            "the key \"\(key)\" appears twice in one object (first at line \(earlier.line)); remove one",
                            at: SourceLocation(path: reader.path, line: keyLine, column: keyColumn)))
                }
                seen[key] = (keyLine, keyColumn)
            }
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: ":") else { throw reader.error("expected ':' after the key \"\(key)\"") }
            reader.advance()
            reader.skipWhitespace()
            if let kept {
                members.append(
                    JSONMember(
                        key: key, keyLine: keyLine, keyColumn: keyColumn,
                        value: try reader.value(depth: depth + 1, shape: kept)))
            } else {
                try reader.skip(depth: depth + 1)
            }
        }
        return members
    }

    /// The items, each as `shape` says (none for a shape that is no array's, nor one that hands them on).
    private mutating func array(depth: Int, shape: JSONShape) throws(DiagnosticError) -> [JSONNode] {
        var items: [JSONNode] = []
        let (item, take) = (shape.item, shape.taker)
        try elements(closing: UInt8(ascii: "]"), of: "an array") { reader throws(DiagnosticError) in
            if let item {
                let node = try reader.value(depth: depth + 1, shape: item)
                if let take { take(node) } else { items.append(node) }
            } else {
                try reader.skip(depth: depth + 1)
            }
        }
        return items
    }

    /// The comma-separated elements of an object or array, from its opening bracket to `close`, each
    /// read by `element`; JSON allows no comma before the close.
    private mutating func elements(
        closing close: UInt8, of what: String,
        _ element: (inout JSONReader) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        let bracket = "'\(Character(Unicode.Scalar(close)))'"
        advance()  // the opening bracket
        skipWhitespace()
        if peek == close {
            advance()
            return
        }
        while true {
            skipWhitespace()
            if peek == close { throw error("a comma before \(bracket) is not allowed in JSON") }
            try element(&self)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): advance()
            case close: advance(); return
            case nil: throw error("the file ends inside \(what); close it with \(bracket)")
            default: throw error("expected ',' or \(bracket) after a value in \(what)")
            }
        }
    }

    private mutating func literal(_ word: String) throws(DiagnosticError) {
        for expected in word.utf8 {
            guard peek == expected else { throw error("expected '\(word)'") }
            advance()
        }
    }

    /// The number's text, checked against JSON's grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    private mutating func number() throws(DiagnosticError) -> String {
        let start = index
        return String(decoding: bytes[start..<(try numberEnd())], as: UTF8.self)
    }

    /// Moves past a number, checked as `number` checks it, and gives where it ends.
    private mutating func numberEnd() throws(DiagnosticError) -> Int {
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, isDigit(first) else { throw error("expected a digit in the number") }
        advance()
        if first == UInt8(ascii: "0"), let next = peek, isDigit(next) {
            throw error("a JSON number does not start with 0 followed by digits")
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            advance()
            guard let next = peek, isDigit(next) else { throw error("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let next = peek, isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        return index
    }

    private mutating func skipDigits() {
        while let byte = peek, isDigit(byte) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    // MARK: Strings

    /// The string's text; with `keeping` false it is checked and nothing is kept (the empty string).
    private mutating func string(keeping: Bool = true) throws(DiagnosticError) -> String {
        advance()  // "
        var scalars = String.UnicodeScalarView()
        var run = index  // start of the bytes copied as they are
        func flush(_ reader: JSONReader, to end: Int) {
            guard keeping else { return }
            scalars.append(contentsOf: String(decoding: reader.bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek else { throw error("the file ends inside a string; close it with '\"'") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self, to: index)
                advance()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self, to: index)
                let scalar = try escape()
                if keeping { scalars.append(scalar) }
                run = index
            case 0..<0x20:
                throw error("a control character (\(describe(byte))) must be escaped inside a JSON string")
            default:
                advance()
            }
        }
    }

    private mutating func escape() throws(DiagnosticError) -> Unicode.Scalar {
        advance()  // backslash
        guard let byte = peek else { throw error("the file ends inside an escape") }
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
            UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[byte] {
            advance()
            return scalar
        }
        guard byte == UInt8(ascii: "u") else {
            let written =
                (0x21...0x7E).contains(byte) ? "'\\\(Character(Unicode.Scalar(byte)))'" : describe(byte) + " after '\\'"
            throw error("\(written) is not a JSON escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        advance()
        let first = try hexQuad()
        if (0xD800...0xDBFF).contains(first) {
            guard peek == UInt8(ascii: "\\") else {
                throw error("a lone surrogate \\u\(hex(first)) is not a character")
            }
            advance()
            guard peek == UInt8(ascii: "u") else { throw error("a lone surrogate \\u\(hex(first)) is not a character") }
            advance()
            let second = try hexQuad()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error("a lone surrogate \\u\(hex(first)) is not a character")
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw error("a lone surrogate \\u\(hex(first)) is not a character")
        }
        return scalar
    }

    private mutating func hexQuad() throws(DiagnosticError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexDigit(byte) else { throw error("\\u takes four hex digits") }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Position

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past one byte; a column is one Unicode scalar, so UTF-8 continuation bytes do not count.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        }
    }

    /// Invalid UTF-8 is an error at the first byte that is not part of a character.
    private mutating func checkEncoding() throws(DiagnosticError) {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var consumed = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
            case .emptyInput:
                break loop
            case .error:
                while index < consumed { advance() }
                throw error("the file is not valid UTF-8 here; save it as UTF-8")
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(_ message: String) -> DiagnosticError {
        DiagnosticError(
            .error("malformed JSON: \(message)", at: SourceLocation(path: path, line: line, column: column)))
    }
}
