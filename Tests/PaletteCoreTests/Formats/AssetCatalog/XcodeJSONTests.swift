import XCTest
@testable import PaletteCore

final class XcodeJSONTests: XCTestCase {
    func testLayoutOfAFolder() {
        let folder = AssetCatalogLayout.folderContents(providesNamespace: true)
        XCTAssertEqual(
            folder.fileText,
            "{\n  \"info\" : {\n    \"author\" : \"palettec\",\n    \"version\" : 1\n  },\n"
                + "  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n")
    }

    func testArraysHoldOneElementALineAndEmptyContainersAnEmptyLine() {
        let value: XcodeJSON = .object([
            "a": .array([.integer(1), .object(["b": .bool(false)])]), "e": .array([]), "o": .object([:]),
        ])
        XCTAssertEqual(
            value.fileText,
            """
            {
              "a" : [
                1,
                {
                  "b" : false
                }
              ],
              "e" : [

              ],
              "o" : {

              }
            }

            """)
    }

    func testKeysSortByBytes() {
        let value: XcodeJSON = .object([
            "colors": .integer(1), "color-space": .integer(2), "color": .integer(3), "alpha": .integer(4),
        ])
        XCTAssertEqual(
            value.fileText, "{\n  \"alpha\" : 4,\n  \"color\" : 3,\n  \"color-space\" : 2,\n  \"colors\" : 1\n}\n")
    }

    func testStringsEscapeAsAllOfPalettecsJSONAndHideNothing() {
        func printed(_ text: String) -> String { XcodeJSON.string(text).printed(indent: 0) }
        XCTAssertEqual(printed("a\"b\\c/d"), #""a\"b\\c/d""#)
        XCTAssertEqual(printed("\n\r\t\u{00}\u{1F}"), #""\n\r\t\u0000\u001f""#)
        XCTAssertEqual(printed("é😀\u{200D}"), "\"é😀\u{200D}\"", "text and emoji joiners stay as written")
        // Where palettec's policy differs from Foundation's (which writes \b, \f, and the rest raw).
        XCTAssertEqual(printed("\u{08}\u{0C}"), #""\u0008\u000c""#)
        XCTAssertEqual(printed("\u{7F}\u{85}\u{2028}\u{202E}\u{FEFF}"), #""\u007f\u0085\u2028\u202e\ufeff""#)
        XCTAssertEqual(
            printed("\u{E0001}"), #""\udb40\udc01""#, "a format character beyond the BMP as a surrogate pair")
        XCTAssertEqual(
            printed("a\"b"), JSONValue.string("a\"b").printed(), "one policy for the manifest and the catalog")
    }
}
