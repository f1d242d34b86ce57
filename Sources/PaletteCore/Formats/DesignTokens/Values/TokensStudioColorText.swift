/// The color text Tokens Studio writes beyond CSS's own: `rgba(<color>, <alpha>)`, two values, where
/// the color is any color palettec reads (`#B061F2`, `hsl(…)`, `red`) or a reference to a color token
/// (`{core.color.neutral.blk-000}`, or Tokens Studio's legacy `$core.color.neutral.blk-000`), and the alpha
/// a number from 0 to 1 (`.4`), a percentage (`40%`) or a reference to a number or opacity token
/// (`{core.opacity.40}`). Any function that is no CSS color
/// function (`linear-gradient(…)`, `set_chroma(…)`) is named, so the error can say which one palettec
/// does not compute; CSS's own colors are the color parser's.
enum TokensStudioColorText {
    /// A value written out, or a token whose value it is.
    enum Operand<Literal: Equatable>: Equatable {
        case literal(Literal)
        case reference(TokenPath)
    }

    enum Form: Equatable {
        /// `rgba(<color>, <alpha>)`: the color with its alpha replaced.
        case rgba(color: Operand<WrittenColor>, alpha: Operand<Double>)
        /// A function palettec does not compute, by the name it is written with.
        case function(String)
    }

    /// The form `text` is written in; nil when it is none of these (CSS's own colors, `rgba(R, G, B, A)`,
    /// `hsl(…)`, a hex, a name: the color parser's), or the error in its color or alpha.
    static func form(of text: String) -> Result<Form, ColorValueError>? {
        let trimmed = text.trimmingWhitespace()
        guard let (name, inside) = function(trimmed) else { return nil }
        switch name.lowercased() {
        case "rgb", "rgba":
            let arguments = topLevelArguments(inside)
            guard arguments.count == 2, trimmed.hasSuffix(")") else { return nil }
            return color(arguments[0]).flatMap { color in alpha(arguments[1]).map { .rgba(color: color, alpha: $0) } }
        case let lowered where ColorValueParser.functionNames.contains(lowered): return nil
        default: return .success(.function(name))
        }
    }

    /// Whether the function is a CSS gradient (`linear-gradient`, `repeating-radial-gradient`, …).
    static func isGradient(_ name: String) -> Bool {
        name.lowercased().hasSuffix("-gradient")
    }

    /// The legacy references (`$a.b`) the text is, or holds as an argument of a function, as written.
    static func legacyReferences(in text: String) -> [String] {
        let trimmed = text.trimmingWhitespace()
        if TokenPath.legacyReference(trimmed) != nil { return [trimmed] }
        guard let (_, inside) = function(trimmed) else { return [] }
        return topLevelArguments(inside).filter { TokenPath.legacyReference($0) != nil }
    }

    /// `name(…`: the name (letters, digits, `-` and `_`, beginning with a letter) and what follows `(`.
    private static func function(_ text: String) -> (name: String, inside: Substring)? {
        guard let open = text.firstIndex(of: "("), let first = text.first, first.isASCII, first.isLetter else {
            return nil
        }
        let name = String(text[..<open]).trimmingWhitespace()
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            return nil
        }
        return (name, text[text.index(after: open)...])
    }

    /// The comma-separated values before the closing parenthesis, trimmed; commas inside inner
    /// parentheses or braces belong to their value.
    private static func topLevelArguments(_ inside: Substring) -> [String] {
        guard inside.hasSuffix(")") else { return [] }
        let inner = inside.dropLast()
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            switch character {
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingWhitespace())
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingWhitespace())
        return arguments
    }

    private static func color(_ argument: String) -> Result<Operand<WrittenColor>, ColorValueError> {
        if let path = TokenPath.reference(argument) { return .success(.reference(path)) }
        return ColorValueParser.read(text: argument).map { .literal($0) }
    }

    private static func alpha(_ argument: String) -> Result<Operand<Double>, ColorValueError> {
        if let path = TokenPath.reference(argument) { return .success(.reference(path)) }
        return ColorValueParser.alpha(number: argument).map { .literal($0) }
    }
}

extension TokensStudioColorText.Operand {
    var reference: TokenPath? {
        if case .reference(let path) = self { return path }
        return nil
    }
}
