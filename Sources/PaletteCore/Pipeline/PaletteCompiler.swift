/// The pipeline: palette bytes → YAML source tree → validated palette model → rendered files.
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
        return Result(palettes: palettes.filter { !clashing.contains($0.nameLocation.path) },
                      diagnostics: (diagnostics + clashes).sortedBySource())
    }

    /// One file on its own: its palette when it has no errors, and its diagnostics either way.
    /// The stages in order: read, build, resolve, check; resolve and check run even after errors in the
    /// build, so cycles and failing ratios show up in the same run.
    /// The source is taken over, and freed once built. A file of `sideBySideBytes` or more is read and
    /// built side by side; a smaller one has too little to build for a second thread to pay its way.
    public static func compile(_ source: consuming PaletteSource, limits: PaletteLimits = .standard) -> (Palette?, [Diagnostic]) {
        let sideBySide = source.bytes.count >= sideBySideBytes
        return compile(source, limits: limits, sideBySide: sideBySide)
    }

    /// About 3,000 colors written one per line.
    static let sideBySideBytes = 1 << 18

    /// `sideBySide: false` reads the whole file before building anything: the same result, on one core.
    package static func compile(_ source: consuming PaletteSource, limits: PaletteLimits, sideBySide: Bool) -> (Palette?, [Diagnostic]) {
        var (readerDiagnostics, spec) = sideBySide ? readAndBuild(consume source, limits: limits) : readThenBuild(consume source, limits: limits)
        let values = spec.value == nil ? nil : DerivationResolver.resolve(&spec.value!, chainLimit: limits.derivationChain)
        let contrast = spec.value.map { ContrastChecker.check($0, values: values?.value ?? []) }
        // A value the reader already rejected (an undefined alias, say) is not reported twice.
        let readerPlaces = Set(readerDiagnostics.map(\.location))
        let later = spec.diagnostics + (values?.diagnostics ?? []) + (contrast?.diagnostics ?? [])
        let diagnostics = (readerDiagnostics + later.filter { !readerPlaces.contains($0.location) }).sortedBySource()
        guard !diagnostics.containsErrors, let built = spec.value.take(), let values = values?.value, let contrast = contrast?.value else {
            return (nil, diagnostics)
        }
        return (Palette(built, values: values, contrast: contrast), diagnostics)
    }

    /// Read and build, side by side: the members of `colors:` are built on another core as they are
    /// read (`ColorsBuild`), then the rest of the file. The builder takes the source tree over and frees
    /// each top-level group once its colors are built, so the tree and the spec are never both whole
    /// in memory. A file that could not be read builds from nothing, as if it had not been streamed.
    private static func readAndBuild(_ source: consuming PaletteSource, limits: PaletteLimits) -> ([Diagnostic], Staged<PaletteSpec>) {
        let colors = ColorsBuild(PaletteBuilder(source: copy source, limits: limits))
        let document = YAMLReader.read(source.bytes, path: source.path, limits: limits, memberStream: colors.stream)
        let built = colors.finish()
        let diagnostics = document.diagnostics
        let streamed = document.streamedMembers ? built : nil
        return (diagnostics, PaletteBuilder.build(source, from: consume document, colors: streamed, limits: limits))
    }

    /// The whole file read, then built.
    private static func readThenBuild(_ source: consuming PaletteSource, limits: PaletteLimits) -> ([Diagnostic], Staged<PaletteSpec>) {
        let document = YAMLReader.read(source.bytes, path: source.path, limits: limits)
        let diagnostics = document.diagnostics
        return (diagnostics, PaletteBuilder.build(source, from: consume document, limits: limits))
    }

    /// Every output file for these palettes: one Swift file each, the support file unless the code
    /// imports the runtime, the manifest and the preview picture. Each is written when asked for.
    /// Each file's `expectedBytes` counts its colors at the bytes a color takes in it, as measured
    /// (docs/performance.md).
    public static func render(_ palettes: [Palette], options: RenderOptions = RenderOptions()) -> [RenderedFile] {
        let swift = palettes.map { palette in
            RenderedFile(path: palette.swiftFile, expectedBytes: 190 * palette.root.colorCount) {
                PaletteFileRenderer.write(palette, options: options, to: &$0)
            }
        }
        let support = options.runtime == .embed
            ? [RenderedFile(path: PaletteFileNames.supportFile,
                            contents: SupportFileRenderer.render(accessLevel: options.supportAccessLevel(for: palettes)))]
            : []
        let colors = palettes.reduce(0) { $0 + $1.root.colorCount }
        return swift + support + [
            RenderedFile(path: ManifestRenderer.fileName, expectedBytes: 420 * colors) { ManifestRenderer.write(palettes, to: &$0) },
            RenderedFile(path: PreviewRenderer.fileName, expectedBytes: PreviewRenderer.expectedBytes(palettes)) { PreviewRenderer.write(palettes, to: &$0) },
        ]
    }
}
