/// A token's or group's `$extensions`, kept as written: the format requires tools to keep extension
/// data they do not understand. Numbers keep their text and keys their order; strings are escaped
/// as palettec's own JSON escapes them (`JSONValue.quoted`).
struct TokenExtensions: Sendable {
    let node: JSONNode

    /// The object as compact JSON (`{"org.example":{"a":1}}`): what a writer puts back.
    var jsonText: String {
        node.compactText
    }
}
