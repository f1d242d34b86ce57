import XCTest
@testable import PaletteCore

final class AppearanceTableTests: XCTestCase {
    /// Each appearance has a slot of its own: writing one leaves the others as they were, and nil clears it.
    func testEachAppearanceReadsBackWhatWasWrittenToItAlone() {
        var table = AppearanceTable<Int>()
        XCTAssertEqual(Appearance.allCases.map { table[$0] }, [nil, nil, nil, nil])
        for (offset, appearance) in Appearance.allCases.enumerated() {
            table[appearance] = offset + 10
        }
        XCTAssertEqual(Appearance.allCases.map { table[$0] }, [10, 11, 12, 13])
        table[.dark] = nil
        table[.highContrastLight] = 42
        XCTAssertEqual(Appearance.allCases.map { table[$0] }, [10, nil, 42, 13])
    }
}
