import XCTest
@testable import PaletteCore

final class ColorValueParserTests: XCTestCase {
    private func color(_ text: String) throws -> RGBA {
        try ColorValueParser.parse(text: text).get()
    }

    private func message(_ text: String) -> String? {
        if case .failure(let error) = ColorValueParser.parse(text: text) { return error.message }
        return nil
    }

    func testHexForms() throws {
        XCTAssertEqual(try color("#FFF"), RGBA(red8: 255, green8: 255, blue8: 255))
        XCTAssertEqual(try color("#fff8"), RGBA(red8: 255, green8: 255, blue8: 255, alpha: 136.0 / 255))
        XCTAssertEqual(try color("#1c1C1e"), RGBA(red8: 28, green8: 28, blue8: 30))
        XCTAssertEqual(try color("#3C3C434A"), RGBA(red8: 60, green8: 60, blue8: 67, alpha: 74.0 / 255))
    }

    func testFunctionForms() throws {
        XCTAssertEqual(try color("rgb(51, 51, 51)"), RGBA(red8: 51, green8: 51, blue8: 51))
        XCTAssertEqual(try color("RGB(0,128,255)"), RGBA(red8: 0, green8: 128, blue8: 255))
        XCTAssertEqual(try color("rgba(51, 51, 51, 0.64)"), RGBA(red8: 51, green8: 51, blue8: 51, alpha: 0.64))
        XCTAssertEqual(try color("rgba(1, 2, 3, 0)").alpha, 0)
        // CSS Color 4: rgb() takes decimals, and rgb() and rgba() each take an alpha or none.
        XCTAssertEqual(try color("rgb(127.5, 0, 0)"), RGBA(red: 0.5, green: 0, blue: 0))
        XCTAssertEqual(try color("rgb(51, 51, 51, 0.64)"), try color("rgba(51, 51, 51, 0.64)"))
        XCTAssertEqual(try color("rgba(51, 51, 51)"), try color("rgb(51, 51, 51)"))
    }

    func testComponentMapping() throws {
        let parsed = try ColorValueParser.parse(components: [.red: "51", .green: "51", .blue: "51", .alpha: "0.64"])
            .get()
        XCTAssertEqual(parsed, RGBA(red8: 51, green8: 51, blue8: 51, alpha: 0.64))
        XCTAssertEqual(try ColorValueParser.parse(components: [.red: "1", .green: "2", .blue: "3"]).get().alpha, 1)
    }

    func testComponentMappingNamesTheComponentAtFault() {
        guard case .failure(let error) = ColorValueParser.parse(components: [.red: "1", .green: "300", .blue: "3"])
        else {
            return XCTFail("green 300 was accepted")
        }
        XCTAssertEqual(error.component, .green)
        XCTAssertEqual(error.message, "green 300 is out of range; it must be from 0 to 255")
    }

    func testHexErrorsSayWhatIsWrong() {
        XCTAssertEqual(
            message("#GG0000"),
            "'#GG0000' is not a hex color: 'G' is not a hex digit; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F"
        )
        XCTAssertEqual(
            message("#12345"),
            "'#12345' is not a hex color: it has 5 digits; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F"
        )
        XCTAssertNotNil(message("#"))
        XCTAssertNotNil(message("#１２３"), "full-width digits are not hex digits")
    }

    func testFunctionErrorsSayWhatIsWrong() {
        XCTAssertEqual(message("rgb(256, 0, 0)"), "red 256 is out of range; it must be from 0 to 255")
        XCTAssertEqual(message("rgb(-1, 0, 0)"), "red -1 is out of range; it must be from 0 to 255")
        XCTAssertEqual(
            message("rgb(ten, 0, 0)"), "red 'ten' is not a number; write a number from 0 to 255 or a percentage")
        XCTAssertEqual(message("rgba(0, 0, 0, 1.5)"), "alpha 1.5 is out of range; it must be from 0 to 1")
        XCTAssertEqual(message("rgb(0, 0)"), "rgb() takes 3 values, found 2 in 'rgb(0, 0)'; write rgb(R, G, B)")
        XCTAssertEqual(message("rgba(0, 0, 0"), "'rgba(0, 0, 0' is missing its closing ')'; write rgba(R, G, B, A)")
        XCTAssertEqual(
            message("bleu"),
            "'bleu' is not a color; did you mean 'blue'? (or write \"#RRGGBB\", rgb(R, G, B), rgba(R, G, B, A) or {red, green, blue, alpha})"
        )
        XCTAssertEqual(
            message("17"),
            "'17' is not a color; write \"#RRGGBB\", rgb(R, G, B), rgba(R, G, B, A) or {red, green, blue, alpha}")
    }
}
