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
        var output = TextSink()
        write(to: &output, indent: indent)
        return output.text
    }

    /// Writes the printed value into the sink, a piece at a time: no string per nested value.
    func write(to output: inout TextSink, indent: Int = 0) {
        switch self {
        case .object(let fields) where fields.isEmpty:
            output.write("{}")
        case .object(let fields):
            output.write("{\n")
            for (index, field) in fields.enumerated() {
                if index > 0 { output.write(",\n") }
                Self.indent(&output, indent + 1)
                Self.writeQuoted(field.key, to: &output)
                output.write(": ")
                field.value.write(to: &output, indent: indent + 1)
            }
            output.write(ascii: UInt8(ascii: "\n"))
            Self.indent(&output, indent)
            output.write(ascii: UInt8(ascii: "}"))
        case .array(let items) where items.isEmpty:
            output.write("[]")
        case .array(let items):
            output.write("[\n")
            for (index, item) in items.enumerated() {
                if index > 0 { output.write(",\n") }
                Self.indent(&output, indent + 1)
                item.write(to: &output, indent: indent + 1)
            }
            output.write(ascii: UInt8(ascii: "\n"))
            Self.indent(&output, indent)
            output.write(ascii: UInt8(ascii: "]"))
        case .line(let value):
            value.writeOneLine(to: &output)
        case .string(let text):
            Self.writeQuoted(text, to: &output)
        case .number(let value):
            // The shortest decimal that reads back as the value: the digits `Double.shortestDecimal`
            // (Color/) prints too, which only looks the usual ones up faster.
            output.write(value.description)
        case .integer(let value):
            output.write(value)
        case .bool(let value):
            output.write(value ? "true" : "false")
        }
    }

    /// `{"a": 1, "b": [2, 3]}`
    private func writeOneLine(to output: inout TextSink) {
        switch self {
        case .object(let fields):
            output.write(ascii: UInt8(ascii: "{"))
            for (index, field) in fields.enumerated() {
                if index > 0 { output.write(", ") }
                Self.writeQuoted(field.key, to: &output)
                output.write(": ")
                field.value.writeOneLine(to: &output)
            }
            output.write(ascii: UInt8(ascii: "}"))
        case .array(let items):
            output.write(ascii: UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.write(", ") }
                item.writeOneLine(to: &output)
            }
            output.write(ascii: UInt8(ascii: "]"))
        case .line(let value):
            value.writeOneLine(to: &output)
        default:
            write(to: &output)
        }
    }

    private static func indent(_ output: inout TextSink, _ depth: Int) {
        for _ in 0..<depth { output.write("  ") }
    }

    /// `"prefix.key"`, or `"key"` when the prefix is empty: a name joined as it is quoted, without
    /// making it as a string first when neither part needs an escape.
    static func writeQuoted(_ prefix: String, _ separator: String, _ key: String, to output: inout TextSink) {
        guard PlainASCII.isPrintable(prefix, except: "\"\\"), PlainASCII.isPrintable(key, except: "\"\\") else {
            return writeQuoted(prefix.isEmpty ? key : prefix + separator + key, to: &output)
        }
        output.write(ascii: UInt8(ascii: "\""))
        if !prefix.isEmpty {
            output.write(prefix)
            output.write(separator)
        }
        output.write(key)
        output.write(ascii: UInt8(ascii: "\""))
    }

    static func writeQuoted(_ text: String, to output: inout TextSink) {
        if PlainASCII.isPrintable(text, except: "\"\\") {
            output.write(ascii: UInt8(ascii: "\""))
            output.write(text)
            output.write(ascii: UInt8(ascii: "\""))
        } else {
            output.write(quoted(text))
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
