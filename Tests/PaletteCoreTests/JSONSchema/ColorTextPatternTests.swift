@testable import PaletteCore
import XCTest

/// Colors written as text, at the edges of each form: every one palettec reads, the schema takes; the
/// ones whose form is wrong, it refuses. (The ranges of decimals inside a text are palettec's alone.)
final class ColorTextPatternTests: XCTestCase {
    static let read = [
        "#FFF", "#ffff", "#A1b2C3", "#a1b2c3d4", " #FFF ", "\u{A0}#FFF\u{2028}", "\t#123456\n",
        "rgb(0, 0, 0)", "RGB(255,255,255)", "Rgb( 1 , 2 , 3 )", "rgb(+1, 02, 0255)", "rgb(-0, 0, 0)",
        "rgba(1, 2, 3, 0.5)", "RGBA(1,2,3,.5)", "rgba(1, 2, 3, 1e-7)", "rgba(1, 2, 3, 1.)", "rgba(0, 0, 0, +0)",
        "color(display-p3 1 0 0)", "COLOR(Display-P3 0.5 .5 5e-1)", "color(srgb 1 0 0 / 0.5)", "color(srgb 1 0 0/0.5)",
        "color( srgb 1 0 0 )", "color(srgb\t0.25 0.5 0.75)",
        // CSS Color 4: rgb() with decimals, percentages, an alpha or none, spaces and '/'.
        "rgb(1.5, 0, 0)", "rgb(1e2, 0, 0)", "rgb(1 2 3)", "rgba(1, 2, 3)", "rgb(1, 2, 3, 0.5)", "rgba(1, 2, 3, 50%)",
        "rgb(10%, 20%, 30%)", "rgb(10% 20 none / 50%)", "RGB(1 2 3/none)",
        "hsl(0, 0%, 50%)", "HSLA(120DEG, 100%, 25%, 0.5)", "hsla(255,0%,100%,0.01)", "hsl(120 50 50)",
        "hsl(0.5turn 50% 50% / 50%)", "hsl(none 0% 50%)", "hsl(200grad 1% 2%)", "hsl(3.14rad 1 2)",
        "hwb(90 10% 20%)", "hwb(90deg 10 20 / 0.5)", "lab(50% 40% -20%)", "lab(50 -20 30 / none)",
        "lch(50 30 270deg)", "LCH(50% 50% 1turn)", "oklab(0.5 0.1 -0.1)", "oklab(50% 40% -20%)",
        "oklch(0.7 0.1 30)", "oklch(60% 50% 30grad / 50%)", "oklch(0.5 none none)",
        "color(rec2020 1 0 0)", "color(display-p3 50% 0 none)", "color(xyz 0.2 0.3 0.4)", "color(XYZ-D50 1 1 1)",
        "color(srgb-linear 1 0 0)", "color(a98-rgb 1 0 0)", "color(prophoto-rgb 1 0 0)", "color(xyz-d65 0 0 0)",
        "red", "RebeccaPurple", "transparent", "TRANSPARENT", " grey ",
    ]

    static let wrongForms = [
        "#FFFFF", "#GGG", "#", "FFF", "# FFF", "\u{1C}#FFF",
        "rgb(256, 0, 0)", "rgb(1, 2)", "rgb (1, 2, 3)", "rgb(1, 2, 3", "rgb(1 2, 3)", "rgb(1, 2, 3, 4, 5)",
        "rgba(1, 2, 3, one)", "rgb(255, 50%, 0)", "rgb(none, 0, 0)", "rgb(1 2 3 / 4 / 5)", "rgb(256 0 0)",
        "color(rec2021 1 0 0)", "color(srgb 1, 0, 0)", "color(srgb 1 0)", "color(srgb 1 0 0 / )",
        "color(display-p3 1 0 0", "color(display-p3 1 0 0) x", "color(1 0 0)", "color(oklch 0.5 0.1 30)",
        "hsl(120, 50, 50)", "hsl(none, 50%, 50%)", "hsl(120 50% 50%, 1)", "hsl(10% 0 0)", "hwb(120, 0%, 0%)",
        "lab(50deg 0 0)", "oklch(0.5 0.1 30%)", "lch(50 30)", "oklch(calc(0.5) 0 0)",
        "redd", "currentColor", "Canvas", "red blue", "hsv(0 0 0)",
    ]

    private func palette(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"", "\\": return "\\\(scalar)"
            case _ where scalar.value < 0x20 || scalar.value > 0x7E: return "\\U" + String(format: "%08X", scalar.value)
            default: return String(scalar)
            }
        }.joined()
        return "colors:\n  a: \"\(escaped)\"\n"
    }

    func testTheSchemaTakesEveryColorPalettecReads() throws {
        let palettes = Self.read.map(palette)
        for (text, (palette, error)) in zip(Self.read, zip(palettes, try SchemaVerdicts.schemaErrors(palettes))) {
            XCTAssertTrue(
                SchemaVerdicts.palettecAccepts(palette), "palettec refuses \(text.debugDescription): the list is wrong")
            XCTAssertNil(error, text.debugDescription)
        }
    }

    func testTheSchemaRefusesColorsOfTheWrongForm() throws {
        let palettes = Self.wrongForms.map(palette)
        for (text, (palette, error)) in zip(Self.wrongForms, zip(palettes, try SchemaVerdicts.schemaErrors(palettes))) {
            XCTAssertFalse(
                SchemaVerdicts.palettecAccepts(palette), "palettec reads \(text.debugDescription): the list is wrong")
            XCTAssertNotNil(error, text.debugDescription)
        }
    }
}
