/// A JSON value as read from an asset catalog's `Contents.json`, with where it starts, so that every
/// message about it can name its line and column. Numbers keep their text: a component written
/// `0.5` or `1` is read by the same rules as `"0.5"` or `"1"`.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    /// 1-based, counted in Unicode scalars, as diagnostics show it.
    var line: Int
    var column: Int

    var object: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// A member's value by key (keys are unique: the reader rejects a repeated one).
    subscript(key: String) -> JSONNode? {
        object?.first { $0.key == key }?.value
    }

    /// What the value is, as a message names it: "a string", "an object".
    var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }

    func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}

struct JSONMember: Sendable {
    var key: String
    var keyLine: Int
    var keyColumn: Int
    var value: JSONNode
}
