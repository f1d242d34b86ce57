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

    public static func compile(_ sources: [PaletteSource], limits: PaletteLimits = .standard) -> Result {
        var palettes: [Palette] = []
        var diagnostics: [Diagnostic] = []
        var earlierByName: [String: Palette] = [:]
        for source in sources.sorted(by: { $0.displayPath < $1.displayPath }) {
            let (palette, problems) = compile(source, limits: limits)
            diagnostics += problems
            guard let palette else { continue }
            // Compared without case: Brand.swift and BRAND.swift are one file on a default macOS volume.
            if let earlier = earlierByName[palette.name.lowercased()] {
                let names = earlier.name == palette.name
                    ? "two palettes are named '\(palette.name)', and both would generate \(palette.name).swift"
                    : "palettes '\(earlier.name)' and '\(palette.name)' would generate \(earlier.name).swift and "
                        + "\(palette.name).swift, one file on a case-insensitive file system (the macOS default)"
                diagnostics.append(.error(
                    "\(names); set 'palette:' to a different name in one of them",
                    at: palette.nameLocation,
                    notes: [Diagnostic.Note("the other palette '\(earlier.name)' is here", at: earlier.nameLocation)]))
                continue
            }
            earlierByName[palette.name.lowercased()] = palette
            palettes.append(palette)
        }
        return Result(palettes: palettes, diagnostics: diagnostics.sortedBySource())
    }

    /// One file on its own: its palette when it has no errors, and its diagnostics either way.
    public static func compile(_ source: PaletteSource, limits: PaletteLimits = .standard) -> (Palette?, [Diagnostic]) {
        let document = YAMLReader.read(source.bytes, path: source.path, limits: limits)
        var builder = PaletteBuilder(source: source, document: document, limits: limits)
        let palette = builder.build()
        // A value the reader already rejected (an undefined alias, say) is not reported twice.
        let readerPlaces = Set(document.diagnostics.map(\.location))
        let modelDiagnostics = builder.diagnostics.filter { !readerPlaces.contains($0.location) }
        let diagnostics = (document.diagnostics + modelDiagnostics).sortedBySource()
        return (diagnostics.containsErrors ? nil : palette, diagnostics)
    }

    /// Every output file for these palettes: one Swift file each, the support file and the manifest.
    public static func render(_ palettes: [Palette], accessLevel: AccessLevel = .internal) -> [RenderedFile] {
        palettes.map { RenderedFile(path: "\($0.name).swift", contents: PaletteFileRenderer.render($0, accessLevel: accessLevel)) }
            + [
                RenderedFile(path: SupportFileRenderer.fileName, contents: SupportFileRenderer.render(accessLevel: accessLevel)),
                RenderedFile(path: ManifestRenderer.fileName, contents: ManifestRenderer.render(palettes)),
            ]
    }
}
