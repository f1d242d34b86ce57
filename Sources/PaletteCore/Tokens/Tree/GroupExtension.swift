/// `$extends`: a group inherits the tokens and properties of the group it names, its own replacing
/// those at the same path (a token whole, a group member by member), as the format module's deep
/// merge says. Inherited members come first, in the inherited group's order, then the group's own
/// new ones. A chain that comes back to itself, or a group that extends one of its own parents, is
/// an error at its `$extends`, and that group inherits nothing.
struct GroupExtension {
    private(set) var root: TokenGroupNode
    private(set) var diagnostics: [Diagnostic] = []
    private var done: Set<TokenPath> = []
    private var visiting: [TokenPath] = []
    private let limits: PaletteLimits
    /// Tokens copied so far: groups extending groups that extend groups can multiply a file's tokens.
    private var copied = 0
    private var stopped = false

    static func resolve(_ root: TokenGroupNode, limits: PaletteLimits) -> (TokenGroupNode, [Diagnostic]) {
        var extension_ = GroupExtension(root: root, limits: limits)
        extension_.resolve(at: TokenPath([]))
        return (extension_.root, extension_.diagnostics)
    }

    private init(root: TokenGroupNode, limits: PaletteLimits) {
        self.root = root
        self.limits = limits
    }

    private mutating func resolve(at path: TokenPath) {
        guard !stopped, !done.contains(path), !visiting.contains(path), var group = root.group(at: path) else { return }
        guard visiting.count < limits.groupDepth * 2 else {
            diagnostics.append(.error("$extends chains more than \(limits.groupDepth * 2) groups here; extend the group at the start "
                                      + "of the chain", at: group.extends?.location ?? group.location))
            stopped = true
            return
        }
        visiting.append(path)
        if let extends = group.extends {
            group.extends = nil
            if let inherited = inheritedGroup(extends, from: path) {
                copied += inherited.tokenCount
                guard copied <= limits.aliasExpansion else {
                    diagnostics.append(.error("$extends here would copy more than \(limits.aliasExpansion) tokens in all; extend "
                                              + "smaller groups", at: extends.location))
                    stopped = true
                    visiting.removeLast()
                    return
                }
                group = inherited.merged(with: group)
            }
            root.setGroup(group, at: path)
        }
        for member in group.members {
            if case .group = member.node { resolve(at: path.appending(member.name)) }
        }
        visiting.removeLast()
        done.insert(path)
    }

    /// The group `extends` names, resolved itself; nil (with its error) when there is none.
    private mutating func inheritedGroup(_ extends: Located<String>, from path: TokenPath) -> TokenGroupNode? {
        guard let target = Self.target(extends.value) else {
            diagnostics.append(.error("$extends names a group as {group.name} or \"#/group/name\", not '\(extends.value.abbreviated)'",
                                      at: extends.location))
            return nil
        }
        if path.segments.starts(with: target.segments) || visiting.contains(target) {
            // `path` is the last group being resolved: the chain runs from the target back to it.
            let chain = (visiting.drop { $0 != target } + [target]).map(\.reference)
            let cycle = path.segments.starts(with: target.segments) ? [path.reference, target.reference] : Array(chain)
            diagnostics.append(.error(
                "$extends makes a cycle (\(cycle.joined(separator: " → "))): a group cannot inherit from itself or from a group "
                    + "that contains it; extend a sibling group instead", at: extends.location))
            return nil
        }
        resolve(at: target)
        switch root.member(at: target) {
        case .group(var group)?:
            group.extends = nil
            return group
        case .token?:
            diagnostics.append(.error("$extends names \(target.reference), a token; it names a group", at: extends.location))
        case nil:
            diagnostics.append(.error("$extends names \(target.reference), but there is no group there", at: extends.location))
        }
        return nil
    }

    static func target(_ text: String) -> TokenPath? {
        if let path = TokenPath.curlyReference(text) { return path }
        return JSONPointer.segments(text).map(TokenPath.init)
    }
}

extension TokenGroupNode {
    /// Tokens at any depth.
    var tokenCount: Int {
        members.reduce(0) { count, member in
            switch member.node {
            case .group(let group): return count + group.tokenCount
            case .token: return count + 1
            }
        }
    }
}
