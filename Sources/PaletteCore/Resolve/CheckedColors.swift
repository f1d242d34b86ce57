/// The values of the colors a palette's checks name, found in one pass (a palette of 100,000 colors has a
/// few hundred checks, so a table of every color would cost more than the checks), and the error for a
/// name that is no color of the palette.
struct CheckedColors {
    /// The values of (at least) every color the checks name.
    let appearances: [String: AppearanceValues]
    /// The colors written with errors: a check naming one stays quiet.
    let brokenColors: Set<String>
    /// Every color name written, for the message at a name that is none of them.
    let allColors: () -> Set<String>
    let unknownColor: UnknownColor

    init(
        appearances: [String: AppearanceValues], brokenColors: Set<String>, allColors: @escaping () -> Set<String>,
        unknownColor: UnknownColor = UnknownColor()
    ) {
        self.appearances = appearances
        self.brokenColors = brokenColors
        self.allColors = allColors
        self.unknownColor = unknownColor
    }

    /// The colors `spec`'s checks name, in the resolved `values` (in the order of `spec.colorNames`).
    init(_ spec: PaletteSpec, values: [AppearanceValues]) {
        let named = Set(
            spec.checks.flatMap { [$0.foreground.name, $0.background.name] }
                + spec.distinctChecks.flatMap { $0.colors.map(\.name) })
        var found: [String: AppearanceValues] = [:]
        for (name, value) in zip(spec.colorNames, values) where named.contains(name) && found[name] == nil {
            found[name] = value
            if found.count == named.count { break }
        }
        self.init(
            appearances: found, brokenColors: spec.brokenColors,
            allColors: { Set(spec.colorNames).union(spec.brokenColors) },
            unknownColor: spec.unknownColor)
    }

    /// The color's values; nil for a broken color, or with an error for a name that is no color.
    func values(of reference: ColorReference, _ diagnostics: inout [Diagnostic]) -> AppearanceValues? {
        if let values = appearances[reference.name] { return values }
        guard !brokenColors.contains(reference.name) else { return nil }
        let known = allColors().sorted()
        let example = known.first.map { ", such as '\($0)'" } ?? ""
        diagnostics.append(
            .error(
                unknownColor.message(
                    for: reference.name, colors: known, context: "name a color of this palette\(example)"),
                at: reference.location))
        return nil
    }
}
