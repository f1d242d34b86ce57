import CYaml

/// Reads a palette file's bytes into a `YAMLDocument` with libyaml's event API.
enum YAMLReader {
    /// Reads one palette file. `path` is the display path used in diagnostics. With `memberStream`, the
    /// members of the mapping it names go to its sink as they are read (`YAMLDocument.streamedMembers`).
    static func read(
        _ bytes: [UInt8], path: String, limits: PaletteLimits = .standard,
        memberStream: YAMLMemberStream? = nil
    ) -> YAMLDocument {
        guard bytes.count <= limits.fileBytes else {
            let diagnostic = PaletteLimits.fileTooLarge(path: path, byteCount: bytes.count, limit: limits.fileBytes)
            return YAMLDocument(path: path, root: nil, diagnostics: [diagnostic])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            if let offset = YAMLSourceBytes.firstInvalidUTF8Offset(buffer) {
                let mark = YAMLSourceBytes.mark(ofOffset: offset, in: buffer)
                let byte = "0x" + hex(buffer[offset])
                let diagnostic = Diagnostic.error(
                    "file is not valid UTF-8 (byte \(byte) at line \(mark.line), column \(mark.column)); save it as "
                        + "UTF-8",
                    at: SourceLocation(path: path, line: mark.line, column: mark.column))
                return YAMLDocument(path: path, root: nil, diagnostics: [diagnostic])
            }
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return YAMLDocument(path: path, root: nil, diagnostics: [])
            }
            return parse(
                UnsafeBufferPointer(start: base, count: buffer.count), path: path, limits: limits,
                memberStream: memberStream)
        }
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: PaletteLimits,
        memberStream: YAMLMemberStream?
    ) -> YAMLDocument {
        // libyaml keeps a pointer to the parser inside itself, so it must not move.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            let diagnostic = Diagnostic.error(
                "could not start the YAML parser (out of memory)", at: SourceLocation(path: path, line: 1, column: 1))
            return YAMLDocument(path: path, root: nil, diagnostics: [diagnostic])
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)

        var builder = YAMLTreeBuilder(path: path, limits: limits, memberStream: memberStream)
        var documents = 0
        var event = yaml_event_t()
        events: while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                builder.diagnostics.append(parseError(parser.pointee, bytes: bytes, path: path))
                return YAMLDocument(path: path, root: nil, diagnostics: builder.diagnostics)
            }
            defer { yaml_event_delete(&event) }
            let mark = YAMLMark(
                line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)

            switch event.type {
            case YAML_STREAM_END_EVENT:
                break events
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    builder.diagnostics.append(
                        .error(
                            "a palette file holds one YAML document; found a second one here. Split it into its own "
                                + "file.",
                            at: SourceLocation(path: path, line: mark.line, column: mark.column)))
                    break events
                }
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                guard
                    builder.scalar(
                        YAMLScalar(text, style: style(data.style)), at: mark, anchor: anchorName(data.anchor))
                else {
                    return YAMLDocument(path: path, root: nil, diagnostics: builder.diagnostics)
                }
            case YAML_ALIAS_EVENT:
                builder.alias(anchorName(event.data.alias.anchor) ?? "", at: mark)
                guard !builder.isOverNodeLimit else {
                    return YAMLDocument(path: path, root: nil, diagnostics: builder.diagnostics)
                }
            case YAML_MAPPING_START_EVENT:
                let anchor = anchorName(event.data.mapping_start.anchor)
                let isFlow = event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                guard builder.startContainer(isMapping: true, isFlow: isFlow, at: mark, anchor: anchor) else {
                    return YAMLDocument(path: path, root: nil, diagnostics: builder.diagnostics)
                }
            case YAML_SEQUENCE_START_EVENT:
                let anchor = anchorName(event.data.sequence_start.anchor)
                guard builder.startContainer(isMapping: false, at: mark, anchor: anchor) else {
                    return YAMLDocument(path: path, root: nil, diagnostics: builder.diagnostics)
                }
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                builder.endContainer()
            default:
                break  // stream start, document end, no event
            }
        }
        var document = YAMLDocument(path: path, root: builder.root, diagnostics: builder.diagnostics)
        document.streamedMembers = builder.streamedMembers
        return document
    }

    private static func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    // MARK: Parse errors

    private static func parseError(
        _ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, path: String
    ) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        func location(_ mark: YAMLMark) -> SourceLocation {
            SourceLocation(path: path, line: mark.line, column: mark.column)
        }
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .error("could not parse YAML: out of memory", at: location(YAMLMark(line: 1, column: 1)))
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset rather than a mark.
            let mark = YAMLSourceBytes.mark(ofOffset: Int(parser.problem_offset), in: bytes)
            var message = "could not read YAML: \(problem)"
            if parser.problem_value != -1 {
                let digits = String(UInt32(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true)
                message += " (character U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ")"
            }
            message += "; remove the character or write it as an escape inside a double-quoted string"
            return .error(message, at: location(mark))
        default:
            let mark = YAMLMark(
                line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
            var notes: [Diagnostic.Note] = []
            if let context = parser.context.map({ String(cString: $0) }) {
                let contextMark = YAMLMark(
                    line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
                notes.append(Diagnostic.Note("\(context) that started here", at: location(contextMark)))
            }
            let hint = unquotedBraces(onLine: mark.line, of: bytes) ?? hint(for: problem)
            return .error("could not parse YAML: \(problem); \(hint)", at: location(mark), notes: notes)
        }
    }

    /// `separator: {label} at 29%`: braces with text after them, unquoted, start a YAML mapping that
    /// cannot end; most likely a made color, which is quoted. The fix, quoted, or nil for another line.
    private static func unquotedBraces(onLine line: Int, of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let text = Array(String(decoding: lines[line - 1], as: UTF8.self).trimmingWhitespace())
        guard let colon = text.indices.first(where: { text[$0] == ":" && text[($0 + 1)...].starts(with: [" ", "{"]) })
        else { return nil }
        let key = String(text[..<colon]), value = Array(text[(colon + 2)...])
        guard let close = value.firstIndex(of: "}"), value[(close + 1)...].first == " ",
            value[(close + 1)...].contains(where: { !$0.isWhitespace })
        else { return nil }
        return "braces start a YAML mapping: quote a made color or a reference, as "
            + "\(CommentText.singleLine(key)): \(CommentText.singleLine(YAMLText.doubleQuoted(String(value))))"
    }

    /// How to fix the syntax errors people make most often in palette files.
    private static func hint(for problem: String) -> String {
        switch problem {
        case "mapping values are not allowed in this context":
            return "put quotes around a value that contains ': ', or check the indentation of this line"
        case "did not find expected key", "did not find expected '-' indicator":
            return "check that this line is indented like the lines around it"
        case "found character that cannot start any token":
            return "indent with spaces, not tabs, and quote values that start with '@' or '`'"
        case "found unexpected end of stream":
            return "close the quote or bracket that is still open"
        case "did not find expected ',' or ']'", "did not find expected ',' or '}'":
            return "separate the items with commas and close the bracket"
        case "found undefined tag handle":
            return "quote a value that starts with '!'"
        default:
            return "check the indentation and quoting here"
        }
    }
}

/// Where the reader sends the members of one top-level mapping (`key: {member: value, ...}`) as soon
/// as each is read, so a later stage can work on them while the rest of the file is still being read.
/// Only a mapping written in place is streamed, not an alias or one with an anchor an alias could copy.
struct YAMLMemberStream {
    var key: String
    /// Called once, as the mapping opens, with the top-level pairs read before it.
    var begin: ([YAMLPair]) -> Void
    var sink: (YAMLPair) -> Void

    init(key: String, begin: @escaping ([YAMLPair]) -> Void = { _ in }, sink: @escaping (YAMLPair) -> Void) {
        self.key = key
        self.begin = begin
        self.sink = sink
    }
}
