/// `palettec import`, pure: a catalog read from disk → the YAML palette that keeps every color's lookup
/// name and values, or the errors that stop it. The palette is proven before it is handed back: it is
/// compiled like any other, and every color must come out with the lookup name it had in the catalog
/// and the same value in every appearance. A palette that would not is never written.
package enum CatalogImporter {
    package struct Result: Sendable {
        /// The palette, when there are no errors and a color to import.
        package var yaml: String?
        /// Errors and warnings, with the catalog's paths.
        package var diagnostics: [Diagnostic]
        /// The colors in the palette.
        package var colorCount: Int
    }

    /// `paletteName` is the palette's `palette:`; `palettePath` is where it will be written (it names
    /// the palette while it is checked).
    package static func run(_ catalog: CatalogFolder, paletteName: String, palettePath: String,
                           limits: PaletteLimits = .standard) -> Result {
        let (root, readProblems) = CatalogReading.read(catalog)
        var diagnostics = readProblems + ImportNameCheck.check(root)
        let colors = root.colorsByKeyPath()
        if colors.isEmpty, !diagnostics.containsErrors {
            diagnostics.append(.warning("the catalog has no color palettec can import, so there is no palette to write",
                                        at: ImportPlace.location(catalog.path)))
        }
        guard !diagnostics.containsErrors, !colors.isEmpty else { return Result(yaml: nil, diagnostics: diagnostics, colorCount: 0) }

        let (yaml, emitter) = PaletteYAMLEmitter.emit(root, paletteName: paletteName, catalogName: catalog.name)
        let (palette, problems) = PaletteCompiler.compile(
            PaletteSource(path: palettePath, bytes: Array(yaml.utf8)), limits: limits)
        diagnostics += problems.map { ImportVerification.inCatalogTerms($0, emitter: emitter, paletteName: paletteName) }
        if let palette {
            diagnostics += ImportVerification.compare(palette, with: colors)
            // `generate --asset-catalog` must be able to write every name back, or a lookup would break.
            diagnostics += AssetCatalogRenderer.render([palette], checkingLookupNames: false).diagnostics.map {
                ImportVerification.inCatalogTerms($0, emitter: emitter, paletteName: paletteName, writingBack: true)
            }
        } else if !diagnostics.containsErrors {
            diagnostics.append(.error("palettec could not compile the palette it made from this catalog; please report this",
                                      at: ImportPlace.location(catalog.path)))
        }
        let succeeded = !diagnostics.containsErrors
        return Result(yaml: succeeded ? yaml : nil, diagnostics: diagnostics, colorCount: succeeded ? colors.count : 0)
    }
}
