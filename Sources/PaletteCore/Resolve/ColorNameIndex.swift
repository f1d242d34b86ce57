/// Each color name → its place in the palette's colors (the first, should a name repeat). An
/// open-addressing table of 32-bit places that compares against the names themselves instead of
/// keeping copies as keys, as a `[String: Int]` does (docs/performance.md).
struct ColorNameIndex {
    private let names: [String]
    /// A place in `names`, or -1 for an empty slot; at most half full, so a probe ends soon.
    private var slots: [Int32]

    init(_ names: [String]) {
        self.names = names
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        for place in names.indices {
            let slot = self.slot(of: names[place])
            if slots[slot] < 0 { slots[slot] = Int32(place) }
        }
    }

    subscript(name: String) -> Int? {
        let place = slots[slot(of: name)]
        return place < 0 ? nil : Int(place)
    }

    /// The slot that holds `name`, or the empty one where it would go.
    private func slot(of name: String) -> Int {
        let mask = slots.count - 1
        var slot = name.hashValue & mask
        while slots[slot] >= 0, names[Int(slots[slot])] != name {
            slot = (slot + 1) & mask
        }
        return slot
    }
}
