@testable import PaletteCore

/// Colorsets written the way Xcode writes them: 2-space indent, `"key" : value`, keys sorted.
enum ColorSetText {
    indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case number(String)
        case bool(Bool)
    }

    static func text(_ value: Value, indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch value {
        case .object(let members):
            let sorted = members.sorted { $0.0 < $1.0 }
            return "{\n"
                + sorted.map { "\(pad)\"\($0.0)\" : \(text($0.1, indent: indent + 1))" }.joined(separator: ",\n")
                + "\n\(end)}"
        case .array(let items):
            return "[\n" + items.map { pad + text($0, indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)]"
        case .string(let text): return "\"\(text)\""
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    static func color(_ space: String, _ components: [(String, String)]) -> Value {
        .object([("color-space", .string(space)), ("components", .object(components.map { ($0.0, .string($0.1)) }))])
    }

    static func rgb(
        _ red: String, _ green: String, _ blue: String, alpha: String = "1.000", space: String = "srgb"
    ) -> Value {
        color(space, [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)])
    }

    static func gray(_ white: String, alpha: String = "1.000", space: String = "gray-gamma-22") -> Value {
        color(space, [("white", white), ("alpha", alpha)])
    }

    static func entry(
        _ color: Value?, luminosity: String? = nil, highContrast: Bool = false, idiom: String = "universal",
        extra: [(String, Value)] = []
    ) -> Value {
        var members: [(String, Value)] = [("idiom", .string(idiom))] + extra
        if let color { members.append(("color", color)) }
        var appearances: [Value] = []
        if let luminosity {
            appearances.append(.object([("appearance", .string("luminosity")), ("value", .string(luminosity))]))
        }
        if highContrast {
            appearances.append(.object([("appearance", .string("contrast")), ("value", .string("high"))]))
        }
        if !appearances.isEmpty { members.append(("appearances", .array(appearances))) }
        return .object(members)
    }

    static func colorSet(_ entries: [Value]) -> String {
        text(
            .object([
                ("colors", .array(entries)),
                ("info", .object([("author", .string("xcode")), ("version", .number("1"))])),
            ])) + "\n"
    }

    static let namespaceFolder =
        text(
            .object([
                ("info", .object([("author", .string("xcode")), ("version", .number("1"))])),
                ("properties", .object([("provides-namespace", .bool(true))])),
            ])) + "\n"

    /// One colorset read as `palettec import` reads it.
    static func read(_ entries: [Value], path: String = "A.xcassets/c.colorset/Contents.json") -> ColorSetReader.Reading
    {
        ColorSetReader.read(Array(colorSet(entries).utf8), path: path)
    }
}
