/// Where a token's value comes from when it is not written out: a curly-brace alias `{group.token}`
/// (as the whole `$value`), a `$ref` JSON Pointer beside or instead of it (`#/group/token/$value`, or
/// `#/group/token` as the format's own example writes one), or a `$value` that is `{"$ref": …}`.
enum TokenReference {
    /// The token whose value this one takes.
    case token(TokenPath, written: Located<String>)
    /// A value inside another token's (`#/group/token/$value/components/0`).
    case valuePart(TokenPath, [String], written: Located<String>)

    var written: Located<String> {
        switch self {
        case .token(_, let written), .valuePart(_, _, let written): return written
        }
    }

    /// The reference the token is, nil for a literal value, or the error in a malformed one.
    static func of(_ leaf: TokenLeafNode, in root: TokenGroupNode) -> Result<TokenReference, DiagnosticError>? {
        if let ref = leaf.ref { return pointer(ref, in: root) }
        guard let value = leaf.value else { return nil }
        if let text = value.string, let path = TokenPath.reference(text) {
            return .success(.token(path, written: Located(value: text, location: value.location(in: leaf.file))))
        }
        if let members = value.object, members.count == 1, members[0].key == DTCGFormat.Key.ref {
            let node = members[0].value
            guard let text = node.string else {
                return .failure(
                    .error(
                        "$ref is a JSON Pointer string such as \"#/color/base/$value\"",
                        at: node.location(in: leaf.file)))
            }
            return pointer(Located(value: text, location: node.location(in: leaf.file)), in: root)
        }
        return nil
    }

    /// A JSON Pointer into the token structure: through groups to a token, then into its `$value`.
    static func pointer(_ written: Located<String>, in root: TokenGroupNode) -> Result<TokenReference, DiagnosticError>
    {
        guard let segments = JSONPointer.segments(written.value) else {
            return .failure(
                .error(
                    "'\(written.value.abbreviated)' is not a JSON Pointer into this token structure; write "
                        + "\"#/group/token/$value\" (palettec reads no other document through $ref)",
                    at: written.location))
        }
        var group = root
        var path = TokenPath([])
        for (index, segment) in segments.enumerated() {
            guard let member = group[segment] else {
                let hint =
                    Suggestion.closest(to: segment, in: group.members.map(\.name)).map { "; did you mean '\($0)'?" }
                    ?? ""
                let place = path.segments.isEmpty ? "at the top level" : "in \(path.description)"
                return .failure(
                    .error(
                        "\(written.value.abbreviated) points at nothing: there is no '\(segment.abbreviated)' "
                            + "\(place)\(hint)",
                        at: written.location))
            }
            path = path.appending(segment)
            switch member.node {
            case .group(let child):
                group = child
            case .token:
                let rest = Array(segments[(index + 1)...])
                if rest.isEmpty || rest == [DTCGFormat.Key.value] { return .success(.token(path, written: written)) }
                guard rest.first == DTCGFormat.Key.value else {
                    return .failure(
                        .error(
                            "\(written.value.abbreviated) points at \(path.reference)'s \(rest[0].abbreviated), not at "
                                + "its value; end the pointer at /$value", at: written.location))
                }
                return .success(.valuePart(path, Array(rest.dropFirst()), written: written))
            }
        }
        return .failure(
            .error(
                "\(written.value.abbreviated) points at a group, not a token; name one of its tokens",
                at: written.location))
    }
}
