/// A manifest as `palettec diff` reads it, schema version 1 or 2: each palette's brands, its colors, by
/// Swift name, with the value of every appearance in each brand, and its contrast checks.
package struct ManifestDocument: Sendable {
    struct Value: Hashable, Sendable {
        var color: RGBA
        /// `invert(light)`, `contrast(background.dark)`: the rule that derived the value, or the made color's
        /// expression; nil when written.
        var rule: String?
        /// Whether `rule` is a made color's expression (`{label} at 29%`) rather than a rule.
        var isMade = false
    }

    /// One brand's values of a color; `brand` is nil for a palette without brands.
    struct BrandValues: Sendable {
        var brand: String?
        var values: [Appearance: Value]
    }

    struct Color: Sendable {
        var swiftName: String
        /// The default brand's, or the only values of a color in a palette without brands.
        var values: [Appearance: Value]
        /// The other brands', in the manifest's order; empty without brands.
        var otherBrands: [BrandValues] = []

        /// Each brand's values, the default's (named `defaultBrand`) first.
        func brandValues(defaultBrand: String?) -> [BrandValues] {
            [BrandValues(brand: defaultBrand, values: values)] + otherBrands
        }
    }

    struct Check: Hashable, Sendable {
        var palette: String
        var foreground: String
        var background: String
        /// The brand it was measured in; nil in a palette without brands.
        var brand: String?
        var appearance: Appearance
        /// The WCAG 2.x ratio, or for an APCA check its signed Lc.
        var ratio: Double
        var minimum: Double
        var passes: Bool
        var method: ContrastCheck.Method = .wcag2

        /// What makes two checks the same one in two manifests.
        var identity: [String?] { [palette, foreground, background, brand, appearance.rawValue, method.rawValue] }
    }

    /// A `distinct:` check's closest pair in one appearance and deficiency.
    struct Distinct: Hashable, Sendable {
        var palette: String
        var colors: [String]
        var appearance: Appearance
        var deficiency: ColorVisionDeficiency
        var closest: [String]
        var deltaE: Double
        var minimum: Double
        var passes: Bool

        /// What makes two results the same check's in two manifests.
        var identity: [String] { [palette, appearance.rawValue, deficiency.rawValue] + colors }
    }

    struct PaletteEntry: Sendable {
        var name: String
        /// Its brands, the default first; empty for a palette without brands.
        var brands: [String] = []
        var colors: [Color]
        var checks: [Check]
        var distinct: [Distinct] = []
    }

    var palettes: [PaletteEntry]
}
