import PaletteCore

/// Nothing in a palette reaches the output as code: each line of a palette's Swift file is blank, a
/// comment, a closing brace, or one of the two declarations the renderer writes, with a name that is one
/// identifier and colors that are number literals. A renderer change that adds a form must add it here.
enum PaletteCodeLines {
    static func check(_ file: RenderedFile) {
        var lineNumber = 0
        for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let code = line.drop { $0 == " " }
            guard !(code.isEmpty || code.hasPrefix("//") || code == "}" || isDeclaration(code)) else { continue }
            fatalError("palettec-fuzz: \(file.path) line \(lineNumber) is not a form the renderer writes: \(Escaped.text(String(line)))")
        }
    }

    /// `ACCESS enum NAME {` or `ACCESS static var NAME: PaletteColor { PaletteColor(APPEARANCES) } // HEX AND RULES`.
    /// Names are single identifiers, so the first `) } // ` ends the code and starts the comment.
    private static func isDeclaration(_ code: Substring) -> Bool {
        guard var rest = dropAccess(code) else { return false }
        if let comment = rest.range(of: ") } // ") { rest = rest[..<comment.lowerBound] + ") }" }
        if rest.hasPrefix("enum "), rest.hasSuffix(" {") {
            return isName(rest.dropFirst("enum ".count).dropLast(" {".count))
        }
        let opening = ": PaletteColor { PaletteColor(", closing = ") }"
        guard rest.hasPrefix("static var "), rest.hasSuffix(closing),
              let split = rest.range(of: opening)
        else { return false }
        return isName(rest[rest.index(rest.startIndex, offsetBy: "static var ".count)..<split.lowerBound])
            && areAppearances(rest[split.upperBound..<rest.index(rest.endIndex, offsetBy: -closing.count)])
    }

    private static func dropAccess(_ code: Substring) -> Substring? {
        for access in AccessLevel.allCases where code.hasPrefix(access.rawValue + " ") {
            return code.dropFirst(access.rawValue.count + 1)
        }
        return nil
    }

    /// One identifier, perhaps back-ticked: no ASCII beyond letters, digits and `_`, no space or control.
    private static func isName(_ name: Substring) -> Bool {
        let bare = name.count > 2 && name.first == "`" && name.last == "`" ? name.dropFirst().dropLast() : name
        return !bare.isEmpty && bare.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                ? scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                : !scalar.properties.isWhitespace && !UnsafeText.isForbidden(scalar)
        }
    }

    /// `light: 0x0A84FFFF, dark: PaletteRGBA(0.5, 0.25, 1.0, 0.64), highContrastLight: PaletteRGBA(displayP3: …)`:
    /// appearances once each, each value an 8-digit hex literal or four number literals, labelled
    /// `displayP3:` for a Display P3 color.
    private static func areAppearances(_ text: Substring) -> Bool {
        var rest = text
        var seen: Set<Substring> = []
        while true {
            guard let colon = rest.range(of: ": "), Appearance(rawValue: String(rest[..<colon.lowerBound])) != nil,
                  seen.insert(rest[..<colon.lowerBound]).inserted else { return false }
            rest = rest[colon.upperBound...]
            guard let end = valueEnd(rest) else { return false }
            rest = rest[end...]
            if rest.isEmpty { return true }
            guard rest.hasPrefix(", ") else { return false }
            rest = rest.dropFirst(2)
        }
    }

    /// Where the value at the start of `text` ends, if it is `0xRRGGBBAA` or `PaletteRGBA(…)`.
    private static func valueEnd(_ text: Substring) -> Substring.Index? {
        let hexEnd = text.index(text.startIndex, offsetBy: 10, limitedBy: text.endIndex) ?? text.endIndex
        if text.hasPrefix("0x"), text[..<hexEnd].count == 10,
           text[..<hexEnd].dropFirst(2).allSatisfy({ "0123456789ABCDEF".contains($0) }) {
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
