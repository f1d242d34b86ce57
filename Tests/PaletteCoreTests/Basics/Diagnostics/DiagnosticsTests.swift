import XCTest
@testable import PaletteCore

final class DiagnosticsTests: XCTestCase {
    /// A key with a line break cannot forge a diagnostic line, and no control character reaches a terminal.
    func testQuotedTextIsEscapedInEveryPrintedLine() {
        let diagnostics = compile(
            "colors:\n  \"a\\npath:1:1: error: forged\": \"#12345G\"\n  \"b\\e[2J\": { light: \"#FFF\", lihgt: \"#000\" }\n"
        ).diagnostics
        let lines = printed(diagnostics).flatMap { $0.split(separator: "\n") }
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("palettes/test.yml:") }, "\(lines)")
        XCTAssertTrue(lines[1].contains("in color 'b\\u{1B}[2J'"), String(lines[1]))
    }

    func testPathsAreEscapedToo() {
        let diagnostic = Diagnostic.error("bad", at: SourceLocation(path: "a\nb.yml", line: 1, column: 2))
        XCTAssertEqual(diagnostic.formatted, "a\\nb.yml:1:2: error: bad")
    }

    /// One framing for every place: a position, a whole file, or none (the command line as a whole).
    func testAWholeFileHasNoPositionAndTheCommandLineNoPath() {
        let note = Diagnostic.Note("the other is here", at: .whole("b\tc.yml"))
        XCTAssertEqual(
            Diagnostic.error("unreadable\n", at: .whole("a.yml"), notes: [note]).formatted,
            "a.yml: error: unreadable\\n\nb\\tc.yml: note: the other is here")
        XCTAssertEqual(Diagnostic.warning("two paths clash", at: .commandLine).formatted, "warning: two paths clash")
    }
}
