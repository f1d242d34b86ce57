/// Text a palette, an asset catalog or a manifest can carry into a name, each entry with what it would do
/// if a report showed it as it is: Markdown in a pull-request comment, the SVG preview, or a terminal.
/// The escaping tests put every entry everywhere the input can carry it (issue #23).
public enum InjectionCorpus {
    public static let texts: [String] = [
        "<img src=x onerror=alert(1)>",  // HTML: an image, and a script when it fails to load
        "</td></tr></table>",  // HTML: ends the table it is in
        "<!-- -->",  // HTML: a comment, which hides what follows
        "| a | b |",  // Markdown: table cells of its own
        "`",  // Markdown: ends a code span
        "``x`` y`",  // Markdown: longer code-span fences
        "*bold* _em_ ~~strike~~",  // Markdown: emphasis, GFM strikethrough
        "[link](javascript:alert(1))",  // Markdown: a link
        "![image](https://example.com/t.png)",  // Markdown: an image
        "<https://example.com>",  // CommonMark: an autolink
        "https://example.com/x",  // GFM: an extended URL autolink
        "www.example.com",  // GFM: an extended www autolink
        "user@example.com",  // GFM: an extended email autolink
        "@octocat #1 :+1:",  // GitHub: a mention, an issue reference, an emoji
        "&amp; &#60; &lt;",  // HTML entity and character references
        "\\| \\` \\* \\",  // backslash escapes, one before a table's pipe, and a last backslash
        "# heading",  // Markdown: a heading at the start of a line
        "a\u{FFFE}b\u{FFFF}c",  // noncharacters XML forbids
        "a\(scalar(0xFDD0))b\u{10FFFF}c",  // noncharacters XML allows but Unicode reserves
        "\u{1B}[2J\u{1B}]0;pwned\u{07}",  // terminal: clears the screen and sets the window's title
        "\u{9B}31m red",  // terminal: C1 CSI, which colors the text on some terminals
        "over\rwrite",  // terminal: a carriage return writes over the line
        "forged\nline",  // every output: a line of its own
        "tab\tand\u{7F}delete",  // a tab, and DEL
        "\u{202E}txt.exe",  // bidirectional override: shows as exe.txt
        "nul\u{0}byte",  // NUL, where the input can carry it (JSON, YAML escapes)
    ]

    /// Swift's lexer takes no U+FDD0 to U+FDEF in a literal.
    private static func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

    /// The entries a file or folder name can hold: no `/` and no NUL.
    public static var fileNames: [String] {
        texts.filter { !$0.contains("/") && !$0.unicodeScalars.contains("\0") }
    }

    /// The scalars in `text` a terminal acts on or that reorder what it shows: C0 controls but the line
    /// feed, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates.
    public static func terminalControls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }
}
