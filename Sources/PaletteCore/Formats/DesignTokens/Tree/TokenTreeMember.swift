struct TokenTreeMember {
    enum Node {
        case group(TokenGroupNode)
        case token(TokenLeafNode)
    }

    var name: String
    var node: Node

    /// It and, for a group, every group and token below it.
    var nodeCount: Int {
        if case .group(let group) = node { return 1 + group.nodeCount }
        return 1
    }
}
