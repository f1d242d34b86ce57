/// Items that share a key they must each have alone (a name, a lookup name, a file): the errors that say so.
enum Clashes {
    /// For each item whose key another item shares, an error with a note at each of the others;
    /// clashes in the order their first items come.
    static func errors<Item, Key: Hashable>(
        _ items: [Item], clashingBy key: (Item) -> Key, at location: (Item) -> SourceLocation,
        message: (Item, [Item]) -> String, note: (Item) -> String
    ) -> [Diagnostic] {
        var groups: [Key: [Item]] = [:]
        var order: [Key] = []
        for item in items {
            let itemKey = key(item)
            if groups[itemKey] == nil { order.append(itemKey) }
            groups[itemKey, default: []].append(item)
        }
        return order.compactMap { groups[$0] }.filter { $0.count > 1 }.flatMap { group in
            group.indices.map { index in
                let item = group[index], others = group.enumerated().filter { $0.offset != index }.map(\.element)
                return Diagnostic.error(
                    message(item, others), at: location(item),
                    notes: others.map { Diagnostic.Note(note($0), at: location($0)) })
            }
        }
    }
}
