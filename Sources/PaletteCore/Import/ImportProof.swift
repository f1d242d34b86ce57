/// The steps every import ends with, whatever it read: its aliases followed (`ImportedReferences`),
/// the palette written as YAML (`PaletteYAMLEmitter`), that YAML compiled like any palette, and the
/// result compared with what was read (`ImportVerification`). Every problem is reported at its place
/// in the source. The YAML comes back only with the compiled palette that proves it.
enum ImportProof {
    struct Outcome {
        /// The palette's text, when nothing stopped it.
        var yaml: String?
        /// The palette compiled from it, for a source's own further checks.
        var palette: Palette?
        var emitter: PaletteYAMLEmitter
        var diagnostics: [Diagnostic]

        /// The errors the palette reader found in one color's or group's own line (a name the palette
        /// cannot hold), by the keys that lead to it: what an import may skip and go on without.
        /// An error that names a second place (two names that clash) is none of them.
        var memberErrors: [(keyPath: [String], diagnostic: Diagnostic)] = []
    }

    /// `paletteName` is the palette's `palette:`; `palettePath` is where it will be written (it names
    /// the palette while it is checked).
    static func run(
        _ imported: ImportedPalette, paletteName: String, palettePath: String, limits: PaletteLimits
    ) -> Outcome {
        let colors = imported.root.colorsByKeyPath()
        let references = ImportedReferences(
            colors, chainLimit: limits.derivationChain, sourceDescription: imported.sourceDescription)
        let (yaml, emitter) = PaletteYAMLEmitter.emit(imported, paletteName: paletteName)
        guard !references.diagnostics.containsErrors else {
            return Outcome(yaml: nil, palette: nil, emitter: emitter, diagnostics: references.diagnostics)
        }
        let size = yaml.utf8.count
        guard size <= limits.fileBytes else {
            return Outcome(
                yaml: nil, palette: nil, emitter: emitter,
                diagnostics: [
                    .error(
                        "the palette made from \(imported.sourceDescription) would be \(PaletteLimits.mebibytes(size)) "
                            + "MiB, over the "
                            + "\(limits.fileBytes / 1_048_576) MiB palettec reads in one palette; split "
                            + "\(imported.sourceDescription) in two and import each",
                        at: imported.root.place)
                ])
        }

        let (palette, compiled) = PaletteCompiler.compile(
            PaletteSource(path: palettePath, bytes: Array(yaml.utf8)), limits: limits)
        // The import keeps the source's groups as they are; `generate` warns of a group named as its palette.
        let problems = compiled.filter { $0.family != .groupNamedAsPalette }
        var diagnostics = problems.map {
            ImportVerification.inSourceTerms($0, emitter: emitter, paletteName: paletteName)
        }
        let memberErrors = zip(problems, diagnostics).compactMap {
            problem, moved -> (keyPath: [String], diagnostic: Diagnostic)? in
            guard problem.severity == .error, problem.notes.isEmpty,
                let keyPath = emitter.members[problem.location.line]
            else { return nil }
            return (keyPath, moved)
        }
        if let palette {
            diagnostics += ImportVerification.compare(
                palette, with: colors, references: references,
                sourceDescription: imported.sourceDescription)
            for (index, brand) in imported.brands.dropFirst().enumerated() where !diagnostics.containsErrors {
                let brandColors = colors.map { keyPath, color in
                    var inBrand = color
                    if let values = color.brandValues[brand] { inBrand.appearances = values }
                    return (keyPath: keyPath, color: inBrand)
                }
                let brandReferences = ImportedReferences(
                    brandColors, chainLimit: limits.derivationChain, sourceDescription: imported.sourceDescription)
                diagnostics += brandReferences.diagnostics
                diagnostics += ImportVerification.compareBrand(
                    palette, brand: (index, brand), with: brandColors, references: brandReferences)
            }
        } else if !diagnostics.containsErrors {
            diagnostics.append(
                .error(
                    "palettec could not compile the palette it made from \(imported.sourceDescription); please report "
                        + "this",
                    at: imported.root.place))
        }
        return Outcome(
            yaml: diagnostics.containsErrors ? nil : yaml, palette: palette, emitter: emitter, diagnostics: diagnostics,
            memberErrors: memberErrors)
    }
}
