import XCTest
@testable import PaletteCore

final class CommentTextTests: XCTestCase {
    /// Swift ends a `//` comment at `\n` and `\r`; Unicode knows more line ends. Each one starts a new
    /// doc-comment line, so no text ever lands outside the comment.
    func testEveryLineTerminatorSplitsTheDocComment() {
        XCTAssertEqual(
            CommentText.lines("a\nb\r\nc\rd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i"),
            ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
        XCTAssertEqual(CommentText.lines("Brand\rpublic let injected = 1"), ["Brand", "public let injected = 1"])
    }

    func testControlAndBidiCharactersAreEscapedVisibly() {
        XCTAssertEqual(CommentText.singleLine("a\nb\rc\td"), "a\\nb\\rc\\td")
        XCTAssertEqual(
            CommentText.singleLine("x\u{202E}y\u{2066}z\u{200B}\u{FEFF}"), "x\\u{202E}y\\u{2066}z\\u{200B}\\u{FEFF}")
        XCTAssertEqual(
            CommentText.singleLine("esc\u{1B}[31m nul\u{0} del\u{7F} nel\u{85}"),
            "esc\\u{1B}[31m nul\\u{0} del\\u{7F} nel\\u{85}")
    }

    func testOrdinaryTextIsKept() {
        let text = "Café — 🔥 👨‍👩‍👧 色 */ /* \"quoted\" \\ back"
        XCTAssertEqual(CommentText.singleLine(text), text)
        XCTAssertEqual(CommentText.lines(text), [text])
    }

    func testDescriptionsCannotEscapeTheirDocComment() throws {
        let yaml =
            "description: \"Brand\\rpublic let injected = 1\\u2028x\"\ncolors:\n  a:\n    light: \"#FFF\"\n    description: \"one\\ntwo\\u202E\"\n"
        let palette = try XCTUnwrap(compile(yaml).palette)
        let swift = PaletteFileRenderer.render(palette, options: RenderOptions(accessLevel: .internal))
        XCTAssertTrue(swift.contains("/// Brand\n/// public let injected = 1\n/// x\ninternal enum Test {"), swift)
        XCTAssertTrue(swift.contains("    /// one\n    /// two\\u{202E}\n"), swift)
        for line in swift.split(separator: "\n") where line.contains("injected") {
            XCTAssertTrue(line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), String(line))
        }
        XCTAssertFalse(swift.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{202E}" })
    }
}
