/// Several token structures made one, as the resolver module merges a set's sources and the
/// resolution order: later wins. Groups merge member by member, their properties replaced by later
/// ones that are written; a token replaces whatever was at its path, whole (never property by
/// property); a member keeps the place it first had.
extension TokenGroupNode {
    func merged(with later: TokenGroupNode) -> TokenGroupNode {
        var result = self
        result.merge(later)
        return result
    }

    /// `merged(with:)` in place, so merging many sources into one large group stays linear.
    mutating func merge(_ later: TokenGroupNode) {
        if later.type != nil { type = later.type }
        if later.description != nil { description = later.description }
        if later.deprecated != nil { deprecated = later.deprecated }
        if later.extensions != nil { extensions = later.extensions }
        if later.extends != nil { extends = later.extends }
        for member in later.members {
            if case .group(let laterGroup) = member.node, case .group? = self[member.name]?.node {
                changeGroup(named: member.name) { $0.merge(laterGroup) }
            } else {
                set(member)
            }
        }
    }

    /// Every token marked as read only for references (a Tokens Studio `source` set).
    func markedReferenceOnly() -> TokenGroupNode {
        var result = self
        for member in members {
            switch member.node {
            case .group(let group):
                result.set(TokenTreeMember(name: member.name, node: .group(group.markedReferenceOnly())))
            case .token(var token):
                token.referenceOnly = true
                result.set(TokenTreeMember(name: member.name, node: .token(token)))
            }
        }
        return result
    }
}
