import XCTest
@testable import PaletteCore

/// CSS Color 4's syntax in every function palettec reads: commas and spaces, `/` and the alpha, `none`,
/// hue units, percentages and case, and what is wrong, where. (The values themselves are checked
/// against coloraide in `CSSColorVectorsTests`.)
final class CSSColorSyntaxTests: XCTestCase {
    private func color(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> RGBA {
        try ColorValueParser.parse(text: text).get()
    }

    private func components(_ text: String) throws -> CSSColorComponents {
        try XCTUnwrap(ColorValueParser.functionComponents(text), text).get()
    }

    private func failure(_ text: String) -> ColorValueError? {
        if case .failure(let error) = ColorValueParser.parse(text: text) { return error }
        return nil
    }

    /// Each text reads as the same color as the first of its row.
    private func assertSame(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let first = try color(texts[0])
        for text in texts.dropFirst() {
            XCTAssertEqual(try color(text), first, "\(text) vs \(texts[0])", file: file, line: line)
        }
    }

    func testRGBLegacyAndModern() throws {
        try assertSame([
            "rgb(255, 128, 0)", "rgb(255 128 0)", "RGB(255 128 0 / 1)", "rgba(255, 128, 0, 100%)",
            "rgb(100%, 50.19607843137255%, 0%)", "rgb(100% 128 none)", "rgb(255 128 0 / 1)", " rgb( 255  128\t0 ) ",
            "rgb(255 128 0/1)", "rgb(+255 1.28e2 -0)",
        ])
        XCTAssertEqual(try color("rgb(0 0 0 / 50%)"), RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(try color("rgb(0 0 0 / none)").alpha, 0, "a missing alpha is 0 when converting")
        XCTAssertEqual(try color("rgba(10%, 20%, 30%, .5)"), RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5))
        XCTAssertEqual(try components("rgb(51 none 51)").components, [0.2, 0, 0.2])
    }

    func testHSLAndHWB() throws {
        try assertSame([
            "hsl(120, 100%, 25%)", "hsl(120 100% 25%)", "hsl(120deg 100 25)", "HSLA(120DEG, 100%, 25%, 1)",
            "hsl(0.3333333333333333turn 100% 25%)", "hsl(133.33333333333334grad 100% 25%)",
            "hsl(2.0943951023931953rad 100% 25%)", "hsl(480 100% 25%)", "hsl(-240 100% 25% / 100%)",
            "hwb(120 0% 50%)", "hwb(120deg 0 50)", "rgb(0% 50% 0%)",
        ])
        XCTAssertEqual(try color("hsla(255,0%,100%,0.01)"), RGBA(red: 1, green: 1, blue: 1, alpha: 0.01))
        XCTAssertEqual(try color("hsl(none 0% 50%)"), try color("hsl(0 0% 50%)"))
        XCTAssertEqual(try components("hsl(30 50 none / none)"), .init(space: .hsl, components: [30, 50, 0], alpha: 0))
        XCTAssertEqual(try components("hwb(1turn 10% 20%)").components, [0, 10, 20])
        XCTAssertEqual(try color("hwb(0 60% 60%)"), try color("rgb(50% 50% 50%)"), "whiteness and blackness over 100%")
    }

    /// Lab's and OKLab's percentage references: L 100 and 1, a and b 125 and 0.4, chroma 150 and 0.4.
    func testLabFamilyPercentages() throws {
        assertClose(try components("lab(50% 40% -20%)").components, [50, 50, -25], tolerance: 1e-12)
        assertClose(try components("lch(50% 50% 1turn)").components, [50, 75, 0], tolerance: 1e-12)
        assertClose(try components("oklab(50% 40% -20%)").components, [0.5, 0.16, -0.08], tolerance: 1e-15)
        let oklch = try components("OKLCH(60% 50% 30GRAD / 50%)")
        XCTAssertEqual(oklch.space, .oklch)
        XCTAssertEqual(oklch.components[0], 0.6)
        XCTAssertEqual(oklch.components[1], 0.2, accuracy: 1e-15)
        XCTAssertEqual(oklch.components[2], 27, accuracy: 1e-12)
        XCTAssertEqual(oklch.alpha, 0.5)
        XCTAssertEqual(try components("lab(none none none)").components, [0, 0, 0])
        XCTAssertEqual(try color("lab(100 0 0)").hex, "#FFFFFFFF")
        XCTAssertEqual(try color("oklch(0 0 0)").hex, "#000000FF")
    }

    func testConversionsSayWhatTheyDid() throws {
        let inSRGB = try ColorValueParser.read(text: "oklch(0.7 0.1 30)").get()
        XCTAssertEqual(inSRGB.writtenSpace, .oklch)
        XCTAssertEqual(inSRGB.outcome, .convertedToSRGB)
        XCTAssertEqual(inSRGB.rgba.space, .sRGB)
        let inP3 = try ColorValueParser.read(text: "oklch(0.7 0.25 145)").get()
        XCTAssertEqual(inP3.outcome, .convertedToDisplayP3)
        XCTAssertEqual(inP3.rgba.space, .displayP3)
        let mapped = try ColorValueParser.read(text: "oklch(0.9 0.4 150)").get()
        XCTAssertEqual(mapped.outcome, .mappedIntoDisplayP3)
        XCTAssertEqual(try ColorValueParser.read(text: "hsl(0 100% 50%)").get().outcome, .convertedToSRGB)
        for kept in ["#FF0000", "rgb(255 0 0)", "red", "color(display-p3 1 0 0)", "color(srgb 1 0 0)"] {
            XCTAssertEqual(try ColorValueParser.read(text: kept).get().outcome, .kept, kept)
        }
    }

    /// The 148 names of CSS Color 4 §6.1, `transparent`, any case; `currentcolor` and system colors say why not.
    func testNamedColors() throws {
        XCTAssertEqual(CSSNamedColors.table.count, 148)
        XCTAssertEqual(Set(CSSNamedColors.table.map(\.name)).count, 148)
        XCTAssertEqual(try color("rebeccapurple"), RGBA(red8: 0x66, green8: 0x33, blue8: 0x99))
        XCTAssertEqual(try color(" RebeccaPurple "), try color("#663399"))
        XCTAssertEqual(try color("mediumpurple"), try color("#9370DB"), "the spec's value (coloraide has #9370D8)")
        XCTAssertEqual(try color("PaleVioletRed"), try color("#DB7093"), "the spec's value (coloraide has #D87093)")
        XCTAssertEqual(try color("grey"), try color("gray"))
        XCTAssertEqual(try color("TRANSPARENT"), RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        XCTAssertEqual(
            failure("currentColor")?.message,
            "'currentColor' has no fixed color: it is the color of the text it is used on, which a palette does not know; write the color itself"
        )
        XCTAssertEqual(
            failure("Canvas")?.message,
            "'Canvas' has no fixed color: it is a CSS system color, which each browser and the user's settings choose; write the color itself"
        )
        XCTAssertNotNil(failure("ButtonFace"))
        XCTAssertNotNil(failure("red blue"))
    }

    func testErrorsSayWhatIsWrongAndWhere() {
        let cases: [(text: String, message: String, offset: Int?)] = [
            ("rgb(256 0 0)", "red 256 is out of range; it must be from 0 to 255", 4),
            ("rgb(0 101% 0)", "green 101% is out of range; it must be from 0% to 100%", 6),
            ("rgb(0 0 0 / 150%)", "alpha 150% is out of range; it must be from 0% to 100%", 12),
            ("rgb(0 0 0 / -0.1)", "alpha -0.1 is out of range; it must be from 0 to 1", 12),
            ("rgb(0 nan 0)", "green 'nan' is not a number; write a number from 0 to 255 or a percentage", 6),
            ("rgb(0 0 1e400)", "blue '1e400' is not a number; write a number from 0 to 255 or a percentage", 8),
            ("rgb(0 0 0x10)", "blue '0x10' is not a number; write a number from 0 to 255 or a percentage", 8),
            (
                "rgb(1 2 3 4)",
                "rgb() takes 3 components, found 4; write rgb(R G B) or rgb(R G B / A), each from 0 to 255 or 0% to 100%",
                10
            ),
            (
                "rgb(255, 50%, 0)",
                "rgb() with commas takes three numbers or three percentages, not both; write rgb(R G B) with spaces to mix them",
                9
            ),
            (
                "rgb(none, 0, 0)",
                "'none' is read only without commas; write rgb(R G B) with spaces, or a number here", 4
            ),
            (
                "rgb(1, 2 3)",
                "rgb() separates its values with commas: '3' follows a value without a comma; write rgb(R, G, B)", 9
            ),
            (
                "rgb(1, 2, 3, 0.5 / 1)",
                "rgb() with commas takes its alpha as a fourth value after a comma, not after '/'; write rgb(R, G, B)",
                17
            ),
            (
                "rgb(1, 2, 3,)",
                "rgb() separates its values with commas: a value is missing after the last ','; write rgb(R, G, B)", 11
            ),
            (
                "hsl(120, 50, 50%)",
                "saturation '50' is a percentage in hsl() with commas; write 50%, or hsl(H S L) with spaces", 9
            ),
            ("hsl(120 150% 50%)", "saturation 150% is out of range; it must be from 0% to 100%", 8),
            ("hsl(120 50% -1)", "lightness -1 is out of range; it must be from 0 to 100", 12),
            (
                "hsl(50% 50% 50%)",
                "hue '50%' is a percentage; write a number of degrees or an angle (120, 120deg, 0.5turn)", 4
            ),
            (
                "hsl(120dog 50% 50%)",
                "hue '120dog' is not a number; write a number of degrees or an angle (120, 120deg, 0.5turn)", 4
            ),
            (
                "hwb(120, 0%, 0%)",
                "hwb() separates its values with spaces, not commas; write hwb(H W B) or hwb(H W B / A)", 7
            ),
            ("lab(101 0 0)", "lightness 101 is out of range; it must be from 0 to 100", 4),
            ("lab(50 0 -201%)", "lab's b -201% is out of range; it must be from -200% to 200%", 9),
            ("lch(50 -1 30)", "chroma -1 is out of range; it must be from 0 to 250", 7),
            ("oklab(0.5 1.6 0)", "oklab's a 1.6 is out of range; it must be from -1.5 to 1.5", 10),
            ("oklch(1.1 0.1 30)", "lightness 1.1 is out of range; it must be from 0 to 1", 6),
            ("oklch(50% 376% 30)", "chroma 376% is out of range; it must be from 0% to 375%", 10),
            (
                "oklch(0.5 0.1 30deg 1)", "oklch() takes 3 components, found 4; write oklch(L C H) or oklch(L C H / A)",
                20
            ),
            ("oklch(0.5 0.1)", "oklch() takes 3 components, found 2; write oklch(L C H) or oklch(L C H / A)", 13),
            ("lab(50 30deg 0)", "lab's a '30deg' is an angle; write a number", 7),
            (
                "lch(50 30 1e400deg)",
                "hue '1e400deg' is not a number; write a number of degrees or an angle (120, 120deg, 0.5turn)", 10
            ),
            (
                "oklch(0.5 0.1 30",
                "'oklch(0.5 0.1 30' is missing its closing ')'; write oklch(L C H) or oklch(L C H / A)", 16
            ),
            (
                "oklch(0.5 0.1 30) x",
                "'oklch(0.5 0.1 30) x' has text after its closing ')'; write oklch(L C H) or oklch(L C H / A)", 18
            ),
            (
                "oklch(calc(0.5) 0.1 30)", "palettec does not compute calc() inside oklch(); write the number it gives",
                6
            ),
            ("oklch(var(--l) 0.1 30)", "palettec does not compute var() inside oklch(); write the number it gives", 6),
            (
                "hsl(from red h s l)",
                "hsl(from …) is a relative color, which palettec does not compute; write the color it gives", 4
            ),
            (
                "hsv(0 0 0)",
                "'hsv(0 0 0)' is not a color; did you mean 'hsl()'? (palettec reads rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() and color())",
                nil
            ),
            (
                "color-mix(in srgb, red, blue)",
                "'color-mix(in srgb, red, blue)' is not a color (palettec reads rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() and color())",
                nil
            ),
        ]
        for (text, message, offset) in cases {
            let error = failure(text)
            XCTAssertEqual(error?.message, message, text)
            XCTAssertEqual(error?.offset, offset, text)
        }
    }
}
