/// `palettec import tokens.resolver.json` (or a Tokens Studio folder, or one file per mode), pure:
/// what the token reader made of the files (`TokenImport`) → the YAML palette that holds every color
/// token under its name, one group per token group in source order, each appearance's value or alias
/// (a reference to the token it names), its description, `$deprecated` and `$extensions` (but
/// palettec's own, `dev.palettec`, which export writes anew); or the
/// errors that stop it. A token with no dark value gets its light one as dark, so nothing is derived;
/// but where the tokens have no dark at all (`derivesDark`), every dark is left out, for palettec to derive.
/// The palette is proven before it is handed back (`ImportProof`).
package enum DesignTokensImporter {
    /// `source` names the files and their layout in the header ("tokens.resolver.json (a resolver
    /// document)"); `place` is where messages about the whole import point.
    package static func run(_ tokens: TokenImport, source: String, place: SourceLocation, paletteName: String, palettePath: String,
                            limits: PaletteLimits = .standard) -> ImportResult {
        var diagnostics = tokens.diagnostics
        if let summary = tokens.skipped.summary { diagnostics.append(Diagnostic(.note, summary, at: place)) }
        let colorCount = tokens.colorTokens.count
        if colorCount == 0, !diagnostics.containsErrors {
            diagnostics.append(.warning("the tokens hold no color token (one with \"$type\": \"color\"), so there is no palette to write",
                                        at: place))
        }
        guard !diagnostics.containsErrors, colorCount > 0 else { return ImportResult(yaml: nil, diagnostics: diagnostics, colorCount: 0) }

        let appearances = tokens.appearances.map(\.rawValue).joined(separator: ", ")
        var imported = ImportedPalette(header: [
            "Imported from \(source) by palettec import: a color for each color token, in the tokens' groups and",
            "order, with its value in each appearance read (\(appearances)), "
                + (tokens.derivesDark ? "each dark derived by palettec, derive: tone (the tokens have none), and" : "light as dark where there is no dark, and"),
            "each alias a reference to its token.",
        ], root: group(tokens.root, key: "", place: place, lightAsDark: !tokens.derivesDark), sourceDescription: "the tokens")
        imported.derivesTone = tokens.derivesDark
        let proof = ImportProof.run(imported, paletteName: paletteName, palettePath: palettePath, limits: limits)
        diagnostics += proof.diagnostics
        return ImportResult(yaml: proof.yaml, diagnostics: diagnostics, colorCount: proof.yaml == nil ? 0 : colorCount)
    }

    static func group(_ group: TokenImportGroup, key: String, place: SourceLocation, lightAsDark: Bool = true) -> ImportedGroup {
        ImportedGroup(key: key, place: place, members: group.members.map { member in
            switch member {
            case .group(let nested):
                var imported = Self.group(nested, key: nested.path.name, place: nested.location, lightAsDark: lightAsDark)
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
            }
        }
        var color = ImportedColor(key: token.path.name, place: token.location, appearances: appearances, description: token.description)
        if case .deprecated(let reason) = token.deprecated { color.deprecation = ColorDeprecation(reason: reason) }
        // palettec's own extension is written anew from the palette on export.
        color.extensions = token.extensions.flatMap { ColorExtensions($0.node) }?.removing(DTCGFormat.palettecExtension)
        return color
    }
}
