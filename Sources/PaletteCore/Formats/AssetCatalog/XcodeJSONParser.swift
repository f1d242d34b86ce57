/// Reads the JSON that `XcodeJSON` prints, strictly: what `JSONReader` accepts, holding only objects,
/// arrays, strings, integers and booleans. Anything else (a fraction, `null`, a byte-order mark, which
/// `JSONReader` forgives but neither Xcode nor palettec writes, a malformed file) makes it nil: a file
/// palettec cannot read exactly is one it does not claim.
enum XcodeJSONParser {
    static func parse(_ bytes: [UInt8]) -> XcodeJSON? {
        guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]),
            case .success(let root) = JSONReader.read(bytes, path: "")
        else { return nil }
        return value(root)
    }

    private static func value(_ node: JSONNode) -> XcodeJSON? {
        switch node.value {
        case .object(let members):
            var object: [String: XcodeJSON] = [:]
            for member in members {
                guard let value = value(member.value) else { return nil }
                object[member.key] = value
            }
            return .object(object)
        case .array(let elements):
            let values = elements.compactMap(value)
            return values.count == elements.count ? .array(values) : nil
        case .string(let text):
            return .string(text)
        case .number(let text):
            return Int(text).map(XcodeJSON.integer)
        case .bool(let flag):
            return .bool(flag)
        case .null:
            return nil
        }
    }
}
