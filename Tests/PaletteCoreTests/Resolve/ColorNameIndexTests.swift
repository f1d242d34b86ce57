import XCTest
@testable import PaletteCore

final class ColorNameIndexTests: XCTestCase {
    /// Every name finds its place, a repeated name its first, and a name not written none, across
    /// chunk boundaries and with the table full enough for probes to run into each other.
    func testEveryNameFindsItsFirstPlace() {
        let names = (0..<10_000).map { "group\($0 / 20).c\($0 % 20)" } + ["group0.c0", "text.primary", ""]
        let index = ColorNameIndex(names)
        for (place, name) in names.enumerated().prefix(10_000) {
            XCTAssertEqual(index[name], place, name)
        }
        XCTAssertEqual(index["group0.c0"], 0)
        XCTAssertEqual(index["text.primary"], 10_001)
        XCTAssertEqual(index[""], 10_002)
        for missing in ["group0.c20", "group500.c0", "text", "Group0.c0"] {
            XCTAssertNil(index[missing], missing)
        }
    }

    func testAnEmptyPaletteFindsNothing() {
        XCTAssertNil(ColorNameIndex([])["a"])
    }
}
