import Foundation
import XCTest

/// `palettec lint`: validates, reports every problem, writes nothing.
final class LintCommandTests: XCTestCase {
    func testValidPalettesPassAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        let before = try sandbox.snapshot()

        let result = try sandbox.run(["lint"])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "2 palettes, 7 colors: no problems\n")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try sandbox.snapshot(), before)
    }

    /// `--explain-roles` prints, for each color whose dark tone derives, its role and why, before the summary;
    /// colors whose dark is written or derived by another rule are not listed.
    func testExplainRolesSaysWhichWordOfWhichNameSetEachRole() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            derive: tone
            background: "{surface.page}"
            colors:
              surface:
                page: { light: "#FFFFFF", dark: "#121212" }
                card: "#F4F4F6"
              text: { role: text, colors: { caption: "#6E6E73" } }
              secondaryLabel: "#6E6E73"
              dangerSubtle: "#FDE7E9"
              link: { light: "#0A66D8", dark: { derive: oklch } }

            """, to: "palettes/app-colors.yml")

        let result = try sandbox.run(["lint", "--explain-roles"])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stdout.split(separator: "\n").map(String.init),
            [
                "palettes/app-colors.yml:6:5: surface.card: no role (no word of its names names one: the page mirror alone), against surface.page",
                "palettes/app-colors.yml:7:33: text.caption: text (written as role: of the group 'text'), against surface.page",
                "palettes/app-colors.yml:8:3: secondaryLabel: text (inferred from the word 'label' of 'secondaryLabel'), against surface.page",
                "palettes/app-colors.yml:9:3: dangerSubtle: no role (no word of its names names one: the page mirror alone; "
                    + "'danger' would make it accent, but 'subtle' rules that out), against surface.page",
                "1 palettes, 6 colors: no problems",
            ])
        XCTAssertEqual(try sandbox.run(["lint"]).stdout, "1 palettes, 6 colors: no problems\n", "only with the flag")
    }

    func testReadsNamedFilesAndEveryPaletteInsideNamedFolders() throws {
        let sandbox = try Sandbox()
        try sandbox.copyFixture("palettes/brand.yml", to: "one/brand.yml")
        try sandbox.copyFixture("palettes/grays.yml", to: "two/nested/grays.yaml")
        try sandbox.write("not a palette\n", to: "two/notes.txt")

        let result = try sandbox.run(["lint", "one/brand.yml", "two"])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "2 palettes, 7 colors: no problems\n")
    }

    func testReportsTheProblemsOfEveryFileInOneRun() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.copyFixture("broken.yml", to: "palettes/broken.yml")
        try sandbox.write("colors:\n  ink: rgb(0, 0)\n", to: "palettes/zebra.yml")

        let result = try sandbox.run(["lint"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderrLines,
            [
                "palettes/broken.yml:3:9: error: '#12345G' is not a hex color: 'G' is not a hex digit; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F",
                "palettes/zebra.yml:2:8: error: rgb() takes 3 values, found 2 in 'rgb(0, 0)'; write rgb(R, G, B)",
                "palettec: 2 errors",
            ])
    }

    func testTwoPalettesWithTheSameNameAreAnError() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("palette: Brand\ncolors:\n  ink: \"#000\"\n", to: "palettes/more.yml")

        let result = try sandbox.run(["lint"])

        XCTAssertStatus(result, 1)
        for (file, other) in [("brand", "more"), ("more", "brand")] {
            XCTAssertTrue(
                result.stderrLines.contains {
                    $0.hasPrefix(
                        "palettes/\(file).yml:1:10: error: palettes 'palettes/\(file).yml' and 'palettes/\(other).yml' are both named 'Brand'"
                    )
                }, result.stderr)
            XCTAssertTrue(
                result.stderrLines.contains(
                    "palettes/\(other).yml:1:10: note: the other palette named 'Brand' is here"), result.stderr)
        }
    }

    /// A `level: warning` contrast check prints `warning:` and still exits 0; an error-level one fails.
    func testContrastWarningsExitZeroAndErrorsExitOne() throws {
        let sandbox = try Sandbox()
        let palette = """
            colors:
              background: { light: "#FFFFFF", dark: "#000000" }
              caption: { light: "#999999", dark: "#666666" }
            contrast:
              - { foreground: caption, background: background, minimum: 4.5, level: warning }

            """
        try sandbox.write(palette, to: "palettes/captions.yml")

        let warned = try sandbox.run(["lint"])
        XCTAssertStatus(warned, 0)
        // Light and dark; the high-contrast appearances fall back to them and are not reported again.
        XCTAssertEqual(warned.stdout, "1 palettes, 2 colors: 0 errors, 2 warnings\n")
        XCTAssertEqual(
            warned.stderrLines.first,
            "palettes/captions.yml:5:5: warning: in light, 'caption' (#999999FF) on 'background' (#FFFFFFFF) has a contrast ratio of 2.85:1, below the minimum 4.5:1"
        )

        try sandbox.write(palette.replacingOccurrences(of: ", level: warning", with: ""), to: "palettes/captions.yml")
        let failed = try sandbox.run(["lint"])
        XCTAssertStatus(failed, 1)
        XCTAssertEqual(failed.stderrLines.filter { $0.contains(": error: in ") }.count, 2)
    }

    /// Status colors that look alike with a color-vision deficiency are a warning of lint's own: the
    /// summary counts it and the exit status stays 0.
    func testStatusColorsThatLookAlikeWarn() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            derive: none
            colors:
              success: { light: "#1E8E3E", dark: "#1A7F37" }
              danger: { light: "#D70015", dark: "#FF7B72" }

            """, to: "palettes/status.yml")

        let result = try sandbox.run(["lint"])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "1 palettes, 2 colors: 0 errors, 1 warning\n")
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "palettes/status.yml:3:3: warning: 'success' and 'danger' look alike in light with deuteranopia"),
            result.stderr)
    }
}
