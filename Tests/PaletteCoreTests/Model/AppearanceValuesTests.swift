import XCTest
@testable import PaletteCore

final class AppearanceValuesTests: XCTestCase {
    private let red = AppearanceValue(RGBA(red8: 255, green8: 0, blue8: 0))
    private let blue = AppearanceValue(RGBA(red8: 0, green8: 0, blue8: 255))
    private let green = AppearanceValue(RGBA(red8: 0, green8: 255, blue8: 0))

    /// Each color reads its own four slots of the shared table.
    func testEachColorReadsItsOwnSlots() {
        let table = AppearanceValueTable([red, blue, nil, nil, green, red, blue, nil])
        let first = AppearanceValues(table, color: 0), second = AppearanceValues(table, color: 1)
        XCTAssertEqual(Appearance.allCases.map { first[$0] }, [red, blue, nil, nil])
        XCTAssertEqual(Appearance.allCases.map { second[$0] }, [green, red, blue, nil])
        XCTAssertEqual(second, [.light: green, .dark: red, .highContrastLight: blue])
        XCTAssertNotEqual(first, second)
    }

    /// Writing one color's slot leaves every other color that reads the table as it was.
    func testWritingAValueLeavesOtherColorsAlone() {
        let table = AppearanceValueTable([red, blue, nil, nil, green, red, nil, nil])
        var first = AppearanceValues(table, color: 0)
        let second = AppearanceValues(table, color: 1)
        first[.highContrastDark] = green
        first[.light] = nil
        XCTAssertEqual(Appearance.allCases.map { first[$0] }, [nil, blue, nil, green])
        XCTAssertEqual(Appearance.allCases.map { second[$0] }, [green, red, nil, nil])
        XCTAssertEqual(Appearance.allCases.map { AppearanceValues(table, color: 0)[$0] }, [red, blue, nil, nil])
    }

    /// The empty literal is no values at all, and a change to one empty color stays its own.
    func testEmptyValuesStayEmptyForOthers() {
        var one: AppearanceValues = [:]
        let other: AppearanceValues = .none
        one[.dark] = red
        XCTAssertEqual(Appearance.allCases.map { other[$0] }, [nil, nil, nil, nil])
        XCTAssertEqual(Appearance.allCases.map { AppearanceValues.none[$0] }, [nil, nil, nil, nil])
        XCTAssertEqual(one, [.dark: red])
    }

    /// High-contrast slots are made at the first high-contrast value, not before: a nil written there
    /// makes none, and reading one before reads nil.
    func testHighContrastSlotsAreMadeOnlyForAValue() {
        var slots = AppearanceSlots(colors: 3)
        slots[1, .dark] = red
        slots[2, .highContrastDark] = nil
        XCTAssertFalse(slots.holdsHighContrast)
        XCTAssertNil(slots[2, .highContrastLight])
        slots[2, .highContrastLight] = blue
        XCTAssertTrue(slots.holdsHighContrast)
        let table = AppearanceValueTable(slots)
        XCTAssertEqual(Appearance.allCases.map { AppearanceValues(table, color: 1)[$0] }, [nil, red, nil, nil])
        XCTAssertEqual(Appearance.allCases.map { AppearanceValues(table, color: 2)[$0] }, [nil, nil, blue, nil])
    }

    /// Across chunks of slots, each value reads back where it was written, and nothing else is there.
    func testSlotsAcrossChunksHoldTheirValues() {
        var slots = AppearanceSlots(colors: 10_000)
        for color in [0, 4_095, 4_096, 9_999] {
            slots[color, .light] = red
            slots[color, .highContrastDark] = blue
        }
        for color in [0, 4_095, 4_096, 9_999] {
            XCTAssertEqual(Appearance.allCases.map { slots[color, $0] }, [red, nil, nil, blue], "\(color)")
        }
        for color in [1, 4_097, 8_191, 8_192, 9_998] {
            XCTAssertEqual(Appearance.allCases.map { slots[color, $0] }, [nil, nil, nil, nil], "\(color)")
        }
    }
}
