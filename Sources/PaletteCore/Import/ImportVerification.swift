/// The import's proof: the palette it wrote, compiled, holds every color with the values the source
/// gave it in every appearance (but the darks of a source that has none, which palettec derives), each alias still an
/// alias of its color, each made
/// color still made by its expression, and, where the source has
/// one, the name the app looks it up by. Any difference is a bug in palettec, reported as an error at
/// the color's place in the source, so that a palette that would change an app's colors is never written.
enum ImportVerification {
    static func compare(
        _ palette: Palette, with colors: [(keyPath: [String], color: ImportedColor)],
        references: ImportedReferences, sourceDescription: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var compiled: [[String]: ColorEntry] = [:]
        for entry in palette.allColors { compiled[entry.keyPath] = entry }
        for (index, (keyPath, color)) in colors.enumerated() {
            guard let entry = compiled[keyPath] else {
                diagnostics.append(bug("the palette lost this color", at: color))
                continue
            }
            if let lookupName = color.lookupName, entry.assetName != lookupName {
                diagnostics.append(bug("its lookup name '\(lookupName)' would become '\(entry.assetName)'", at: color))
            }
            for appearance in Appearance.allCases {
                let want = references.shown(index, appearance)
                // A source with no dark at all leaves the darks to palettec's rule: nothing to compare.
                if want == nil, !color.lightAsDark { continue }
                let got = entry.appearances.shown(appearance)
                if want != got {
                    diagnostics.append(
                        bug(
                            "its \(appearance.rawValue) value \(want.map(PaletteValueText.text) ?? "none") "
                                + "would become \(got.map(PaletteValueText.text) ?? "none")", at: color))
                }
            }
            for appearance in Appearance.allCases {
                let derivation = entry.appearances[appearance]?.derivation
                switch color.written[appearance] {
                case .reference(let target)?:
                    if derivation?.rule != .reference || derivation?.from != target.joined(separator: ".") {
                        diagnostics.append(
                            bug(
                                "its \(appearance.rawValue) value would no longer be an alias of "
                                    + ImportedReferences.quoted(target), at: color))
                    }
                case .made(let source, let operation)?:
                    let expression = PaletteYAMLEmitter.text(.made(source: source, operation))
                    if derivation?.rule != operation.kind || derivation?.from != source.joined(separator: ".")
                        || derivation?.madeExpression != expression
                    {
                        diagnostics.append(
                            bug(
                                "its \(appearance.rawValue) value would no longer be made as "
                                    + "'\(CommentText.singleLine(expression).abbreviated)'", at: color))
                    }
                case .color?, nil:
                    break
                }
            }
        }
        if compiled.count != colors.count {
            diagnostics.append(
                .error(
                    "the palette has \(compiled.count) colors where \(sourceDescription) has \(colors.count); please "
                        + "report this",
                    at: ImportPlace.location(palette.source)))
        }
        return diagnostics
    }

    /// The brand's values, `brand.index` in the palette's other brands: each as the source gave it.
    static func compareBrand(
        _ palette: Palette, brand: (index: Int, name: String), with colors: [(keyPath: [String], color: ImportedColor)],
        references: ImportedReferences
    ) -> [Diagnostic] {
        var compiled: [[String]: ColorEntry] = [:]
        for entry in palette.allColors { compiled[entry.keyPath] = entry }
        var diagnostics: [Diagnostic] = []
        for (index, (keyPath, color)) in colors.enumerated() {
            guard let values = compiled[keyPath]?.brandAppearances, values.indices.contains(brand.index) else {
                diagnostics.append(bug("the palette lost this color in the brand '\(brand.name)'", at: color))
                continue
            }
            for appearance in Appearance.allCases {
                let want = references.shown(index, appearance)
                if want == nil, !color.lightAsDark { continue }
                let got = values[brand.index].shown(appearance)
                if want != got {
                    diagnostics.append(
                        bug(
                            "its \(appearance.rawValue) value in the brand '\(brand.name)' "
                                + "\(want.map(PaletteValueText.text) ?? "none") would become "
                                + "\(got.map(PaletteValueText.text) ?? "none")", at: color))
                }
            }
        }
        return diagnostics
    }

    private static func bug(_ problem: String, at color: ImportedColor) -> Diagnostic {
        .error(
            "palettec could not import this color faithfully: \(problem); nothing was written; please report this",
            at: color.place)
    }

    static let cannotImportAsNamed = "palettec cannot import this as it is named: "

    /// A problem the palette reader found, moved to the place in the source its line came from, its
    /// notes too. `writingBack`: the problem is one writing the palette back into a catalog would have.
    static func inSourceTerms(
        _ diagnostic: Diagnostic, emitter: PaletteYAMLEmitter, paletteName: String,
        writingBack: Bool = false
    ) -> Diagnostic {
        let line = diagnostic.location.line
        var moved = diagnostic
        moved.notes = diagnostic.notes.compactMap { note in
            emitter.places[note.location.line].map { Diagnostic.Note(note.message, at: $0) }
        }
        if line == emitter.paletteLine {
            moved.message =
                "the palette name '\(CommentText.singleLine(paletteName))' cannot be used: \(diagnostic.message); "
                + "choose another with \(PalettecInvocation.Option.palette.flag) NAME"
        } else if writingBack {
            moved.message =
                "palettec could not write this name back into an asset catalog, so its lookup name would not survive: "
                + "\(diagnostic.message); rename it in the catalog"
        } else {
            moved.message = cannotImportAsNamed + diagnostic.message
        }
        moved.location = emitter.places[line] ?? ImportPlace.location(diagnostic.location.path)
        return moved
    }
}
