/// Every color as design tokens in the DTCG 2025.10 format, for `--tokens DIR`:
///
/// ```
/// palettes.resolver.json          the resolver: one modifier, appearance, light by default
/// light.tokens.json               every palette, every color's light value
/// dark.tokens.json                … its dark value
/// lightHighContrast.tokens.json   layered over light: the colors with a high-contrast light value
/// darkHighContrast.tokens.json    layered over dark
/// ```
///
/// A file per context, not per palette: the resolver stays the same size however many palettes there
/// are, each context is one file a tool can also read alone (the high-contrast ones over their base),
/// and a change to a color shows in the diff of each appearance it changes, at its line. The
/// high-contrast files are there only when a palette has a high-contrast value. Palettes with brands add
/// a `brand` modifier and its files (`TokenBrands`).
enum TokensRenderer {
    /// The files, paths relative to the tokens folder, the resolver first; none when a name cannot be
    /// a token's (see the diagnostics).
    static func render(_ palettes: [Palette]) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let diagnostics = TokenNames.diagnostics(palettes).sortedBySource()
        guard !diagnostics.containsErrors else { return ([], diagnostics) }
        let contexts = TokenContext.present(in: palettes)
        let colors = palettes.reduce(0) { $0 + $1.root.colorCount }
        let brands = TokenBrands(palettes)
        let resolver = RenderedFile(
            path: ResolverDocumentRenderer.fileName, contents: ResolverDocumentRenderer.render(contexts, brands: brands)
        )
        let tokenFiles = contexts.map { context in
            RenderedFile(path: context.fileName, expectedBytes: TokenFileRenderer.bytesPerColor * colors) { sink in
                TokenFileRenderer.write(palettes, context: context, to: &sink)
            }
        }
        guard !brands.isEmpty else { return ([resolver] + tokenFiles, diagnostics) }
        let brandColors = brands.brands.reduce(0) { $0 + $1.palettes.reduce(0) { $0 + $1.root.colorCount } }
        let brandValueFiles = contexts.map { context in
            RenderedFile(
                path: TokenBrands.fileName(for: context), expectedBytes: TokenFileRenderer.bytesPerColor * brandColors
            ) { sink in
                TokenFileRenderer.writeBrands(brands, context: context, to: &sink)
            }
        }
        let aliasFiles = brands.brands.filter { !$0.palettes.isEmpty }.map { brand in
            RenderedFile(path: brand.fileName, expectedBytes: 80 * colors) { sink in
                TokenFileRenderer.writeBrandAliases(brand, to: &sink)
            }
        }
        return ([resolver] + tokenFiles + brandValueFiles + aliasFiles, diagnostics)
    }

    /// The names of files palettec writes into a tokens folder, those it may remove when nothing
    /// produces them any longer.
    static func isTokensFileName(_ name: String) -> Bool {
        name.hasSuffix(DTCGFormat.tokensFileExtension) || name.hasSuffix(DTCGFormat.resolverFileExtension)
    }
}
