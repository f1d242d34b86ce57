import XCTest
@testable import PaletteCore

/// A palette as `palettes/` writes them, in CSS Color 4's forms (issue #44): every place a value stands,
/// compiled through the whole pipeline; a color outside Display P3 warns at its value.
final class PaletteBuilderCSSColorTests: XCTestCase {
    static let palette = """
        # yaml-language-server: $schema=../Schemas/palette.schema.json
        palette: Brand
        derive: tone
        colors:
          background:
            light: white
            dark: "hsl(240 6% 11%)"
          text:
            primary: { light: "rgb(17 17 17)", dark: oklch(93% 0 none) }
            secondary: "rgba(60, 60, 67, 60%)"
          accent: oklch(62% 0.2 255)
          brand:
            light: "color(display-p3 100% 20% 0)"
            dark: lab(60 50 70 / 0.9)
          overlay: hsla(255,0%,100%,0.01)
          neon: oklch(0.9 0.4 150)
          link: "{accent}"
          veil: { light: "RebeccaPurple", dark: "hwb(270deg 20% 40% / 50%)" }
        contrast:
          - { foreground: text.primary, background: background, minimum: 7 }
        """

    func testEveryFormCompiles() throws {
        let (compiled, diagnostics) = compile(Self.palette)
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:16:9: warning: 'oklch(0.9 0.4 150)' lies outside Display P3, the widest space palettec "
                    + "writes, and is mapped into it (CSS Color 4's gamut mapping, lightness and hue kept): "
                    + "color(display-p3 0.4618615827 1.0 0.5433951453); write that color to accept it"
            ])
        let colors = try XCTUnwrap(compiled).allColors
        func value(_ name: String, _ appearance: Appearance = .light) -> RGBA? {
            colors.first { $0.name == name }?.appearances[appearance]?.color
        }
        XCTAssertEqual(value("background"), RGBA(red: 1, green: 1, blue: 1))
        XCTAssertEqual(value("background", .dark)?.hex, "#1A1A1EFF")
        XCTAssertEqual(value("text.primary"), RGBA(red8: 17, green8: 17, blue8: 17))
        XCTAssertEqual(value("text.secondary"), RGBA(red8: 60, green8: 60, blue8: 67, alpha: 0.6))
        XCTAssertEqual(value("accent")?.space, .sRGB)
        XCTAssertEqual(value("brand"), RGBA(red: 1, green: 0.2, blue: 0, space: .displayP3))
        XCTAssertEqual(value("brand", .dark)?.alpha, 0.9)
        XCTAssertEqual(value("overlay"), RGBA(red: 1, green: 1, blue: 1, alpha: 0.01))
        XCTAssertEqual(value("neon")?.space, .displayP3)
        XCTAssertEqual(value("link"), value("accent"))
        XCTAssertEqual(value("veil"), RGBA(red8: 0x66, green8: 0x33, blue8: 0x99))
        XCTAssertEqual(value("veil", .dark), RGBA(red: 0.4, green: 0.2, blue: 0.6, alpha: 0.5))
    }

    /// The schema takes the palette palettec accepts (with a real validator).
    func testTheSchemaTakesIt() throws {
        XCTAssertEqual(try SchemaVerdicts.schemaErrors([Self.palette]), [nil])
    }

    func testMistakesPointAtTheValue() {
        let (_, diagnostics) = compile(
            """
            colors:
              a: hsl(120 150% 50%)
              b: "oklch(0.5 0.1 30deg 1)"
              c: rgb(255, 50%, 0)
              d: currentcolor
              e: { light: "lab(50 0 -201%)" }
            """)
        XCTAssertEqual(
            printed(withoutImplicitInversionWarnings(diagnostics)),
            [
                "palettes/test.yml:2:14: error: saturation 150% is out of range; it must be from 0% to 100%",
                "palettes/test.yml:3:27: error: oklch() takes 3 components, found 4; write oklch(L C H) or oklch(L C H / A)",
                "palettes/test.yml:4:15: error: rgb() with commas takes three numbers or three percentages, not both; "
                    + "write rgb(R G B) with spaces to mix them",
                "palettes/test.yml:5:6: error: 'currentcolor' has no fixed color: it is the color of the text it is used "
                    + "on, which a palette does not know; write the color itself",
                "palettes/test.yml:6:25: error: lab's b -201% is out of range; it must be from -200% to 200%",
            ])
    }

    /// A group whose members are named red, green and blue holds colors in any CSS function, not the
    /// components of one color.
    func testAGroupOfColorsNamedLikeComponentsStaysAGroup() throws {
        for value in ["hsl(0 100% 50%)", "hwb(0 0% 0%)", "lab(54 81 70)", "lch(54 106 40)", "oklab(0.63 0.22 0.13)"] {
            let (palette, diagnostics) = compile(
                "derive: tone\ncolors:\n  primaries: { red: \"\(value)\", green: \"\(value)\", blue: \"\(value)\" }\n")
            XCTAssertEqual(printed(diagnostics), [], value)
            XCTAssertEqual(
                palette?.allColors.map(\.name), ["primaries.red", "primaries.green", "primaries.blue"], value)
        }
    }
}
