import XCTest
@testable import PaletteCore

final class MarkdownCodeTests: XCTestCase {
    func testTheFenceIsLongerThanAnyBacktickRunInside() {
        XCTAssertEqual(MarkdownCode.span("Brand.accent"), "`Brand.accent`")
        XCTAssertEqual(MarkdownCode.span("a`b"), "``a`b``")
        XCTAssertEqual(MarkdownCode.span("a``b`c"), "```a``b`c```")
        XCTAssertEqual(MarkdownCode.span("<img src=x> *b* [l](u)"), "`<img src=x> *b* [l](u)`")
    }

    /// CommonMark strips a space from each end when both ends have one, and a backtick at an end would
    /// join the fence.
    func testEndsThatCommonMarkWouldChangeArePadded() {
        XCTAssertEqual(MarkdownCode.span("`"), "`` ` ``")
        XCTAssertEqual(MarkdownCode.span("`a"), "`` `a ``")
        XCTAssertEqual(MarkdownCode.span(" a "), "`  a  `")
        XCTAssertEqual(MarkdownCode.span(" a"), "` a`")
        XCTAssertEqual(MarkdownCode.span("  "), "`  `")
        XCTAssertEqual(MarkdownCode.span(""), "`  `")
    }

    func testLineBreaksAndControlsAreVisibleEscapes() {
        XCTAssertEqual(MarkdownCode.span("a\nb\r\u{1B}[2J\u{202E}"), "`a\\nb\\r\\u{1B}[2J\\u{202E}`")
    }
}
