import PaletteCore

/// The plan for `--tokens DIR`: the Swift folder's rules, for the resolver and token files. Only files
/// palettec wrote from what this run reads are replaced; a `.tokens.json` or `.resolver.json` of this
/// run's that nothing produces now (the high-contrast files, once no palette has a high-contrast value)
/// is removed; anything else in the folder is left as it is.
extension FolderPlan {
    static func tokens(_ files: [RenderedFile], in folder: String, ownership: Ownership) -> FolderPlan {
        make(
            files, in: folder, ownership: ownership, option: .tokens, isStaleCandidate: TokensRenderer.isTokensFileName)
    }
}
