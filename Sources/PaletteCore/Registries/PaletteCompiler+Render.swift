/// The last stage, render, over the formats `OutputRegistry` lists.
extension PaletteCompiler {
    /// render: `CompiledPalette`s → `OutputFiles`. The Swift code's files: one Swift file a palette, the
    /// support file unless the code imports the runtime, the manifest and the preview picture, and the
    /// problems in their names (with `staticMembers`, a member two colors would both declare); no files
    /// when there is an error among them.
    public static func render(
        _ palettes: [Palette], options: RenderOptions = RenderOptions()
    ) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let rendered = OutputRegistry.swiftCode.render(palettes, options: options)
        return (rendered.files, rendered.diagnostics)
    }

    /// Each format's files, in the order given.
    package static func render(
        _ palettes: [Palette], options: RenderOptions, formats: [any OutputFormat]
    ) -> [OutputRendering] {
        formats.map { $0.render(palettes, options: options) }
    }
}
