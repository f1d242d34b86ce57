/// Which brand of a palette's old manifest is which of its new one: a brand by its name, and a palette
/// that gains or loses brands has its colors of before as its default brand's. A palette without brands
/// has the one brand nil.
struct BrandMatch {
    private let old: [String]
    private let new: [String]

    init(old: [String], new: [String]) {
        self.old = old
        self.new = new
    }

    /// The old brand that `brand` of the new manifest was; nil (none) for a brand added.
    func old(for brand: String?) -> String?? {
        guard let brand else { return .some(old.first) }
        if old.contains(brand) { return .some(brand) }
        return old.isEmpty && brand == new.first ? .some(nil) : nil
    }

    /// The new brand that `brand` of the old manifest is; nil (none) for a brand removed.
    func new(for brand: String?) -> String?? {
        guard let brand else { return .some(new.first) }
        if new.contains(brand) { return .some(brand) }
        return new.isEmpty && brand == old.first ? .some(nil) : nil
    }

    var added: [String] { new.filter { old(for: $0) == nil } }
    var removed: [String] { old.filter { new(for: $0) == nil } }
}
