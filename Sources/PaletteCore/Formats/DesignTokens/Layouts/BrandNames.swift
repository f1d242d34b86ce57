/// Which of a source's axes are brands: a resolver modifier or a Tokens Studio theme group whose name
/// says so (`brand`, `Brands`, `brandName`), whose contexts or themes are then the brands.
enum BrandNames {
    static func namesBrands(_ name: String) -> Bool {
        AppearanceModeNames.words(name).contains { $0 == "brand" || $0 == "brands" }
    }
}
