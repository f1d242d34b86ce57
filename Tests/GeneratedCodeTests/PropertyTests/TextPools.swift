import PropertyBased

/// Names and texts for random palettes, adversarial on purpose: what Swift reserves, what the
/// generated code and the frameworks it imports already name, and Unicode that is easy to get wrong.
enum TextPools {
    /// Put only in texts that must end up in comments (descriptions, file names): any line of
    /// generated Swift that holds it outside a `//` comment is palette text turned into code.
    static let sentinel = "INJECTED_SENTINEL"

    static let plainWords = [
        "background", "accent", "primary", "secondary", "label", "tint", "surface", "border", "shadow", "text",
        "brand", "fill", "overlay", "link", "warning", "success", "muted", "highlight", "sky", "ember", "moss",
        "card", "header", "footer", "icon", "badge", "divider", "scrim", "focus", "selection",
    ]

    static let swiftKeywords = [
        "self", "Self", "init", "Type", "Protocol", "Any", "default", "class", "_", "$0", "super", "true", "nil",
        "func", "enum", "struct", "static", "some", "any", "async", "await", "throws", "rethrows", "inout",
        "subscript", "deinit", "operator", "precedencegroup", "associatedtype", "typealias", "extension",
        "import", "let", "var", "in", "is", "as", "do", "if", "else", "switch", "case", "where", "while",
        "repeat", "return", "guard", "defer", "throw", "try", "catch", "open", "public", "internal", "private",
        "fileprivate", "package", "consume", "copy", "borrowing", "consuming", "macro", "each", "get", "set",
        "willSet", "didSet", "AnyObject", "__", "`self`", "#if", "@main", "Self.Type", "actor", "mutating",
        "nonmutating", "override", "required", "convenience", "dynamic", "final", "lazy", "optional", "weak",
        "unowned", "indirect", "prefix", "postfix", "infix", "nonisolated", "isolated", "sending", "discard",
        "then", "distributed", "__owned", "Protocol",
    ]

    /// Type names the generated code, Swift or the Apple frameworks it imports use, and spellings
    /// that become them: what a palette or group (a type) might clash with.
    static let takenTypeNames = [
        "PaletteColor", "PaletteRGBA", "PaletteSupport", "palette-color", "palette_rgba", "palette RGBA",
        "palettesupport", "PALETTESUPPORT", "Palette", "Color", "color", "UIColor", "NSColor", "CGColor", "CGFloat",
        "CGColorSpace", "Double", "Bool", "Int", "String", "Float", "Swift", "SwiftUI", "UIKit", "AppKit",
        "CoreGraphics", "Foundation", "Glibc", "Darwin", "Hashable", "Sendable", "Equatable", "Comparable",
        "UITraitCollection", "UIUserInterfaceStyle", "UIAccessibilityContrast", "NSAppearance", "Name",
        "RGBColorSpace", "Optional", "Never", "Void", "Error", "Result", "Array", "View", "Text", "Character",
        "ObjectIdentifier", "MainActor", "Task", "GeneratedPalettes", "Element", "AnyHashable", "Data", "URL",
    ]

    /// Member names the generated code or its frameworks use, and the format's own words.
    static let takenMemberNames = [
        "light", "dark", "highContrastLight", "highContrastDark", "resolved", "uiColor", "nsColor", "cgColor",
        "makeUIColor", "makeNSColor", "red", "green", "blue", "alpha", "hashValue", "hash", "rawValue", "allCases",
        "description", "derive", "from", "colors", "palette", "contrast", "aqua", "darkAqua", "iOS", "macOS",
        "watchOS", "os", "canImport", "targetEnvironment", "available", "palettec", "paletteColor", "color",
    ]

    /// Letters and symbols Swift handles unevenly at the start of or inside an identifier.
    static let unicodeWords = [
        "fire🔥", "🎨", "🏳️‍🌈", "👩‍💻", "\u{345}x", "\u{1DE7}x", "\u{301}accent", "\u{2E2F}x", "\u{2E2F}",
        "色", "背景色", "αβγ", "Ωmega", "цвет", "Фон", "لون", "עִבְרִית", "ǅungla", "ŉ", "ß", "ﬁll", "Å",
        "\u{200B}hidden", "ri\u{202E}ght", "\u{2066}iso\u{2069}", "zero\u{200D}joiner", "x\u{FE0F}",
        "١٢٣", "½", "²", "\u{AD}soft", "Ⅻ", "ｆｕｌｌ", "𝒳", "\u{1F600}", "ΐ", "ᾀ", "İ", "ⓐ", "ꭰ", "·x", "‿", "⁔x",
        "⁰", "①", "々", "caf\u{E9}", "cafe\u{301}", "\u{E0001}tag", "\u{E0100}x", "\u{180E}x", "\u{2060}x",
        "\u{FE0F}x", "\u{483}x", "\u{93F}x", "\u{1F3FB}x", "x\u{E0100}",
    ]

