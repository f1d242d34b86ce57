/// A kind of warning or note one import can give many times over (a color skipped for one reason, a
/// color space converted). Printed, the diagnostics of one family in one file are one line counting
/// them, at the first of them (`DiagnosticGroups`), and so are those of one asset catalog, whose
/// color sets are files of their own; `--verbose` lists each.
enum DiagnosticFamily: Hashable, Sendable {
    /// A color left out, and why.
    case skipped(ImportSkipReason)
    /// A color or group imported under a key palettec made, its name kept as `token:`.
    case renamed
    /// A token's color converted from the space it was written in to the one palettec writes.
    case converted
    /// A converted color just outside the space it was converted to, clipped into it.
    case clipped
    /// A computed token value written as the color it computes to.
    case computed
    /// A Tokens Studio modifier a palette cannot say as a made color, written as the color it makes.
    case modified
    /// Tokens Studio's legacy reference, `$a.b`, read as `{a.b}`.
    case legacyReference
    /// A catalog's entry with no color (an appearance left empty in Xcode), which is ignored.
    case emptyEntry
    /// A color set's entries for other devices beside its universal ones, ignored (a set they give colors of
    /// their own is not imported at all, `KeptColorSets`; these are the ones with none, and sets not imported).
    case otherIdioms
    /// A group named as its palette (`Brand.Brand`): a warning of `generate`, which an import, keeping
    /// the source's groups as they are, leaves to it.
    case groupNamedAsPalette
    /// A key a color value object does not have (`$type` in a `$value`), ignored.
    case unknownColorKey
    /// A key beside a token's `$value` that is no property of a token (`name`), ignored.
    case notATokenProperty
    /// A token's or group's `$deprecated`, `$extensions` or `$description` palettec cannot keep, ignored.
    case ignoredProperty
    /// A group with a `$type` and nothing in it.
    case emptyGroup
    /// A color object's `hex` fallback that is not its color, or no hex: the components are read.
    case hexFallback
    /// A color token with no value in an appearance the tokens have (no dark), which takes light's.
    case missingAppearance
    /// A Tokens Studio set whose state is none of `enabled`, `source` and `disabled`, left out.
    case unreadableSetState
    /// A SwiftGen line skipped: no name, or no value.
    case swiftGenLineSkipped
    /// The text after a SwiftGen value (a comment), ignored.
    case swiftGenTextIgnored

    /// "7 colors skipped (names)": what one line of the family says of `count` of them.
    var counted: (Int) -> String {
        switch self {
        case .skipped(let reason): return { "\($0 == 1 ? "1 color" : "\($0) colors") skipped (\(reason.counted($0)))" }
        case .renamed: return { "\($0) names imported under keys palettec made" }
        case .converted: return { "\($0) colors converted to the space palettec writes" }
        case .clipped: return { "\($0) colors clipped into the space they were converted to" }
        case .computed: return { "\($0) computed values written as their colors" }
        case .modified: return { "\($0) modified colors written as the colors Tokens Studio computes" }
        case .legacyReference: return { "\($0) legacy references ($a.b) read as {a.b}" }
        case .emptyEntry: return { "\($0) entries with no color ignored" }
        case .otherIdioms: return { "\($0) color sets' entries for other devices ignored" }
        case .groupNamedAsPalette: return { "\($0) groups named as their palette" }
        case .unknownColorKey: return { "\($0) unknown keys in colors ignored" }
        case .notATokenProperty: return { "\($0) keys that are no property of a token ignored" }
        case .ignoredProperty: return { "\($0) properties palettec cannot keep ignored" }
        case .emptyGroup: return { "\($0) groups with a type and no tokens" }
        case .hexFallback: return { "\($0) hex fallbacks set aside for the components" }
        case .missingAppearance: return { "\($0) colors without a value in an appearance" }
        case .unreadableSetState: return { "\($0) token sets with a state Tokens Studio does not write left out" }
        case .swiftGenLineSkipped: return { "\($0) lines SwiftGen skips" }
        case .swiftGenTextIgnored: return { "\($0) texts after a value ignored" }
        }
    }

    /// Whether `--strict` makes it an error: a color left out.
    var failsStrictImport: Bool {
        if case .skipped = self { return true }
        return false
    }
}
