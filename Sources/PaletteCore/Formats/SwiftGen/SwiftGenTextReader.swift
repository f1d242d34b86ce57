/// Reads a SwiftGen colors `.txt` file as SwiftGen's parser does, keeping each name's and value's
/// line and column:
/// - the file is UTF-8 (a byte order mark at its start is not part of it), split into lines at every
///   line break Foundation knows (`\n`, `\r`, vertical tab, form feed, NEL, U+2028, U+2029);
/// - a line with no `:` is a comment (blank lines, `# Title`), and is skipped;
/// - otherwise the name is what comes before the first `:`, and the value the first word after it;
///   spaces and tabs (Unicode's space separators) around either are not part of it.
///
/// SwiftGen skips a line with `:` but no name or no value, and ignores what follows the value: those
/// are warnings here, since a line someone wrote is read as nothing. Line numbers count `\n`, `\r\n`
/// and `\r`, as editors do; columns count Unicode scalars.
struct SwiftGenTextReader {
    private(set) var entries: [SwiftGenColorEntry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private let path: String

    static func read(_ bytes: [UInt8], path: String, colorLimit: Int) -> SwiftGenTextReader {
        var reader = SwiftGenTextReader(path: path)
        guard let text = reader.decoded(bytes) else { return reader }
        var position = TextPosition()
        var start = text.unicodeScalars.startIndex
        var startPosition = position
        for index in text.unicodeScalars.indices {
            let scalar = text.unicodeScalars[index]
            position.advance(past: scalar)
            guard isLineBreak(scalar) else { continue }
            reader.readLine(text.unicodeScalars[start..<index], at: startPosition)
            start = text.unicodeScalars.index(after: index)
            startPosition = position
            if reader.entries.count > colorLimit { break }
        }
        if reader.entries.count <= colorLimit {
            reader.readLine(text.unicodeScalars[start...], at: startPosition)
        }
        if reader.entries.count > colorLimit, let over = reader.entries.last {
            reader.entries.removeLast()
            reader.diagnostics.append(
                .error(
                    "the file has more than \(colorLimit) colors, the most palettec compiles in one palette; "
                        + "split it into several files and import each", at: over.namePlace))
        }
        return reader
    }

    private init(path: String) {
        self.path = path
    }

    /// Foundation's `CharacterSet.newlines`, which SwiftGen splits lines at.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Foundation's `CharacterSet.whitespaces`, which SwiftGen trims: tab and the space separators.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    private mutating func readLine(_ line: Substring.UnicodeScalarView, at start: TextPosition) {
        guard let colon = line.firstIndex(of: ":") else { return }
        let path = self.path
        let place = { (index: Substring.UnicodeScalarView.Index) in
            SourceLocation(
                path: path, line: start.line, column: start.column + line.distance(from: line.startIndex, to: index))
        }
        guard let nameStart = line[..<colon].firstIndex(where: { !Self.isSpace($0) }) else {
            diagnostics.append(
                .warning(
                    "this line has no name before ':', so SwiftGen skips it, and so does import; "
                        + "name the color, or remove the line", at: place(colon)
                ).of(.swiftGenLineSkipped))
            return
        }
        let nameEnd = line[..<colon].lastIndex(where: { !Self.isSpace($0) }).map(line.index(after:)) ?? colon
        let name = String(String.UnicodeScalarView(line[nameStart..<nameEnd]))
        let afterColon = line[line.index(after: colon)...]
        guard let valueStart = afterColon.firstIndex(where: { !Self.isSpace($0) }) else {
            diagnostics.append(
                .warning(
                    "'\(Self.shown(name))' has no value after ':', so SwiftGen skips it, and so does import; "
                        + "write its color (#RRGGBB) or the name of another color, or remove the line",
                    at: place(nameStart)
                ).of(.swiftGenLineSkipped))
            return
        }
        let valueEnd = afterColon[valueStart...].firstIndex(where: Self.isSpace) ?? afterColon.endIndex
        if let rest = afterColon[valueEnd...].firstIndex(where: { !Self.isSpace($0) }) {
            diagnostics.append(
                .warning(
                    "SwiftGen reads a value up to the first space, so it ignores "
                        + "'\(Self.shown(String(String.UnicodeScalarView(afterColon[rest...]))))', and so does import; "
                        + "put a comment on a line of its own (a line without ':')", at: place(rest)
                ).of(.swiftGenTextIgnored))
        }
        entries.append(
            SwiftGenColorEntry(
                name: name, namePlace: place(nameStart),
                value: String(String.UnicodeScalarView(afterColon[valueStart..<valueEnd])),
                valuePlace: place(valueStart)))
    }

    /// The text, without a leading byte order mark; nil after an error at the first byte that is not UTF-8.
    private mutating func decoded(_ bytes: [UInt8]) -> String? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        if let text = String(validating: body, as: UTF8.self) { return text }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            diagnostics.append(
                .error(
                    "the file is UTF-16, and SwiftGen reads its colors as UTF-8; save it as UTF-8",
                    at: SourceLocation(path: path, line: 1, column: 1)))
            return nil
        }
        var position = TextPosition()
        var decoder = UTF8()
        var iterator = body.makeIterator()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { position.advance(past: scalar) }
        diagnostics.append(
            .error(
                "the file is not valid UTF-8 here, and SwiftGen reads its colors as UTF-8; save it as UTF-8",
                at: SourceLocation(path: path, line: position.line, column: position.column)))
        return nil
    }

    var result: (entries: [SwiftGenColorEntry], diagnostics: [Diagnostic]) { (entries, diagnostics) }

    /// The text without the spaces and tabs around it.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Text from the file as a message quotes it: one line, its first 40 characters.
    static func shown(_ text: String) -> String {
        CommentText.singleLine(text.abbreviated)
    }
}
