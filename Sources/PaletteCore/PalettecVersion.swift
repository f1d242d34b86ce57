/// palettec's version: `palettec --version`, and the header of every generated Swift file.
public enum PalettecVersion {
    public static let current = "0.6.0"
}
