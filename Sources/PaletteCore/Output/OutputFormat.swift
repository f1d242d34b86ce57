/// One kind of output palettec writes: an entry of `OutputRegistry`, whole in its own folder under
/// `Formats/`. It names the option that asks for it, renders its files with the problems its names
/// have, knows its files from their bytes, and words the messages about its folder. The compiler,
/// the CLI's run plan, its ownership checks and conflicts, and the command plugin loop over the
/// registry; none of them names a format.
package protocol OutputFormat: Sendable {
    /// The option that names its folder: `--asset-catalog`. The Swift code's `--output` is always given.
    static var option: OutputOption { get }
    /// Written by every run, with no option asked (the Swift code); the others only when their option is.
    var isAlwaysWritten: Bool { get }
    /// How its folder is laid out, which files in it are its kind, and what messages call it.
    var folder: OutputFolder { get }
    /// The palettes' names that it cannot write, and warnings; an error means it writes nothing. Run by
    /// every command for a format always written, by `generate` and `check` for the others.
    func nameProblems(in palettes: [Palette], options: RenderOptions) -> [Diagnostic]
    /// Its files, with paths relative to its folder, and the problems `nameProblems` finds: no files
    /// when there is an error among them.
    func render(_ palettes: [Palette], options: RenderOptions) -> OutputRendering
    /// The errors writing an imported palette back in this format would give: its name problems, less
    /// those `import` keeps as they are and warns about (a catalog's ambiguous lookup names).
    func writeBackProblems(in palette: Palette) -> [Diagnostic]
    /// Whether palettec wrote a file in its folder, and from which palettes, judged from the bytes alone.
    func owner(of contents: [UInt8]) -> OutputFileOwner
    /// How to find foreign files in its folder that stand for its own; nil for a folder that holds none.
    var foreignDuplicates: ForeignDuplicateSearch? { get }
}

extension OutputFormat {
    package var option: OutputOption { Self.option }

    var isAlwaysWritten: Bool { false }

    var foreignDuplicates: ForeignDuplicateSearch? { nil }

    func writeBackProblems(in palette: Palette) -> [Diagnostic] {
        nameProblems(in: [palette], options: RenderOptions())
    }
}

/// A format's files for some palettes, and the problems in their names.
package struct OutputRendering: Sendable {
    package var files: [RenderedFile]
    package var diagnostics: [Diagnostic]

    init(files: [RenderedFile], diagnostics: [Diagnostic] = []) {
        self.files = diagnostics.containsErrors ? [] : files
        self.diagnostics = diagnostics
    }
}
