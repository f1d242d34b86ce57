/// What an import hands the CLI: the palette to write, or the errors that stop it.
package struct ImportResult: Sendable {
    /// The palette, when there are no errors and a color to import.
    package var yaml: String?
    /// Errors and warnings, at their places in the source.
    package var diagnostics: [Diagnostic]
    /// The colors in the palette.
    package var colorCount: Int
    /// The colors left out, by reason (each with its warning among the diagnostics).
    package var skips = ImportSkips()
}
