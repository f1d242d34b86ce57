/// A JSON value printed the one way palettec prints JSON: keys in the order given, two-space indent,
/// numbers as the shortest decimal that reads back the same, so equal inputs give equal bytes on every
/// machine. A `.line` value prints on one line wherever it sits: one manifest line per color.
enum JSONValue: Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    indirect case line(JSONValue)

    func printed(indent: Int = 0) -> String {
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch self {
        case .object(let fields) where fields.isEmpty:
            return "{}"
        case .object(let fields):
            let members = fields.map { "\(inner)\(Self.quoted($0.key)): \($0.value.printed(indent: indent + 1))" }
            return "{\n\(members.joined(separator: ",\n"))\n\(outer)}"
        case .array(let items) where items.isEmpty:
            return "[]"
        case .array(let items):
            return "[\n\(items.map { inner + $0.printed(indent: indent + 1) }.joined(separator: ",\n"))\n\(outer)]"
        case .line(let value):
            return value.oneLine
        case .string(let text):
            return Self.quoted(text)
        case .number(let value):
            return value.shortestDecimal
        case .integer(let value):
            return String(value)
        case .bool(let value):
            return value ? "true" : "false"
        }
    }

    /// `{"a": 1, "b": [2, 3]}`
    private var oneLine: String {
        switch self {
        case .object(let fields): return "{" + fields.map { "\(Self.quoted($0.key)): \($0.value.oneLine)" }.joined(separator: ", ") + "}"
        case .array(let items): return "[" + items.map(\.oneLine).joined(separator: ", ") + "]"
        case .line(let value): return value.oneLine
        default: return printed()
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where CommentText.needsEscape(scalar):
                // Controls, separators and bidi characters stay visible in a reviewed diff.
                for unit in String(scalar).utf16 { result += "\\u" + hex4(unit) }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func hex4(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }
}
