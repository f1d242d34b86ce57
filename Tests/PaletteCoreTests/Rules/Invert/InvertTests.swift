import XCTest
@testable import PaletteCore

final class InvertTests: XCTestCase {
    func testInvertsRGBAndKeepsAlpha() {
        XCTAssertEqual(
            RGBA(red8: 51, green8: 51, blue8: 51, alpha: 0.64).inverted,
            RGBA(red8: 204, green8: 204, blue8: 204, alpha: 0.64))
        XCTAssertEqual(RGBA(red8: 255, green8: 255, blue8: 255).inverted, RGBA(red: 0, green: 0, blue: 0))
    }

    func testInvertingTwiceGivesTheSameColorAfterRounding() {
        for byte in stride(from: 0, through: 255, by: 1) {
            let color = RGBA(red8: byte, green8: 255 - byte, blue8: byte / 2, alpha: Double(byte) / 255)
            XCTAssertEqual(color.inverted.inverted, color, "byte \(byte)")
        }
    }

    func testMissingDarkIsDerivedAndRecorded() throws {
        let palette = try XCTUnwrap(compile("colors:\n  label: rgb(68, 68, 68)\n").palette)
        let dark = try XCTUnwrap(palette.allColors.first?.appearances[.dark])
        XCTAssertEqual(dark.color, RGBA(red8: 187, green8: 187, blue8: 187))
        XCTAssertEqual(dark.derivation, Derivation(rule: .invert, from: "label", fromAppearance: .light))
        XCTAssertNil(palette.allColors.first?.appearances[.highContrastDark], "high contrast falls back at run time")
    }
}
