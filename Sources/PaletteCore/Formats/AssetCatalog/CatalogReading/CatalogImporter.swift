/// `palettec import`, pure: a catalog read from disk → the YAML palette that keeps every color's lookup
/// name and values, or the errors that stop it. The palette is proven before it is handed back
/// (`ImportProof`): every color must come out with the lookup name it had in the catalog and the same
/// value in every appearance, and `generate --asset-catalog` must be able to write every name back. A
/// palette that would not is never written.
enum CatalogImporter {
    typealias Result = ImportResult

    /// `paletteName` is the palette's `palette:`; `palettePath` is where it will be written (it names
    /// the palette while it is checked).
    static func run(
        _ catalog: CatalogFolder, paletteName: String, palettePath: String,
        limits: PaletteLimits = .standard
    ) -> Result {
        let (root, readProblems) = CatalogReading.read(catalog)
        var diagnostics = readProblems + ImportNameCheck.check(root)
        let colorCount = root.colorsByKeyPath().count
        if colorCount == 0, !diagnostics.containsErrors {
            diagnostics.append(
                .warning(
                    "the catalog has no color palettec can import, so there is no palette to write",
                    at: ImportPlace.location(catalog.path)))
        }
        guard !diagnostics.containsErrors, colorCount > 0 else {
            return Result(yaml: nil, diagnostics: diagnostics, colorCount: 0)
        }

        let imported = ImportedPalette(
            header: [
                "Imported from \(catalog.name) by palettec import: a group for each folder, and",
                "each color keeps the name the catalog looks it up by (\(GroupKey.namespace.written) false where a "
                    + "folder adds none).",
            ], root: root, sourceDescription: "the catalog")
        let proof = ImportProof.run(imported, paletteName: paletteName, palettePath: palettePath, limits: limits)
        diagnostics += proof.diagnostics
        if let palette = proof.palette {
            // `generate --asset-catalog` must be able to write every name back, or a lookup would break.
            diagnostics += AssetCatalogRenderer.render([palette], checkingLookupNames: false).diagnostics.map {
                ImportVerification.inSourceTerms(
                    $0, emitter: proof.emitter, paletteName: paletteName, writingBack: true)
            }
        }
        let succeeded = !diagnostics.containsErrors
        return Result(
            yaml: succeeded ? proof.yaml : nil, diagnostics: diagnostics, colorCount: succeeded ? colorCount : 0)
    }
}
