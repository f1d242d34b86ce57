/// The build stage's value: what one palette file says, with every name and value checked but nothing
/// computed yet. `root` holds the colors without appearances; `colors` holds what each one wrote, in
/// the same order as `root.allColors`.
struct PaletteSpec {
    /// The Swift type name; nil when the palette has none (already reported).
    var typeName: String?
    /// The Swift file; nil when the palette file's name makes none (already reported).
    var swiftFile: String?
    var description: String?
    var source: String
    /// The palette file's path as diagnostics name it.
    var path: String
    var nameLocation: SourceLocation
    var providesNamespace: Bool
    var accessLevel: AccessLevel?
    var root: ColorGroup
    var colors: ChunkedArray<ColorSpec>
    /// Colors that had errors: references to them fail quietly instead of as unknown names.
    var brokenColors: Set<String>
    var missingDark: MissingDark
    var unknownColor: UnknownColor
    var checks: [ContrastCheck]
}

/// What a color with no dark entry gets.
enum MissingDark {
    /// The palette's `derive:` rule (invert unless it says otherwise).
    case derive(AppearanceSpec)
    /// `derive: none`.
    case isAnError
    /// `derive:` was written wrong and has been reported: nothing more to say.
    case unknown
}

/// A stage's value, when it has one, and the problems it found.
struct Staged<Value> {
    var value: Value?
    var diagnostics: [Diagnostic]
}
