/// The import's proof: the palette it wrote, compiled, holds every color under the lookup name and
/// with the values the catalog gave it. Any difference is a bug in palettec, reported as an error at
/// the colorset, so that a palette that would change an app's colors is never written.
enum ImportVerification {
    static func compare(_ palette: Palette, with expected: [(keyPath: [String], color: ImportedColor)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var compiled: [[String]: ColorEntry] = [:]
        for entry in palette.allColors { compiled[entry.keyPath] = entry }
        for (keyPath, color) in expected {
            guard let entry = compiled[keyPath] else {
                diagnostics.append(bug("the palette lost this color", at: color))
                continue
            }
            if entry.assetName != color.lookupName {
                diagnostics.append(bug("its lookup name '\(color.lookupName)' would become '\(entry.assetName)'", at: color))
            }
            for appearance in Appearance.allCases {
                let want = shown(appearance) { color.appearances[$0] }
                let got = shown(appearance) { entry.appearances[$0]?.color }
                if want != got {
                    diagnostics.append(bug("its \(appearance.rawValue) value \(want.map(PaletteValueText.text) ?? "none") "
                        + "would become \(got.map(PaletteValueText.text) ?? "none")", at: color))
                }
            }
        }
        if compiled.count != expected.count {
            diagnostics.append(.error("the palette has \(compiled.count) colors where the catalog has \(expected.count); please report this",
                                      at: ImportPlace.location(palette.source)))
        }
        return diagnostics
    }

    /// What an app shows in `appearance`: its own value, or the one it falls back to.
    private static func shown(_ appearance: Appearance, in value: (Appearance) -> RGBA?) -> RGBA? {
        value(appearance) ?? appearance.fallback.flatMap(value)
    }

    private static func bug(_ problem: String, at color: ImportedColor) -> Diagnostic {
        .error("palettec could not import this color faithfully: \(problem); nothing was written; please report this",
               at: ImportPlace.location(color.path))
    }

    /// A problem the palette reader found, moved to the catalog folder or colorset its line came from.
    /// `writingBack`: the problem is one writing the palette back into a catalog would have.
    static func inCatalogTerms(_ diagnostic: Diagnostic, emitter: PaletteYAMLEmitter, paletteName: String,
                               writingBack: Bool = false) -> Diagnostic {
        let line = diagnostic.location.line
        var moved = diagnostic
        moved.notes = []
        if line == emitter.paletteLine {
            moved.message = "the palette name '\(CommentText.singleLine(paletteName))' cannot be used: \(diagnostic.message); "
                + "choose another with --palette NAME"
        } else if writingBack {
            moved.message = "palettec could not write this name back into an asset catalog, so its lookup name would not survive: "
                + "\(diagnostic.message); rename it in the catalog"
        } else {
            moved.message = "palettec cannot import this as it is named: \(diagnostic.message)"
        }
        moved.location = ImportPlace.location(emitter.places[line] ?? diagnostic.location.path)
        return moved
    }
}
