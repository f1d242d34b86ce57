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

    /// `my-colors.yml` → `my-colors`
    public var baseName: String {
        let file = displayPath.split(separator: "/").last.map(String.init) ?? displayPath
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }
}
