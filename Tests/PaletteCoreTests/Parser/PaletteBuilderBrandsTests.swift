import XCTest
@testable import PaletteCore

/// `brands:` at a palette's top and in a color, each mistake an error at its `file:line:column`.
final class PaletteBuilderBrandsTests: XCTestCase {
    private func errors(_ yaml: String) -> [String] {
        printed(compile(yaml).diagnostics.filter { $0.severity == .error })
    }

    private let colors = "colors:\n  a: { light: \"#FFFFFF\", dark: \"#000000\" }\n"

    func testTheListMustBeOfNames() {
        XCTAssertEqual(
            errors("brands: acme\n" + colors),
            [
                "palettes/test.yml:1:9: error: 'brands' needs a list of brand names; found text; write brands: "
                    + "[acme, globex], the first the default"
            ])
        XCTAssertEqual(
            errors("brands: [acme, {x: 1}]\n" + colors),
            [
                "palettes/test.yml:1:16: error: a brand is a name; found a mapping; write brands: [acme, globex], the "
                    + "first the default"
            ])
    }

    func testTwoBrandsMayNotMakeOneCase() {
        XCTAssertEqual(
            errors("brands: [acme, acme]\n" + colors),
            ["palettes/test.yml:1:16: error: the brand 'acme' is listed twice"])
        XCTAssertEqual(
            errors("brands: [acme-co, acme co]\n" + colors),
            [
                "palettes/test.yml:1:19: error: the brands 'acme-co' and 'acme co' both make the Swift case 'acmeCo'; "
                    + "rename one"
            ])
        XCTAssertEqual(
            errors("brands: [acme, default brand]\n" + colors),
            [
                "palettes/test.yml:1:16: error: the brand 'default brand' makes the Swift case 'defaultBrand', which is "
                    + "reserved: a member every palette's Brand enum has; rename it"
            ])
    }

    func testAColorsBrandsNameThePalettesOtherBrands() {
        let yaml = """
            brands: [acme, globex]
            colors:
              a:
                light: "#FFFFFF"
                brands:
                  globx: "#000000"
                  acme: "#111111"
            """
        XCTAssertEqual(
            errors(yaml),
            [
                "palettes/test.yml:6:7: error: unknown brand 'globx'; did you mean 'globex'? (the palette's brands are "
                    + "'acme' and 'globex')",
                "palettes/test.yml:7:7: error: 'acme' is the default brand (the first of 'brands'): its values are the "
                    + "color's own entries",
            ])
    }

    /// `brands:` may follow `colors:`: a color's brands are checked once the file is read.
    func testTheListMayComeAfterTheColors() {
        let yaml = """
            colors:
              a:
                light: "#FFFFFF"
                dark: "#000000"
                brands: { globex: { light: "#111111", drak: "#222222" } }
            brands: [acme, globex]
            """
        XCTAssertEqual(
            errors(yaml),
            [
                "palettes/test.yml:5:43: error: unknown key 'drak' in brand 'globex'; did you mean 'dark'? (a brand's "
                    + "entry writes appearances, each left out is the default brand's)"
            ])
    }

    func testAColorsBrandsNeedThePalettesList() {
        XCTAssertEqual(
            errors("colors:\n  a:\n    light: \"#FFFFFF\"\n    brands: { globex: \"#000000\" }\n"),
            [
                "palettes/test.yml:4:15: error: the palette has no 'brands' list for 'globex' to be one of; add brands: "
                    + "[default, globex] at its top"
            ])
    }

    func testNoGroupMayBeNamedLikeTheBrandEnum() {
        XCTAssertEqual(
            errors("brands: [acme, globex]\ncolors:\n  brand:\n    a: \"#FFFFFF\"\n"),
            [
                "palettes/test.yml:3:3: error: the group 'brand' makes the Swift type 'Brand', which a palette with "
                    + "brands names its brands by; rename the group"
            ])
        XCTAssertEqual(errors("colors:\n  brand:\n    a: { light: \"#FFFFFF\", dark: \"#000000\" }\n"), [])
    }
}
