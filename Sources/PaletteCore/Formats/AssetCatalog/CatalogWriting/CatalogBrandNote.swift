/// A catalog has no brand axis: `UIColor(named:)` has one value per name. So a palette with brands gives
/// the catalog its default brand's colors (each color's own appearances), and a run that writes one says
/// so in one note, at the first such palette, naming each with its default brand.
enum CatalogBrandNote {
    static func note(for palettes: [Palette]) -> Diagnostic? {
        let branded = palettes.compactMap { palette in palette.brands.map { (palette, $0.defaultBrand) } }
        guard let first = branded.first else { return nil }
        let named = branded.map { palette, brand in "\(palette.name)'s \(brand)" }.joined(separator: ", ")
        return Diagnostic(
            .note,
            "an asset catalog has no brand axis, so it holds each palette's default brand: \(named); "
                + "UIColor(named:), storyboards and the launch screen show it whatever the brand, while the "
                + "generated Swift follows the brand chosen",
            at: first.0.nameLocation)
    }
}
