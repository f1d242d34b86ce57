extension ColorGroup {
    /// Puts the group, as a palette's top level, at `place`: its colors, and its nested groups' places
    /// made from it. For colors built before the palette's name and `namespace:` were read
    /// (`ColorsBuild`); the names made from keys alone do not change. Members are moved out of their
    /// slots while they change, as in `fillAppearances`, so nothing is copied.
    mutating func move(to place: GroupPlace, typeName: String) {
        self.typeName = typeName
        for index in members.indices {
            let member = members[index]
            members[index] = Self.emptySlot
            switch consume member {
            case .color(var color):
                color.group = place
                members[index] = .color(color)
            case .group(var nested):
                let key = nested.key ?? ""
                nested.move(to: place.group(key, typeName: nested.typeName, providesNamespace: nested.providesNamespace,
                                            role: nested.toneRole),
                            typeName: nested.typeName)
                members[index] = .group(nested)
            }
        }
    }
}
