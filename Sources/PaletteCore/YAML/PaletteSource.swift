/// A palette file's bytes and the two names it goes by.
public struct PaletteSource: Sendable {
    /// The path diagnostics name, so Xcode and terminals can open it (as the user gave it).
    public var path: String
    /// The path generated files and the manifest name: relative, the same on every machine.
    public var displayPath: String
    public var bytes: [UInt8]

    public init(path: String, displayPath: String? = nil, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.bytes = bytes
    }

    /// `my-colors.yml` → `my-colors`; `card.palette.yaml` → `card` (`.palette` marks palettes for the
    /// build plugin and is not part of the name).
    public var baseName: String { PaletteFileNames.baseName(ofPalette: displayPath) }
}
