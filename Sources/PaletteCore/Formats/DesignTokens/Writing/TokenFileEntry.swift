/// What one color's token holds in one context's file, if it is there at all.
///
/// A value the palette took over from another color (`"{name}"`, recorded as a `reference` derivation)
/// is written as an alias to that color's token, so a tool reading the tokens sees the link the
/// palette made. The resolver resolves aliases after merging a context's files, so in a high-contrast
/// context an alias reaches the other color's high-contrast value where it has one, as palettec's own
/// references do.
///
/// One case needs more: a color with no high-contrast value of its own shows its plain value in high
/// contrast, but if that plain value is an alias to a color that has one, the alias would reach the
/// high-contrast value instead. Such a color is written into the high-contrast file as its plain value,
/// so each context resolves to exactly the colors palettec's other outputs show.
enum TokenFileEntry: Equatable {
    /// `"$value": "{Palette.group.key}"`: the path of the color referenced.
    case alias([String])
    /// The value itself, and how palettec computed it when it did.
    case value(RGBA, derivation: Derivation?)

    /// The color's entry in `context`'s file; nil when that file leaves it out. `colors` finds a
    /// referenced color by the name references use (`text.primary`).
    static func entry(
        for color: ColorEntry, in context: TokenContext, palette: String, colors: ColorLookup
    ) -> TokenFileEntry? {
        if let own = color.appearances[context.appearance] {
            return entry(for: own, palette: palette)
        }
        guard let plainAppearance = context.appearance.fallback, let plain = color.appearances[plainAppearance],
            let derivation = plain.derivation, derivation.rule == .reference,
            let target = colors[derivation.from], target.appearances[context.appearance] != nil
        else { return nil }
        return .value(plain.color, derivation: derivation)
    }

    private static func entry(for value: AppearanceValue, palette: String) -> TokenFileEntry {
        guard let derivation = value.derivation, derivation.rule == .reference else {
            return .value(value.color, derivation: value.derivation)
        }
        // Token names hold no dot (`TokenNames`), so a color's name is its keys joined by dots.
        return .alias(
            [palette] + derivation.from.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }
}

/// A palette's colors by name (`text.primary`), the first of a name as the resolver takes it, built
/// only for a palette whose high-contrast file needs to look a color up.
struct ColorLookup {
    private let colors: [String: ColorEntry]

    init(_ palette: Palette) {
        var colors: [String: ColorEntry] = [:]
        palette.root.forEachColor { color in
            let name = color.name
            if colors[name] == nil { colors[name] = color }
        }
        self.colors = colors
    }

    static let empty = ColorLookup()

    private init() {
        colors = [:]
    }

    subscript(name: String) -> ColorEntry? { colors[name] }
}
