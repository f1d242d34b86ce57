/// A token of a merged token structure with what its groups give it: the `$type` and `$deprecated`
/// of the nearest group that has one.
struct TokenEntry {
    var path: TokenPath
    var leaf: TokenLeafNode
    /// Its own `$type`, else its nearest group's.
    var declaredType: Located<String>?
    /// Its own `$deprecated`, else its nearest group's.
    var deprecated: TokenDeprecation?

    /// Every token of `root`, depth first in source order.
    static func all(in root: TokenGroupNode) -> [TokenEntry] {
        var entries: [TokenEntry] = []
        collect(root, path: TokenPath([]), type: nil, deprecated: nil, into: &entries)
        return entries
    }

    private static func collect(
        _ group: TokenGroupNode, path: TokenPath, type: Located<String>?,
        deprecated: TokenDeprecation?, into entries: inout [TokenEntry]
    ) {
        let type = group.type ?? type
        let deprecated = group.deprecated ?? deprecated
        for member in group.members {
            let memberPath = path.appending(member.name)
            switch member.node {
            case .group(let child):
                collect(child, path: memberPath, type: type, deprecated: deprecated, into: &entries)
            case .token(let leaf):
                entries.append(
                    TokenEntry(
                        path: memberPath, leaf: leaf, declaredType: leaf.type ?? type,
                        deprecated: leaf.deprecated ?? deprecated))
            }
        }
    }
}
