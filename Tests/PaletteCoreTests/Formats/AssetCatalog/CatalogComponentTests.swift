import XCTest
@testable import PaletteCore

final class CatalogComponentTests: XCTestCase {
    func testExactBytesAreUppercaseHex() {
        XCTAssertEqual(CatalogComponent.spelled(0), "0x00")
        XCTAssertEqual(CatalogComponent.spelled(1), "0xFF")
        XCTAssertEqual(CatalogComponent.spelled(RGBA.rounded(10.0 / 255)), "0x0A")
        XCTAssertEqual(CatalogComponent.spelled(RGBA.rounded(171.0 / 255)), "0xAB")
        for byte in 0...255 {
            XCTAssertEqual(CatalogComponent.spelled(RGBA.rounded(Double(byte) / 255)), "0x" + Self.twoHexDigits(byte))
        }
    }

    /// Xcode's three places where they are exact, as Xcode writes `"0.620"`; more only where needed.
    func testOtherValuesAreDecimalsWithXcodesThreePlacesOrAsManyAsNeeded() {
        XCTAssertEqual(CatalogComponent.spelled(0.5), "0.500")
        XCTAssertEqual(CatalogComponent.spelled(0.62), "0.620")
        XCTAssertEqual(CatalogComponent.spelled(0.25), "0.250")
        XCTAssertEqual(CatalogComponent.spelled(0.521), "0.521")
        XCTAssertEqual(CatalogComponent.spelled(0.5215), "0.5215")
        XCTAssertEqual(CatalogComponent.spelled(0.1234567891), "0.1234567891")
        XCTAssertEqual(CatalogComponent.spelled(RGBA.rounded(171.0 / 255) + 1e-10), "0.6705882354")
        XCTAssertEqual(CatalogComponent.spelled(-0.5), "-0.500", "out of range stays a decimal")
        XCTAssertEqual(CatalogComponent.spelled(1.5), "1.500")
    }

    func testNoExponentIsEverWritten() {
        XCTAssertEqual(1e-05.description, "1e-05", "the spelling this guards against")
        XCTAssertEqual(CatalogComponent.spelled(1e-05), "0.00001")
        XCTAssertEqual(CatalogComponent.spelled(1e-10), "0.0000000001")
        XCTAssertEqual(CatalogComponent.spelled(1.5e-07), "0.00000015")
        XCTAssertEqual(CatalogComponent.alpha(1e-10), "0.0000000001")
        XCTAssertEqual(CatalogComponent.decimal(1e16, minimumPlaces: 1), "10000000000000000.0")
        XCTAssertEqual(CatalogComponent.decimal(-0.0, minimumPlaces: 3), "0.000")
    }

    func testAlphaIsAlwaysADecimal() {
        XCTAssertEqual(CatalogComponent.alpha(1), "1.000")
        XCTAssertEqual(CatalogComponent.alpha(0), "0.000")
        XCTAssertEqual(CatalogComponent.alpha(0.64), "0.640")
        XCTAssertEqual(CatalogComponent.alpha(0.1234), "0.1234")
        XCTAssertEqual(CatalogComponent.alpha(RGBA.rounded(74.0 / 255)), "0.2901960784")
    }

    /// Every 10-place value reads back exactly from its spelling, and no spelling has an exponent.
    func testEverySpellingReadsBack() {
        var generator = SystemRandomNumberGenerator()
        let samples =
            (0..<20_000).map { _ in RGBA.rounded(Double.random(in: 0...1, using: &generator)) }
            + (0...1_000).map { RGBA.rounded(Double($0) * 1e-10) }
        for value in samples {
            let spelled = CatalogComponent.spelled(value)
            XCTAssertFalse(spelled.contains("e"), spelled)
            XCTAssertTrue(spelled.hasPrefix("0x") || spelled.split(separator: ".")[1].count >= 3, spelled)
            XCTAssertEqual(ColorSetReadBackTests.readBack(spelled), value, spelled)
            let alpha = CatalogComponent.alpha(value)
            XCTAssertEqual(Double(alpha), value, alpha)
            XCTAssertGreaterThanOrEqual(alpha.split(separator: ".")[1].count, 3, alpha)
        }
    }

    private static func twoHexDigits(_ byte: Int) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
