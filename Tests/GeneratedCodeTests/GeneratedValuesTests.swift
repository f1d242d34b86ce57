import XCTest
@testable import GeneratedPalettes

/// The committed generated/ files, compiled as a module, give the values palettes/ declares.
final class GeneratedValuesTests: XCTestCase {
    /// A color built in app code the way "Making Backward Compatible Adaptive Colors for Dark Mode in iOS" does it: 8-bit components rounded to 10 places.
    private func appSide(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> PaletteRGBA {
        func rounded(_ byte: Int) -> Double { ((Double(byte) / 255) * 10_000_000_000).rounded() / 10_000_000_000 }
        return PaletteRGBA(rounded(red), rounded(green), rounded(blue), alpha)
    }

    func testGreysCompareEqualToColorsBuiltFromTheSameRoundedValues() {
        XCTAssertEqual(Grays.greyishBrown.light, appSide(68, 68, 68))
        XCTAssertEqual(Grays.greyishBrown.light.red, 0.2666666667)
        XCTAssertEqual(Grays.whiteSeven.light, appSide(238, 238, 238))
        XCTAssertEqual(Grays.black64.light, appSide(51, 51, 51, 0.64))
    }

    func testMissingDarkEntriesAreInverted() {
        XCTAssertEqual(Grays.greyishBrown.dark, appSide(187, 187, 187))
        XCTAssertEqual(Grays.whiteFive.dark, appSide(0, 0, 0))
        XCTAssertEqual(Grays.black64.dark, appSide(204, 204, 204, 0.64))
        XCTAssertEqual(Brand.label.dark, appSide(204, 204, 204))
    }

    func testDeclaredValuesGroupsAndIdentifiers() {
        XCTAssertEqual(Brand.background.light, appSide(255, 255, 255))
        XCTAssertEqual(Brand.background.dark, appSide(28, 28, 30))
        XCTAssertEqual(Brand.Text.primary.dark, appSide(238, 238, 238))
        XCTAssertEqual(Brand.Text.onAccent.light, appSide(255, 255, 255))
        XCTAssertEqual(Brand.overlay.light.alpha, 0.64)
    }

    func testTheColorSpaceIsPartOfTheValue() {
        let p3 = PaletteRGBA(displayP3: 1, 0, 0, 1)
        XCTAssertEqual(p3.colorSpace, .displayP3)
        XCTAssertEqual(PaletteRGBA(1, 0, 0, 1).colorSpace, .sRGB)
        XCTAssertNotEqual(p3, PaletteRGBA(1, 0, 0, 1), "the same numbers in another space are another color")
        XCTAssertEqual(Set([p3, PaletteRGBA(displayP3: 1, 0, 0, 1), PaletteRGBA(1, 0, 0, 1)]).count, 2)
        XCTAssertEqual(Brand.background.light.colorSpace, .sRGB)
    }

    func testHighContrastFallsBackToThePlainAppearance() {
        let secondary = Brand.Text.secondary
        XCTAssertNotNil(secondary.highContrastLight)
        XCTAssertNil(secondary.highContrastDark)
        XCTAssertEqual(secondary.resolved(dark: false, highContrast: true), secondary.highContrastLight)
        XCTAssertEqual(secondary.resolved(dark: true, highContrast: true), secondary.dark)
        XCTAssertEqual(secondary.resolved(dark: true, highContrast: false), secondary.dark)
        XCTAssertEqual(Brand.separator.resolved(dark: true, highContrast: true), appSide(84, 84, 88))
    }
}
