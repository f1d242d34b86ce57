/// The brands of the palettes a tokens folder holds, as the resolver's `brand` modifier names them.
///
/// Two modifiers, appearance and brand, each choose their own files, and a later file wins whole; so
/// a brand's value in an appearance is reached through an alias. Each appearance context adds
/// `brands.<context>.tokens.json`, every other brand's values for that appearance, each palette's in
/// a group of its own (`Shop@globex.accent`); each brand's context is `brand.<brand>.tokens.json`, whose
/// tokens alias them at the palette's own paths (`Shop.accent`: `{Shop@globex.accent}`). The
/// default brand's context has no file: the plain files hold its values.
struct TokenBrands {
    /// Between a palette's name and a brand's in the group of the brand's values (`Shop@globex`).
    static let separator = "@"
    static let modifier = "brand"

    struct Brand {
        var name: String
        /// Its Swift case name, which names its group and file (a brand's name may hold what they cannot).
        var caseName: String
        /// The palettes that have it and not as their default, each with the brand's values in place.
        var palettes: [Palette]

        /// `brand.globex.tokens.json`
        var fileName: String { TokenBrands.modifier + "." + caseName + DTCGFormat.tokensFileExtension }
    }

    /// Every brand, the first palette with brands' default first; empty when no palette has brands.
    var brands: [Brand] = []

    init(_ palettes: [Palette]) {
        for palette in palettes {
            guard let list = palette.brands else { continue }
            for (index, name) in list.names.enumerated() {
                if !brands.contains(where: { $0.name == name }) {
                    brands.append(Brand(name: name, caseName: list.caseNames[index], palettes: []))
                }
                guard index > 0 else { continue }
                let position = brands.firstIndex { $0.name == name }!
                brands[position].palettes.append(palette.inBrand(index - 1))
            }
        }
    }

    var isEmpty: Bool { brands.isEmpty }

    /// `Shop@globex`: a palette's group of a brand's values, which no palette's name (a Swift type) can be.
    static func groupName(_ palette: String, _ brand: Brand) -> String { palette + separator + brand.caseName }

    /// `brands.dark.tokens.json`: the appearance context's file of the other brands' values.
    static func fileName(for context: TokenContext) -> String {
        "brands." + context.rawValue + DTCGFormat.tokensFileExtension
    }
}

extension Palette {
    /// The palette as the brand `other` (its index in `brands.others`) shows it: each color's values the
    /// brand's.
    func inBrand(_ other: Int) -> Palette {
        var palette = self
        var next = 0
        let values = allColors.map { $0.brandAppearances[other] }
        palette.root.fillAppearances(values, next: &next)
        return palette
    }
}
