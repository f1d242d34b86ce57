/// The color text Tokens Studio writes beyond CSS's own: `rgba(<color>, <alpha>)`, two values, where
/// the color is any color palettec reads (`#B061F2`) or a reference to a color token
/// (`{core.color.neutral.blk-000}`, or Tokens Studio's legacy `$core.color.neutral.blk-000`), and the alpha a number from 0 to 1 (`.4`), a percentage (`40%`) or a
/// reference to a number or opacity token (`{core.opacity.40}`); and CSS's `transparent`. Any other
/// function (`linear-gradient(…)`, `set_chroma(…)`) is named, so the error can say which one palettec
/// does not compute.
enum TokensStudioColorText {
    /// A value written out, or a token whose value it is.
    enum Operand<Literal: Equatable>: Equatable {
        case literal(Literal)
        case reference(TokenPath)
    }

    enum Form: Equatable {
        /// `transparent`: black with alpha 0, as CSS defines it.
        case transparent
        /// `rgba(<color>, <alpha>)`: the color with its alpha replaced.
        case rgba(color: Operand<RGBA>, alpha: Operand<Double>)
        /// A function palettec does not compute, by the name it is written with.
        case function(String)
    }

    static let transparent = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// The form `text` is written in; nil when it is none of these (CSS's own `rgba(R, G, B, A)`, a hex,
    /// `color(…)`: the color parser's), or the error in its color or alpha.
    static func form(of text: String) -> Result<Form, ColorValueError>? {
        let trimmed = text.trimmingWhitespace()
        if trimmed.lowercased() == "transparent" { return .success(.transparent) }
        guard let (name, inside) = function(trimmed) else { return nil }
        switch name.lowercased() {
        case "color": return nil
        case "rgb", "rgba":
            let arguments = topLevelArguments(inside)
            guard arguments.count == 2, trimmed.hasSuffix(")") else { return nil }
            return color(arguments[0]).flatMap { color in alpha(arguments[1]).map { .rgba(color: color, alpha: $0) } }
        default: return .success(.function(name))
        }
    }

    /// Whether the function is a CSS gradient (`linear-gradient`, `repeating-radial-gradient`, …).
    static func isGradient(_ name: String) -> Bool {
        name.lowercased().hasSuffix("-gradient")
    }

    /// An alpha as Tokens Studio writes one, in a color or in an opacity or number token: a number from
    /// 0 to 1 (`0.4`, `.4`) or a percentage (`40%`).
    static func alpha(number text: String) -> Result<Double, ColorValueError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix("%") {
            guard let percent = String(trimmed.dropLast()).trimmingWhitespace().decimalNumber else {
                return .failure(
                    ColorValueError(
                        "alpha '\(trimmed.abbreviated)' is not a number; write a number from 0 to 1 or a percentage"))
            }
            guard (0...100).contains(percent) else {
                return .failure(
                    ColorValueError("alpha \(trimmed.abbreviated) is out of range; it must be from 0% to 100%"))
            }
            return .success(percent / 100)
        }
        return ColorValueParser.opacity(trimmed)
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

    private static func color(_ argument: String) -> Result<Operand<RGBA>, ColorValueError> {
        if let path = TokenPath.reference(argument) { return .success(.reference(path)) }
        return ColorValueParser.parse(text: argument).map { .literal($0) }
    }

    private static func alpha(_ argument: String) -> Result<Operand<Double>, ColorValueError> {
        if let path = TokenPath.reference(argument) { return .success(.reference(path)) }
        return alpha(number: argument).map { .literal($0) }
    }
}

extension TokensStudioColorText.Operand {
    var reference: TokenPath? {
        if case .reference(let path) = self { return path }
        return nil
    }
}
