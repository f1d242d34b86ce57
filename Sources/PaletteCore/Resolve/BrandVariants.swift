/// A palette with brands is resolved once per brand: each other brand's written palette is the default
/// brand's, with the appearances its `brands:` entries write in place of the default's, so what a brand
/// leaves out is the default's and what neither writes is derived from the brand's own values. Each is
/// then resolved and checked like any palette, and a problem only a brand has names it.
enum BrandVariants {
    /// The written palette of each brand but the default, in `brands:` order; none without brands.
    static func specs(of palette: PaletteSpec) -> [(brand: String, spec: PaletteSpec)] {
        guard let brands = palette.brands else { return [] }
        return brands.others.map { brand in (brand, variant(of: palette, for: brand)) }
    }

    private static func variant(of palette: PaletteSpec, for brand: String) -> PaletteSpec {
        var variant = palette
        variant.colors = ChunkedArray(
            palette.colors.map { color in
                guard let entry = color.brandEntries.first(where: { $0.brand == brand }) else { return color }
                var own = color
                for appearance in Appearance.allCases {
                    if let written = entry.appearances[appearance] { own.appearances[appearance] = written }
                }
                return own
            })
        return variant
    }

    /// Each brand's values and checks, and the problems the default brand's run has not reported,
    /// each naming its brand.
    static func resolve(
        _ specs: [(brand: String, spec: PaletteSpec)], reported: [Diagnostic],
        resolve: (inout PaletteSpec) -> Staged<[AppearanceValues]>,
        check: (PaletteSpec, [AppearanceValues]) -> Staged<PaletteChecks.Results>
    ) -> (values: [[AppearanceValues]], contrast: [[ContrastResult]], diagnostics: [Diagnostic]) {
        guard !specs.isEmpty else { return ([], [], []) }
        let seen = Set(reported.map { "\($0.location) \($0.message)" })
        var values: [[AppearanceValues]] = []
        var contrast: [[ContrastResult]] = []
        var diagnostics: [Diagnostic] = []
        for (brand, spec) in specs {
            var written = spec
            let resolved = resolve(&written)
            let checked = check(written, resolved.value ?? [])
            values.append(resolved.value ?? [])
            contrast.append(checked.value?.contrast ?? [])
            for var diagnostic in resolved.diagnostics + checked.diagnostics
            where !seen.contains("\(diagnostic.location) \(diagnostic.message)") {
                diagnostic.message = "in the brand '\(brand.abbreviated)': " + diagnostic.message
                diagnostics.append(diagnostic)
            }
        }
        return (values, contrast, diagnostics)
    }
}
