/// CSS Color 4's `color()` function: `color(display-p3 0.523 0.668 0.904)`, `color(display-p3 1 0 0 / 0.5)`
/// and the same with `srgb`. Values are separated by spaces, components and alpha are numbers from
/// 0 to 1, and the space name is case-insensitive, as in CSS. Percentages, `none` and other spaces
/// (`rec2020`, `a98-rgb`, ...) are errors: palettec writes colors only in the spaces Apple's color APIs take.
extension ColorValueParser {
    /// One value between the parentheses and where it starts in the written text (0-based characters).
    struct Token {
        var text: String
        var offset: Int
    }

    static func parseColorFunction(_ text: String) -> Result<RGBA, ColorValueError> {
        let characters = Array(text)
        let usage = "write color(display-p3 R G B) or color(display-p3 R G B / A) with numbers from 0 to 1"
        guard characters.last == ")" else {
            if let close = characters.firstIndex(of: ")") {
                let extra = characters[(close + 1)...].firstIndex { !$0.isWhitespace } ?? close + 1
                return .failure(
                    ColorValueError("'\(text.abbreviated)' has text after its closing ')'; \(usage)", at: extra))
            }
            return .failure(
                ColorValueError("'\(text.abbreviated)' is missing its closing ')'; \(usage)", at: characters.count))
        }
        let closing = characters.count - 1
        let tokens = self.tokens(characters, from: "color(".count, to: closing)
        if let comma = tokens.first(where: { $0.text == "," }) {
            return .failure(
                ColorValueError(
                    "color() separates its values with spaces, not commas; \(usage)", at: comma.offset))
        }
        guard let spaceToken = tokens.first else {
            return .failure(ColorValueError("color() is empty; \(usage)", at: closing))
        }
        if spaceToken.text.decimalNumber != nil {
            return .failure(
                ColorValueError(
                    "color() names its color space before the components; \(usage)", at: spaceToken.offset))
        }
        let space: ColorSpace
        switch self.space(named: spaceToken.text) {
        case .success(let named): space = named
        case .failure(let error): return .failure(ColorValueError(error.message, at: spaceToken.offset))
        }
        return components(Array(tokens.dropFirst()), space: space, closing: closing)
    }

    /// `R G B` or `R G B / A` after the space name.
    private static func components(_ tokens: [Token], space: ColorSpace, closing: Int) -> Result<RGBA, ColorValueError>
    {
        let usage =
            "write color(\(space.rawValue) R G B) or color(\(space.rawValue) R G B / A) with numbers from 0 to 1"
        let slash = tokens.firstIndex { $0.text == "/" }
        let channels = Array(tokens[..<(slash ?? tokens.count)])
        guard channels.count == 3 else {
            let place = channels.count > 3 ? channels[3].offset : slash.map { tokens[$0].offset } ?? closing
            return .failure(
                ColorValueError(
                    "color(\(space.rawValue)) takes 3 components, found \(channels.count); \(usage)", at: place))
        }
        var alphaToken: Token?
        if let slash {
            let after = tokens[(slash + 1)...]
            guard after.count == 1, let only = after.first else {
                let place = after.count > 1 ? after[after.startIndex + 1].offset : closing
                return .failure(
                    ColorValueError("color() takes one alpha after '/', found \(after.count); \(usage)", at: place))
            }
            alphaToken = only
        }
        var values: [Double] = []
        for (token, key) in zip(channels + (alphaToken.map { [$0] } ?? []), ColorComponentKey.components) {
            switch unit(token.text, named: key.rawValue) {
            case .success(let value): values.append(value)
            case .failure(let error): return .failure(ColorValueError(error.message, at: token.offset))
            }
        }
        return .success(
            RGBA(
                red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1,
                space: space))
    }

    /// The values between `start` and `end`, split at whitespace; `/` and `,` are values of their own.
    static func tokens(_ characters: [Character], from start: Int, to end: Int) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var currentStart = start
        func finish() {
            if !current.isEmpty { tokens.append(Token(text: current, offset: currentStart)) }
            current = ""
        }
        for index in start..<max(start, end) {
            let character = characters[index]
            if character.isWhitespace {
                finish()
            } else if character == "/" || character == "," {
                finish()
                tokens.append(Token(text: String(character), offset: index))
            } else {
                if current.isEmpty { currentStart = index }
                current.append(character)
            }
        }
        finish()
        return tokens
    }
}

extension ColorValueError {
    init(_ message: String, at offset: Int) {
        self.init(message)
        self.offset = offset
    }
}
