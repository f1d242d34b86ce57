import XCTest
@testable import PaletteCore

final class DecimalTextTests: XCTestCase {
    func testDecimalsAreRead() {
        XCTAssertEqual("0.5".decimalNumber, 0.5)
        XCTAssertEqual("-3".decimalNumber, -3)
        XCTAssertEqual("+1.".decimalNumber, 1)
        XCTAssertEqual(".25".decimalNumber, 0.25)
        XCTAssertEqual("1e-2".decimalNumber, 0.01)
        XCTAssertEqual("2E+3".decimalNumber, 2000)
    }

    /// `Double(_:)` takes all of these; a palette means none of them as a number.
    func testNonFiniteAndOtherFormsAreNot() {
        for text in [
            "nan", "NaN", "inf", "-infinity", ".inf", "1e400", "0x1p3", "", "-", ".", "1e", "e5", "1.2.3", "5%", " 1",
            "1_000", "--1", "1e+-2",
        ] {
            XCTAssertNil(text.decimalNumber, text)
        }
    }
}
