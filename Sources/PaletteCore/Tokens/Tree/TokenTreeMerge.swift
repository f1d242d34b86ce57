/// Several token structures made one, as the resolver module merges a set's sources and the
/// resolution order: later wins. Groups merge member by member, their properties replaced by later
/// ones that are written; a token replaces whatever was at its path, whole (never property by
/// property); a member keeps the place it first had.
extension TokenGroupNode {
    func merged(with later: TokenGroupNode) -> TokenGroupNode {
        var result = self
        if later.type != nil { result.type = later.type }
        if later.description != nil { result.description = later.description }
        if later.deprecated != nil { result.deprecated = later.deprecated }
        if later.extensions != nil { result.extensions = later.extensions }
        if later.extends != nil { result.extends = later.extends }
        for member in later.members {
            if case .group(let laterGroup) = member.node, case .group(let earlier)? = result[member.name]?.node {
                result.set(TokenTreeMember(name: member.name, node: .group(earlier.merged(with: laterGroup))))
            } else {
                result.set(member)
            }
        }
        return result
    }

    /// Every token marked as read only for references (a Tokens Studio `source` set).
    func markedReferenceOnly() -> TokenGroupNode {
        var result = self
        for member in members {
            switch member.node {
            case .group(let group): result.set(TokenTreeMember(name: member.name, node: .group(group.markedReferenceOnly())))
            case .token(var token):
                token.referenceOnly = true
                result.set(TokenTreeMember(name: member.name, node: .token(token)))
            }
        }
        return result
    }
}
