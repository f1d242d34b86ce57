/// What one color's token holds in one context's file, if it is there at all.
///
/// A value the palette took over from another color (`"{name}"`, recorded as a `reference` derivation)
/// is written as an alias to that color's token, so a tool reading the tokens sees the link the
/// palette made. The resolver resolves aliases after merging a context's files, so in a high-contrast
/// context an alias reaches the other color's high-contrast value where it has one, as palettec's own
/// references do.
///
/// A made value (`"{label} at 29%"`) that Tokens Studio computes the same way is written as Tokens
/// Studio writes it: an alias of its source's token with the modifier beside it, which Tokens Studio
/// (and sd-transforms) apply to the alias's resolved value. Not the computed color with the modifier:
/// they would apply it a second time. Anything else is written as the value it computes to.
///
/// One case needs more: a color with no high-contrast value of its own shows its plain value in high
/// contrast, but if that plain value is an alias (or an alias and a modifier) naming a color that has
/// one, the alias would reach the high-contrast value instead. Such a color is written into the
/// high-contrast file as its plain value, so each context resolves to exactly the colors palettec's
/// other outputs show.
enum TokenFileEntry: Equatable {
    /// `"$value": "{Palette.group.key}"`: the path of the color referenced.
    case alias([String])
    /// The value itself, and how palettec computed it when it did.
    case value(RGBA, derivation: Derivation?)
    /// `"$value": "{Palette.label}"` and `"studio.tokens": {"modify": …}`: a made value, its source's
    /// path, the modifier and the derivation.
    case made(alias: [String], modify: TokensStudioModify.Written, derivation: Derivation)

    /// The color's entry in `context`'s file; nil when that file leaves it out. `colors` finds a
    /// referenced color by the name references use (`text.primary`).
    static func entry(
        for color: ColorEntry, in context: TokenContext, palette: TokenAliasPaths, colors: ColorLookup
    ) -> TokenFileEntry? {
        if let own = color.appearances[context.appearance] {
            return entry(for: own, in: context.appearance, palette: palette, colors: colors)
        }
        guard let plainAppearance = context.appearance.fallback, let plain = color.appearances[plainAppearance],
            let derivation = plain.derivation
        else { return nil }
        let names: [String]
        switch entry(for: plain, in: plainAppearance, palette: palette, colors: colors) {
        case .alias: names = [derivation.from]
        case .made(_, let modify, _):
            names = [derivation.from] + (towardName(of: derivation, modify).map { [$0] } ?? [])
        case .value: return nil
        }
        guard names.contains(where: { colors[$0]?.appearances[context.appearance] != nil }) else { return nil }
        return .value(plain.color, derivation: derivation)
    }

    private static func entry(
        for value: AppearanceValue, in appearance: Appearance, palette: TokenAliasPaths, colors: ColorLookup
    ) -> TokenFileEntry {
        guard let derivation = value.derivation else { return .value(value.color, derivation: nil) }
        if derivation.rule == .reference { return .alias(palette.path(derivation.from)) }
        if let modify = modifier(of: derivation, in: appearance, palette: palette, colors: colors) {
            return .made(alias: palette.path(derivation.from), modify: modify, derivation: derivation)
        }
        return .value(value.color, derivation: derivation)
    }

    /// Token names hold no dot (`TokenNames`), so a color's name is its keys joined by dots.
    /// The Tokens Studio modifier that makes what the made value makes, from its source's token in
    /// `appearance`; nil for a value made otherwise, or one Tokens Studio would make another color of
    /// (a mix in a space it has no name for, or of colors its mix, color.js's, mixes otherwise).
    private static func modifier(
        of derivation: Derivation, in appearance: Appearance, palette: TokenAliasPaths, colors: ColorLookup
    ) -> TokensStudioModify.Written? {
        guard let expression = derivation.madeExpression, case .success(let made) = MadeColorText.read(expression)
        else { return nil }
        guard case .mix(let other, let amount, let space) = made.operation else {
            return TokensStudioModify.Written(made.operation, toward: nil)
        }
        let toward: (text: String, color: RGBA?)
        switch other {
        case .reference(let name):
            toward = (DTCGFormat.alias(palette.path(name.name)), colors.shown(name.name, appearance))
        case .value(let color, _):
            toward = (PaletteValueText.text(color), color)
        }
        guard let source = colors.shown(derivation.from, derivation.fromAppearance), let otherColor = toward.color,
            TokensStudioModify.paletteMixAgrees(source, otherColor, amount: amount, in: space)
        else { return nil }
        return TokensStudioModify.Written(made.operation, toward: toward.text)
    }

    /// The name of the color a made mix mixes toward, when it is one of the palette's.
    private static func towardName(of derivation: Derivation, _ modify: TokensStudioModify.Written) -> String? {
        guard modify.kind == .mix, case .text(let name)? = derivation.parameters[MadeColorParameter.toward.rawValue]
        else { return nil }
        return name
    }
}

/// A palette's colors by name (`text.primary`), the first of a name as the resolver takes it, built
/// only for a palette whose high-contrast file, or whose made colors, need to look a color up.
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

    /// What the color shows in `appearance`: its own value, or the plain one.
    func shown(_ name: String, _ appearance: Appearance) -> RGBA? {
        colors[name]?.appearances.shown(appearance)
    }
}
