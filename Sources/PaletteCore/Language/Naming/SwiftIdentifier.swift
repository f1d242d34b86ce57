/// Turns palette keys into Swift names: colors become lowerCamelCase members, groups and palettes
/// UpperCamelCase types. `text-primary`, `text_primary` and `text primary` all become `textPrimary`.
///
/// Every character Swift accepts in an identifier is kept (`fire🔥` stays `fire🔥`); anything else
/// separates words. Invisible and bidirectional format characters also only separate words: a name
/// in the output must read as what it is.
package enum SwiftIdentifier {
    /// `text-primary` → `textPrimary`; keywords are back-ticked, and a name that cannot start an
    /// identifier (a digit, a combining mark) gets `_`. Nil when the key has nothing to build a name from.
    static func member(_ key: String) -> String? {
        // Most keys are member names already (`primary`, `c10`): no words to join, no case to change.
        if isPlainMember(key) { return keywords.contains(key) ? "`\(key)`" : key }
        return memberFromWords(key)
    }

    /// The general rule, which `member` skips for a plain key (`SwiftIdentifierTests` holds them equal).
    static func memberFromWords(_ key: String) -> String? {
        let words = self.words(key)
        guard let first = words.first else { return nil }
        let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : lowercasingFirst(first)
        let name = validStart(head + words.dropFirst().map(uppercasingFirst).joined())
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A lowercase ASCII letter, then ASCII letters and digits only.
    private static func isPlainMember(_ key: String) -> Bool {
        var utf8 = key.utf8.makeIterator()
        guard let first = utf8.next(), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        while let byte = utf8.next() {
            guard
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            else { return false }
        }
        return true
    }

    /// `brand-colors` → `BrandColors`. Nil when the key has nothing to build a name from.
    package static func type(_ key: String) -> String? {
        let words = self.words(key)
        guard !words.isEmpty else { return nil }
        return validStart(words.map(uppercasingFirst).joined())
    }

    /// The runs of identifier characters in `key`. Case mapping can make characters of its own
    /// (`ŉ` → `ʼN`), which are all identifier characters too.
    static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in key.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "_" && scalar != "$" && isContinuation(scalar) && !InvisibleScalars.needsEscape(scalar)
            && scalar.value != 0x200C && scalar.value != 0x200D
    }

    static func uppercasingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    static func validStart(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, isStart(first) else { return "_" + name }
        return name
    }

    /// Characters Swift's lexer accepts after the first of an identifier (its
    /// `isValidIdentifierContinuationCodePoint`).
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        let c = scalar.value
        if c < 0x80 {
            return (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || (0x30...0x39).contains(c)
                || c == 0x5F || c == 0x24
        }
        return continuationRanges.contains { $0.contains(c) }
    }

    /// Characters that may also start one: no digit, no `$`, and no combining mark.
    static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        let c = scalar.value
        guard isContinuation(scalar), !(0x30...0x39).contains(c), c != 0x24 else { return false }
        return !combiningRanges.contains { $0.contains(c) }
    }

    private static let continuationRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD,
        0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD,
        0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

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
