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
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    /// Appends the printed value: one growing string, not one per nested value.
    func write(to output: inout String, indent: Int = 0) {
        switch self {
        case .object(let fields) where fields.isEmpty:
            output += "{}"
        case .object(let fields):
            output += "{\n"
            for (index, field) in fields.enumerated() {
                if index > 0 { output += ",\n" }
                Self.indent(&output, indent + 1)
                Self.writeQuoted(field.key, to: &output)
                output += ": "
                field.value.write(to: &output, indent: indent + 1)
            }
            output += "\n"
            Self.indent(&output, indent)
            output += "}"
        case .array(let items) where items.isEmpty:
            output += "[]"
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { output += ",\n" }
                Self.indent(&output, indent + 1)
                item.write(to: &output, indent: indent + 1)
            }
            output += "\n"
            Self.indent(&output, indent)
            output += "]"
        case .line(let value):
            value.writeOneLine(to: &output)
        case .string(let text):
            Self.writeQuoted(text, to: &output)
        case .number(let value):
            output += value.shortestDecimal
        case .integer(let value):
            output += String(value)
        case .bool(let value):
            output += value ? "true" : "false"
        }
    }

    /// `{"a": 1, "b": [2, 3]}`
    private func writeOneLine(to output: inout String) {
        switch self {
        case .object(let fields):
            output += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { output += ", " }
                Self.writeQuoted(field.key, to: &output)
                output += ": "
                field.value.writeOneLine(to: &output)
            }
            output += "}"
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", " }
                item.writeOneLine(to: &output)
            }
            output += "]"
        case .line(let value):
            value.writeOneLine(to: &output)
        default:
            write(to: &output)
        }
    }

    private static func indent(_ output: inout String, _ depth: Int) {
        for _ in 0..<depth { output += "  " }
    }

    private static func writeQuoted(_ text: String, to output: inout String) {
        if PlainASCII.isPrintable(text, except: "\"\\") {
            output += "\""
            output += text
            output += "\""
        } else {
            output += quoted(text)
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
            case _ where InvisibleScalars.needsEscape(scalar):
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
