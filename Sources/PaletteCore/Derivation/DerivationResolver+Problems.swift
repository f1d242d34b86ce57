/// The resolver's errors: unknown colors, cycles and chains too long to follow.
extension DerivationResolver {
    /// Whether a reference names a color of this palette; reports it (once per place) when not.
    mutating func known(_ reference: ColorReference) -> Bool {
        if specs[reference.name] != nil { return true }
        if brokenColors.contains(reference.name) { return false }
        guard reportedUnknownColors.insert(reference.location).inserted else { return false }
        report(.error(
            unknownColor.message(for: reference.name, colors: order, context: "name a color of this palette as \"{group.name}\""),
            at: reference.location))
        return false
    }

    /// Once per palette, at the value whose chain is too long.
    mutating func reportLongChain(from key: Key) {
        guard !reportedLongChain, let spec = specs[key.color] else { return }
        reportedLongChain = true
        report(.error(
            "\(key.description) is derived through a chain of more than \(chainLimit) colors, the most palettec "
                + "follows; write one of the colors along the way as a value",
            at: spec.location(of: key.appearance)))
    }

    mutating func reportCycle(_ cycle: [Key]) {
        guard reportedCycles.insert(Set(cycle.map(\.color)).sorted()).inserted else { return }
        let places = cycle.dropLast().compactMap { key in
            specs[key.color].map { Diagnostic.Note("\(key.description) is derived here", at: $0.location(of: key.appearance)) }
        }
        guard let first = places.first else { return }
        report(.error(
            "these colors derive from each other in a cycle: \(cycle.map(\.description).joined(separator: " → ")); "
                + "write one of them as a value", at: first.location, notes: Array(places.dropFirst())))
    }
}
