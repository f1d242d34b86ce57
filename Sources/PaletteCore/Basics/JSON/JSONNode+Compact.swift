/// Any JSON value as compact JSON (`{"org.example":{"a":1}}`), numbers as written and strings escaped
/// as palettec's own JSON escapes them (`JSONValue.quoted`): how kept `$extensions` are written back.
extension JSONNode {
    var compactText: String {
        var text = ""
        Self.write(self, into: &text)
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
