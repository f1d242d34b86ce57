/// `brands: [acme, globex]`: the palette's brands, the first the default. Each brand is a case of the
/// palette's generated `Brand` enum, its name the case's raw value.
struct BrandList: Equatable, Sendable {
    /// The generated enum's name, which every color of the palette names: no group may take it.
    static let enumName = "Brand"

    /// The names as written, the default first.
    var names: [String]
    /// The Swift case of each, in the same order (`initech-co` → `initechCo`).
    var caseNames: [String]

    var defaultBrand: String { names[0] }

    /// The brands besides the default, with their places in `names`.
    var others: ArraySlice<String> { names.dropFirst() }

    func index(of name: String) -> Int? { names.firstIndex(of: name) }
}
