import Foundation
import XCTest
@testable import PaletteCore

final class ContrastCheckerTests: XCTestCase {
    private let palette = """
        colors:
          background: { light: "#FFFFFF", dark: "#000000", highContrastDark: "#222222" }
          caption: { light: "#767676", dark: "#595959" }
        contrast:
          - { foreground: caption, background: background, minimum: 4.5 }
        """

    /// Light and dark always; a high-contrast appearance where either color has one of its own.
    func testChecksRunInEveryAppearanceWithHighContrastFallback() throws {
        let (result, diagnostics) = compile(palette.replacingOccurrences(of: "\"#595959\"", with: "\"#959595\""))
        XCTAssertEqual(printed(diagnostics), [])
        let contrast = try XCTUnwrap(result).contrast
        XCTAssertEqual(contrast.map(\.appearance), [.light, .dark, .highContrastDark])
        XCTAssertEqual(contrast.map { ContrastFormat.twoDecimals($0.ratio) }, [4.54, 7.01, 5.31])
        XCTAssertTrue(contrast.allSatisfy(\.passes))
    }

    func testAFailingCheckNamesAppearanceColorsRatioAndMinimum() {
        XCTAssertEqual(
            printed(compile(palette).diagnostics),
            [
                "palettes/test.yml:5:5: error: in dark, 'caption' (#595959FF) on 'background' (#000000FF) has a contrast ratio of 3:1, below the minimum 4.5:1",
                "palettes/test.yml:5:5: error: in highContrastDark, 'caption' (#595959FF) on 'background' (#222222FF) has a contrast ratio of 2.27:1, below the minimum 4.5:1",
            ])
    }

    func testAWarningLevelCheckWarnsAndStillBuilds() {
        let warning = compile(
            palette.replacingOccurrences(of: "minimum: 4.5 }", with: "minimum: 4.5, level: warning }"))
        XCTAssertNotNil(warning.palette)
        XCTAssertEqual(warning.diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertEqual(warning.palette?.contrast.map(\.passes), [true, false, false])
    }

    func testAFailingRatioNeverPrintsAsTheMinimum() {
        let yaml =
            "colors:\n  bg: '#FFFFFF'\n  fg: '#777777'\ncontrast:\n  - { foreground: fg, background: bg, minimum: 4.48 }\n"
        XCTAssertEqual(
            compile(yaml).diagnostics.first?.message,
            "in light, 'fg' (#777777FF) on 'bg' (#FFFFFFFF) has a contrast ratio of 4.478:1, below the minimum 4.48:1")
    }

    /// High contrast that neither color has shows the plain values: measured and reported once.
    func testAFailureIsNotRepeatedForHighContrastThatFallsBack() {
        let yaml =
            "colors:\n  a: { light: '#777777', dark: '#888888' }\n  b: { light: '#888888', dark: '#777777' }\n"
            + "contrast:\n  - { foreground: a, background: b, minimum: 4.5 }\n"
        let (palette, diagnostics) = compile(yaml)
        XCTAssertNil(palette)
        XCTAssertEqual(diagnostics.map { $0.message.prefix(9) }, ["in light,", "in dark, "])
        let withHighContrast = yaml.replacingOccurrences(
            of: "dark: '#888888' }", with: "dark: '#888888', highContrastDark: '#000000' }")
        XCTAssertEqual(
            compile(withHighContrast).diagnostics.count, 2, "highContrastDark passes, measured with its own value")
    }

    func testEveryUnknownColorOfACheckIsReported() {
        XCTAssertEqual(
            printed(
                compile("colors:\n  a: '#FFF'\ncontrast:\n  - { foreground: x, background: y, minimum: 3 }\n")
                    .diagnostics),
            [
                "palettes/test.yml:4:19: error: unknown color 'x' (name a color of this palette, such as 'a')",
                "palettes/test.yml:4:34: error: unknown color 'y' (name a color of this palette, such as 'a')",
            ])
    }

    func testNamingAGroupSaysWhichColorToName() {
        XCTAssertEqual(
            printed(
                compile(
                    "colors:\n  text: { primary: '#000' }\n  a: { light: '#FFF', dark: '{text}' }\ncontrast:\n  - { foreground: text, background: a, minimum: 3 }\n"
                ).diagnostics),
            [
                "palettes/test.yml:3:29: error: 'text' is a group, not a color; name one of its colors, such as 'text.primary'",
                "palettes/test.yml:5:19: error: 'text' is a group, not a color; name one of its colors, such as 'text.primary'",
            ])
    }
}

/// A check the exact values pass and their hex codes fail is worth a note, and only then.
final class ContrastCheckerHexNoteTests: XCTestCase {
    private func yaml(_ caption: String) -> String {
        "colors:\n  bg: '#FFFFFF'\n  caption: \(caption)\ncontrast:\n  - { foreground: caption, background: bg, minimum: 4.5 }\n"
    }

    func testAValuePassingOnlyBeforeRoundingToBytesGetsANote() throws {
        // The gray: 4.5:1 on white as written; as hex, #777777, 4.48:1.
        let (palette, diagnostics) = compile(
            yaml("{ red: 0.4653190469, green: 0.4653190469, blue: 0.4653190469, space: srgb }"))
        XCTAssertTrue(try XCTUnwrap(palette).contrast.allSatisfy(\.passes))
        XCTAssertEqual(
            diagnostics.map(\.formatted),
            [
                "palettes/test.yml:5:5: note: in light, 'caption' on 'bg' passes at 4.5:1 as written, but as 8-bit hex, #777777FF on #FFFFFFFF, "
                    + "it measures 4.48:1, below the minimum 4.5:1; screens and accessibility tools see the hex"
            ])
    }

    func testNoNoteWhenTheHexPassesToo() {
        XCTAssertEqual(compile(yaml("'#767676'")).diagnostics.map(\.formatted), [])
        XCTAssertEqual(
            compile(yaml("{ red: 0.4627, green: 0.4627, blue: 0.4627, space: srgb }")).diagnostics.map(\.formatted), [])
    }

    /// A translucent made color is measured as it shows over the check's background, and says so.
    func testATranslucentColorIsCompositedOverTheBackgroundFirstAndSaysSo() {
        let (palette, diagnostics) = compile(
            """
            colors:
              label: { light: "#000000", dark: "#FFFFFF" }
              separator: "{label} at 29%"
              page: { light: "#FFFFFF", dark: "#1C1C1E" }
            contrast:
              - { foreground: separator, background: page, minimum: 3 }
            """)
        XCTAssertNil(palette, "a failing check is an error")
        XCTAssertEqual(
            diagnostics.map(\.formatted),
            [
                "palettes/test.yml:6:5: error: in light, 'separator' (#0000004A, composited over it: #B5B5B5FF) on 'page' (#FFFFFFFF) "
                    + "has a contrast ratio of 2.05:1, below the minimum 3:1",
                "palettes/test.yml:6:5: error: in dark, 'separator' (#FFFFFF4A, composited over it: #5E5E5FFF) on 'page' (#1C1C1EFF) "
                    + "has a contrast ratio of 2.62:1, below the minimum 3:1",
            ])
        XCTAssertEqual(
            WCAG.contrastRatio(RGBA(red: 0, green: 0, blue: 0, alpha: 0.29), RGBA(red: 1, green: 1, blue: 1)),
            WCAG.contrastRatio(
                WCAG.composite(RGBA(red: 0, green: 0, blue: 0, alpha: 0.29), over: RGBA(red: 1, green: 1, blue: 1)),
                RGBA(red: 1, green: 1, blue: 1)), "the ratio is the composite's")
    }
}
