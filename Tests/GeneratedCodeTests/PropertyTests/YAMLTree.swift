/// The YAML the property tests write. Every drawn text is a double-quoted scalar with escapes, so it
/// reaches palettec exactly as drawn (`\r`, U+2028, a leading combining mark…); only the format's own
/// words and numbers are written plain.
indirect enum YAMLTree: Hashable, Sendable {
    /// A text, written double-quoted.
    case text(String)
    /// Written as is: numbers, rule names, `rgb(…)`. Only ever the generator's own ASCII.
    case plain(String)
    /// A block mapping, one entry a line.
    case mapping([Entry])
    /// A flow mapping on one line: `{ derive: hsv, from: "{base}" }`.
    case flow([Entry])
    /// A block sequence.
    case list([YAMLTree])

    struct Entry: Hashable, Sendable {
        var key: Key
        var value: YAMLTree

        init(_ key: Key, _ value: YAMLTree) {
            self.key = key
            self.value = value
        }
    }

    enum Key: Hashable, Sendable {
        /// One of the format's words (`colors`, `light`, `derive`), written plain.
        case word(String)
        /// A drawn name, written double-quoted.
        case name(String)

        var text: String {
            switch self {
            case .word(let text), .name(let text): return text
            }
        }
    }

    /// The document: `self` as the top-level node.
    var document: String {
        var lines: [String] = []
        write(into: &lines, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }

    private func write(into lines: inout [String], indent: String) {
        switch self {
        case .mapping(let entries):
            for entry in entries {
                let key = Self.written(entry.key)
                switch entry.value {
                case .mapping(let nested) where !nested.isEmpty:
                    lines.append("\(indent)\(key):")
                    entry.value.write(into: &lines, indent: indent + "  ")
                case .list(let items) where !items.isEmpty:
                    lines.append("\(indent)\(key):")
                    entry.value.write(into: &lines, indent: indent + "  ")
                default:
                    lines.append("\(indent)\(key): \(entry.value.inline)")
                }
            }
        case .list(let items):
            for item in items {
                lines.append("\(indent)- \(item.inline)")
            }
        default:
            lines.append(indent + inline)
        }
    }

    /// The node on one line (flow style).
    private var inline: String {
        switch self {
        case .text(let text): return Self.doubleQuoted(text)
        case .plain(let text): return text
        case .mapping(let entries), .flow(let entries):
            if entries.isEmpty { return "{}" }
            return "{ " + entries.map { "\(Self.written($0.key)): \($0.value.inline)" }.joined(separator: ", ") + " }"
        case .list(let items): return "[" + items.map(\.inline).joined(separator: ", ") + "]"
        }
    }

    private static func written(_ key: Key) -> String {
        switch key {
        case .word(let word): return word
        case .name(let name): return doubleQuoted(name)
        }
    }

    /// A YAML double-quoted scalar whose value is exactly `text`. Printable characters are written as
    /// they are (UTF-8), so the reader's decoding is exercised too; line breaks, controls and invisible
    /// characters as escapes, so they cannot be folded away and a reproducer shows them.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default:
                if isWrittenAsIs(scalar) {
                    result.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFF {
                    result += "\\x" + hex(scalar.value, digits: 2)
                } else if scalar.value <= 0xFFFF {
                    result += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    result += "\\U" + hex(scalar.value, digits: 8)
                }
            }
        }
        return result + "\""
    }

    private static func isWrittenAsIs(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x20...0x7E).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse,
            .unassigned:
            return false
        default:
            return true
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
