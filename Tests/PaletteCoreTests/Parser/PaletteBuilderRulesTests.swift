import XCTest
@testable import PaletteCore

/// Rules, references and checks as written: each mistake gets one precise error.
final class PaletteBuilderRulesTests: XCTestCase {
    func testRulesReferencesAndWholeColorReferencesAreRead() throws {
        let yaml = """
            derive: oklch
            colors:
              base: "#3366CC"
              dim: { light: { derive: hsv, from: "{base}", brightness: { scale: 0.5, min: 0.3 } } }
              tint: "{base}"
              same: { light: "#000", dark: "{base}" }
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        let colors = try XCTUnwrap(palette).allColors
        XCTAssertEqual(colors[0].appearances[.dark]?.derivation?.rule, .oklch, "the palette's derive: rule")
        XCTAssertEqual(
            colors[1].appearances[.light]?.derivation,
            Derivation(
                rule: .hsv, from: "base", fromAppearance: .light,
                parameters: ["brightness": .adjustment(ComponentAdjustment(operations: [.scale: 0.5, .min: 0.3]))]))
        XCTAssertEqual(colors[2].appearances[.light]?.color, colors[0].appearances[.light]?.color)
        XCTAssertEqual(colors[2].appearances[.dark]?.color, colors[0].appearances[.dark]?.color)
        XCTAssertEqual(colors[2].appearances[.dark]?.derivation?.rule, .reference)
        XCTAssertEqual(colors[3].appearances[.dark]?.color, colors[0].appearances[.dark]?.color)
    }

    func testWrongRuleNameAndUnknownParameter() {
        let yaml = """
            colors:
              base: "#3366CC"
              a: { light: "#FFF", dark: { derive: hvs, hue: 10 } }
              b: { light: "#FFF", dark: { derive: invert, form: "{base}" } }
              c: { light: "#FFF", dark: { derive: hsv, hue: { ad: 3 } } }
            """
        XCTAssertEqual(
            printed(withoutImplicitInversionWarnings(compile(yaml).diagnostics)),
            [
                "palettes/test.yml:3:39: error: unknown rule 'hvs'; did you mean 'hsv'? (rules are invert, hsv, calendar-text, calendar-background, contrast, oklch, tone)",
                "palettes/test.yml:4:47: error: unknown parameter 'form' in rule 'invert'; did you mean 'from'? ('invert' takes 'from')",
                "palettes/test.yml:5:51: error: unknown operation 'ad'; did you mean 'add'? (applied in the order scale, add, min, max)",
            ])
    }

    func testToneReadsItsCurveAndNamesEachMistake() throws {
        let yaml = """
            colors:
              base: "#007AFF"
              a: { light: "#007AFF", dark: { derive: tone, curve: [[0, 0.2], [1, 0.9]], chroma: { scale: 0.9 }, lightness: { add: 0.05 } } }
              b: { light: "#007AFF", dark: { derive: tone, curve: [[0, 0.2], [0.5, 0.9], [1, 0.1]] } }
              c: { light: "#007AFF", dark: { derive: tone, curve: [[0.5, 0.2], [0.5, 0.9]] } }
              d: { light: "#007AFF", dark: { derive: tone, curve: [[0, 1.2], [1, 0]] } }
              e: { light: "#007AFF", dark: { derive: tone, curve: [[0, 1]] } }
              f: { light: "#007AFF", dark: { derive: tone, curve: [0, 1] } }
              g: { light: "#007AFF", dark: { derive: tone, curve: 0.5 } }
              h: { light: { derive: tone, from: "{base}" } }
            """
        XCTAssertEqual(
            printed(withoutImplicitInversionWarnings(compile(yaml).diagnostics)),
            [
                "palettes/test.yml:4:55: error: 'curve' must not turn back: its outputs all rise or all fall, so lightness order is kept (or reversed) whole",
                "palettes/test.yml:5:55: error: 'curve' points go from darker to lighter input: each point's first number above the one before",
                "palettes/test.yml:6:55: error: 'curve' points are OKLCH lightness in and out, each from 0 to 1",
                "palettes/test.yml:7:55: error: 'curve' needs at least two points, such as [[0, 1], [1, 0.2]]",
                "palettes/test.yml:8:56: error: 'curve' needs a list of [in, out] lightness points, such as [[0, 1], [0.5, 0.66], [1, 0.13]]; each point is two numbers",
                "palettes/test.yml:9:55: error: 'curve' needs a list of [in, out] lightness points, such as [[0, 1], [0.5, 0.66], [1, 0.13]]; found text",
                "palettes/test.yml:10:25: error: 'tone' derives dark and high-contrast values from a light one; write light as a value, or take it from another color with light: \"{color}\"",
            ])
        let (palette, _) = compile(
            "colors:\n  a: { light: \"#007AFF\", dark: { derive: tone, curve: [[0, 0.2], [1, 0.9]], chroma: { scale: 0.9 } } }\n"
        )
        let dark = try XCTUnwrap(palette?.allColors.first?.appearances[.dark])
        XCTAssertEqual(dark.derivation?.rule, .tone)
        XCTAssertEqual(dark.derivation?.parameters["curve"], .points([.init(0, 0.2), .init(1, 0.9)]))
        XCTAssertEqual(dark.color.oklch.L, 0.2 + 0.7 * RGBA(red8: 0, green8: 0x7A, blue8: 0xFF).oklch.L, accuracy: 1e-6)
    }

    func testToneReadsItsRoleAndNamesAnUnknownOne() throws {
        let yaml = """
            derive: { derive: tone, role: accent }
            colors:
              a: "#FFCC00"
              b: { light: "#FFCC00", dark: { derive: tone, role: sepia } }
              c: { light: "#FFCC00", dark: { derive: tone } }
            """
        XCTAssertEqual(
            printed(withoutImplicitInversionWarnings(compile(yaml).diagnostics)),
            [
                "palettes/test.yml:4:54: error: 'role' is 'background', 'surface', 'border', 'accent', 'text' or 'onAccent' (\(ToneRole.meaning)); found 'sepia'"
            ])
        let (palette, _) = compile(
            "derive: { derive: tone, role: accent }\ncolors:\n  a: \"#FFCC00\"\n  c: { light: \"#FFCC00\", dark: { derive: tone } }\n"
        )
        let colors = try XCTUnwrap(palette?.allColors)
        let accent = try XCTUnwrap(colors.first?.appearances[.dark]),
            standard = try XCTUnwrap(colors.last?.appearances[.dark])
        XCTAssertEqual(accent.derivation?.parameters["role"], .text("accent"))
        XCTAssertNil(standard.derivation?.parameters["role"])
        XCTAssertGreaterThan(accent.color.oklch.L, standard.color.oklch.L + 0.1, "a tint stays light as an accent")
    }

    func testALightRuleNeedsFrom() {
        XCTAssertEqual(
            printed(compile("colors:\n  a: { light: { derive: hsv, brightness: 0.2 } }\n").diagnostics),
            [
                "palettes/test.yml:2:17: error: 'hsv' on light needs 'from: \"{color}\"': there is no other value of this color to derive light from"
            ])
    }

    func testReferencesMustNameAColorAndBeQuoted() {
        let yaml = """
            colors:
              base: "#3366CC"
              a: { light: "#FFF", dark: { derive: invert, from: "{bse}" } }
              b: { light: "#FFF", dark: { derive: invert, from: base } }
              c: {base}
            """
        XCTAssertEqual(
            printed(withoutImplicitInversionWarnings(compile(yaml).diagnostics)),
            [
                "palettes/test.yml:3:53: error: unknown color 'bse'; did you mean 'base'? (name a color of this palette as \"{group.name}\")",
                "palettes/test.yml:4:53: error: 'from' names a color as \"{name}\", in braces and quoted; write from: \"{base}\"",
                "palettes/test.yml:5:6: error: YAML reads the unquoted {base} as a mapping; quote it: c: \"{base}\"",
            ])
    }

    func testACycleListsEveryPlace() {
        let yaml = """
            colors:
              a: { light: "#FFF", dark: "{b}" }
              b: { light: "#000", dark: { derive: invert, from: "{c}" } }
              c: { light: "#000", dark: { derive: contrast, against: "{a}", ratio: 3 } }
            """
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            ["2:29", "3:29", "4:29"].map {
                "palettes/test.yml:\($0): error: these colors are computed from one another in a cycle: a.dark → b.dark → c.dark → a.dark; "
                    + "write one of them as a value"
            }, "an error at each line in the cycle")
    }

    func testAnUnreachableRatioSaysTheBestReachable() {
        let yaml =
            "colors:\n  black: { light: '#000', dark: '#000' }\n  blue: { light: '#0000FF', dark: { derive: contrast, against: '{black}', ratio: 21 } }\n"
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:3:35: error: dark of 'blue': no brightness of this hue and saturation reaches a contrast ratio of 21:1 against 'black'; the best reachable is 2.44:1. Lower 'ratio' or change the color"
            ])
    }

    func testDeriveNoneMakesAMissingDarkAnError() {
        XCTAssertEqual(
            printed(compile("derive: none\ncolors:\n  a: '#FFF'\n  b: { light: '#FFF', dark: '#000' }\n").diagnostics),
            [
                "palettes/test.yml:3:3: error: color 'a' has no dark entry, and 'derive: none' asks for every dark entry to be written; add 'dark:' or set 'derive:' to a rule such as invert"
            ])
    }

    /// Parse errors and resolution errors come out in one run; a broken color is not also "unknown".
    func testEveryKindOfProblemInOneRun() {
        let yaml = """
            derive: oklhc
            colors:
              a: { light: "#GGG" }
              b: { light: "#FFF", dark: { derive: invert, from: "{a}" } }
              c: { light: "#FFF", dark: "{d}" }
              d: { light: "#FFF", dark: "{c}" }
            contrast:
              - { foreground: a, background: b, minimum: 3 }
            """
        XCTAssertEqual(compile(yaml).diagnostics.map(\.location.line), [1, 3, 5, 6], "the cycle at each of its lines")
    }

    func testContrastChecksAreReadAndMistakesReported() {
        let yaml = """
            colors:
              a: "#777"
            contrast:
              - { foreground: a, background: nope, minimum: 3 }
              - { foreground: a, minimum: 30, levle: warning }
              - { foreground: a, background: a, minimum: 3, level: fatal }
            """
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:4:34: error: unknown color 'nope' (name a color of this palette, such as 'a')",
                "palettes/test.yml:5:5: error: the contrast check has no 'background'; write {foreground: text, background: surface, minimum: 4.5}",
                "palettes/test.yml:5:31: error: 'minimum' needs a contrast ratio from 1 to 21, such as 4.5",
                "palettes/test.yml:5:35: error: unknown key 'levle' in contrast check; did you mean 'level'? (a check has 'foreground', 'background', 'minimum', 'method' and 'level')",
                "palettes/test.yml:6:56: error: 'level' is 'error' or 'warning'",
            ])
    }

    func testAColorReadingItselfIsACycleReportedOnce() {
        XCTAssertEqual(
            printed(compile("colors:\n  a:\n    light: '#111'\n    dark: '{a}'\n  b: '{b}'\n").diagnostics),
            [
                "palettes/test.yml:4:11: error: these colors are computed from one another in a cycle: a.dark → a.dark; write one of them as a value",
                "palettes/test.yml:5:3: error: these colors are computed from one another in a cycle: b.light → b.light; write one of them as a value",
            ])
    }
}
