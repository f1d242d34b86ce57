import Testing
@testable import PaletteCore

/// Colors as the palette writes them: hex exactly when hex reads back as the same color.
@Suite struct PaletteValueTextTests {
    @Test func eightBitColorsAreHex() {
        #expect(PaletteValueText.text(RGBA(red8: 0x2F, green8: 0x0C, blue8: 0x7A)) == "#2F0C7A")
        #expect(PaletteValueText.text(RGBA(red8: 0, green8: 0, blue8: 0, alpha: 128.0 / 255)) == "#00000080")
        #expect(PaletteValueText.text(RGBA(red: 1, green: 0, blue: 0)) == "#FF0000")
    }

    /// Whole bytes with an alpha hex cannot hold: `rgba()`, the alpha in its shortest exact decimal.
    @Test func eightBitColorsWithAnyOtherAlphaAreRGBA() {
        #expect(PaletteValueText.text(RGBA(red8: 23, green8: 25, blue8: 26, alpha: 0.65)) == "rgba(23, 25, 26, 0.65)")
        #expect(
            PaletteValueText.text(RGBA(red8: 0x2F, green8: 0x0C, blue8: 0x7A, alpha: 0.5)) == "rgba(47, 12, 122, 0.5)")
        #expect(
            PaletteValueText.text(RGBA(red8: 1, green8: 2, blue8: 3, alpha: 0.1234567891))
                == "rgba(1, 2, 3, 0.1234567891)")
        #expect(PaletteValueText.text(RGBA(red8: 0, green8: 0, blue8: 0, alpha: 0)) == "#00000000")
        #expect(PaletteValueText.text(RGBA(red8: 0, green8: 0, blue8: 0, alpha: 0.8)) == "#000000CC", "0.8 is 204/255")
    }

    /// The shortest form that reads back exactly wins, whichever it is.
    /// Whole bytes stay bytes, even where `color(srgb 1 1 1 / 0.5)` would be a character shorter.
    @Test func wholeBytesWithAnyOtherAlphaAreAlwaysRGBA() {
        #expect(PaletteValueText.text(RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)) == "rgba(255, 255, 255, 0.5)")
        #expect(PaletteValueText.text(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)) == "rgba(255, 0, 0, 0.5)")
        #expect(PaletteValueText.text(RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)) == "rgba(51, 102, 153, 0.5)")
    }

    @Test func otherValuesAreColorFunctionsWithTenPlaces() {
        #expect(PaletteValueText.text(RGBA(red: 0.521, green: 0, blue: 1)) == "color(srgb 0.521 0 1)")
        #expect(PaletteValueText.text(RGBA(red: 0.521, green: 0, blue: 1, alpha: 0.5)) == "color(srgb 0.521 0 1 / 0.5)")
        #expect(
            PaletteValueText.text(RGBA(red: 0.00001, green: 0.0000000001, blue: 0.9999999999))
                == "color(srgb 0.00001 0.0000000001 0.9999999999)")
    }

    @Test func displayP3IsNeverHex() {
        #expect(
            PaletteValueText.text(RGBA(red8: 255, green8: 0, blue8: 0, space: .displayP3)) == "color(display-p3 1 0 0)")
        #expect(
            PaletteValueText.text(RGBA(red: 0.5, green: 0.25, blue: 0.125, alpha: 0.75, space: .displayP3))
                == "color(display-p3 0.5 0.25 0.125 / 0.75)")
        #expect(
            PaletteValueText.text(RGBA(red8: 23, green8: 25, blue8: 26, alpha: 0.65, space: .displayP3))
                == "color(display-p3 0.0901960784 0.0980392157 0.1019607843 / 0.65)")
    }

    /// Written then read by palettec's own parser: the same color, to every one of its 10 places.
    @Test func textReadsBackAsTheSameColor() throws {
        let colors = [
            RGBA(red: 0.1234567891, green: 0.5, blue: 0.9999999999, alpha: 0.0000000001),
            RGBA(red8: 1, green8: 2, blue8: 3), RGBA(red8: 1, green8: 2, blue8: 3, alpha: 1.0 / 255),
            RGBA(red: 1, green: 1, blue: 1, alpha: 0, space: .displayP3), RGBA(red: 0.3333333333, green: 0, blue: 0),
            RGBA(red8: 23, green8: 25, blue8: 26, alpha: 0.65),
            RGBA(red8: 255, green8: 0, blue8: 7, alpha: 0.0000000001),
            RGBA(red: 1, green: 1, blue: 1, alpha: 0.5),
        ]
        for color in colors {
            #expect(try ColorValueParser.parse(text: PaletteValueText.text(color)).get() == color)
        }
    }
}
