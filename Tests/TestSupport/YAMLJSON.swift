import Foundation
@testable import PaletteCore

/// A YAML file as the JSON a YAML language server checks against a schema: mappings become objects,
/// lists arrays, and plain scalars are typed as YAML 1.2's core schema says (`~` and `null` are null,
/// `true` a boolean, `4.5` and `0x1F` numbers); quoted and block scalars stay strings. Read with
/// palettec's own reader, so the tree is the one palettec builds from (aliases expanded).
public enum YAMLJSON {
    /// The JSON text, or a failure with the reader's messages.
    public static func json(fromYAML text: String, path: String = "palette.yml") throws -> String {
        let document = YAMLReader.read(Array(text.utf8), path: path)
        guard let root = document.root, document.diagnostics.isEmpty else {
            throw ToolRun.Failure(description: "\(path) is no YAML document: \(document.diagnostics.map(\.formatted))")
        }
        var output = ""
        write(root, to: &output)
        return output
    }

    private static func write(_ node: YAMLNode, to output: inout String) {
        switch node.content {
        case .mapping(let pairs):
            output += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { output += "," }
                output += quoted(pair.key) + ":"
                write(pair.value, to: &output)
            }
            output += "}"
        case .sequence(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                write(item, to: &output)
            }
            output += "]"
        case .scalar(let scalar):
            output += scalar.style == .plain ? plain(scalar.text) : quoted(scalar.text)
        }
    }

    /// A plain scalar by YAML 1.2's core schema (its tags `null`, `bool`, `int`, `float`), else a string.
    static func plain(_ text: String) -> String {
        switch text {
        case "", "~", "null", "Null", "NULL": return "null"
        case "true", "True", "TRUE": return "true"
        case "false", "False", "FALSE": return "false"
        case ".nan", ".NaN", ".NAN": return "NaN"
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return "Infinity"
        case "-.inf", "-.Inf", "-.INF": return "-Infinity"
        default: break
        }
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil { return Int(text).map(String.init) ?? number(Double(text)!) }
        if let digits = text.wholeMatch(of: /0o([0-7]+)/)?.1 {
            return Int(digits, radix: 8).map(String.init) ?? quoted(text)
        }
        if let digits = text.wholeMatch(of: /0x([0-9a-fA-F]+)/)?.1 {
            return Int(digits, radix: 16).map(String.init) ?? quoted(text)
        }
        if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil, let value = Double(text) {
            return number(value)
        }
        return quoted(text)
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : value > 0 ? "Infinity" : "-Infinity"
    }

    /// A JSON string, as Foundation writes one.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }
}
