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
    /// Every group and token an extending group inherits is spent from it: groups extending groups
    /// that extend groups, or many groups extending one large one, multiply a file's nodes.
    private let budget: ImportBudget
    private var stopped = false

    static func resolve(
        _ root: TokenGroupNode, limits: PaletteLimits, budget: ImportBudget
    ) -> (TokenGroupNode, [Diagnostic]) {
        var extension_ = GroupExtension(root: root, limits: limits, budget: budget)
        extension_.resolve(at: TokenPath([]))
        return (extension_.root, extension_.diagnostics)
    }

    private init(root: TokenGroupNode, limits: PaletteLimits, budget: ImportBudget) {
        self.root = root
        self.limits = limits
        self.budget = budget
    }

    private mutating func resolve(at path: TokenPath) {
        guard !stopped, !done.contains(path), !visiting.contains(path), var group = root.group(at: path) else { return }
        guard visiting.count < limits.groupDepth * 2 else {
            diagnostics.append(
                .error(
                    "$extends chains more than \(limits.groupDepth * 2) groups here; extend the group at the start "
                        + "of the chain", at: group.extends?.location ?? group.location))
            stopped = true
            return
        }
        visiting.append(path)
        // What it inherits is resolved already, with the group it comes from: only its own groups are left.
        let ownGroups = group.members.compactMap { member -> String? in
            if case .group = member.node { return member.name }
            return nil
        }
        if let extends = group.extends {
            group.extends = nil
            if let inherited = inheritedGroup(extends, from: path) {
                guard budget.charge(1 + inherited.nodeCount, at: extends.location, .extends) else {
                    stopped = true
                    visiting.removeLast()
                    return
                }
                group = inherited.merged(with: group)
            }
            root.setGroup(group, at: path)
        }
        // Let go of the copy, so that the root changes in place below.
        group = TokenGroupNode(location: group.location)
        for name in ownGroups { resolve(at: path.appending(name)) }
        visiting.removeLast()
        done.insert(path)
    }

    /// The group `extends` names, resolved itself; nil (with its error) when there is none.
    private mutating func inheritedGroup(_ extends: Located<String>, from path: TokenPath) -> TokenGroupNode? {
        guard let target = Self.target(extends.value) else {
            diagnostics.append(
                .error(
                    "$extends names a group as {group.name} or \"#/group/name\", not '\(extends.value.abbreviated)'",
                    at: extends.location))
            return nil
        }
        if path.segments.starts(with: target.segments) || visiting.contains(target) {
            // `path` is the last group being resolved: the chain runs from the target back to it.
            let chain = (visiting.drop { $0 != target } + [target]).map(\.reference)
            let cycle = path.segments.starts(with: target.segments) ? [path.reference, target.reference] : Array(chain)
            diagnostics.append(
                .error(
                    "$extends makes a cycle (\(cycle.joined(separator: " → "))): a group cannot inherit from itself or "
                        + "from a group "
                        + "that contains it; extend a sibling group instead", at: extends.location))
            return nil
        }
        resolve(at: target)
        switch root.member(at: target) {
        case .group(var group)?:
            group.extends = nil
            return group
        case .token?:
            diagnostics.append(
                .error("$extends names \(target.reference), a token; it names a group", at: extends.location))
        case nil:
            if let inheriting = visiting.first(where: {
                target.segments.starts(with: $0.segments) && root.group(at: $0)?.extends != nil
            }) {
                // The group would come to `inheriting` by its `$extends`, still being resolved, which leads here.
                let chain = (visiting.drop { $0 != inheriting } + [target]).map(\.reference)
                diagnostics.append(
                    .error(
                        "$extends makes a cycle (\(chain.joined(separator: " → "))): \(target.reference) would be "
                            + "\(inheriting.reference)'s by the $extends that leads to this group, so this group "
                            + "would inherit from itself; extend the group it comes from instead", at: extends.location)
                )
            } else {
                diagnostics.append(
                    .error("$extends names \(target.reference), but there is no group there", at: extends.location))
            }
        }
        return nil
    }

    static func target(_ text: String) -> TokenPath? {
        if let path = TokenPath.curlyReference(text) { return path }
        return JSONPointer.segments(text).map(TokenPath.init)
    }
}
