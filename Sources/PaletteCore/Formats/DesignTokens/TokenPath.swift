/// A token's place in the token structure: its groups' names and its own, as a curly-brace
/// reference writes them joined by `.` (`color.text.$root`).
struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    var segments: [String]

    init(_ segments: [String]) {
        self.segments = segments
    }

    var description: String { segments.joined(separator: ".") }

    /// `{color.text}` as references write it.
    var reference: String { "{\(description)}" }

    var parent: TokenPath { TokenPath(Array(segments.dropLast())) }

    var name: String { segments.last ?? "" }

    func appending(_ name: String) -> TokenPath { TokenPath(segments + [name]) }

    static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments)
    }

    /// The path in a curly-brace reference: the whole text `{a.b.c}`, no segment empty or holding a
    /// brace. Nil for any other text (a string that is not a reference at all, or one inside more
    /// text, such as `rgba({a.b}, 0.5)`).
    static func curlyReference(_ text: String) -> TokenPath? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        return path(text.dropFirst().dropLast())
    }

    /// The path in Tokens Studio's legacy reference, `$colors.primary`: the whole text is `$` and a name
    /// its `AliasRegex` reads (`\$([^\s,]+\w)`: no space or comma, ending in a letter, digit or `_`),
    /// split at `.` with no segment empty or holding a brace. Nil for any other text.
    static func legacyReference(_ text: String) -> TokenPath? {
        guard text.first == "$", text.count > 2, let last = text.last,
            last.isLetter || last.isNumber || last == "_",
            !text.contains(where: { $0.isWhitespace || $0 == "," })
        else { return nil }
        return path(text.dropFirst())
    }

    /// `a.b.c` split at `.`, no segment empty or holding a brace.
    private static func path(_ written: Substring) -> TokenPath? {
        let segments = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard segments.allSatisfy({ !$0.isEmpty && !$0.contains("{") && !$0.contains("}") }) else { return nil }
        return TokenPath(segments)
    }

    /// The path in a whole-text reference, `{a.b.c}`, or Tokens Studio's legacy `$a.b.c`.
    static func reference(_ text: String) -> TokenPath? {
        curlyReference(text) ?? legacyReference(text)
    }

    /// Whether the text holds a curly-brace reference anywhere (for a message about one inside other text).
    static func containsReference(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "{") else { return false }
        return text[open...].contains("}")
    }
}
