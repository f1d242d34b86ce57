/// The values handed from one stage of `PaletteCompiler` to the next, each named for what it is there:
///
///     PaletteBytes ──read──▶ SourceTree ──parse──▶ WrittenPalette ──resolve──▶ ResolvedValues
///                                                        └──────────check──────────▶ CheckResults
///     WrittenPalette + ResolvedValues + CheckResults ──▶ CompiledPalette ──render──▶ OutputFiles
///
/// Read and parse run as one pass (`StreamedBuild`), so a `SourceTree` is never whole in memory.
/// One file's bytes and the path diagnostics name it by.
typealias PaletteBytes = PaletteSource
/// The YAML with every node's line and column (`YAML/`).
typealias SourceTree = YAMLDocument
/// The palette as written, checked (`Parser/`, `Format/`).
typealias WrittenPalette = PaletteSpec
/// Every appearance of every color, derived and rounded (`Resolve/`, `Rules/`).
typealias ResolvedValues = [AppearanceValues]
/// The `contrast:` checks' ratios and the `distinct:` checks' distances, with their verdicts (`Resolve/`).
typealias CheckResults = PaletteChecks.Results
/// Every value and check of one palette (`Model/`): what renderers read.
typealias CompiledPalette = Palette
/// Each output file's path and text (`Output/`, `Formats/`), for the CLI to compare and write.
typealias OutputFiles = [RenderedFile]
