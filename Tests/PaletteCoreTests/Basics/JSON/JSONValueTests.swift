import XCTest
@testable import PaletteCore

final class JSONValueTests: XCTestCase {
    func testKeysKeepTheirOrderWithTwoSpaceIndent() {
        let value: JSONValue = .object([
            ("b", .integer(1)), ("a", .array([.number(0.5), .bool(true)])), ("c", .object([])),
        ])
        XCTAssertEqual(
            value.printed(),
            """
            {
              "b": 1,
              "a": [
                0.5,
                true
              ],
              "c": {}
            }
            """)
    }

    func testALineValuePrintsOnOneLine() {
        let color: JSONValue = .line(
            .object([
                ("name", .string("a")), ("light", .object([("red", .number(1)), ("hex", .string("#FF"))])),
                ("tags", .array([.integer(1), .integer(2)])), ("none", .array([])),
            ]))
        XCTAssertEqual(
            JSONValue.array([color, color]).printed(),
            """
            [
              {"name": "a", "light": {"red": 1.0, "hex": "#FF"}, "tags": [1, 2], "none": []},
              {"name": "a", "light": {"red": 1.0, "hex": "#FF"}, "tags": [1, 2], "none": []}
            ]
            """)
    }

    func testStringsAreEscaped() {
        XCTAssertEqual(JSONValue.string("a\"b\\c\nd\u{1}é").printed(), #""a\"b\\c\nd\u0001é""#)
    }

    /// A name joined as it is quoted prints as the joined name quoted, escapes and all.
    func testAJoinedNameQuotesAsTheJoinedText() {
        for (prefix, separator, key) in [
            ("", ".", "primary"), ("text", ".", "primary"), ("Brand/text", "/", "on \"accent\""),
            ("a\\b", ".", "c"), ("text", ".", "tab\there"), ("", "/", "naïve\u{202E}"),
        ] {
            var joined = TextSink()
            JSONValue.writeQuoted(prefix, separator, key, to: &joined)
            XCTAssertEqual(
                joined.text, JSONValue.quoted(prefix.isEmpty ? key : prefix + separator + key), "\(prefix) \(key)")
        }
    }
}
