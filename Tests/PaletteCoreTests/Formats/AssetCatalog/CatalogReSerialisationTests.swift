import Foundation
import XCTest
@testable import PaletteCore

/// An independent check of the layout: Foundation parses each rendered `Contents.json` and writes it
/// again as Xcode does (pretty-printed, sorted keys, slashes unescaped, then a line feed). The bytes
/// must not change.
///
/// swift-corelibs-foundation on Linux writes this layout exactly as Darwin's NSJSONSerialization does
/// for these files: `"key" : value`, two spaces an indent level, one element a line. (It also writes an
/// empty container as `{`, an empty line, `}` as Darwin does; palettec writes none.) Strings differ
/// only where palettec's escaping policy is stricter than Foundation's, for characters no catalog file
/// of palettec's holds: see `XcodeJSON`.
final class CatalogReSerialisationTests: XCTestCase {
    func testEveryGoldenFileIsWhatFoundationWritesAgain() throws {
        let files = try CatalogFixtures.rendered()
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            XCTAssertEqual(try Self.reserialised(file.contents), file.contents, file.path)
        }
    }

    func testNestedValuesAndEscapesPrintAsFoundationPrintsThem() throws {
        let value: XcodeJSON = .object([
            "b-list": .array([.integer(1), .object(["x": .bool(false), "y": .array([.string("a/b")])])]),
            "a": .string("quote \" backslash \\ tab \t newline \n return \r bell \u{07} unit \u{1F}"),
            "c": .object(["deep": .object(["deeper": .integer(-12)])]),
            "empty-list": .array([]),
            "empty-object": .object([:]),
            "unicode": .string("é 😀 ÅÄÖ"),
        ])
        XCTAssertEqual(try Self.reserialised(value.fileText), value.fileText)
    }

    static func reserialised(_ text: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
