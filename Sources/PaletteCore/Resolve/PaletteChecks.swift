/// The check stage: a palette's `contrast:` and `distinct:` checks measured on its resolved values.
enum PaletteChecks {
    /// What the checks measured, in the order written.
    struct Results: Sendable {
        var contrast: [ContrastResult] = []
        var distinct: [DistinctResult] = []
    }

    /// Every check of `spec` on the resolved `values` (in the order of `spec.colorNames`).
    static func check(_ spec: PaletteSpec, values: [AppearanceValues]) -> Staged<Results> {
        guard !spec.checks.isEmpty || !spec.distinctChecks.isEmpty else {
            return Staged(value: Results(), diagnostics: [])
        }
        let colors = CheckedColors(spec, values: values)
        var contrast = ContrastChecker(colors: colors)
        var distinct = DistinctChecker(colors: colors)
        let results = Results(contrast: contrast.run(spec.checks), distinct: distinct.run(spec.distinctChecks))
        return Staged(value: results, diagnostics: contrast.diagnostics + distinct.diagnostics)
    }
}