    /// Keys written unquoted that YAML 1.1 reads as something other than a plain string.
    static let yamlWords = Gen.one(of: ["1", "2x", "true", "null", "~", "yes", "on", "1e3", ".inf", "0x1F", "<<"])

    static let separators = ["-", "_", " ", ".", "", "--", "  ", "\u{200B}", "\u{202E}", "\u{2066}", "/", "\t"]

    /// A color key: mostly plain, so that most palettes are accepted, and the rest drawn to break
    /// something.
    static let name = Gen<String>.frequency(
        (7, plainWord),
        (1, Gen.one(of: swiftKeywords)),
        (1, Gen.one(of: takenMemberNames + takenTypeNames)),
        (1, Gen.one(of: unicodeWords)),
        (1, compositeName)
    )

    /// A palette, group or file name, which becomes a type: more often one that is taken.
    static let typeName = Gen<String>.frequency(
        (6, plainWord),
        (1, Gen.one(of: swiftKeywords)),
        (2, Gen.one(of: takenTypeNames)),
        (1, Gen.one(of: unicodeWords)),
        (1, compositeName)
    )

    static let plainWord = zip(Gen.one(of: plainWords), Gen.int(in: 0...9)).map { word, casing in
        switch casing {
        case 0: return word.uppercased()
        case 1: return word.prefix(1).uppercased() + word.dropFirst()
        default: return word
        }
    }

    /// Two or three pieces joined by separators, maybe after a digit: `2-self`, `text.PaletteColor🎨`.
    static let compositeName = zip(
        Gen.one(of: ["", "", "2", "9lives ", "0x", "1.5"]),
        Gen.one(of: plainWords + swiftKeywords + takenTypeNames + takenMemberNames + unicodeWords).array(of: 2...3),
        Gen.one(of: separators)
    ).map { prefix, pieces, separator in prefix + pieces.joined(separator: separator) }

    /// Pieces of descriptions: prose, every line terminator, comment and string delimiters, code.
    static let descriptionPieces = [
        "Brand colors", "Body text.", "Ünïcödé ✓ 色 🎨", "", " ", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}",
        "\u{0B}", "\u{0C}", "\t", "*/", "/*", "\"\"\"", "\\", "\\n", "\\u{2028}", "#if os(iOS)", "#endif", "}", "{",
        "```swift", "- Parameter x:", "#654321", "\u{200B}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{1B}[31m",
        "\u{7}", "\u{7F}", "\u{9B}", "\u{345}",
        "public let injected = { fatalError(\"\(sentinel)\") }()",
        "\rpublic let injected\(sentinel) = 1",
        "\u{2028}}; enum \(sentinel) {",
        "*/ \(sentinel) /*",
        "\"\"\" + \(sentinel) + \"\"\"",
        "\\\r#error(\"\(sentinel)\")",
    ]

    static let description = Gen.one(of: descriptionPieces).array(of: 1...6).map { $0.joined() }

    static let fileExtension = Gen.one(of: [".yml", ".yaml", ".palette.yml", ".palette.yaml"])

    /// A file name: a drawn name with one of the extensions palettec reads (a `/` would make it a folder).
    static let fileName = zip(typeName, fileExtension).map { name, suffix in name.replacing("/", with: "∕") + suffix }

    /// A file name with description text in it, which only the header comment may hold: the palette is
    /// then named by `palette:`, so the text does not become its type name.
    static let fileNameWithText = zip(typeName, description, fileExtension).map { name, text, suffix in
        (name + text).replacing("/", with: "∕") + suffix
    }
}

extension Gen where Value == String {
    /// One of `pool`, each equally likely.
    static func one(of pool: [String]) -> Generator<String, Shrink.None<String?>> {
        Gen<String?>.element(of: pool).map { $0! }
    }
}
