/// Regular expressions for the schema's `pattern`s, written in the part of the syntax that ECMA-262
/// (what editors run) and Python's `re` read alike: no flags, no `\s` or `\d` (each language has its
/// own idea of a space and a digit), every pattern anchored.
enum SchemaPattern {
    /// What `trimmingWhitespace` drops: Unicode's White_Space characters.
    static let space = #"[\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]"#

    /// A number as `isDecimalShaped` takes it: `0.5`, `.5`, `5.`, `-20`, `1e-7`.
    static let decimal = #"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"#

    /// An integer from 0 to 255 as Swift's `Int(_:)` reads one (a sign and leading zeros allowed).
    static let byte = #"[+-]?0*(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"#

    /// The whole text, with any space around it.
    static func whole(_ body: String) -> String {
        "^\(space)*\(body)\(space)*$"
    }

    /// `rgb` → `[rR][gG][bB]`: the text in any case, every other character literal.
    static func anyCase(_ text: String) -> String {
        text.map { character in
            let lower = character.lowercased(), upper = character.uppercased()
            return lower == upper ? literal(character) : "[\(lower)\(upper)]"
        }.joined()
    }

    /// One character matched as itself.
    static func literal(_ character: Character) -> String {
        #"\^$.|?*+()[]{}/"#.contains(character) ? "\\\(character)" : String(character)
    }

    /// `(?:a|b|c)`
    static func either(_ alternatives: [String]) -> String {
        "(?:" + alternatives.joined(separator: "|") + ")"
    }
}
