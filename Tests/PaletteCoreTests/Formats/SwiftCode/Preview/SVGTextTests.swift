import XCTest
@testable import PaletteCore

final class SVGTextTests: XCTestCase {
    /// Markup characters become entities and invisible ones visible escapes; any other text, ASCII or
    /// not (a Display P3 hex's `≈`), comes back as it is.
    func testOnlyMarkupAndInvisibleCharactersAreEscaped() {
        XCTAssertEqual(SVGText.escaped("Brand.Text.primary"), "Brand.Text.primary")
        XCTAssertEqual(SVGText.escaped("≈#FF2600 P3"), "≈#FF2600 P3")
        XCTAssertEqual(SVGText.escaped("naïve café"), "naïve café")
        XCTAssertEqual(SVGText.escaped("a < b & \"c\" > 'd'"), "a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;")
        XCTAssertEqual(SVGText.escaped("≈ <b>"), "≈ &lt;b&gt;")
        XCTAssertEqual(SVGText.escaped("tab\there"), "tab\\there")
        XCTAssertEqual(SVGText.escaped("é\u{202E}x"), "é\\u{202E}x")
    }

    /// XML has no character, not even a reference, for U+FFFE and U+FFFF, and readers may refuse the
    /// other noncharacters: each is a visible escape, as a comment shows it.
    func testNoncharactersAreEscaped() {
        let fdd0 = String(Unicode.Scalar(0xFDD0)!)
        XCTAssertEqual(SVGText.escaped("a\u{FFFE}b\u{FFFF}c"), "a\\u{FFFE}b\\u{FFFF}c")
        XCTAssertEqual(SVGText.escaped("<\(fdd0)\u{1FFFE}\u{10FFFF}>"), "&lt;\\u{FDD0}\\u{1FFFE}\\u{10FFFF}&gt;")
        XCTAssertEqual(CommentText.singleLine("a\u{FFFE}b"), "a\\u{FFFE}b")
    }
}
