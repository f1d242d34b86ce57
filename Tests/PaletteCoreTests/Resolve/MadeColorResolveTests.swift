import XCTest
@testable import PaletteCore

/// Made colors resolved: each appearance from its source's own, made colors from made colors, written
/// appearances winning, never a derived dark, and each problem where it was written.
final class MadeColorResolveTests: XCTestCase {
    private func colors(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> [String: ColorEntry] {
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [], file: file, line: line)
        var found: [String: ColorEntry] = [:]
        palette?.root.forEachColor { found[$0.name] = $0 }
        return found
    }

    private func hex(_ color: ColorEntry?, _ appearance: Appearance) -> String? {
        color?.appearances[appearance]?.color.hex
    }

    func testEachAppearanceIsMadeFromTheSourcesOwn() {
        let found = colors(
            """
            colors:
              label: { light: "#000000", dark: "#FFFFFF", highContrastDark: "#F0F0F0" }
              separator: "{label} at 29%"
            """)
        let separator = found["separator"]
        XCTAssertEqual(hex(separator, .light), "#0000004A")
        XCTAssertEqual(hex(separator, .dark), "#FFFFFF4A")
        XCTAssertEqual(hex(separator, .highContrastDark), "#F0F0F04A", "made where its source has one")
        XCTAssertNil(separator?.appearances[.highContrastLight], "absent where its source has none: it falls back")
        let dark = separator?.appearances[.dark]?.derivation
        XCTAssertEqual(dark?.rule, .opacity)
        XCTAssertEqual(dark?.from, "label")
        XCTAssertEqual(dark?.fromAppearance, .dark)
        XCTAssertEqual(dark?.madeExpression, "{label} at 29%")
    }

    func testTheMixsOtherColorIsReadInTheSameAppearance() {
        let found = colors(
            """
            colors:
              accent: { light: "#000000", dark: "#FFFFFF" }
              ink: { light: "#FFFFFF", dark: "#000000", highContrastLight: "#FF0000" }
              pressed: "{accent} at 50%"
              tinted: { light: "{accent} at 50%", dark: "#123456" }
            """)
        XCTAssertEqual(hex(found["tinted"], .dark), "#123456FF", "a written appearance wins")
        XCTAssertEqual(found["tinted"]?.appearances[.dark]?.derivation, nil)
        XCTAssertNil(found["tinted"]?.appearances[.highContrastDark], "its written dark is its fallback")
    }

    func testThePalettesRuleNeverDerivesAMadeColor() {
        for rule in ["invert", "tone", "none", "oklch"] {
            let found = colors(
                """
                derive: \(rule)
                colors:
                  label: { light: "#333333", dark: "#EEEEEE" }
                  faint: "{label} at 40%"
                  hint: { light: "{label} at 20%" }
                """)
            XCTAssertEqual(hex(found["faint"], .dark), "#EEEEEE66", rule)
            XCTAssertEqual(hex(found["hint"], .dark), "#EEEEEE33", rule)
            XCTAssertEqual(found["hint"]?.appearances[.dark]?.derivation?.rule, .opacity, rule)
        }
    }

    func testMadeColorsMayBeMadeFromMadeColors() {
        let found = colors(
            """
            colors:
              label: { light: "#000000", dark: "#FFFFFF" }
              faint: "{label} at 40%"
              fainter: "{faint} at 20%"
              tint: { light: "#808080", dark: "{fainter}" }
            """)
        XCTAssertEqual(hex(found["fainter"], .light), "#00000033")
        XCTAssertEqual(found["fainter"]?.appearances[.light]?.derivation?.from, "faint")
        XCTAssertEqual(hex(found["tint"], .dark), "#FFFFFF33", "a reference takes a made color like any")
    }

    func testAMadeHighContrastFollowsOnlyAMadePlainAppearance() {
        let found = colors(
            """
            colors:
              label: { light: "#000000", dark: "#FFFFFF", highContrastLight: "#111111", highContrastDark: "#EEEEEE" }
              written: { light: "{label} at 50%", dark: "#00FF00" }
            """)
        XCTAssertEqual(hex(found["written"], .highContrastLight), "#11111180")
        XCTAssertNil(found["written"]?.appearances[.highContrastDark], "its dark is written: high contrast falls back")
    }

    func testProblemsAreWhereTheyWereWritten() {
        let (palette, diagnostics) = compile(
            """
            colors:
              label: "#000000"
              a: "{nope} at 50%"
              b: { light: "#FFFFFF", dark: "{lable} at 50%" }
              broken: { light: "#GGGGGG" }
              c: "{broken} at 50%"
            """)
        XCTAssertNil(palette)
        XCTAssertEqual(
            printed(diagnostics),
            [
                #"palettes/test.yml:3:7: error: unknown color 'nope' (name a color of this palette as "{group.name}")"#,
                "palettes/test.yml:4:33: error: unknown color 'lable'; did you mean 'label'? (name a color of this palette as \"{group.name}\")",
                "palettes/test.yml:5:20: error: '#GGGGGG' is not a hex color: 'G' is not a hex digit; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F",
            ], "a made color whose source has an error stays quiet")
    }

    func testACycleIsAnErrorAtEachLineInIt() {
        let diagnostics = compile(
            """
            colors:
              a: "{b} at 50%"
              b: { light: "#FFFFFF", dark: "{c} mixed 20% toward #000000" }
              c: "{a} at 10%"
            """
        ).diagnostics
        let cycle =
            "error: these colors are computed from one another in a cycle: a.dark → b.dark → c.dark → a.dark; "
            + "write one of them as a value"
        XCTAssertEqual(printed(diagnostics), ["2:3", "3:32", "4:3"].map { "palettes/test.yml:\($0): \(cycle)" })
    }

    func testALongChainStopsAtTheLimitWithOneError() {
        var yaml = "colors:\n  c0: \"#000000\"\n"
        for index in 1...60 { yaml += "  c\(index): \"{c\(index - 1)} at 50%\"\n" }
        var limits = PaletteLimits.standard
        limits.derivationChain = 20
        let diagnostics = compile(yaml, limits: limits).diagnostics
        XCTAssertEqual(
            diagnostics.filter { $0.severity == .error }.count, 1, printed(diagnostics).joined(separator: "\n"))
        XCTAssertTrue(diagnostics[0].message.contains("chain of more than 20 colors"), diagnostics[0].message)
    }

    func testTheManifestRecordsTheExpressionAndItsInputs() {
        let found = colors(
            """
            colors:
              accent: { light: "#0A84FF", dark: "#409CFF" }
              black: { light: "#000000", dark: "#000000" }
              pressed: "{accent} at 80%"
              hover: { light: "{accent} lighter by 0.1 in hsl", dark: "{accent} darker by 0.1 in srgb" }
              scrim: { light: "{black} at 0.5", dark: "{black} at 60%" }
            """)
        let hover = found["hover"]?.appearances[.light]?.derivation
        XCTAssertEqual(hover?.rule, .lighten)
        XCTAssertEqual(hover?.parameters["amount"], .number(0.1))
        XCTAssertEqual(hover?.parameters["space"], .text("hsl"))
        XCTAssertEqual(hover?.parameters["expression"], .text("{accent} lighter by 0.1 in hsl"))
        XCTAssertEqual(found["scrim"]?.appearances[.dark]?.derivation?.parameters["alpha"], .number(0.6))
    }
}
