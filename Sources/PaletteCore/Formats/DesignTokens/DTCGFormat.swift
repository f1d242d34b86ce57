/// The Design Tokens Community Group format, version 2025.10 (its format, color and resolver modules,
/// https://www.designtokens.org/TR/2025.10/), in the words palettec writes: the reserved keys, the
/// color value's members, and what a token or group name may hold.
enum DTCGFormat {
    /// The version a resolver document declares, and the one palettec's token files follow.
    static let version = "2025.10"
    /// The official JSON Schema of resolver documents, which editors validate against.
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    /// `.tokens.json`, one of the two extensions the format recommends, and the one JSON editors open.
    static let tokensFileExtension = ".tokens.json"
    /// The extension the resolver module asks resolver documents to have.
    static let resolverFileExtension = ".resolver.json"

    /// The keys of a token or group that the format reserves: all start with `$`.
    enum Key {
        static let type = "$type"
        static let value = "$value"
        static let description = "$description"
        static let extensions = "$extensions"
        static let deprecated = "$deprecated"
        /// A JSON Pointer to a value elsewhere, or in a resolver document a file: `{"$ref": "#/color/base/$value"}`.
        static let ref = "$ref"
        /// A group's own token.
        static let root = "$root"
        /// The group a group extends.
        static let extends = "$extends"
    }

    /// `$type` of a color token.
    static let colorType = "color"

    /// The members of a color's `$value` object, in the order palettec writes them.
    enum ColorValue {
        static let colorSpace = "colorSpace"
        static let components = "components"
        static let alpha = "alpha"
        /// The sRGB fallback: `#RRGGBB`, six digits, never an alpha.
        static let hex = "hex"
        /// Every member, in that order.
        static let all = [colorSpace, components, alpha, hex]
    }

    /// palettec's key under `$extensions`, in reverse domain name notation as the format recommends.
    static let palettecExtension = "dev.palettec"

    /// Why `name` cannot name a token or group, or nil when it can: the format reserves a leading `$`,
    /// and `{`, `}` and `.` anywhere, which its alias syntax (`{group.token}`) uses.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.hasPrefix("$") { return "it starts with '$'" }
        let reserved = name.unicodeScalars.filter { $0 == "{" || $0 == "}" || $0 == "." }
        guard let first = reserved.first else { return nil }
        return "it holds '\(first)'"
    }

    /// `{Brand.text.primary}`: an alias to the token at `path` (names the format accepts).
    static func alias(_ path: [String]) -> String {
        "{" + path.joined(separator: ".") + "}"
    }
}
