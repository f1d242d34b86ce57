@testable import PaletteCore

/// What must hold for every line of generated Swift, whatever the palette said: nothing that ends a
/// line where a reader (or Swift) would not expect it, nothing invisible, no palette text outside
/// a `//` comment, and no more than `LineWidth.limit` characters.
enum GeneratedTextChecks {
    struct Problem: CustomStringConvertible {
        /// `Brand.swift:12`
        var place: String
        /// What is wrong, the same for every line with this problem: `a raw line break in a comment`.
        var kind: String
        /// The line, with each forbidden character shown as `⟨U+000D⟩`.
        var line: String

        var description: String { "\(place): \(kind): \(line)" }
    }

    /// Every problem in `file`, in line order.
    static func problems(in file: RenderedFile) -> [Problem] {
        var problems: [Problem] = []
        let lines = file.contents.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        // The header comment ends at its last fixed line; a file name with a line break in it makes
        // lines in between that do not start with `//`.
        let headerEnd = lines.firstIndex { String($0) == lastHeaderLine } ?? -1
        for (index, line) in lines.enumerated() {
            let text = String(line)
            let place = "\(file.path):\(index + 1)"
            let isDocComment = text.drop { $0 == " " }.hasPrefix("///")
            let part = index <= headerEnd ? "the header" : isDocComment ? "a doc comment" : "code"
            if let scalar = line.first(where: { kind(of: $0) != nil }) {
                problems.append(
                    Problem(place: place, kind: "a raw \(kind(of: scalar)!) in \(part)", line: visible(text)))
            }
            if text.count > LineWidth.limit {
                problems.append(
                    Problem(
                        place: place, kind: "a line over \(LineWidth.limit) characters in \(part)", line: visible(text))
                )
            }
            // Swift also ends a line at a lone CR: what follows one is code, whatever the line began with.
            let swiftLines = line.split(separator: "\r", omittingEmptySubsequences: false).map(String.init)
            if swiftLines.contains(where: { $0.contains(TextPools.sentinel) && !isCommentLine($0) }) {
                problems.append(
                    Problem(
                        place: place, kind: "palette text outside a comment, in \(part)",
                        line: visible(text)))
            }
        }
        return problems
    }

    static let lastHeaderLine = "// swiftlint:disable all"

    private static func isCommentLine(_ line: String) -> Bool {
        line.drop { $0 == " " }.hasPrefix("//")
    }

    /// Line breaks (CR, VT, FF, NEL, U+2028, U+2029), other controls (C0, DEL, C1), and invisible
    /// format characters such as bidirectional overrides; nil for any other character. The
    /// zero-width joiners emoji are made of are allowed.
    private static func kind(of scalar: Unicode.Scalar) -> String? {
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return "line break"
        case .control:
            return [0x0A, 0x0B, 0x0C, 0x0D, 0x85].contains(scalar.value) ? "line break" : "control character"
        case .format: return scalar.value == 0x200C || scalar.value == 0x200D ? nil : "invisible format character"
        default: return nil
        }
    }

    /// `text` with each forbidden character but LF shown as `⟨U+000D⟩`, safe to print.
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            guard scalar != "\n", kind(of: scalar) != nil else { return String(scalar) }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "⟨U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "⟩"
        }.joined()
    }
}
