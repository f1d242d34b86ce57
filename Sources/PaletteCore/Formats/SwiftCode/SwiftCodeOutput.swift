/// The Swift code: a file per palette, the support file unless the code imports the runtime, with
/// `swiftUIPreviews` the SwiftUI previews, the manifest and the preview picture, in the folder `--output` names.
struct SwiftCodeOutput: OutputFormat {
    static let option = OutputOption(PalettecInvocation.Option.output.rawValue)
    var isAlwaysWritten: Bool { true }

    let folder = OutputFolder(
        layout: .flat(isOwnKind: { $0.hasSuffix(".swift") }),
        help: "The folder for the generated Swift files and manifest.json.",
        wording: OutputWording(
            title: "the output folder", names: "the Swift code's names",
            whatToName: "the folder for the generated files", suggestedName: "generated",
            ownFolder: "the code in a "
                + "folder of its own",
            notPalettec: { path in
                let flag = SwiftCodeOutput.option.flag
                if path.hasSuffix("/" + ManifestRenderer.fileName) || path == ManifestRenderer.fileName {
                    return "palettec did not write this file (it does not start with palettec's \"generator\" field), "
                        + "so it will not overwrite it; move or rename it, or choose another \(flag) "
                        + "(a manifest written by a palettec older than that field can be deleted)"
                }
                return "palettec did not write this file (its first line is not palettec's header), so it will not "
                    + "overwrite it; move or rename it, or choose another \(flag)"
            },
            otherInputs: { sources in
                "the folder holds output generated from \(sources), which this run does not read, and this file "
                    + "would be overwritten; give each input its own \(SwiftCodeOutput.option.flag), "
                    + "or read them all in one run"
            }))

    /// Static members are names in the app's module too: a clash is an error at the color. With previews, a
    /// palette whose Swift file would be the previews file is an error at its name.
    func nameProblems(in palettes: [Palette], options: RenderOptions) -> [Diagnostic] {
        (options.staticMembers ? StaticMemberClashes.diagnostics(palettes) : [])
            + (options.swiftUIPreviews ? SwiftUIPreviewsRenderer.fileNameClashes(palettes) : [])
    }

    /// Each file's `expectedBytes` counts its colors at the bytes a color takes in it, as measured
    /// (docs/performance.md).
    func render(_ palettes: [Palette], options: RenderOptions) -> OutputRendering {
        let swift = palettes.map { palette in
            RenderedFile(path: palette.swiftFile, expectedBytes: 190 * palette.root.colorCount) {
                PaletteFileRenderer.write(palette, options: options, to: &$0)
            }
        }
        let support =
            options.runtime == .embed
            ? [
                RenderedFile(
                    path: PaletteFileNames.supportFile,
                    contents: SupportFileRenderer.render(
                        accessLevel: options.supportAccessLevel(for: palettes), brands: Self.hasBrands(palettes)))
            ]
            : []
        let previews =
            options.swiftUIPreviews
            ? [
                RenderedFile(
                    path: PaletteFileNames.previewsFile, expectedBytes: SwiftUIPreviewsRenderer.expectedBytes(palettes)
                ) {
                    SwiftUIPreviewsRenderer.write(palettes, options: options, to: &$0)
                }
            ]
            : []
        let colors = palettes.reduce(0) { $0 + $1.root.colorCount }
        let files =
            swift + support + previews + [
                RenderedFile(path: ManifestRenderer.fileName, expectedBytes: 420 * colors) {
                    ManifestRenderer.write(palettes, to: &$0)
                },
                RenderedFile(path: PreviewRenderer.fileName, expectedBytes: PreviewRenderer.expectedBytes(palettes)) {
                    PreviewRenderer.write(palettes, to: &$0)
                },
            ]
        return OutputRendering(files: files, diagnostics: nameProblems(in: palettes, options: options))
    }

    func owner(of contents: [UInt8]) -> OutputFileOwner {
        let owner = GeneratedFileOwner(contents: contents)
        return owner.isPalettec ? .palettec(sources: owner.sources) : .notPalettec
    }

    /// One palette's Swift file, at a path a build system chose (`palettec compile`).
    func paletteFile(_ palette: Palette, options: RenderOptions) -> String {
        PaletteFileRenderer.render(palette, options: options)
    }

    /// The support file alone, at a path a build system chose (`palettec support`): with the runtime
    /// imported, a note that says so.
    func supportFile(for palettes: [Palette], options: RenderOptions) -> String {
        options.runtime == .import
            ? SupportFileRenderer.renderRuntimeNote()
            : SupportFileRenderer.render(
                accessLevel: options.supportAccessLevel(for: palettes), brands: Self.hasBrands(palettes))
    }

    /// The previews file alone, at a path a build system chose (`palettec previews`).
    func previewsFile(for palettes: [Palette], options: RenderOptions) -> String {
        SwiftUIPreviewsRenderer.render(palettes, options: options)
    }

    /// Whether the support file needs the brand section: some palette of the target has brands.
    private static func hasBrands(_ palettes: [Palette]) -> Bool {
        palettes.contains { $0.brands != nil }
    }
}
