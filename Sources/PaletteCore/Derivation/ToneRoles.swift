/// What anchored and role-taking `derive: tone` needs beyond the rule: the palette's anchor, its
/// `role:`, and each color's groups and key, to find a role written on a group or infer one from names.
struct ToneRoles {
    var anchor: ToneAnchor?
    /// `role:` of the palette.
    var paletteRole: ToneRole?
    /// Each color's group and key, in the order of `PaletteSpec.colors`.
    var places: [(group: GroupPlace, key: String)]

    /// Nil when the palette has no anchor and no role on a group or itself: `tone` is as it always was.
    init?(_ spec: PaletteSpec) {
        guard spec.anchor != nil || spec.paletteRole != nil || spec.root.hasToneRole else { return nil }
        anchor = spec.anchor
        paletteRole = spec.paletteRole
        var places: [(group: GroupPlace, key: String)] = []
        places.reserveCapacity(spec.colorNames.count)
        spec.root.forEachColor { places.append(($0.group, $0.key)) }
        self.places = places
    }

    /// The role of a dark by `tone`: the color's own rule's `role:`, else its nearest group's, else the
    /// palette `derive:` rule's, else the palette's; with an anchor and none written, inferred from its
    /// names. `ownRule`: the rule was written on the color, not the palette's `derive:`.
    func role(of color: Int, ruleRole: ToneRole?, ownRule: Bool) -> ToneRoleChoice? {
        if let ruleRole, ownRule { return ToneRoleChoice(role: ruleRole, source: .rule) }
        let place = places[color]
        if let group = place.group.toneRole { return ToneRoleChoice(role: group.role, source: .group(group.group)) }
        if let ruleRole { return ToneRoleChoice(role: ruleRole, source: .paletteRule) }
        if let paletteRole { return ToneRoleChoice(role: paletteRole, source: .palette) }
        guard anchor != nil else { return nil }
        let inferred = ToneRoleInference.infer(names: [place.key] + place.group.keyPath.reversed())
        return ToneRoleChoice(role: inferred.role, source: .inferred(inferred))
    }
}

extension ColorGroup {
    /// Whether it or any group in it writes `role:`.
    var hasToneRole: Bool {
        toneRole != nil || members.contains { member in
            if case .group(let group) = member { return group.hasToneRole }
            return false
        }
    }
}
