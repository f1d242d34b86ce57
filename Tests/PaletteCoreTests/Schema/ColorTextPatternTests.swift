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
    ]

    static let wrongForms = [
        "#FFFFF", "#GGG", "#", "FFF", "# FFF", "\u{1C}#FFF",
        "rgb(256, 0, 0)", "rgb(1.5, 0, 0)", "rgb(1, 2)", "rgb (1, 2, 3)", "rgb(1, 2, 3", "rgb(1 2 3)",
        "rgba(1, 2, 3, 50%)", "rgba(1, 2, 3)", "rgba(1, 2, 3, one)",
        "color(rec2020 1 0 0)", "color(srgb 1, 0, 0)", "color(srgb 1 0)", "color(srgb 1 0 0 / )",
        "color(display-p3 1 0 0",
        "color(display-p3 1 0 0) x", "color(1 0 0)", "hsl(0, 0%, 50%)", "red",
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
