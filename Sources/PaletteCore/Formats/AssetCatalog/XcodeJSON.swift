/// A `Contents.json` value, printed byte for byte as Xcode writes it: Foundation's `JSONSerialization`
/// with `.prettyPrinted` and `.sortedKeys`, then a line feed. Opening and saving a catalog in Xcode
/// then changes nothing.
///
/// Only what asset catalogs hold: objects, arrays, strings, integers and booleans. Components are
/// strings in Xcode's format (`"0xAB"`, `"0.500"`), so no floating-point number is ever printed.
///
/// Strings are quoted as all of palettec's JSON is (`JSONValue.quoted`): `\"`, `\\`, `\n`, `\r`, `\t`,
/// and `\uXXXX` for every other control, separator and invisible format character, so no text can
/// hide in a reviewed diff. Foundation writes `\b` and `\f` for backspace and form feed and writes
/// DEL, C1 controls, separators and bidirectional controls raw; palettec's catalog files hold only its
/// own keys and values, never palette text, so the two spellings never meet in a file it writes.
enum XcodeJSON: Hashable, Sendable {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The whole file: the value, then the line feed Xcode ends every `Contents.json` with.
    var fileText: String { printed(indent: 0) + "\n" }

    /// Foundation's pretty layout: two spaces an indent level, `"key" : value`, one member or element a
    /// line, and an empty container printed as an opening line, an empty line and a closing line.
    func printed(indent: Int) -> String {
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            let lines = Self.sortedKeys(members.keys).map { key in
                inner + JSONValue.quoted(key) + " : " + members[key]!.printed(indent: indent + 1)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + outer + "}"
        case .array(let elements):
            let lines = elements.map { inner + $0.printed(indent: indent + 1) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + outer + "]"
        case .string(let text):
            return JSONValue.quoted(text)
        case .integer(let number):
            return String(number)
        case .bool(let flag):
            return flag ? "true" : "false"
        }
    }

    /// Keys by their UTF-8 bytes. Foundation compares keys numerically and without case, which orders
    /// Xcode's keys (lowercase ASCII words joined by hyphens, the only keys palettec writes) the same way.
    static func sortedKeys(_ keys: Dictionary<String, XcodeJSON>.Keys) -> [String] {
        keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
