/// A color's `extensions:`, a JSON object written as a string: a design token's `$extensions`, which
/// the format requires tools to keep, so `--tokens` writes its members back beside palettec's own.
/// Each member's value is kept as compact JSON, its key order and number text as written.
struct ColorExtensions: Hashable, Sendable {
    struct Member: Hashable, Sendable {
        var key: String
        /// The value as compact JSON.
        var json: String
    }

    var members: [Member]

    /// The object as compact JSON, as `extensions:` holds it.
    var jsonText: String {
        "{"
            + members.map { JSONValue.quoted($0.key) + ":" + $0.json }
            .joined(separator: ",") + "}"
    }

    /// The members of a JSON object, or why the node is none.
    init?(_ node: JSONNode) {
        guard case .object(let members) = node.value else { return nil }
        self.members = members.map { Member(key: $0.key, json: $0.value.compactText) }
    }

    /// `text` read as JSON: the object, or the message saying what is wrong with it.
    static func read(_ text: String) -> Result<ColorExtensions, Problem> {
        switch JSONReader.read(Array(text.utf8), path: "extensions") {
        case .failure(let error):
            return .failure(Problem(message: error.diagnostic.message))
        case .success(let node):
            guard let extensions = ColorExtensions(node) else {
                return .failure(Problem(message: "it is not a JSON object"))
            }
            return .success(extensions)
        }
    }

    struct Problem: Error {
        var message: String
    }

    /// Without one member (palettec's own, which it writes anew).
    func removing(_ key: String) -> ColorExtensions? {
        var copy = self
        copy.members.removeAll { $0.key == key }
        return copy.members.isEmpty ? nil : copy
    }

    /// A member's value, when it is an object: its members (`studio.tokens`'s).
    func object(_ key: String) -> ColorExtensions? {
        guard let member = members.first(where: { $0.key == key }),
            case .success(let node) = JSONReader.read(Array(member.json.utf8), path: "extensions")
        else { return nil }
        return ColorExtensions(node)
    }

    /// Without one key of a member's object (Tokens Studio's `modify` of `studio.tokens`), the member
    /// gone when nothing else is left in it.
    func removing(_ key: String, of member: String) -> ColorExtensions? {
        guard let inner = object(member), inner.members.contains(where: { $0.key == key }),
            let index = members.firstIndex(where: { $0.key == member })
        else { return self }
        var copy = self
        if let kept = inner.removing(key) {
            copy.members[index].json = kept.jsonText
        } else {
            copy.members.remove(at: index)
        }
        return copy.members.isEmpty ? nil : copy
    }
}
