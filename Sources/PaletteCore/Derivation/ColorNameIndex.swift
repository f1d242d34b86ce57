/// Each color name → its place in the specs (the first, should a name repeat). An open-addressing
/// table of 32-bit places that compares against the specs' own names instead of keeping copies: a
/// `[String: Int]` of 100,000 names took 6.3 MB, this takes 1 MB.
struct ColorNameIndex {
    private let specs: ChunkedArray<ColorSpec>
    /// A place in `specs`, or -1 for an empty slot; at most half full, so a probe ends soon.
    private var slots: [Int32]

    init(_ specs: ChunkedArray<ColorSpec>) {
        self.specs = specs
        var capacity = 8
        while capacity < specs.count * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        for place in specs.indices {
            let slot = self.slot(of: specs[place].name)
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
        while slots[slot] >= 0, specs[Int(slots[slot])].name != name {
            slot = (slot + 1) & mask
        }
        return slot
    }
}
