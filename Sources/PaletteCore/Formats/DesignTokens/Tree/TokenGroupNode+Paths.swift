/// Groups and tokens found by their path from the root.
extension TokenGroupNode {
    func member(at path: TokenPath) -> TokenTreeMember.Node? {
        guard let first = path.segments.first else { return .group(self) }
        guard let member = self[first] else { return nil }
        guard path.segments.count > 1 else { return member.node }
        guard case .group(let group) = member.node else { return nil }
        return group.member(at: TokenPath(Array(path.segments.dropFirst())))
    }

    func group(at path: TokenPath) -> TokenGroupNode? {
        if case .group(let group)? = member(at: path) { return group }
        return nil
    }

    /// Puts `group` at `path`, whose parents are groups already.
    mutating func setGroup(_ group: TokenGroupNode, at path: TokenPath) {
        guard let first = path.segments.first else {
            self = group
            return
        }
        guard path.segments.count > 1 else {
            set(TokenTreeMember(name: first, node: .group(group)))
            return
        }
        changeGroup(named: first) { $0.setGroup(group, at: TokenPath(Array(path.segments.dropFirst()))) }
    }

    /// Changes the member group `name`, if there is one, where it is: it is taken out while it
    /// changes, so that it is not copied whole (many changes to one large group stay linear).
    mutating func changeGroup(named name: String, _ change: (inout TokenGroupNode) -> Void) {
        guard case .group(var child)? = self[name]?.node else { return }
        set(TokenTreeMember(name: name, node: .group(TokenGroupNode(location: child.location))))
        change(&child)
        set(TokenTreeMember(name: name, node: .group(child)))
    }
}
