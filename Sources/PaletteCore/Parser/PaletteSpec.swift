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
    /// Each color's dotted name, in the order of `colors`: how the stages after resolve, which frees
    /// the specs as it goes, name colors.
    var colorNames: [String]
    /// Colors that had errors: references to them fail quietly instead of as unknown names.
    var brokenColors: Set<String>
    var missingDark: MissingDark
    var unknownColor: UnknownColor
    var checks: [ContrastCheck]
    /// `distinct:`: colors that must stay apart with a color-vision deficiency.
    var distinctChecks: [DistinctCheck] = []
    /// What rules read of their own keys at the palette's top (`Rule.readPalette`).
    var ruleSettings: RuleSettings
    /// `brands:`: nil for a palette without brands.
    var brands: BrandList? = nil
}

/// What a color with no dark entry gets.
enum MissingDark: Equatable {
    /// The palette's `derive:` rule.
    case derive(AppearanceSpec)
    /// No `derive:` key: RGB inversion, as format version 1 says. The resolver warns where it turns a
    /// saturated color's hue, since a choice no one made should not turn blue into orange unannounced.
    case implicitInvert
    /// `derive: none`.
    case isAnError
    /// `derive:` was written wrong and has been reported: nothing more to say.
    case unknown

    /// The rule a missing dark entry gets, if any.
    var rule: AppearanceSpec? {
        switch self {
        case .derive(let rule): rule
        case .implicitInvert: .rule(.invert, from: nil)
        case .isAnError, .unknown: nil
        }
    }
}
