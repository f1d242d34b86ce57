import XCTest
@testable import PaletteCore

final class PaletteBuilderTests: XCTestCase {
    func testEveryValueFormAndGroups() throws {
        let yaml = """
            palette: Brand
            description: Brand colors
            colors:
              background:
                light: "#FFFFFF"
                dark: "#1C1C1E"
              label:
                light: rgb(51, 51, 51)
              overlay:
                light: { red: 51, green: 51, blue: 51, alpha: 0.64 }
              accent: "#0A84FF"
              text:
                primary:
                  light: "#111"
                  dark: "#EEE"
                  description: Body text
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(withoutImplicitInversionWarnings(diagnostics), [])
        let brand = try XCTUnwrap(palette)
        XCTAssertEqual(brand.name, "Brand")
        XCTAssertEqual(brand.description, "Brand colors")
        XCTAssertEqual(brand.allColors.map(\.name), ["background", "label", "overlay", "accent", "text.primary"])
        XCTAssertEqual(
            brand.allColors.map(\.swiftPath),
            ["Brand.background", "Brand.label", "Brand.overlay", "Brand.accent", "Brand.Text.primary"])
        XCTAssertEqual(brand.allColors.map(\.location.line), [4, 7, 9, 11, 13])
        let primary = brand.allColors[4]
        XCTAssertEqual(primary.description, "Body text")
        XCTAssertEqual(primary.appearances[.dark]?.color, RGBA(red8: 238, green8: 238, blue8: 238))
        XCTAssertNil(primary.appearances[.dark]?.derivation)
        XCTAssertEqual(brand.allColors[2].appearances[.light]?.color.alpha, 0.64)
        XCTAssertEqual(brand.allColors[3].appearances[.light]?.color, RGBA(red8: 10, green8: 132, blue8: 255))
    }

    func testPaletteNameDefaultsToTheFileNameInUpperCamelCase() {
        XCTAssertEqual(compile("colors:\n  a: '#000'\n", path: "x/my-colors.yml").palette?.name, "MyColors")
        XCTAssertEqual(compile("colors:\n  a: '#000'\n", path: "Views/card.palette.yaml").palette?.name, "Card")
    }

    func testUnquotedHexIsExplainedAsAComment() {
        let (_, diagnostics) = compile("colors:\n  background:\n    light: #FFFFFF\n")
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:3:12: error: the value of 'light' is empty: YAML reads the unquoted #FFFFFF as a comment; quote it: light: \"#FFFFFF\""
            ])
    }

    func testMissingLightAndMisspelledKeys() {
        let yaml = """
            colors:
              a:
                dark: "#000"
              b:
                light: "#000"
                drak: "#FFF"
            colours: {}
            """
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:2:3: error: color 'a' has no light entry; add 'light: \"#RRGGBB\"' (dark can be derived from it)",
                "palettes/test.yml:6:5: error: unknown key 'drak' in color 'b'; did you mean 'dark'? (a color has 'light', 'dark', 'highContrastLight', 'highContrastDark', 'description', 'deprecated', 'extensions', 'token' and 'brands')",
                "palettes/test.yml:7:1: error: unknown key 'colours'; did you mean 'colors'? (a palette has 'palette', 'description', 'access', 'namespace', 'derive', 'background', 'role', 'colors', 'contrast', 'distinct' and 'brands')",
            ])
    }

    func testTwoKeysBecomingOneIdentifierNameBothPlaces() {
        let yaml = "colors:\n  text-primary: '#000'\n  text_primary: '#111'\n"
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                """
                palettes/test.yml:3:3: error: 'text_primary' and 'text-primary' both become the Swift name 'textPrimary'; rename one of them
                palettes/test.yml:2:3: note: 'text-primary' is here
                """
            ])
    }

    func testComponentErrorsPointAtTheComponent() {
        let yaml = "colors:\n  a: { red: 1, green: 300, blue: 3 }\n  b: { red: 1, gren: 2, blue: 3 }\n"
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:2:23: error: green 300 is out of range; it must be from 0 to 255",
                "palettes/test.yml:3:16: error: unknown color component 'gren'; did you mean 'green'? (write red, green and blue from 0 to 255 and alpha from 0 to 1)",
            ])
    }

    func testEveryProblemIsReportedAndNothingIsBuilt() {
        let yaml = "colors:\n  a: '#GGG'\n  b: rgb(1, 2)\n  c: [1, 2]\n  d: '#000'\n"
        let (palette, diagnostics) = compile(yaml)
        XCTAssertNil(palette)
        XCTAssertEqual(diagnostics.map(\.location.line), [2, 3, 4])
    }

    func testAFaultyValueInsideRGBIsPointedAt() {
        XCTAssertEqual(
            printed(compile("colors:\n  a: rgb(1, 2, 256)\n  b: 'rgba(1, 2, 3, 2)'\n").diagnostics),
            [
                "palettes/test.yml:2:16: error: blue 256 is out of range; it must be from 0 to 255",
                "palettes/test.yml:3:21: error: alpha 2 is out of range; it must be from 0 to 1",
            ])
    }

    func testStructuralErrors() {
        XCTAssertEqual(
            printed(compile("").diagnostics),
            ["palettes/test.yml:1:1: error: the palette is empty; add a 'colors:' mapping of names to colors"])
        XCTAssertEqual(
            printed(compile("- a\n").diagnostics),
            ["palettes/test.yml:1:1: error: a palette file is a mapping with 'colors:'; found a list"])
        XCTAssertEqual(
            printed(compile("palette: X\n").diagnostics),
            ["palettes/test.yml:1:1: error: the palette has no 'colors:' mapping; add one with a color per key"])
        XCTAssertEqual(
            printed(compile("palette: PaletteColor\ncolors: {a: '#000'}\n").diagnostics),
            [
                "palettes/test.yml:1:10: error: the palette name 'PaletteColor' makes the Swift type 'PaletteColor', which is reserved: a type palettec generates and every palette's code uses; set 'palette:' to another name, such as 'PaletteColors'"
            ])
    }

    func testGroupDescriptionsAndNesting() throws {
        let yaml = "colors:\n  text:\n    description: Text colors\n    on-dark:\n      muted: '#999'\n"
        let palette = try XCTUnwrap(compile(yaml).palette)
        guard case .group(let text) = palette.root.members.first else { return XCTFail("no group") }
        XCTAssertEqual(text.typeName, "Text")
        XCTAssertEqual(text.description, "Text colors")
        XCTAssertEqual(palette.allColors.map(\.swiftPath), ["Test.Text.OnDark.muted"])
        XCTAssertEqual(palette.allColors.map(\.name), ["text.on-dark.muted"])
    }
}
