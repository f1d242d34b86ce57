import XCTest
@testable import PaletteCore

final class JSONValueTests: XCTestCase {
    func testKeysAreSortedWithTwoSpaceIndent() {
        let value: JSONValue = .object(["b": .integer(1), "a": .array([.number(0.5), .bool(true)]), "c": .object([:])])
        XCTAssertEqual(value.printed(), """
            {
              "a": [
                0.5,
                true
              ],
              "b": 1,
              "c": {}
            }
            """)
    }

    func testStringsAreEscaped() {
        XCTAssertEqual(JSONValue.string("a\"b\\c\nd\u{1}é").printed(), #""a\"b\\c\nd\u0001é""#)
    }
}
