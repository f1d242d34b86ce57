import Foundation
import TestSupport

/// A Markdown file of this repository read as far as the documentation tests need, the way GitHub
/// renders it: its fenced code blocks, its headings and their anchors, and its links.
struct MarkdownFile {
    /// Relative to the repository root (`docs/format.md`).
    let path: String
    let lines: [String]
    /// The number of lines before `lines` in the file: 0, or where a section starts.
    private let offset: Int

    struct Block {
        /// The info string after the opening fence (`yaml`, `swift`, or empty).
        let language: String
        /// The line number, from 1, of the opening fence.
        let fenceLine: Int
        let lines: [String]
        /// The block's contents as a file holds them: its lines, each ending in a newline.
        var text: String { lines.map { $0 + "\n" }.joined() }
    }

    struct Link {
        let target: String
        let line: Int
    }

    init(_ path: String) throws {
        self.path = path
        let text = try String(contentsOf: RepositoryFiles.root.appendingPathComponent(path), encoding: .utf8)
        lines = text.components(separatedBy: "\n")
        offset = 0
    }

    /// The documentation: the README and every page in docs/, sorted.
    static func documentation() throws -> [MarkdownFile] {
        let pages = try RepositoryFiles.files(in: "docs", extensions: ["md"]).map { "docs/" + $0.lastPathComponent }
        return try (["README.md"] + pages).map(MarkdownFile.init)
    }

    /// Each line's number (from 1) and text, with whether it is inside a fenced block, fences included.
    private var numberedLines: [(number: Int, line: String, fenced: Bool)] {
        var fenced = false
        return lines.enumerated().map { index, line in
            let isFence = line.drop { $0 == " " }.hasPrefix("```")
            defer { if isFence { fenced.toggle() } }
            return (offset + index + 1, line, fenced || isFence)
        }
    }

    /// The fenced code blocks, in order. A fence may be indented, as inside a numbered list.
    var blocks: [Block] {
        var blocks: [Block] = []
        var open: (language: String, line: Int, lines: [String])?
        for (number, line) in lines.enumerated().map({ (offset + $0 + 1, $1) }) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let block = open {
                    blocks.append(Block(language: block.language, fenceLine: block.line, lines: block.lines))
                    open = nil
                } else {
                    open = (String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), number, [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    /// The headings outside code blocks: level, text and line number.
    var headings: [(level: Int, text: String, line: Int)] {
        numberedLines.filter { !$0.fenced }.compactMap { number, line, _ in
            let level = line.prefix { $0 == "#" }.count
            guard (1...6).contains(level), line.dropFirst(level).hasPrefix(" ") else { return nil }
            return (level, line.dropFirst(level + 1).trimmingCharacters(in: .whitespaces), number)
        }
    }

    /// The anchors GitHub gives the headings: a second heading with the same anchor gets `-1`, and so on.
    var anchors: Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for heading in headings {
            let slug = Self.anchor(heading.text)
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// GitHub's anchor for a heading's text: lowercased, letters, digits, marks, `-` and `_` kept, each
    /// space a `-`, everything else (punctuation, backticks, symbols) left out.
    static func anchor(_ heading: String) -> String {
        var anchor = ""
        for scalar in heading.lowercased().unicodeScalars {
            if scalar == " " {
                anchor += "-"
            } else if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
                || [.decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark]
                    .contains(scalar.properties.generalCategory)
            {
                anchor.unicodeScalars.append(scalar)
            }
        }
        return anchor
    }

    /// The targets of the inline links outside code blocks and code spans, `[text](target)`.
    var links: [Link] {
        numberedLines.filter { !$0.fenced }.flatMap { number, line, _ in
            Self.withoutCodeSpans(line).components(separatedBy: "](").dropFirst().map { rest in
                Link(target: String(rest.prefix { $0 != ")" && $0 != " " }), line: number)
            }
        }
    }

    /// The lines under a heading with this text, up to the next heading of its level or above.
    func section(_ heading: String) throws -> MarkdownFile {
        guard let start = headings.first(where: { $0.text == heading }) else {
            throw TestFailure("\(path) has no heading '\(heading)'")
        }
        let end = headings.first { $0.line > start.line && $0.level <= start.level }?.line ?? offset + lines.count + 1
        return MarkdownFile(
            path: path, lines: Array(lines[(start.line - offset)..<(end - 1 - offset)]), offset: start.line)
    }

    private init(path: String, lines: [String], offset: Int) {
        self.path = path
        self.lines = lines
        self.offset = offset
    }

    private static func withoutCodeSpans(_ line: String) -> String {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
    }
}
