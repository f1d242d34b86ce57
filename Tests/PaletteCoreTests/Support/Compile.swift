@testable import PaletteCore

/// Compiles YAML text as the file `path`, for tests that start from a palette as written.
func compile(
    _ yaml: String, path: String = "palettes/test.yml", limits: PaletteLimits = .standard
)
    -> (palette: Palette?, diagnostics: [Diagnostic])
{
    PaletteCompiler.compile(PaletteSource(path: path, bytes: Array(yaml.utf8)), limits: limits)
}

/// The diagnostics as printed: `path:line:column: error: message`.
func printed(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map(\.formatted)
}

/// The diagnostics without the warning that the implicit inversion (no `derive:`) turned a color's hue:
/// for tests whose palettes lean on that default for something else. `ImplicitInversionWarningTests`
/// tests the warning itself.
func withoutImplicitInversionWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter {
        !($0.severity == .warning && $0.message.contains("has no dark entry and the palette no 'derive:'"))
    }
}
