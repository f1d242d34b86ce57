import XCTest
@testable import PaletteCore

/// `color()` in every predefined space and the `space:` mapping (ColorValueParser+ColorFunction.swift).
final class ColorFunctionParserTests: XCTestCase {
    private func color(_ text: String) throws -> RGBA {
        try ColorValueParser.parse(text: text).get()
    }

    private func failure(_ text: String) -> ColorValueError? {
        if case .failure(let error) = ColorValueParser.parse(text: text) { return error }
        return nil
    }

    func testDisplayP3Forms() throws {
        XCTAssertEqual(
            try color("color(display-p3 0.523 0.668 0.904)"),
            RGBA(red: 0.523, green: 0.668, blue: 0.904, space: .displayP3))
        XCTAssertEqual(
            try color("color(display-p3 1 0 0 / 0.5)"), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5, space: .displayP3))
        XCTAssertEqual(
            try color("color(display-p3 1 0 0/0.5)"), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5, space: .displayP3))
        XCTAssertEqual(
            try color("  COLOR(Display-P3   .25 1. 0 )  "), RGBA(red: 0.25, green: 1, blue: 0, space: .displayP3))
        XCTAssertEqual(try color("color(display-p3 0.12345678901234 0 1)").red, 0.123456789, "rounded to 10 places")
    }

    func testSRGBDecimalsAreNotBytes() throws {
        let parsed = try color("color(srgb 0.521 0.2 1 / 0.25)")
        XCTAssertEqual(parsed, RGBA(red: 0.521, green: 0.2, blue: 1, alpha: 0.25))
        XCTAssertEqual(parsed.space, .sRGB)
        XCTAssertEqual(try color("color(srgb 1 1 1)"), RGBA(red8: 255, green8: 255, blue8: 255))
    }

    func testExistingFormsStaySRGB() throws {
        XCTAssertEqual(try color("#FF0000").space, .sRGB)
        XCTAssertEqual(try color("rgb(255, 0, 0)").space, .sRGB)
        XCTAssertEqual(
            try ColorValueParser.parse(components: [.red: "255", .green: "0", .blue: "0"]).get().space, .sRGB)
    }

    func testErrorsSayWhatIsWrongAndWhere() {
        let usage = "write color(display-p3 R G B) or color(display-p3 R G B / A) with numbers from 0 to 1"
        let spaces = "srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 and xyz-d65"
        let cases: [(text: String, message: String, offset: Int)] = [
            ("color(display-p3 1.5 0 0)", "red 1.5 is out of range; it must be from 0 to 1", 17),
            ("color(display-p3 0 -0.1 0)", "green -0.1 is out of range; it must be from 0 to 1", 19),
            ("color(display-p3 0 0 255)", "blue 255 is out of range; it must be from 0 to 1", 21),
            ("color(display-p3 1 0 0 / 2)", "alpha 2 is out of range; it must be from 0 to 1", 25),
            ("color(display-p3 150% 0 0)", "red 150% is out of range; it must be from 0% to 100%", 17),
            ("color(display-p3 0 30deg 0)", "green '30deg' is an angle; write a number", 19),
            ("color(display-p3 x 0 0)", "red 'x' is not a number; write a number from 0 to 1", 17),
            ("color(display-p3 nan 0 0)", "red 'nan' is not a number; write a number from 0 to 1", 17),
            ("color(display-p3 1 0)", "color(display-p3) takes 3 components, found 2; \(usage)", 20),
            ("color(display-p3 1 0 / 1)", "color(display-p3) takes 3 components, found 2; \(usage)", 21),
            ("color(display-p3 1 0 0 0)", "color(display-p3) takes 3 components, found 4; \(usage)", 23),
            ("color(display-p3 1 0 0 /)", "color() takes one alpha after '/', found 0; \(usage)", 24),
            ("color(display-p3 1 0 0 / 1 / 1)", "color() takes one alpha after '/', found 3; \(usage)", 27),
            ("color(display-p3 1, 0, 0)", "color() separates its values with spaces, not commas; \(usage)", 18),
            ("color(display-p3 1 0 0", "'color(display-p3 1 0 0' is missing its closing ')'; \(usage)", 22),
            ("color(display-p3 1 0 0) x", "'color(display-p3 1 0 0) x' has text after its closing ')'; \(usage)", 24),
            ("color()", "color() is empty; \(usage)", 6),
            ("color(1 0 0)", "color() names its color space before the components; \(usage)", 6),
            (
                "color(rec2021 1 0 0)",
                "unknown color space 'rec2021'; did you mean 'rec2020'? (color() takes \(spaces))", 6
            ),
            (
                "color(display-p 1 0 0)",
                "unknown color space 'display-p'; did you mean 'display-p3'? (color() takes \(spaces))", 6
            ),
            (
                "color(oklch 0.5 0.1 30)",
                "unknown color space 'oklch' (color() takes \(spaces); write oklch(L C H) for oklch)", 6
            ),
            (
                "color(rec2020 1 0 1.5)",
                "blue 1.5 is out of range; it must be from 0 to 1", 18
            ),
            ("color(xyz 0.2 0.3 x)", "xyz's Z 'x' is not a number; write a number", 18),
            (
                "color(xyz 1 0)",
                "color(xyz) takes 3 components, found 2; write color(xyz X Y Z) or color(xyz X Y Z / A)", 13
            ),
            (
                "color(srgb 1 0 0 0)",
                "color(srgb) takes 3 components, found 4; write color(srgb R G B) or color(srgb R G B / A) with numbers from 0 to 1",
                17
            ),
        ]
        for (text, message, offset) in cases {
            let error = failure(text)
            XCTAssertEqual(error?.message, message, text)
            XCTAssertEqual(error?.offset, offset, text)
        }
    }

    /// CSS Color 4's percentages (100% is 1) and `none` (0), in sRGB and Display P3 as in every space.
    func testPercentagesAndNone() throws {
        XCTAssertEqual(
            try color("color(display-p3 50% none 100% / 25%)"),
            RGBA(red: 0.5, green: 0, blue: 1, alpha: 0.25, space: .displayP3))
        XCTAssertEqual(try color("color(srgb 1 0 0 / none)"), RGBA(red: 1, green: 0, blue: 0, alpha: 0))
        XCTAssertEqual(try color("color(SRGB NONE 1 0)"), RGBA(red: 0, green: 1, blue: 0))
    }

    /// Every other space is converted: inside sRGB to sRGB, else into Display P3; `xyz` is `xyz-d65`.
    func testOtherSpacesAreConverted() throws {
        let white = RGBA(red: 1, green: 1, blue: 1)
        for text in [
            "color(srgb-linear 1 1 1)", "color(a98-rgb 1 1 1)", "color(prophoto-rgb 100% 100% 100%)",
            "color(rec2020 1 1 1)", "color(xyz-d65 0.95047 1 1.08883)",
        ] {
            let read = try ColorValueParser.read(text: text).get()
            XCTAssertEqual(read.rgba.hex, white.hex, text)
            XCTAssertEqual(read.outcome, .convertedToSRGB, text)
        }
        XCTAssertEqual(
            try color("color(xyz 0.2 0.3 0.4)"), try color("color(xyz-d65 0.2 0.3 0.4)"), "xyz is xyz-d65")
        XCTAssertEqual(try ColorValueParser.read(text: "color(xyz-d50 0.2 0.3 0.4)").get().writtenSpace, .xyzD50)
        let green = try ColorValueParser.read(text: "color(rec2020 0 1 0)").get()
        XCTAssertEqual(green.outcome, .mappedIntoDisplayP3, "rec2020's green lies outside Display P3")
        XCTAssertEqual(green.rgba.space, .displayP3)
        let p3Green = try ColorValueParser.read(text: "color(a98-rgb 0.5 0.9 0.5)").get()
        XCTAssertEqual(p3Green.outcome, .convertedToDisplayP3, "outside sRGB, inside Display P3")
        XCTAssertEqual(p3Green.rgba.space, .displayP3)
    }

    func testSpaceMapping() throws {
        let p3 = try ColorValueParser.parse(components: [
            .space: "display-p3", .red: "1", .green: "0.5", .blue: "0", .alpha: "0.25",
        ]).get()
        XCTAssertEqual(p3, RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.25, space: .displayP3))
        let srgb = try ColorValueParser.parse(components: [.space: "srgb", .red: "0.521", .green: "0", .blue: "1"])
            .get()
        XCTAssertEqual(srgb, RGBA(red: 0.521, green: 0, blue: 1))
    }

    func testSpaceMappingErrorsNameTheKey() {
        func error(_ components: ColorComponentTexts) -> ColorValueError? {
            if case .failure(let error) = ColorValueParser.parse(components: components) { return error }
            return nil
        }
        let unknown = error([.space: "displayp3", .red: "1", .green: "0", .blue: "0"])
        XCTAssertEqual(unknown?.component, .space)
        XCTAssertEqual(
            unknown?.message,
            "unknown color space 'displayp3'; did you mean 'display-p3'? (palettec reads display-p3 and srgb, each with components from 0 to 1)"
        )
        let bytes = error([.space: "display-p3", .red: "255", .green: "0", .blue: "0"])
        XCTAssertEqual(bytes?.component, .red)
        XCTAssertEqual(bytes?.message, "red 255 is out of range; it must be from 0 to 1")
        XCTAssertEqual(
            error([.space: "display-p3", .red: "1", .blue: "0"])?.message,
            "the color has no 'green'; with 'space:', write red, green and blue as numbers from 0 to 1")
    }
}
