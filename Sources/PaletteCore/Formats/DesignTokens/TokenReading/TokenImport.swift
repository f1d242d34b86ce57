/// What reading design tokens gives: the color tokens, in their groups in source order, each with a
/// value per appearance (a color, or an alias of another imported color token), and what was left
/// out. The neutral model the import's palette writer works from; nothing in it depends on the
/// layout the tokens came in (one file, a resolver, Tokens Studio themes, one file per mode).
struct TokenImport: Sendable {
    /// The top level of the token structure (path `[]`): its groups and tokens, in source order.
    /// Groups holding no color token are left out.
    var root: TokenImportGroup
    /// The appearances read, in `Appearance` order; light always comes first when there is any.
    var appearances: [Appearance]
    /// Tokens of other types, and tokens with no type, which are left out.
    var skipped: TokenSkipCounts
    /// Color tokens left out, by reason, each with its warning among the diagnostics.
    var skips = ImportSkips()
    /// Every color token read to be imported (not those read only for references), whether it came in,
    /// was skipped, or stopped the import.
    var colorTokensRead = 0
    /// Errors, warnings and notes, in source order.
    var diagnostics: [Diagnostic]
    /// The groups and tokens visited to import them, all routes counted (`ImportBudget`): never more
    /// than `PaletteLimits.importWork`.
    var work: Int
    /// No dark appearance was found where the layout looked for one: the palette leaves darks out, so
    /// palettec derives them, never writing light as dark.
    var derivesDark = false
    /// The brands, the default (whose values `root` holds) first; empty for tokens with no brand.
    var brands: [String] = []
    /// Each other brand's color tokens by path, in the order of `brands.dropFirst()`.
    var otherBrands: [[TokenPath: ImportedColorToken]] = []

    /// Every color token, depth first in source order.
    var colorTokens: [ImportedColorToken] {
        root.colorTokens
    }

    /// Its color tokens by path, as another brand's are kept.
    var brandValues: [TokenPath: ImportedColorToken] {
        Dictionary(colorTokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

struct TokenImportGroup: Sendable {
    enum Member: Sendable {
        case group(TokenImportGroup)
        case color(ImportedColorToken)

        var name: String {
            switch self {
            case .group(let group): return group.path.name
            case .color(let token): return token.path.name
            }
        }
    }

    var path: TokenPath
    var description: String?
    /// Its own `$deprecated` (a token's `deprecated` already includes what it inherits).
    var deprecated: TokenDeprecation?
    var extensions: TokenExtensions?
    /// The group's key (the file's start for the root), in the first file that has it.
    var location: SourceLocation
    var members: [Member]

    var colorTokens: [ImportedColorToken] {
        members.flatMap { member -> [ImportedColorToken] in
            switch member {
            case .group(let group): return group.colorTokens
            case .color(let token): return [token]
            }
        }
    }
}

struct ImportedColorToken: Sendable {
    var path: TokenPath
    /// One value per appearance the token has; an appearance missing is one the tokens give it no
    /// value in (a warning says so for light and dark).
    var values: [Appearance: TokenColorValue]
    var description: String?
    /// Its own `$deprecated`, else its nearest group's.
    var deprecated: TokenDeprecation?
    /// `$extensions` as written, kept for tools that read them (the format requires it).
    var extensions: TokenExtensions?
    /// The token's key, in the first appearance that has it.
    var location: SourceLocation
}

struct TokenColorValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// sRGB or Display P3 (a color written in another space is converted; a warning says so).
        case color(RGBA)
        /// The value of another imported color token, kept as a reference (`{group.token}` in a palette).
        case alias(TokenPath)
        /// A Tokens Studio modifier a palette says the same way: another imported color token changed by
        /// one operation (`"{group.token} at 29%"` in a palette), whose mix mixes toward an imported
        /// color token or a color.
        case made(source: TokenPath, ColorOperation<TokenColorOperand>)
    }

    var kind: Kind
    /// The token's key in the file this appearance's value comes from.
    var location: SourceLocation
}

/// How many tokens were left out for not being colors: by `$type`, and those with none (the format
/// calls a token whose type cannot be determined invalid, and palettec does not guess one).
struct TokenSkipCounts: Hashable, Sendable {
    var byType: [String: Int] = [:]
    var untyped = 0

    var total: Int { byType.values.reduce(untyped, +) }

    /// "12 dimension, 3 fontFamily and 2 untyped tokens were left out": one line's worth, nil for none.
    var summary: String? {
        var parts = byType.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
        if untyped > 0 { parts.append("\(untyped) untyped") }
        guard !parts.isEmpty else { return nil }
        let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        return "\(list) token\(total == 1 ? " was" : "s were") left out: palettec imports colors"
    }
}

/// A color a Tokens Studio modifier reads: a color token, or a color written out (or computed).
enum TokenColorOperand: Hashable, Sendable {
    case token(TokenPath)
    case color(RGBA)

    var token: TokenPath? {
        if case .token(let path) = self { return path }
        return nil
    }
}
