import PaletteCore

/// What a command's inputs compiled to, and what they were.
struct CompiledInputs {
    var palettes: [Palette]
    var diagnostics: [Diagnostic]
    var inputs: RunInputs
}
