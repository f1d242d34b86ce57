/// The names palettec and its SwiftPM plugins agree on: which files are palettes, what each palette's
/// Swift file is called, and the files palettec writes beside them.
///
/// The one copy lives here, in PaletteCore. The plugins compile this same file through symbolic links
/// (SwiftPM plugins cannot depend on a library), so it uses the standard library alone.
public enum PaletteFileNames {
    /// Palette files end in `.yml` or `.yaml` (compared without case).
    public static let paletteExtensions: Set<String> = ["yml", "yaml"]
    /// In a target, every palette file under one of these folders is compiled.
    public static let paletteFolders: Set<String> = ["Palettes", "palettes"]
    /// `card.palette.yml`: a palette anywhere in a target. The marker is not part of the palette's name.
    public static let paletteMarker = "palette"
    /// A target's (or a palette folder's) settings: not a palette.
    public static let configFile = "palettec.yml"
    /// The declarations every palette's code uses, when the target does not import the runtime.
    public static let supportFile = "PaletteSupport.swift"
    /// With `swiftUIPreviews: true`: a SwiftUI `#Preview` of each palette, for debug builds.
    public static let previewsFile = "PalettePreviews.swift"
    /// The library with those declarations, shared by every module that imports it.
    public static let runtimeModule = "PaletteRuntime"

    /// Whether a `palettec.yml` asks for `previewsFile`, as the build plugin, which cannot read YAML, tells: a
    /// line that is `swiftUIPreviews: true`, with nothing before it and at most spaces and a comment after it.
    /// palettec reads the file as YAML and holds it to this (an error when the two disagree), so the plugin
    /// and palettec always agree.
    public static func asksForSwiftUIPreviews(configText bytes: [UInt8]) -> Bool {
        let line = Array("swiftUIPreviews: true".utf8)
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).contains { raw in
            var rest = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            guard rest.starts(with: line) else { return false }
            rest = rest.dropFirst(line.count)
            let spaces = rest.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            rest = rest.dropFirst(spaces.count)
            return rest.isEmpty || (!spaces.isEmpty && rest.first == UInt8(ascii: "#"))
        }
    }

    /// Whether the file's name makes it a palette wherever it is: `.yml`/`.yaml` after a name, and not
    /// the config.
    public static func isPaletteFileName(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return paletteExtensions.contains(name[name.index(after: dot)...].lowercased()) && name != configFile
    }

    /// Whether the build plugin compiles the file at `relativePath` in a target: a palette file under a
    /// `Palettes/` or `palettes/` folder, or a `*.palette.yml` anywhere.
    public static func isPaletteInTarget(relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/").map(String.init)
        guard let name = components.last, isPaletteFileName(name) else { return false }
        return components.dropLast().contains(where: paletteFolders.contains) || hasPaletteMarker(name)
    }

    /// `palettes/my-colors.yml` → `my-colors`; `card.palette.yaml` → `card`.
    /// Split in Unicode scalars, not Characters: a name starting with a combining mark would join the
    /// `/` before it into one Character, and the folder would become part of the name.
    public static func baseName(ofPalette path: String) -> String {
        var scalars = Array(path.unicodeScalars)
        if let slash = scalars.lastIndex(of: "/") { scalars = Array(scalars[(slash + 1)...]) }
        if let dot = scalars.lastIndex(of: ".") { scalars = Array(scalars[..<dot]) }
        let marker = Array(("." + paletteMarker).unicodeScalars)
        if scalars.count > marker.count, text(scalars.suffix(marker.count)).lowercased() == text(marker) {
            scalars.removeLast(marker.count)
        }
        return text(scalars)
    }

    /// The Swift file a palette compiles to, from its path alone, so a build command can declare it
    /// before the palette is read: `brand.yml` → `Brand.swift`, `text-colors.palette.yml` →
    /// `TextColors.swift`. Its letters and digits, each word capitalized. Nil when it has none.
    public static func swiftFile(forPalette path: String) -> String? {
        let words = baseName(ofPalette: path).split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        guard !words.isEmpty else { return nil }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + ".swift"
    }

    /// Two file names a default macOS volume treats as one.
    public static func sameFile(_ one: String, _ other: String) -> Bool {
        one.lowercased() == other.lowercased()
    }

    /// `card.palette.yml`: a name before the marker, the marker, the extension.
    private static func hasPaletteMarker(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let dot = scalars.lastIndex(of: ".") else { return false }
        let stem = text(scalars[..<dot]).lowercased()
        return stem.hasSuffix("." + paletteMarker) && stem.unicodeScalars.count > paletteMarker.unicodeScalars.count + 1
    }

    private static func text<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
