extension Palette {
    /// The palette a spec resolved to: nil when it has no type or file name (both already reported).
    /// It takes the spec's group tree over and fills in the values where the colors are, so the tree
    /// is never held twice; the color specs, already resolved, are freed first.
    init?(_ spec: consuming PaletteSpec, values: [AppearanceValues], checks: PaletteChecks.Results) {
        guard let typeName = spec.typeName, let swiftFile = spec.swiftFile else { return nil }
        spec.colors = ChunkedArray()
        var root = spec.root
        spec.root.members = []
        var next = 0
        root.fillAppearances(values, next: &next)
        self.init(
            name: typeName, description: spec.description, source: spec.source, nameLocation: spec.nameLocation,
            root: root, contrast: checks.contrast,
            providesNamespace: spec.providesNamespace, accessLevel: spec.accessLevel, swiftFile: swiftFile)
        ruleSettings = spec.ruleSettings
        brands = spec.brands
        distinct = checks.distinct
    }
}
