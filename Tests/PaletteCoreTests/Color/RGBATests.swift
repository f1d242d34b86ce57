import XCTest
@testable import PaletteCore

final class RGBATests: XCTestCase {
    func testComponentsAreRoundedToTenDecimalPlaces() {
        let color = RGBA(red8: 68, green8: 68, blue8: 68)
        XCTAssertEqual(color.red, 0.2666666667)
        XCTAssertNotEqual(color.red, 68.0 / 255)
        XCTAssertEqual(RGBA(red: 0.12345678915, green: 0, blue: 0).red, 0.1234567892)
    }

    /// The formula of "Making Backward Compatible Adaptive Colors for Dark Mode in iOS": a color built in app code the same way compares equal.
    func testRoundingMatchesInterfaceBuildersFormula() {
        for byte in 0...255 {
            let appSide = ((Double(byte) / 255.0) * 10_000_000_000.0).rounded() / 10_000_000_000.0
            XCTAssertEqual(RGBA(red8: byte, green8: 0, blue8: 0).red, appSide, "byte \(byte)")
        }
    }

    func testShortestDecimalReadsBackAsTheSameValue() {
        for byte in 0...255 {
            let component = RGBA(red8: byte, green8: 0, blue8: 0).red
            let printed = component.shortestDecimal
            XCTAssertEqual(Double(printed), component)
            XCTAssertLessThanOrEqual(printed.count, 12, printed)
        }
        XCTAssertEqual(RGBA(red8: 68, green8: 0, blue8: 0).red.shortestDecimal, "0.2666666667")
        XCTAssertEqual(1.0.shortestDecimal, "1.0")
    }

    /// Components a byte gives are looked up; each prints as `description` does, and so does every
    /// value near one, or no number at all.
    func testShortestDecimalIsDescription() {
        for byte in 0...255 {
            let component = RGBA(red8: byte, green8: 0, blue8: 0).red
            for value in [
                component, component.nextUp, component.nextDown, -component, Double(byte) / 255, component + 1e-10,
            ] {
                XCTAssertEqual(value.shortestDecimal, value.description, "byte \(byte): \(value)")
            }
        }
        for value in [-0.0, .nan, .infinity, -.infinity, 0.9, 1e-12, 255, 1.5, .leastNonzeroMagnitude] {
            XCTAssertEqual(value.shortestDecimal, value.description)
        }
    }

    func testHexIsUppercaseWithAlpha() {
        XCTAssertEqual(RGBA(red8: 10, green8: 132, blue8: 255).hex, "#0A84FFFF")
        XCTAssertEqual(RGBA(red8: 51, green8: 51, blue8: 51, alpha: 0.64).hex, "#333333A3")
        XCTAssertEqual(RGBA(red: 0, green: 0, blue: 0, alpha: 0).hex, "#00000000")
    }

    /// The generated Swift writes these bytes as one literal, so they must state the value exactly:
    /// every byte and alpha byte reads back, and anything between bytes, or in P3, has none.
    func testExactSRGBBytesOnlyForValuesAHexStatesExactly() {
        XCTAssertEqual(RGBA(red8: 10, green8: 132, blue8: 255).exactSRGBBytes, 0x0A84_FFFF)
        XCTAssertEqual(RGBA(red8: 51, green8: 51, blue8: 51, alpha: 0xA3 / 255.0).exactSRGBBytes, 0x3333_33A3)
        XCTAssertEqual(RGBA(red: 0, green: 0, blue: 0, alpha: 0).exactSRGBBytes, 0)
        XCTAssertNil(RGBA(red8: 51, green8: 51, blue8: 51, alpha: 0.64).exactSRGBBytes, "0.64 is between A3 and A4")
        XCTAssertNil(RGBA(red: 0.5, green: 0, blue: 0).exactSRGBBytes, "0.5 is between 7F and 80")
        XCTAssertNil(RGBA(red8: 255, green8: 0, blue8: 0, space: .displayP3).exactSRGBBytes)
        XCTAssertNil(RGBA(red: 0.2666666666, green: 0, blue: 0).exactSRGBBytes, "one ten-billionth off 68/255")
        for byte in 0...255 {
            let gray = RGBA(red8: byte, green8: byte, blue8: byte, alpha: Double(byte) / 255)
            XCTAssertEqual(gray.exactSRGBBytes, UInt32(byte) * 0x0101_0101, "byte \(byte)")
        }
    }

    /// A P3 color's hex is its sRGB approximation: converted, then clipped, never its numbers read as sRGB.
    func testHexOfADisplayP3ColorIsItsClippedSRGBApproximation() {
        let p3Red = RGBA(red: 1, green: 0, blue: 0, space: .displayP3)
        XCTAssertGreaterThan(p3Red.components(in: .sRGB).red, 1, "outside sRGB")
        XCTAssertEqual(p3Red.hex, "#FF0000FF")
        XCTAssertEqual(RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.64, space: .displayP3).hex, "#808080A3")
        let inBoth = RGBA(red8: 0x33, green8: 0x66, blue8: 0x99)
        XCTAssertNotEqual(inBoth.converted(to: .displayP3).red, inBoth.red)
        XCTAssertEqual(inBoth.converted(to: .displayP3).hex, "#336699FF")
        XCTAssertEqual(
            RGBA(red: 0.2, green: 0.7, blue: 0.3, space: .displayP3).hex, "#00B63CFF",
            "coloraide: srgb(-0.272, 0.712, 0.234)")
    }

    func testMessageTextShowsP3Numbers() {
        XCTAssertEqual(RGBA(red8: 10, green8: 132, blue8: 255).messageText, "#0A84FFFF")
        XCTAssertEqual(
            RGBA(red: 1, green: 0, blue: 0.25, alpha: 0.5, space: .displayP3).messageText,
            "color(display-p3 1.0 0.0 0.25 / 0.5)")
        XCTAssertEqual(
            RGBA(red: 0.523, green: 0.668, blue: 0.904, space: .displayP3).messageText,
            "color(display-p3 0.523 0.668 0.904)")
    }
}
