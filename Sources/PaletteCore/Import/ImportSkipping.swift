/// The import's proof, going on without what a palette cannot hold: a color or group whose own line
/// the palette reader refuses (a name it cannot make a Swift name from, a group named as a type Swift
/// reserves), or whose name `generate --asset-catalog` or `--tokens` could not write, is given a key
/// palettec makes (`ImportMadeNames`), keeping its name as `token:`, with a warning, and the palette is
/// proven again with it. What a made key does not cure (a name too long, say) is left out with a
/// warning. An alias of a color left out is an error, since importing it would change what comes in.
enum ImportSkipping {
    struct Outcome {
        var proof: ImportProof.Outcome
        var skips = ImportSkips()
        /// The renames' and skips' warnings, the errors of aliases that lead to a skipped color, then the proof's own.
        var diagnostics: [Diagnostic] { skipDiagnostics + proof.diagnostics + writeBackErrors }
        var skipDiagnostics: [Diagnostic] = []
        /// Names in the proven palette that `generate --asset-catalog` or `--tokens` could not write.
        var writeBackErrors: [Diagnostic] = []
        var colorCount: Int
    }

    /// Each round renames or removes what the last proof refused; a refusal only that uncovers is the next's.
    static let rounds = 6

    /// What the source's writers need of names, which the import's later stages know: `pathProblem`
    /// says why a name cannot be a reference's segment (a design token's `.`), nil when it can;
    /// `writeBack` gives the errors writing the palette back (an asset catalog, design tokens) would
    /// have, at the palette's lines.
    struct Names {
        var pathProblem: (String) -> String? = { _ in nil }
        var writeBack: (Palette) -> [Diagnostic] = { _ in [] }
    }

    static func prove(
        _ imported: ImportedPalette, paletteName: String, palettePath: String, limits: PaletteLimits,
        names: Names = Names()
    ) -> Outcome {
        var palette = imported
        let renames = giveMadeKeysToUnwritableNames(&palette, names)
        var outcome = Outcome(
            proof: ImportProof.run(palette, paletteName: paletteName, palettePath: palettePath, limits: limits),
            colorCount: palette.root.colorsByKeyPath().count)
        outcome.skipDiagnostics = renames
        // The write-back problems of the last proof, once looked for: nil until then.
        var unwritable: [(keyPath: [String], diagnostic: Diagnostic)]?
        for _ in 0..<rounds {
            var refused = outcome.proof.memberErrors
            if refused.isEmpty {
                refused = writeBackProblems(outcome.proof, paletteName: paletteName, names)
                unwritable = refused
            }
            guard !refused.isEmpty else { break }
            unwritable = nil
            var gone: [[String]] = []
            for (keyPath, error) in refused {
                if let renamed = giveMadeKey(keyPath, in: &palette, because: error) {
                    outcome.skipDiagnostics.append(renamed)
                    continue
                }
                let removed = palette.root.remove(keyPath)
                guard !removed.isEmpty else { continue }
                gone.append(keyPath)
                outcome.skips.add(.name, removed.count)
                outcome.colorCount -= removed.count
                var warning = error
                warning.severity = .warning
                let contents = removed.count > 1 ? "(it holds \(removed.count) colors) " : ""
                warning.message = ImportSkipReason.skipping(keyPath.last ?? "") + contents + error.message
                outcome.skipDiagnostics.append(warning.of(.skipped(.name)))
            }
            // An alias of a color left out (or a color made from it) is an error; the alias goes too, so the proof does
            // not report it again.
            for (keyPath, color) in palette.root.colorsByKeyPath() {
                let targets = color.appearances.values.flatMap(\.keyPathsRead).filter { target in
                    gone.contains(where: { target.starts(with: $0) })
                }
                guard let target = targets.first else { continue }
                let how = color.appearances.values.contains(.reference(target)) ? "an alias of" : "made from"
                outcome.skipDiagnostics.append(
                    .error(
                        "this color is \(how) \(ImportedReferences.quoted(target)), which palettec cannot import as it "
                            + "is named; rename "
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
        // What still could not be written back stops the import: it would stop the next `generate`.
        outcome.writeBackErrors =
            (unwritable ?? writeBackProblems(outcome.proof, paletteName: paletteName, names)).map(\.diagnostic)
        return outcome
    }

    /// Gives the member at `keyPath` a made key, its references following; the warning that says so,
    /// or nil when it has one already.
    private static func giveMadeKey(
        _ keyPath: [String], in palette: inout ImportedPalette, because problem: Diagnostic
    ) -> Diagnostic? {
        guard let made = palette.root.giveMadeKey(keyPath, hasBrands: !palette.brands.isEmpty) else { return nil }
        palette.root.redirectReferences(from: keyPath, to: made)
        var warning = problem
        warning.severity = .warning
        warning.notes = []
        // The reader's own words, less its advice to rename: palettec has named it.
        var reason = Substring(problem.message)
        if reason.hasPrefix(ImportVerification.cannotImportAsNamed) {
            reason = reason.dropFirst(ImportVerification.cannotImportAsNamed.count)
        }
        if let advice = reason.ranges(of: "; ").last { reason = reason[..<advice.lowerBound] }
        warning.message =
            "'\(CommentText.singleLine(keyPath.last ?? "").abbreviated)' is imported as '\(made.last ?? "")', as "
            + "palettec cannot "
            + "use its name (\(reason)); the palette keeps the name as \(ColorEntryKey.token.rawValue):, which "
            + "the design tokens palettec writes keep where the format allows"
        return warning.of(.renamed)
    }

    /// Names with `.`, `{` or `}` (`names.pathProblem`), which palette references and design-token aliases
    /// read as paths, are given made keys before the first proof, so that references to them hold (a group's members
    /// before the group, so that each key path still leads where it did).
    private static func giveMadeKeysToUnwritableNames(_ palette: inout ImportedPalette, _ names: Names) -> [Diagnostic]
    {
        var renames: [Diagnostic] = []
        let deepestFirst = palette.root.memberKeyPaths().enumerated().sorted {
            ($0.element.keyPath.count, $1.offset) > ($1.element.keyPath.count, $0.offset)
        }
        for (keyPath, place) in deepestFirst.map(\.element) {
            guard let name = keyPath.last, let problem = names.pathProblem(name) else { continue }
            let reason = Diagnostic.error("\(problem), which references read as a path", at: place)
            if let renamed = giveMadeKey(keyPath, in: &palette, because: reason) { renames.append(renamed) }
        }
        return renames
    }

    /// The names of the proven palette that `generate --asset-catalog` or `--tokens` could not write,
    /// each at its member's place in the source, by the keys that lead to it.
    private static func writeBackProblems(
        _ proof: ImportProof.Outcome, paletteName: String, _ names: Names
    ) -> [(keyPath: [String], diagnostic: Diagnostic)] {
        guard let palette = proof.palette, proof.yaml != nil else { return [] }
        return names.writeBack(palette).compactMap { problem in
            guard problem.severity == .error, let keyPath = proof.emitter.members[problem.location.line] else {
                return nil
            }
            return (
                keyPath, ImportVerification.inSourceTerms(problem, emitter: proof.emitter, paletteName: paletteName)
            )
        }
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
