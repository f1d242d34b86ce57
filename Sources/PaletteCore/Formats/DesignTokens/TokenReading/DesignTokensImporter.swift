/// `palettec import tokens.resolver.json` (or a Tokens Studio folder, or one file per mode), pure:
/// what the token reader made of the files (`TokenImport`) → the YAML palette that holds every color
/// token under its name, one group per token group in source order, each appearance's value or alias
/// (a reference to the token it names), its description, `$deprecated` and `$extensions` (but
/// palettec's own, `dev.palettec`, which export writes anew); or the
/// errors that stop it. A token with no dark value gets its light one as dark, so nothing is derived;
/// but where the tokens have no dark at all (`derivesDark`), every dark is left out, for palettec to derive.
/// The palette is proven before it is handed back (`ImportProof`).
enum DesignTokensImporter {
    /// `source` names the files and their layout in the header ("tokens.resolver.json (a resolver
    /// document)"); `place` is where messages about the whole import point.
    /// `strict`: a color skipped is an error, not a warning. `writeBack`: the errors writing a palette back
    /// in the other formats palettec writes would give (`ImportOptions.writeBack`).
    static func run(
        _ tokens: TokenImport, source: String, place: SourceLocation, paletteName: String, palettePath: String,
        strict: Bool = false, limits: PaletteLimits = .standard,
        writeBack: @escaping @Sendable (Palette) -> [Diagnostic]
    ) -> ImportResult {
        var result = importing(
            tokens, source: source, place: place, paletteName: paletteName, palettePath: palettePath, limits: limits,
            writeBack: writeBack)
        if strict, result.skips.total > 0 {
            result.diagnostics = result.diagnostics.map { diagnostic in
                guard diagnostic.family?.failsStrictImport == true else { return diagnostic }
                var error = diagnostic
                error.severity = .error
                error.message =
                    error.message.replacing(
                        ImportSkipReason.skippedPhrase, with: ImportSkipReason.strictPhrase, maxReplacements: 1)
                    + " (\(PalettecInvocation.Option.strict.flag))"
                return error
            }
            result.yaml = nil
            result.colorCount = 0
        }
        return result
    }

    private static func importing(
        _ tokens: TokenImport, source: String, place: SourceLocation, paletteName: String,
        palettePath: String, limits: PaletteLimits, writeBack: @escaping @Sendable (Palette) -> [Diagnostic]
    ) -> ImportResult {
        var diagnostics = tokens.diagnostics
        let leftOut = tokens.skipped.summary.map { [Diagnostic(.note, $0, at: place)] } ?? []
        let colorCount = tokens.colorTokens.count
        guard !diagnostics.containsErrors, colorCount > 0 else {
            var noPalette = colorCount > 0 ? [] : noColorLeft(tokens.skips, of: tokens.colorTokensRead, at: place)
            if noPalette.isEmpty, !diagnostics.containsErrors {
                noPalette = [
                    .warning(
                        "the tokens hold no color token (one with \"$type\": \"color\"), so there is no palette to "
                            + "write",
                        at: place)
                ]
            }
            return ImportResult(
                yaml: nil, diagnostics: diagnostics + leftOut + noPalette, colorCount: 0, skips: tokens.skips)
        }

        let appearances = tokens.appearances.map(\.rawValue).joined(separator: ", ")
        var imported = ImportedPalette(
            header: [
                "Imported from \(source) by palettec import: a color for each color token, in the tokens' groups and",
                "order, with its value in each appearance read (\(appearances)), "
                    + (tokens.derivesDark
                        ? "each dark derived by palettec, derive: \(RuleRegistry.suggestedForDarks.rawValue) "
                            + "(the tokens have none), and"
                        : "light as dark where there is no dark, and"),
                "each alias a reference to its token.",
            ],
            root: group(Self.withoutBrandValueGroups(tokens), key: "", place: place, lightAsDark: !tokens.derivesDark),
            sourceDescription: "the tokens")
        imported.derivesDarks = tokens.derivesDark
        if tokens.brands.count > 1 {
            imported.brands = tokens.brands
            imported.root = brandValues(tokens, in: imported.root)
            diagnostics += brandsOnlyNotes(tokens, at: place)
        }
        let names = ImportSkipping.Names(
            pathProblem: { $0 == DTCGFormat.Key.root ? nil : DTCGFormat.nameProblem($0) },
            writeBack: writeBack)
        let proven = ImportSkipping.prove(
            imported, paletteName: paletteName, palettePath: palettePath, limits: limits, names: names)
        diagnostics = (diagnostics + proven.diagnostics).sortedBySource() + leftOut
        var skips = tokens.skips
        skips.add(proven.skips)
        if proven.colorCount == 0 { diagnostics += noColorLeft(skips, of: tokens.colorTokensRead, at: place) }
        let failed = diagnostics.containsErrors || proven.proof.yaml == nil
        return ImportResult(
            yaml: failed ? nil : proven.proof.yaml, diagnostics: diagnostics,
            colorCount: failed ? 0 : proven.colorCount,
            skips: skips)
    }

