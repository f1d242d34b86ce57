/// The pipeline, whole: palette bytes → source tree → written palette → resolved values and check
/// results → compiled palette → output files (`PipelineBoundaries` names each value). Each stage is a
/// function from one value to the next, with its problems beside it, and none reaches into a later one.
/// Pure: nothing here reads or writes files; problems come back as diagnostics.
public enum PaletteCompiler {
    public struct Result: Sendable {
        /// The palettes that compiled, ordered by display path.
        public var palettes: [Palette]
        /// Every problem found, in source order.
        public var diagnostics: [Diagnostic]

        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// The sources are taken over: each file's bytes are freed once it is built, before its values are
    /// resolved, which lowers the peak.
    public static func compile(_ sources: consuming [PaletteSource], limits: PaletteLimits = .standard) -> Result {
        var palettes: [Palette] = []
        var diagnostics: [Diagnostic] = []
        var pending = (consume sources).sorted(by: { $0.displayPath < $1.displayPath })
        for index in pending.indices {
            let source = pending[index]
            pending[index].bytes = []  // `source` now holds the only reference
            let (palette, problems) = compile(consume source, limits: limits)
            diagnostics += problems
            if let palette { palettes.append(palette) }
        }
        // A clash is an error at each palette in it: neither compiled.
        let clashes = PaletteNameClashes.diagnostics(palettes)
        let clashing = Set(clashes.map(\.location.path))
        return Result(
            palettes: palettes.filter { !clashing.contains($0.nameLocation.path) },
            diagnostics: (diagnostics + clashes).sortedBySource())
    }

    /// One file on its own: its palette when it has no errors, and its diagnostics either way.
    /// The stages in order: read, build, resolve, check; resolve and check run even after errors in the
    /// build, so cycles and failing ratios show up in the same run.
    /// The source is taken over, and freed once built.
    public static func compile(
        _ source: consuming PaletteSource, limits: PaletteLimits = .standard
    ) -> (Palette?, [Diagnostic]) {
        compile(source, limits: limits, streamed: true)
    }

    /// `streamed: false` reads the whole file before building anything: the same result.
    static func compile(
        _ source: consuming PaletteSource, limits: PaletteLimits, streamed: Bool
    ) -> (Palette?, [Diagnostic]) {
        var (readerDiagnostics, written) = readAndParse(source, limits: limits, streamed: streamed)
        // Made before the default brand's run frees its colors.
        let built = !readerDiagnostics.containsErrors && !written.diagnostics.containsErrors
        let brandSpecs = built ? written.value.map(BrandVariants.specs) ?? [] : []
        let values = written.value == nil ? nil : resolve(&written.value!, limits: limits)
        let checks = written.value.map { check($0, values: values?.value ?? []) }
        // A value the reader already rejected (an undefined alias, say) is not reported twice.
        let readerPlaces = Set(readerDiagnostics.map(\.location))
        let later = written.diagnostics + (values?.diagnostics ?? []) + (checks?.diagnostics ?? [])
        var diagnostics = readerDiagnostics + later.filter { !readerPlaces.contains($0.location) }
        // Each other brand is resolved and checked as the default was, its new problems naming it.
        let brands = BrandVariants.resolve(
            brandSpecs, reported: diagnostics, resolve: { resolve(&$0, limits: limits) }, check: check)
        diagnostics = (diagnostics + brands.diagnostics).sortedBySource()
        guard !diagnostics.containsErrors, let palette = written.value.take(), let values = values?.value,
            let checks = checks?.value
        else {
            return (nil, diagnostics)
        }
        guard var compiled = assemble(palette, values: values, checks: checks) else { return (nil, diagnostics) }
        if !brandSpecs.isEmpty {
            var next = 0
            compiled.root.fillBrandAppearances(brands.values, next: &next)
            compiled.brandContrast = brands.contrast
        }
        return (compiled, diagnostics)
    }

    /// read, parse: `PaletteBytes` → `SourceTree` → `WrittenPalette`, in one pass (`StreamedBuild`);
    /// the reader's problems apart, so the later stages' can be told from them.
    private static func readAndParse(
        _ source: consuming PaletteBytes, limits: PaletteLimits,
        streamed: Bool
    ) -> ([Diagnostic], Staged<WrittenPalette>) {
        streamed ? StreamedBuild.build(source, limits: limits) : StreamedBuild.readThenBuild(source, limits: limits)
    }

    /// resolve: `WrittenPalette` → `ResolvedValues`, rules applied in dependency order. The written
    /// palette's colors are freed as they are resolved.
    private static func resolve(_ palette: inout WrittenPalette, limits: PaletteLimits) -> Staged<ResolvedValues> {
        ValueDerivation.resolve(&palette, chainLimit: limits.derivationChain)
    }

    /// check: `WrittenPalette` + `ResolvedValues` → `CheckResults`, the `contrast:` and `distinct:` checks.
    private static func check(_ palette: WrittenPalette, values: ResolvedValues) -> Staged<CheckResults> {
        PaletteChecks.check(palette, values: values)
    }

    /// The `CompiledPalette` the renderers read; none when it has no type or file name (both reported).
    private static func assemble(
        _ palette: consuming WrittenPalette, values: ResolvedValues,
        checks: CheckResults
    ) -> CompiledPalette? {
        Palette(palette, values: values, checks: checks)
    }
}
