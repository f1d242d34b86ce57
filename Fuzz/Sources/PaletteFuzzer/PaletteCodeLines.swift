import PaletteCore

/// Nothing in a palette reaches the output as code: a palette's Swift file, its blank lines and comments
/// left out, is a run of closing braces and the two declarations the renderer writes, with names that are
/// one identifier each and colors that are number literals. A declaration may be broken over lines
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
        guard let rest = dropAccess(code) else { return nil }
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

    private static let rgbaCall = "PaletteRGBA("
    private static let displayP3Label = "displayP3: "
}