    /// Each color with the other brands' values where they differ from the default brand's. A brand
    /// that has no token of a color takes the default brand's value, as a palette's brand does.
    private static func brandValues(
        _ tokens: TokenImport, in group: ImportedGroup, path: [String] = []
    ) -> ImportedGroup {
        var group = group
        group.members = group.members.map { member in
            switch member {
            case .group(let nested):
                return .group(brandValues(tokens, in: nested, path: path + [nested.key]))
            case .color(var color):
                let written = color.written
                for (brand, values) in zip(tokens.brands.dropFirst(), tokens.otherBrands) {
                    guard var token = values[TokenPath(path + [color.key])] else { continue }
                    // palettec's own export reaches a brand's value through an alias of its group (`TokenBrands`).
                    for (appearance, value) in token.values {
                        guard case .alias(let target) = value.kind, isBrandValueGroup(target.segments[0], in: tokens),
                            let shown = values[target]?.values[appearance]
                        else { continue }
                        token.values[appearance] = shown
                    }
                    var brandColor = Self.color(token)
                    brandColor.lightAsDark = color.lightAsDark
                    if brandColor.written != written { color.brandValues[brand] = brandColor.written }
                }
                return .color(color)
            }
        }
        return group
    }

    /// The top-level groups of the tokens but those holding another brand's values as palettec exports
    /// them, `Shop@globex` beside `Shop`: the brands' values come in as the colors' `brands:`.
    private static func withoutBrandValueGroups(_ tokens: TokenImport) -> TokenImportGroup {
        guard tokens.brands.count > 1 else { return tokens.root }
        var root = tokens.root
        root.members.removeAll { isBrandValueGroup($0.name, in: tokens) }
        return root
    }

    /// `Shop@globex`, where the tokens have brands, a group `Shop`, and a brand whose Swift case is `globex`.
    private static func isBrandValueGroup(_ name: String, in tokens: TokenImport) -> Bool {
        guard tokens.brands.count > 1, let separator = name.lastIndex(of: Character(TokenBrands.separator)) else {
            return false
        }
        let palette = String(name[..<separator]), brand = String(name[name.index(after: separator)...])
        return tokens.root.members.contains { $0.name == palette }
            && tokens.brands.contains { SwiftIdentifier.member($0) == brand }
    }

    /// A note for the color tokens only another brand has, which the palette cannot hold: its colors
    /// are the default brand's.
    private static func brandsOnlyNotes(_ tokens: TokenImport, at place: SourceLocation) -> [Diagnostic] {
        let own = Set(tokens.colorTokens.map(\.path))
        return zip(tokens.brands.dropFirst(), tokens.otherBrands).flatMap { brand, values -> [Diagnostic] in
            let lacking = own.filter { values[$0] == nil }.count
            let missing =
                lacking == 0
                ? []
                : [
                    Diagnostic(
                        .note,
                        "the brand '\(brand.abbreviated)' has no token for \(lacking) of the \(own.count) colors, "
                            + "which take the default brand's values there, as a palette's brand does", at: place)
                ]
            let extra = values.keys.filter { !own.contains($0) }.sorted()
            guard let first = extra.first else { return missing }
            return missing + [
                .warning(
                    "\(extra.count) color token\(extra.count == 1 ? "" : "s") of the brand '\(brand.abbreviated)' "
                        + "\(extra.count == 1 ? "is" : "are") not in the default brand, "
                        + "'\(tokens.brands[0].abbreviated)', and \(extra.count == 1 ? "is" : "are") not imported "
                        + "(the first: '\(first)'): a palette's colors are its default brand's",
                    at: values[first]!.location)
            ]
        }
    }

    /// The error when every color token was skipped: there is no palette, and nothing to write.
    /// `count`: every color token of the source, skipped or not.
    private static func noColorLeft(_ skips: ImportSkips, of count: Int, at place: SourceLocation) -> [Diagnostic] {
        guard skips.total > 0 else { return [] }
        return [
            .error(
                "none of the \(count) color token\(count == 1 ? "" : "s") can be imported (\(skips.summary ?? "")); "
                    + "the warnings say why", at: place)
        ]
    }

    static func group(
        _ group: TokenImportGroup, key: String, place: SourceLocation, lightAsDark: Bool = true
    ) -> ImportedGroup {
        ImportedGroup(
            key: key, place: place,
            members: group.members.map { member in
                switch member {
                case .group(let nested):
                    var imported = Self.group(
                        nested, key: nested.path.name, place: nested.location, lightAsDark: lightAsDark)
                    imported.description = nested.description
                    return .group(imported)
                case .color(let token):
                    var imported = color(token)
                    imported.lightAsDark = lightAsDark
                    return .color(imported)
                }
            })
    }

    static func color(_ token: ImportedColorToken) -> ImportedColor {
        var appearances: [Appearance: ImportedValue] = [:]
        for (appearance, value) in token.values {
            switch value.kind {
            case .color(let color): appearances[appearance] = .color(color)
            case .alias(let path): appearances[appearance] = .reference(path.segments)
            case .made(let source, let operation):
                // Its amounts as the palette's text reads them back, so the proof computes what the palette does.
                appearances[appearance] = .made(
                    source: source.segments,
                    MadeColorText.asWritten(
                        operation.mapOperand { operand in
                            switch operand {
                            case .token(let path): ImportedOperand.reference(path.segments)
                            case .color(let color): ImportedOperand.color(color)
                            }
                        }))
            }
        }
        var color = ImportedColor(
            key: token.path.name, place: token.location, appearances: appearances, description: token.description)
        if case .deprecated(let reason) = token.deprecated { color.deprecation = ColorDeprecation(reason: reason) }
        // palettec's own extension is written anew from the palette on export, and so is a Tokens Studio
        // modifier, which the palette's value holds: kept, it would be applied again.
        color.extensions = token.extensions.flatMap { ColorExtensions($0.node) }?.removing(
            DTCGFormat.palettecExtension)?
            .removing(TokensStudioModify.key, of: TokensStudioModify.vendor)
        return color
    }
}
