import PaletteRuntime

/// Hand-written API over the generated colors: they are public, so a library can expose them.
public enum Swatches {
    public static var all: [PaletteColor] { [Design.background, Design.accent, Design.Text.primary] }
}
