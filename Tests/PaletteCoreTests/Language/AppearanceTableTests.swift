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

    /// The high-contrast box is made at the first value written there, and a copy that writes takes a
    /// box of its own: the table it was copied from keeps its values.
    func testHighContrastIsBoxedAndCopiedOnWrite() {
        var table = AppearanceTable<Int>()
        table[.light] = 1
        table[.highContrastDark] = nil
        XCTAssertFalse(table.holdsHighContrast)
        table[.highContrastLight] = 2
        XCTAssertTrue(table.holdsHighContrast)
        var copy = table
        copy[.highContrastLight] = 3
        copy[.highContrastDark] = 4
        XCTAssertEqual(Appearance.allCases.map { table[$0] }, [1, nil, 2, nil])
        XCTAssertEqual(Appearance.allCases.map { copy[$0] }, [1, nil, 3, 4])
    }
}
