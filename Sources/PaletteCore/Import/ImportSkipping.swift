/// The import's proof, going on without what a palette cannot hold: a color or group whose own line
/// the palette reader refuses (a name too long, a key a palette reserves) is left out with a warning,
/// and the palette is proven again without it. An alias of a color left out is an error, since
/// importing it would change what comes in.
enum ImportSkipping {
    struct Outcome {
        var proof: ImportProof.Outcome
        var skips = ImportSkips()
        /// The skips' warnings and the errors of aliases that lead to them, then the proof's own.
        var diagnostics: [Diagnostic] { skipDiagnostics + proof.diagnostics }
        var skipDiagnostics: [Diagnostic] = []
        var colorCount: Int
    }

    /// Each round removes what the last proof refused; a refusal only a removal uncovers is the next's.
    static let rounds = 4

    static func prove(
        _ imported: ImportedPalette, paletteName: String, palettePath: String, limits: PaletteLimits
    ) -> Outcome {
        var palette = imported
        var outcome = Outcome(
            proof: ImportProof.run(palette, paletteName: paletteName, palettePath: palettePath, limits: limits),
            colorCount: imported.root.colorsByKeyPath().count)
        for _ in 0..<rounds {
            let refused = outcome.proof.memberErrors
            guard !refused.isEmpty else { break }
            for (keyPath, error) in refused {
                let removed = palette.root.remove(keyPath)
                guard !removed.isEmpty else { continue }
                outcome.skips.add(.name, removed.count)
                outcome.colorCount -= removed.count
                var warning = error
                warning.severity = .warning
                let contents = removed.count > 1 ? "(it holds \(removed.count) colors) " : ""
                warning.message = ImportSkipReason.skipping(keyPath.last ?? "") + contents + error.message
                outcome.skipDiagnostics.append(warning.of(.skipped(.name)))
            }
            // An alias of a color left out (or a color made from it) is an error; the alias goes too, so the proof does not report it again.
            let gone = Set(refused.map(\.keyPath))
            for (keyPath, color) in palette.root.colorsByKeyPath() {
                let targets = color.appearances.values.flatMap(\.keyPathsRead).filter { target in
                    gone.contains(where: { target.starts(with: $0) })
                }
                guard let target = targets.first else { continue }
                let how = color.appearances.values.contains(.reference(target)) ? "an alias of" : "made from"
                outcome.skipDiagnostics.append(
                    .error(
                        "this color is \(how) \(ImportedReferences.quoted(target)), which palettec cannot import as it is named; rename "
                            + "that one, or give this color its own value", at: color.place))
                _ = palette.root.remove(keyPath)
            }
            // With every color left out there is no palette to prove; the importer says so, and an empty
            // palette's own error would only stand before that.
            guard !palette.root.colorsByKeyPath().isEmpty else {
                outcome.proof = ImportProof.Outcome(
                    yaml: nil, palette: nil, emitter: outcome.proof.emitter, diagnostics: [])
                break
            }
            outcome.proof = ImportProof.run(palette, paletteName: paletteName, palettePath: palettePath, limits: limits)
        }
        return outcome
    }
}

extension ImportedGroup {
    /// Removes the color or group `keyPath` leads to; the colors removed.
    mutating func remove(_ keyPath: [String]) -> [ImportedColor] {
        guard let first = keyPath.first, let index = members.firstIndex(where: { $0.key == first }) else { return [] }
        if keyPath.count == 1 {
            let removed = members.remove(at: index)
            switch removed {
            case .color(let color): return [color]
            case .group(let group): return group.colorsByKeyPath().map(\.color)
            }
        }
        guard case .group(var nested) = members[index] else { return [] }
        let removed = nested.remove(Array(keyPath.dropFirst()))
        if nested.members.isEmpty {
            members.remove(at: index)
        } else {
            members[index] = .group(nested)
        }
        return removed
    }
}
