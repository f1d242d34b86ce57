import XCTest
@testable import PaletteCore

/// Printable ASCII, less the characters a caller escapes: every byte judged as the plain definition does.
final class PlainASCIITests: XCTestCase {
    func testEveryByteIsJudgedAsTheDefinitionSays() {
        for escaped: StaticString in ["", "\"\\", "<>&'\"", "~ @"] {
            let special = escaped.withUTF8Buffer { Set($0) }
            for byte in UInt8.min...UInt8.max {
                let text = String(decoding: [UInt8(ascii: "a"), byte, UInt8(ascii: "z")], as: UTF8.self)
                let expected = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && !special.contains($0) }
                XCTAssertEqual(
                    PlainASCII.isPrintable(text, except: escaped), expected, "byte \(byte), except \(escaped)")
            }
        }
        XCTAssertTrue(PlainASCII.isPrintable(""))
        XCTAssertFalse(PlainASCII.isPrintable("caf\u{E9}"))
    }
}
