import PaletteCore

/// Nothing in a palette reaches the output as code: a palette's Swift file, its blank lines and comments
/// left out, is a run of closing braces and the two declarations the renderer writes, with names that are
/// one identifier each and colors that are number literals; with brands, the `Brand` enum (its cases, raw
/// values as escaped string literals, and `defaultBrand`) and `PaletteBrandedColor` properties that switch
/// over brands by name. A declaration may be broken over lines
/// (`CallLayout`, `DeclarationHead`); its lines are read joined. A renderer change that adds a form must
/// add it here.
enum PaletteCodeLines {
    static func check(_ file: RenderedFile) {
        var code = CodeText()
        var lineNumber = 0
        for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let text = line.drop { $0 == " " }
            guard !(text.isEmpty || text.hasPrefix("//")) else { continue }
            code.append(text, line: lineNumber)
        }
        var rest = Substring(code.text)
        while !rest.isEmpty {
            guard let end = declarationEnd(rest) else {
                let line = code.line(at: rest.startIndex)
                fatalError(
                    "palettec-fuzz: \(file.path) line \(line) starts no form the renderer writes: \(Escaped.text(String(rest.prefix(300))))"
                )
            }
            rest = rest[end...].drop { $0 == " " }
        }
    }

    /// The code lines of a file, each without its indentation, joined by single spaces, but none after an
    /// opening parenthesis or before a closing one or `: PaletteColor`: a declaration broken over lines
    /// reads as the same declaration on one line.
    struct CodeText {
        private(set) var text = ""
        /// The UTF-8 offset in `text` where each line starts, and its number.
        private var starts: [(offset: Int, line: Int)] = []

        mutating func append(_ line: Substring, line number: Int) {
            if !text.isEmpty, !(text.hasSuffix("(") || line.hasPrefix(")") || line.hasPrefix(":")) { text += " " }
            starts.append((text.utf8.count, number))
            text += line
        }

        /// The line a position in `text` came from.
        func line(at index: String.Index) -> Int {
            let offset = text.utf8.distance(from: text.startIndex, to: index)
            return starts.last { $0.offset <= offset }?.line ?? 0
        }
    }

    /// Where the declaration or brace at the start of `code` ends.
    private static func declarationEnd(_ code: Substring) -> Substring.Index? {
        if code.hasPrefix("}") { return code.index(after: code.startIndex) }
        if let afterKeyword = dropKeyword("case ", from: code) { return brandCaseEnd(afterKeyword) }
        guard let rest = dropAccess(code) else { return nil }
        if let afterKeyword = dropKeyword(brandEnum, from: rest) { return afterKeyword.startIndex }
        if let afterKeyword = dropKeyword("static var defaultBrand: Brand { .", from: rest) {
            guard let close = afterKeyword.range(of: " }"), isName(afterKeyword[..<close.lowerBound]) else {
                return nil
            }
            return close.upperBound
        }
        if let afterKeyword = dropKeyword("static var ", from: rest),
            let split = afterKeyword.range(of: brandedOpening), isName(afterKeyword[..<split.lowerBound])
        {
            return brandedBodyEnd(afterKeyword[split.upperBound...])
        }
        if let afterKeyword = dropKeyword("enum ", from: rest) {
            guard let brace = afterKeyword.range(of: " {"), isName(afterKeyword[..<brace.lowerBound]) else {
                return nil
            }
            return brace.upperBound
        }
        let opening = ": PaletteColor { PaletteColor(", closing = ") }"
        guard let afterKeyword = dropKeyword("static var ", from: rest),
            let split = afterKeyword.range(of: opening), isName(afterKeyword[..<split.lowerBound]),
            let end = appearancesEnd(afterKeyword[split.upperBound...]),
            afterKeyword[end...].hasPrefix(closing)
        else { return nil }
        return afterKeyword.index(end, offsetBy: closing.count)
    }

    /// `code` after `keyword`, compared scalar by scalar: a name may start with a combining mark, which
    /// joins the space before it into one `Character`, so `hasPrefix` would not see the keyword's space.
    private static func dropKeyword(_ keyword: String, from code: Substring) -> Substring? {
        guard code.unicodeScalars.starts(with: keyword.unicodeScalars) else { return nil }
        return Substring(code.unicodeScalars.dropFirst(keyword.unicodeScalars.count))
    }

    private static func dropAccess(_ code: Substring) -> Substring? {
        AccessLevel.allCases.lazy.compactMap { dropKeyword($0.rawValue + " ", from: code) }.first
    }

    /// One identifier, perhaps back-ticked: no ASCII beyond letters, digits and `_`, no space or control.
    private static func isName(_ name: Substring) -> Bool {
        let bare = name.count > 2 && name.first == "`" && name.last == "`" ? name.dropFirst().dropLast() : name
        return !bare.isEmpty
            && bare.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    ? scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                    : !scalar.properties.isWhitespace && !UnsafeText.isForbidden(scalar)
            }
    }

    /// Where `light: 0x0A84FFFF, dark: PaletteRGBA(0.5, 0.25, 1.0, 0.64), highContrastLight: PaletteRGBA(displayP3: …)`
    /// at the start of `text` ends: appearances once each, each value an 8-digit hex literal or four number
    /// literals, labelled `displayP3:` for a Display P3 color.
    private static func appearancesEnd(_ text: Substring) -> Substring.Index? {
        var rest = text
        var seen: Set<Substring> = []
        while true {
            guard let colon = rest.range(of: ": "), Appearance(rawValue: String(rest[..<colon.lowerBound])) != nil,
                seen.insert(rest[..<colon.lowerBound]).inserted
            else { return nil }
            rest = rest[colon.upperBound...]
            guard let end = valueEnd(rest) else { return nil }
            rest = rest[end...]
            guard rest.hasPrefix(", ") else { return end }
            rest = rest.dropFirst(2)
        }
    }

    /// Where the value at the start of `text` ends, if it is `0xRRGGBBAA` or `PaletteRGBA(…)`.
    private static func valueEnd(_ text: Substring) -> Substring.Index? {
        let hexEnd = text.index(text.startIndex, offsetBy: 10, limitedBy: text.endIndex) ?? text.endIndex
        if text.hasPrefix("0x"), text[..<hexEnd].count == 10,
            text[..<hexEnd].dropFirst(2).allSatisfy({ "0123456789ABCDEF".contains($0) })
        {
            return hexEnd
        }
        guard text.hasPrefix(rgbaCall), let close = text.firstIndex(of: ")") else { return nil }
        let arguments = text[text.index(text.startIndex, offsetBy: rgbaCall.count)..<close]
        let literal = arguments.hasPrefix(displayP3Label) ? arguments.dropFirst(displayP3Label.count) : arguments
        let numbers = literal.split(separator: ", ", omittingEmptySubsequences: false)
        guard numbers.count == 4, numbers.allSatisfy({ Double($0).map(\.isFinite) ?? false }) else { return nil }
        return text.index(after: close)
    }

    private static let brandEnum = "enum Brand: String, PaletteBrand {"
    private static let brandedOpening = ": PaletteBrandedColor<Brand> { PaletteBrandedColor { "

    /// A brand's case: `acme`, or `initechCo = "initech-co"` with its raw value a string literal of printable
    /// ASCII whose only escapes are `\"`, `\\` and `\u{…}`; or, too long for a line, `= """` and lines that
    /// end in `\` (read joined: `\ `), up to `"""`.
    private static func brandCaseEnd(_ text: Substring) -> Substring.Index? {
        let nameEnd = text.firstIndex(of: " ") ?? text.endIndex
        guard isName(text[..<nameEnd]) else { return nil }
        if let literal = dropKeyword(" = \"\"\" ", from: text[nameEnd...]) {
            return literalEnd(literal, closing: " \"\"\"", lineContinues: true)
        }
        guard let literal = dropKeyword(" = \"", from: text[nameEnd...]) else { return nameEnd }
        return literalEnd(literal, closing: "\"", lineContinues: false)
    }

    /// Where a string literal's text at the start of `literal` ends, after its `closing` quotes.
    private static func literalEnd(_ literal: Substring, closing: String, lineContinues: Bool) -> Substring.Index? {
        let scalars = literal.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let rest = scalars[index...]
            if rest.starts(with: closing.unicodeScalars) {
                return scalars.index(index, offsetBy: closing.unicodeScalars.count)
            }
            let scalar = scalars[index]
            guard scalar.isASCII, (0x20...0x7E).contains(scalar.value), scalar != "\"" else { return nil }
            guard scalar == "\\" else {
                index = scalars.index(after: index)
                continue
            }
            let escaped = scalars[scalars.index(after: index)...]
            if escaped.first == "\"" || escaped.first == "\\" || (lineContinues && escaped.first == " ") {
                index = escaped.index(after: escaped.startIndex)
                continue
            }
            guard escaped.starts(with: "u{".unicodeScalars), let close = escaped.firstIndex(of: "}"),
                escaped[escaped.index(escaped.startIndex, offsetBy: 2)..<close].allSatisfy({
                    $0.properties.isASCIIHexDigit
                })
            else { return nil }
            index = escaped.index(after: close)
        }
        return nil
    }

    /// Where a branded color's body ends: `_ in PaletteColor(…)`, or `switch $0 {` and a `case .a, .b:
    /// PaletteColor(…)` per value; the braces after it are read as braces.
    private static func brandedBodyEnd(_ text: Substring) -> Substring.Index? {
        if let afterIn = dropKeyword("_ in PaletteColor(", from: text) {
            guard let end = appearancesEnd(afterIn), afterIn[end...].hasPrefix(")") else { return nil }
            return afterIn.index(after: end)
        }
        guard var rest = dropKeyword("switch $0 { ", from: text) else { return nil }
        var end: Substring.Index?
        while let afterCase = dropKeyword("case .", from: rest) {
            guard let colon = afterCase.range(of: ": PaletteColor("),
                afterCase[..<colon.lowerBound].split(separator: ", .", omittingEmptySubsequences: false)
                    .allSatisfy({ isName($0) }),
                let valuesEnd = appearancesEnd(afterCase[colon.upperBound...]),
                afterCase[valuesEnd...].hasPrefix(")")
            else { return nil }
            let after = afterCase.index(after: valuesEnd)
            end = after
            rest = afterCase[after...].drop { $0 == " " }
        }
        return end
    }

    private static let rgbaCall = "PaletteRGBA("
    private static let displayP3Label = "displayP3: "
}
