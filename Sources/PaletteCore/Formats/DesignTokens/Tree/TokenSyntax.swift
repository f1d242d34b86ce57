/// The property names a token file uses: the Design Tokens format's `$value`, `$type` and
/// `$description`, or the `value`, `type` and `description` of Tokens Studio's "Legacy" token format
/// (its default before it wrote the DTCG one; both are still written, by a setting). A file is one or
/// the other: legacy when no object in it has a `$value` and some object has a `value`.
enum TokenSyntax: Equatable {
    case dtcg
    case tokensStudioLegacy

    var valueKey: String { self == .dtcg ? DTCGFormat.Key.value : "value" }
    var typeKey: String { self == .dtcg ? DTCGFormat.Key.type : "type" }
    var descriptionKey: String { self == .dtcg ? DTCGFormat.Key.description : "description" }

    static func of(_ root: JSONNode) -> TokenSyntax {
        var sawLegacyValue = false
        var stack = [root]
        while let node = stack.popLast() {
            if let members = node.object {
                for member in members {
                    if member.key == TokenSyntax.dtcg.valueKey { return .dtcg }
                    if member.key == TokenSyntax.tokensStudioLegacy.valueKey { sawLegacyValue = true }
                    stack.append(member.value)
                }
            } else if let items = node.array {
                stack.append(contentsOf: items)
            }
        }
        return sawLegacyValue ? .tokensStudioLegacy : .dtcg
    }
}
