import XCTest
@testable import PaletteCore

final class XcodeJSONParserTests: XCTestCase {
    func testReadsWhatThePrinterWrites() {
        let value: XcodeJSON = .object([
            "list": .array([.integer(-3), .bool(true), .bool(false), .string("a\"\\/\u{1}é😀\u{202E}")]),
            "nested": .object(["empty": .object([:]), "none": .array([])]),
        ])
        XCTAssertEqual(XcodeJSONParser.parse(Array(value.fileText.utf8)), value)
    }

    func testReadsAnyWhitespaceAndEscapes() {
        XCTAssertEqual(
            XcodeJSONParser.parse(Array(#"{"a":[1,2],"b":"\u00e9\ud83d\ude00\/"}"#.utf8)),
            .object(["a": .array([.integer(1), .integer(2)]), "b": .string("é😀/")]))
        XCTAssertEqual(XcodeJSONParser.parse(Array(" \t\r\n{ } \n".utf8)), .object([:]))
    }

    func testRejectsWhatItCannotReadExactly() {
        let rejected = [
            "", "{", "}", "{\"a\" 1}", "{\"a\":1,}", "[1,]", "{\"a\":1}x", "{\"a\":1}{}", "{'a':1}",
            "{\"a\":1,\"a\":1}",  // a key written twice
            "{\"a\":1.5}", "{\"a\":1e3}", "{\"a\":null}", "{\"a\":01}", "{\"a\":-}", "{\"a\":tru}",
            "{\"a\":99999999999999999999}",  // beyond Int
            "{\"a\":\"\u{1}\"}",  // a raw control character in a string
            "{\"a\":\"\\x\"}", "{\"a\":\"\\ud800\"}", "{\"a\":\"\\u12\"}", "{\"a\":\"open}",
            "\u{FEFF}{}",  // a byte order mark is no JSON whitespace
        ]
        for text in rejected {
            XCTAssertNil(XcodeJSONParser.parse(Array(text.utf8)), text.debugDescription)
        }
        XCTAssertNil(XcodeJSONParser.parse([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]), "invalid UTF-8")
    }

    func testNestingHasALimit() {
        let limit = JSONReader.depthLimit
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        XCTAssertNotNil(XcodeJSONParser.parse(Array(deepest.utf8)))
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        XCTAssertNil(XcodeJSONParser.parse(Array(tooDeep.utf8)))
        XCTAssertNil(XcodeJSONParser.parse(Array(String(repeating: "[", count: 100_000).utf8)), "no stack overflow")
    }
}
