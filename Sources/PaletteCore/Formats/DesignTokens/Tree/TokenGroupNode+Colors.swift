extension TokenGroupNode {
    /// Whether a token below it is typed a color, by its own `$type` or a group's: what a token set
    /// brings to a palette.
    func holdsColors(inheritedType: String? = nil) -> Bool {
        let type = self.type?.value ?? inheritedType
        return members.contains { member in
            switch member.node {
            case .token(let leaf): return (leaf.type?.value ?? type) == DTCGFormat.colorType
            case .group(let group): return group.holdsColors(inheritedType: type)
            }
        }
    }
}
