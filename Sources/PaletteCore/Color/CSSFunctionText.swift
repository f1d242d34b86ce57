/// A CSS color function as written, before any value is read: `name(` … `)`, the text between split
/// at whitespace with each `,` and `/` a value of its own, and each value's place in the written
/// text (0-based characters), so an error can point at it. CSS Color 4 writes a function's values
/// in one of two ways: separated by spaces with the alpha after `/` (`hsl(120 50% 50% / 0.5)`), or,
/// for `rgb()` and `hsl()` only, the legacy way, separated by commas with the alpha fourth
/// (`hsla(120, 50%, 50%, 0.5)`).
struct CSSFunctionText {
    /// One value between the parentheses and where it starts in the written text.
    struct Token {
        var text: String
        var offset: Int
    }

    /// What a function's values say: three components, and the alpha when one is written.
    struct Arguments {
        var components: [Token]
        var alpha: Token?
        /// Written the legacy way, with commas.
        var hasCommas: Bool
    }

    let text: String
    /// The function's name in lowercase, as CSS compares it.
    let name: String
    let tokens: [Token]
    /// Where the closing `)` is.
    let closing: Int

    /// The function's parentheses and its values: an error when its `)` is missing, text follows it,
    /// or a value is itself a function (`calc(…)`, `var(…)`) or a relative color (`from …`), which
    /// palettec does not compute.
    static func read(_ text: String, usage: String) -> Result<CSSFunctionText, ColorValueError> {
        let characters = Array(text)
        guard let open = characters.firstIndex(of: "(") else {
            return .failure(ColorValueError("'\(text.abbreviated)' is missing its '('; \(usage)", at: 0))
        }
        guard characters.last == ")" else {
            if let close = characters.firstIndex(of: ")") {
                let extra = characters[(close + 1)...].firstIndex { !$0.isWhitespace } ?? close + 1
                return .failure(
                    ColorValueError("'\(text.abbreviated)' has text after its closing ')'; \(usage)", at: extra))
            }
            return .failure(
                ColorValueError("'\(text.abbreviated)' is missing its closing ')'; \(usage)", at: characters.count))
        }
        let name = String(characters[..<open]).lowercased()
        let closing = characters.count - 1
        let tokens = self.tokens(characters, from: open + 1, to: closing)
        if let nested = tokens.first(where: { $0.text.contains("(") || $0.text.contains(")") }) {
            let inner = nested.text.prefix { $0 != "(" }
            return .failure(
                ColorValueError(
                    "palettec does not compute \(inner.isEmpty ? "parentheses" : "\(inner)()") inside \(name)(); "
                        + "write the number it gives", at: nested.offset))
        }
        if let first = tokens.first, first.text.lowercased() == "from" {
            return .failure(
                ColorValueError(
                    "\(name)(from …) is a relative color, which palettec does not compute; write the color it gives",
                    at: first.offset))
        }
        return .success(CSSFunctionText(text: text, name: name, tokens: tokens, closing: closing))
    }

    /// `text` read as `name(…)` and its values: the legacy way when `commas`, else the modern one.
    static func arguments(
        of text: String, name: String, commas: Bool, usage: String
    ) -> Result<Arguments, ColorValueError> {
        read(text, usage: usage).flatMap {
            commas ? $0.commaSeparated(usage: usage) : $0.spaceSeparated(label: "\(name)()", usage: usage)
        }
    }

    /// The values written the modern way: three components separated by spaces, then `/` and an alpha;
    /// the first `skipping` values are not among them (`color()`'s space). `label` names the function
    /// in messages (`hsl()`, `color(display-p3)`).
    func spaceSeparated(skipping: Int = 0, label: String, usage: String) -> Result<Arguments, ColorValueError> {
        if let error = commaError(usage: usage) { return .failure(error) }
        let tokens = Array(self.tokens.dropFirst(skipping))
        let slash = tokens.firstIndex { $0.text == "/" }
        let components = Array(tokens[..<(slash ?? tokens.count)])
        guard components.count == 3 else {
            let place = components.count > 3 ? components[3].offset : slash.map { tokens[$0].offset } ?? closing
            return .failure(
                ColorValueError("\(label) takes 3 components, found \(components.count); \(usage)", at: place))
        }
        var alpha: Token?
        if let slash {
            let after = tokens[(slash + 1)...]
            guard after.count == 1, let only = after.first else {
                let place = after.count > 1 ? after[after.startIndex + 1].offset : closing
                return .failure(
                    ColorValueError("\(name)() takes one alpha after '/', found \(after.count); \(usage)", at: place))
            }
            alpha = only
        }
        return .success(Arguments(components: components, alpha: alpha, hasCommas: false))
    }

    /// The values written the legacy way, `rgb()`'s and `hsl()`'s: three components and perhaps an
    /// alpha, separated by commas, no `/`.
    func commaSeparated(usage: String) -> Result<Arguments, ColorValueError> {
        if let slash = tokens.first(where: { $0.text == "/" }) {
            return .failure(
                ColorValueError(
                    "\(name)() with commas takes its alpha as a fourth value after a comma, not after '/'; \(usage)",
                    at: slash.offset))
        }
        var values: [Token] = []
        var expectsValue = true
        for token in tokens {
            let isComma = token.text == ","
            guard isComma != expectsValue else {
                let problem =
                    isComma
                    ? "a value is missing before this ','"
                    : "'\(token.text.abbreviated)' follows a value without a comma"
                return .failure(
                    ColorValueError(
                        "\(name)() separates its values with commas: \(problem); \(usage)", at: token.offset))
            }
            if !isComma { values.append(token) }
            expectsValue = isComma
        }
        if expectsValue, let last = tokens.last {
            return .failure(
                ColorValueError(
                    "\(name)() separates its values with commas: a value is missing after the last ','; \(usage)",
                    at: last.offset))
        }
        guard (3...4).contains(values.count) else {
            let expected = name.hasSuffix("a") ? 4 : 3
            return .failure(
                ColorValueError(
                    "\(name)() takes \(expected) values, found \(values.count) in '\(text.abbreviated)'; \(usage)"))
        }
        return .success(
            Arguments(components: Array(values.prefix(3)), alpha: values.dropFirst(3).first, hasCommas: true))
    }

    /// Written the legacy way: a comma stands between the parentheses.
    var hasCommas: Bool { tokens.contains { $0.text == "," } }

    /// The error for a comma in a function that takes none.
    func commaError(usage: String) -> ColorValueError? {
        tokens.first { $0.text == "," }.map {
            ColorValueError("\(name)() separates its values with spaces, not commas; \(usage)", at: $0.offset)
        }
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
