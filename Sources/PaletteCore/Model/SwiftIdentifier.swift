/// Turns palette keys into Swift names: colors become lowerCamelCase members, groups and palettes
/// UpperCamelCase types. `text-primary`, `text_primary` and `text primary` all become `textPrimary`.
public enum SwiftIdentifier {
    /// `text-primary` → `textPrimary`; keywords are back-ticked and a leading digit gets `_`.
    /// Nil when the key has no letter or digit to build a name from.
    public static func member(_ key: String) -> String? {
        let words = self.words(key)
        guard let first = words.first else { return nil }
        let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : lowercasingFirst(first)
        let name = escapingLeadingDigit(head + words.dropFirst().map(uppercasingFirst).joined())
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `brand-colors` → `BrandColors`. Nil when the key has no letter or digit.
    public static func type(_ key: String) -> String? {
        let words = self.words(key)
        guard !words.isEmpty else { return nil }
        return escapingLeadingDigit(words.map(uppercasingFirst).joined())
    }

    /// Type names Swift does not allow for a nested type, even back-ticked.
    public static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any"]

    private static func words(_ key: String) -> [String] {
        key.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    private static func uppercasingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func escapingLeadingDigit(_ name: String) -> String {
        name.first?.isNumber == true ? "_" + name : name
    }

    /// Words that need back-ticks as a member name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "await", "async", "any", "some", "consume", "copy", "borrowing", "consuming", "package", "Type",
    ]
}
