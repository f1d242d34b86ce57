import Foundation
import Testing
@testable import PaletteCore

/// Every color space a colorset names, read into palettec's colors.
@Suite struct CatalogColorReaderTests {
    private func light(_ color: ColorSetText.Value) -> RGBA? {
        ColorSetText.read([ColorSetText.entry(color)]).appearances?[.light]
    }

    private func errors(_ color: ColorSetText.Value) -> [String] {
        ColorSetText.read([ColorSetText.entry(color)]).diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    @Test func sRGBInEveryComponentForm() {
        #expect(
            light(ColorSetText.rgb("0.521", "0x85", "173")) == RGBA(red: 0.521, green: 133.0 / 255, blue: 173.0 / 255))
        #expect(
            light(ColorSetText.rgb("0", "1", "255", alpha: "0.500")) == RGBA(red8: 0, green8: 1, blue8: 255, alpha: 0.5)
        )
    }

    /// Xcode's 8-bit integer form: red, green and blue from 0 to 255, alpha as a decimal. A public app's
    /// blue, #017BC7, once imported as pink (#FF7BC7).
    @Test func theIntegerFormIsEightBitInEveryComponent() {
        #expect(light(ColorSetText.rgb("1", "123", "199")) == RGBA(red8: 0x01, green8: 0x7B, blue8: 0xC7))
        #expect(light(ColorSetText.rgb("50", "205", "50")) == RGBA(red8: 50, green8: 205, blue8: 50))
        #expect(
            light(ColorSetText.rgb("0", "0", "1", alpha: "0.650")) == RGBA(red8: 0, green8: 0, blue8: 1, alpha: 0.65))
        let unquoted = ColorSetText.Value.object([
            ("color-space", .string("srgb")),
            (
                "components",
                .object([
                    ("red", .number("1")), ("green", .number("123")), ("blue", .number("199")), ("alpha", .number("1")),
                ])
            ),
        ])
        #expect(light(unquoted) == RGBA(red8: 0x01, green8: 0x7B, blue8: 0xC7))
        #expect(
            light(ColorSetText.gray("1"))
                == RGBA(
                    red: CatalogColorSpace.grayToSRGB(1.0 / 255), green: CatalogColorSpace.grayToSRGB(1.0 / 255),
                    blue: CatalogColorSpace.grayToSRGB(1.0 / 255)))
        #expect(
            light(ColorSetText.gray("128", space: "extended-gray"))?.red
                == RGBA.rounded(CatalogColorSpace.grayToSRGB(128.0 / 255)))
    }

    /// Alpha is its own number in every form but hex: `"1"` is opaque, and an integer above 1 is out of
    /// range, never n/255.
    @Test func alphaIsNeverEightBitUnlessHex() {
        #expect(light(ColorSetText.rgb("0x10", "0x20", "0x30", alpha: "1"))?.alpha == 1)
        #expect(light(ColorSetText.rgb("16", "32", "48", alpha: "0"))?.alpha == 0)
        #expect(light(ColorSetText.rgb("16", "32", "48", alpha: "0xFF"))?.alpha == 1)
        #expect(light(ColorSetText.rgb("16", "32", "48", alpha: "0x80"))?.alpha == RGBA.rounded(128.0 / 255))
        #expect(
            errors(ColorSetText.rgb("16", "32", "48", alpha: "128")) == [
                "A.xcassets/c.colorset/Contents.json:7:21: error: 'alpha' is 128, out of range; in srgb it is from 0 to 1"
            ])
        #expect(
            errors(ColorSetText.rgb("16", "32", "48", alpha: "2")).first?.contains("'alpha' is 2, out of range") == true
        )
    }

    @Test func displayP3StaysDisplayP3() {
        let color = light(ColorSetText.rgb("1.000", "0.000", "0.000", space: "display-p3"))
        #expect(color == RGBA(red: 1, green: 0, blue: 0, space: .displayP3))
        #expect(light(ColorSetText.rgb("0.5", "0.5", "0.5", space: "extended-display-p3"))?.space == .displayP3)
    }

    @Test func extendedSRGBInRangeIsSRGB() {
        #expect(
            light(ColorSetText.rgb("0.250", "0.500", "0.750", space: "extended-srgb"))
                == RGBA(red: 0.25, green: 0.5, blue: 0.75))
    }

    @Test func extendedSRGBOutOfRangeIsAnErrorNamingTheFile() {
        #expect(
            errors(ColorSetText.rgb("1.200", "0.500", "-0.100", space: "extended-srgb")) == [
                "A.xcassets/c.colorset/Contents.json:10:19: error: 'red' is 1.200, outside 0–1: this extended-srgb color lies beyond "
                    + "what palettec's colors hold (0–1 in sRGB or Display P3), so it cannot be imported; bring it into range in Xcode "
                    + "(a Display P3 color reaches further than sRGB)"
            ])
        #expect(
            errors(ColorSetText.rgb("1.200", "0", "0")).first?.contains(
                "'red' is 1.200, out of range; in srgb it is from 0 to 1") == true)
        #expect(
            errors(ColorSetText.rgb("0", "0", "0", alpha: "1.5")).first?.contains("'alpha' is 1.5, out of range")
                == true)
    }

    /// A number Xcode never writes, thousands of digits long, is quoted by its first 40 characters.
    @Test func aLongOutOfRangeComponentIsQuotedShort() {
        let long = "2." + String(repeating: "0", count: 5_000)
        #expect(
            errors(ColorSetText.rgb(long, "0", "0")).first?.contains(
                "'red' is \(long.prefix(40))…, out of range; in srgb") == true)
    }

    /// Gray gamma 2.2 goes through linear light: w^2.2, then the sRGB curve (computed here from the
    /// IEC 61966-2-1 formula), never w copied into red, green and blue.
    @Test func grayConvertsThroughLinearLight() throws {
        for (white, alpha) in [
            ("0.600", "1.000"), ("0.100", "0.650"), ("0.000", "1.000"), ("1.000", "1.000"), ("0.002", "1"),
        ] {
            let w = Double(white)!
            let linear = pow(w, 2.2)
            let expected = linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
            for space in ["gray-gamma-22", "extended-gray"] {
                let color = try #require(light(ColorSetText.gray(white, alpha: alpha, space: space)))
                #expect(
                    color == RGBA(red: expected, green: expected, blue: expected, alpha: Double(alpha)!),
                    "\(space) \(white)")
            }
        }
        #expect(light(ColorSetText.gray("0.100"))?.red == 0.072816168)  // not 0.1
        #expect(
            errors(ColorSetText.gray("1.100", space: "extended-gray")).first?.contains("'white' is 1.100, outside 0–1")
                == true)
    }

    @Test func extendedLinearSRGBIsEncoded() {
        #expect(
            light(ColorSetText.rgb("0.2176", "0", "1.000", space: "extended-linear-srgb"))
                == LinearSRGB(red: 0.2176, green: 0, blue: 1).rgba())
    }

    @Test func malformedColorsAreErrorsAtTheirPlace() {
        #expect(
            errors(ColorSetText.color("cmyk", [("red", "0")])) == [
                "A.xcassets/c.colorset/Contents.json:5:25: error: the color space \"cmyk\" is not one palettec reads; it reads srgb, "
                    + "extended-srgb, extended-linear-srgb, display-p3, extended-display-p3, gray-gamma-22, extended-gray"
            ])
        #expect(
            errors(ColorSetText.color("srgb", [("red", "0"), ("green", "0")])).first?.hasSuffix(
                "error: the srgb color has no 'blue'") == true)
        #expect(
            errors(ColorSetText.color("srgb", [("red", "0"), ("green", "0"), ("blue", "0"), ("white", "1")])).first?
                .hasSuffix("error: 'white' is not a component of srgb, which has 'red', 'green', 'blue', 'alpha'")
                == true)
        #expect(
            errors(ColorSetText.rgb("zero", "0", "0")).first?.contains(
                "'red' is \"zero\", which is no component Xcode writes") == true)
        #expect(
            errors(.object([("components", .object([]))])).first?.contains("the color has no \"color-space\"") == true)
    }

    @Test func alphaDefaultsToOneWhenAToolLeavesItOut() {
        #expect(
            light(ColorSetText.color("srgb", [("red", "0x10"), ("green", "0x20"), ("blue", "0x30")]))
                == RGBA(red8: 0x10, green8: 0x20, blue8: 0x30))
    }
}
