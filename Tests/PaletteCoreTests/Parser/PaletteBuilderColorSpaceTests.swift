import XCTest
@testable import PaletteCore

/// Display P3 and 0–1 sRGB values as a palette writes them: `color(...)` text and `space:` mappings.
final class PaletteBuilderColorSpaceTests: XCTestCase {
    func testEveryP3FormInEveryPlace() throws {
        let (palette, diagnostics) = compile(
            """
            colors:
              accent: color(display-p3 0.523 0.668 0.904)
              overlay: "color(display-p3 1 0 0 / 0.5)"
              vivid: { space: display-p3, red: 1, green: 0.2, blue: 0, alpha: 0.75 }
              catalog: { space: srgb, red: 0.521, green: 0, blue: 1 }
              card:
                light: color(srgb 0.5 0.5 0.5)
                dark: { space: display-p3, red: 0, green: 0, blue: 0.1 }
              red:
                red: color(display-p3 1 0 0)
                green: "#00FF00"
            """)
        XCTAssertEqual(withoutImplicitInversionWarnings(diagnostics), [])
        let colors = try XCTUnwrap(palette).allColors
        XCTAssertEqual(colors.map(\.name), ["accent", "overlay", "vivid", "catalog", "card", "red.red", "red.green"])
        func light(_ index: Int) -> RGBA? { colors[index].appearances[.light]?.color }
        XCTAssertEqual(light(0), RGBA(red: 0.523, green: 0.668, blue: 0.904, space: .displayP3))
        XCTAssertEqual(light(1), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5, space: .displayP3))
        XCTAssertEqual(light(2), RGBA(red: 1, green: 0.2, blue: 0, alpha: 0.75, space: .displayP3))
        XCTAssertEqual(light(3), RGBA(red: 0.521, green: 0, blue: 1))
        XCTAssertEqual(light(4), RGBA(red: 0.5, green: 0.5, blue: 0.5))
        XCTAssertEqual(colors[4].appearances[.dark]?.color, RGBA(red: 0, green: 0, blue: 0.1, space: .displayP3))
        XCTAssertEqual(light(5)?.space, .displayP3, "a group whose member named 'red' is a color(...) value")
    }

    func testAMappingWithoutSpaceKeepsItsBytes() throws {
        let (palette, _) = compile("colors:\n  a: { red: 1, green: 0, blue: 0 }\n")
        XCTAssertEqual(
            try XCTUnwrap(palette).allColors[0].appearances[.light]?.color, RGBA(red8: 1, green8: 0, blue8: 0))
    }

    func testErrorsPointAtTheFault() {
        let yaml = """
            colors:
              a: color(display-p3 1 0 1.5)
              b: "color(display-p3 1 0 0 / 2)"
              c: color(rec2021 1 0 0)
              d: color(display-p3 1 0 0
              e: { space: dispaly-p3, red: 1, green: 0, blue: 0 }
              f: { space: display-p3, red: 255, green: 0, blue: 0 }
              g: { space: display-p3, red: 1, green: 0, blue: 0, alfa: 1 }
              h: color(display-p3 1 0)
            """
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:2:27: error: blue 1.5 is out of range; it must be from 0 to 1",
                "palettes/test.yml:3:32: error: alpha 2 is out of range; it must be from 0 to 1",
                "palettes/test.yml:4:12: error: unknown color space 'rec2021'; did you mean 'rec2020'? (color() takes srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 and xyz-d65)",
                "palettes/test.yml:5:28: error: 'color(display-p3 1 0 0' is missing its closing ')'; write color(display-p3 R G B) or color(display-p3 R G B / A) with numbers from 0 to 1",
                "palettes/test.yml:6:15: error: unknown color space 'dispaly-p3'; did you mean 'display-p3'? (palettec reads display-p3 and srgb, each with components from 0 to 1)",
                "palettes/test.yml:7:32: error: red 255 is out of range; it must be from 0 to 1",
                "palettes/test.yml:8:54: error: unknown color component 'alfa' (with 'space:', write red, green, blue and alpha from 0 to 1)",
                "palettes/test.yml:9:26: error: color(display-p3) takes 3 components, found 2; write color(display-p3 R G B) or color(display-p3 R G B / A) with numbers from 0 to 1",
            ])
    }
}
