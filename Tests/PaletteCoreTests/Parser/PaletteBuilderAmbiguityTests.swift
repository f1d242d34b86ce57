import XCTest
@testable import PaletteCore

/// Keys that could be an appearance or a name: each ambiguous case is an error that says which form
/// to write, and each explicit form compiles.
final class PaletteBuilderAmbiguityTests: XCTestCase {
    func testMisspeltAppearanceInWhatWouldBeAGroup() {
        XCTAssertEqual(
            printed(compile("colors:\n  background: { ligth: \"#FFFFFF\" }\n").diagnostics),
            [
                "palettes/test.yml:2:17: error: unknown key 'ligth' in 'background'; did you mean 'light'? Without an appearance key, 'background' is read as a group with a color named 'ligth': if this is background's light value, write 'light'; for a color named 'ligth', write ligth: { light: \"#FFFFFF\" }"
            ])
    }

    func testAssetCatalogWords() {
        let diagnostics = compile(
            "colors:\n  background: { any: \"#FFFFFF\", darkMode: \"#000000\", luminosity: \"#111111\" }\n"
        ).diagnostics
        XCTAssertEqual(diagnostics.map(\.location.column), [17, 33, 54])
        XCTAssertTrue(
            diagnostics[0].message.hasPrefix(
                "'any' is an asset-catalog word for the light appearance; palettec writes 'light'."))
        XCTAssertTrue(
            diagnostics[1].message.hasPrefix(
                "'darkMode' is an asset-catalog word for the dark appearance; palettec writes 'dark'."))
        XCTAssertTrue(diagnostics[2].message.hasPrefix("'luminosity' is an asset-catalog word for the dark appearance"))
    }

    func testUnderIndentedDarkIsNotATopLevelColor() {
        let yaml = """
            colors:
              background:
                light: "#FFFFFF"
              dark: "#1C1C1E"
            """
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:4:3: error: 'dark' is an appearance. Here it names a color of the palette, as an entry indented too little would: if this is a color's dark value, write 'dark' indented under that color; for a color named 'dark', write dark: { light: \"#1C1C1E\" }"
            ])
    }

    func testGroupWithMembersNamedLikeAppearancesSaysHowToWriteIt() {
        let yaml = """
            colors:
              scheme:
                dark: "#111111"
                neutral: "#777777"
                base: "#333333"
                light: "#EEEEEE"
            """
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:4:5: error: unknown key 'neutral' in color 'scheme' ('scheme' is read as a color because it has 'dark' and 'light'; for a group whose colors are named like appearances, write scheme: { colors: { ... } }, with each such color in the long form, such as dark: { light: \"#RRGGBB\" })",
                "palettes/test.yml:5:5: error: unknown key 'base' in color 'scheme' (a color has 'light', 'dark', 'highContrastLight', 'highContrastDark', 'description', 'deprecated', 'extensions', 'token' and 'brands')",
            ])
    }

    func testExplicitGroupAndLongFormNameColorsLikeAppearances() throws {
        let yaml = """
            colors:
              scheme:
                description: A four-color scheme
                colors:
                  dark: { light: "#111111" }
                  neutral: "#777777"
                  light: { light: "#EEEEEE", dark: "#222222" }
              any: { light: "#123456" }
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(withoutImplicitInversionWarnings(diagnostics)), [])
        let compiled = try XCTUnwrap(palette)
        XCTAssertEqual(
            compiled.allColors.map(\.swiftPath),
            ["Test.Scheme.dark", "Test.Scheme.neutral", "Test.Scheme.light", "Test.`any`"])
        guard case .group(let scheme) = compiled.root.members.first else { return XCTFail("scheme is not a group") }
        XCTAssertEqual(scheme.description, "A four-color scheme")
        XCTAssertEqual(compiled.allColors[2].appearances[.dark]?.color, RGBA(red8: 0x22, green8: 0x22, blue8: 0x22))
    }

    func testAppearanceNamedGroupNeedsTheExplicitForm() {
        let diagnostics = compile("colors:\n  dark:\n    primary: \"#000000\"\n").diagnostics
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(
            diagnostics[0].message.hasSuffix("for a group named 'dark', write dark: { colors: { ... } }"),
            diagnostics[0].message)
        XCTAssertNotNil(compile("colors:\n  dark:\n    colors:\n      primary: \"#000000\"\n").palette)
    }

    func testColorAsAGroupDescriptionIsAnError() {
        XCTAssertEqual(
            printed(compile("colors:\n  g:\n    description: \"#654321\"\n    a: \"#111111\"\n").diagnostics),
            [
                "palettes/test.yml:3:18: error: 'description' in the group 'g' is its doc comment, but \"#654321\" is a color; describe the group in words, or, for a color named 'description', write description: { light: \"#654321\" }"
            ])
        XCTAssertNotNil(compile("colors:\n  g:\n    description: { light: \"#654321\" }\n").palette)
    }

    /// A percentage is a component value written wrong, not a group of colors named red, green and blue.
    func testAlphaAsAPercentage() {
        XCTAssertEqual(
            printed(compile("colors:\n  a: { red: 0, green: 0, blue: 0, alpha: 50% }\n").diagnostics),
            [
                "palettes/test.yml:2:42: error: alpha '50%' is a percentage; write it as a number from 0 to 1 (0.5)"
            ])
        XCTAssertEqual(
            compile("colors:\n  status: { red: \"#FF0000\", green: \"#00FF00\" }\n").palette?.allColors.count, 2)
    }

    func testColorValueAsFromSaysToNameIt() {
        XCTAssertEqual(
            printed(
                compile("colors:\n  a:\n    light: \"#FFF\"\n    dark: { derive: invert, from: \"#888888\" }\n")
                    .diagnostics),
            [
                "palettes/test.yml:4:35: error: 'from' names another color of this palette, as \"{name}\"; \"#888888\" is a color value, not a name. Add it as a color (base: \"#888888\") and write from: \"{base}\""
            ])
    }

    func testRuleWithoutDeriveSaysToNameTheRule() {
        XCTAssertEqual(
            printed(
                compile("colors:\n  a:\n    light: \"#FFF\"\n    dark: { from: \"{a}\", brightness: 0.2 }\n")
                    .diagnostics),
            [
                "palettes/test.yml:4:13: error: 'from' belongs to a rule, and a rule names itself with 'derive:'; write dark: { derive: hsv, from: ... }"
            ])
    }
}
