import XCTest
@testable import PaletteCore

/// Doc comments wrap to 120 characters at spaces, keep what Markdown needs, and keep palette text
/// inside the comment.
final class DocCommentLinesTests: XCTestCase {
    func testAShortLineIsKeptAsWritten() {
        XCTAssertEqual(DocCommentLines.lines("Brand colors.  ", indent: "    "), ["    /// Brand colors.  "])
        XCTAssertEqual(DocCommentLines.lines("a\n\nb", indent: ""), ["/// a", "///", "/// b"])
    }

    /// Greedy: each line holds as many words as fit, the next word would not.
    func testALongLineWrapsAtTheLastSpaceThatFits() {
        let words = (1...40).map { "word\($0)" }.joined(separator: " ")
        let lines = DocCommentLines.lines(words, indent: "        ")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(
            lines.map { $0.dropFirst("        /// ".count) }.joined(separator: " "), words,
            "only the spaces at breaks go")
        for (line, next) in zip(lines, lines.dropFirst()) {
            XCTAssertLessThanOrEqual(line.count, 120, line)
            let nextWord = next.dropFirst("        /// ".count).prefix { $0 != " " }
            XCTAssertGreaterThan(line.count + 1 + nextWord.count, 120, line)
        }
    }

    /// A word longer than a line is broken inside, after exactly as many characters as fit.
    func testAWordTooLongForALineIsBrokenInside() {
        let word = String(repeating: "x", count: 250)
        XCTAssertEqual(
            DocCommentLines.lines("see " + word, indent: ""),
            [
                "/// see", "/// " + String(repeating: "x", count: 116), "/// " + String(repeating: "x", count: 116),
                "/// " + String(repeating: "x", count: 18),
            ])
    }

    /// A list item's continuation lines are indented to its text, so Markdown keeps them in the item;
    /// an indented line's, to its indentation.
    func testContinuationLinesKeepTheListItemAndTheIndentation() {
        let item = "- dark: #0B7EFF = tone(light) against " + String(repeating: "background.", count: 9) + "page"
        let lines = DocCommentLines.lines(escapedLine: item, indent: "")
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[0], "/// - dark: #0B7EFF = tone(light) against")
        XCTAssertTrue(lines[1].hasPrefix("///   background."), lines[1])
        let indented = DocCommentLines.lines("    " + String(repeating: "code ", count: 30), indent: "")
        XCTAssertTrue(indented.allSatisfy { $0.hasPrefix("///     code") }, "\(indented)")
    }

    /// Characters, not bytes: 116 CJK characters (348 bytes) or emoji fill one line.
    func testWidthIsCountedInCharacters() {
        let cjk = String(repeating: "色", count: 116)
        XCTAssertEqual(DocCommentLines.lines(cjk, indent: ""), ["/// " + cjk])
        let family = String(repeating: "👨‍👩‍👧", count: 117)
        XCTAssertEqual(DocCommentLines.lines(family, indent: "").map(\.count), [120, 5])
    }

    /// Wrapping happens after escaping: every line is a comment line, whatever the text held.
    func testWrappedPaletteTextStaysInTheComment() {
        let hostile =
            String(repeating: "a\u{2028}public let x = 1\r*/ \u{202E}", count: 20)
            + String(repeating: "\\u{2028}", count: 40)
        for line in DocCommentLines.lines(hostile, indent: "    ") {
            XCTAssertTrue(line.hasPrefix("    ///"), line)
            XCTAssertLessThanOrEqual(line.count, 120, line)
            XCTAssertFalse(line.unicodeScalars.contains { CommentText.isLineTerminator($0) || $0 == "\u{202E}" }, line)
        }
    }

    /// However narrow the room, each line holds at least one character, so wrapping ends.
    func testEveryPieceHoldsSomething() {
        XCTAssertEqual(DocCommentLines.wrap("abc def", width: 1), ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(DocCommentLines.wrap("- " + String(repeating: " ", count: 10) + "x y", width: 3), ["-", "x y"])
    }
}
