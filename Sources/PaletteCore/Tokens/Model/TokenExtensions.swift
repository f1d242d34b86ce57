/// A token's or group's `$extensions`, kept as written: the format requires tools to keep extension
/// data they do not understand. Numbers keep their text and keys their order; strings are escaped
/// as palettec's own JSON escapes them (`JSONValue.quoted`).
package struct TokenExtensions: Sendable {
    let node: JSONNode

    /// The object as compact JSON (`{"org.example":{"a":1}}`): what a writer puts back.
    package var jsonText: String {
        Self.compact(node)
    }

    /// Any JSON value as compact JSON, as `jsonText` writes the object.
    static func compact(_ node: JSONNode) -> String {
        var text = ""
        write(node, into: &text)
        return text
    }

    private static func write(_ node: JSONNode, into text: inout String) {
        switch node.value {
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONValue.quoted(member.key)
                text += ":"
                write(member.value, into: &text)
            }
            text += "}"
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                write(item, into: &text)
            }
            text += "]"
        case .string(let string): text += JSONValue.quoted(string)
        case .number(let number): text += number
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        }
    }
}
