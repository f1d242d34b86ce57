import XCTest
@testable import PaletteCore

/// Each brand is resolved like a palette of its own: what it leaves out is the default brand's as written,
/// and a missing appearance is derived from the brand's own values; its checks run, and name it.
final class BrandVariantsTests: XCTestCase {
    private func hex(_ values: AppearanceValues, _ appearance: Appearance) -> String? {
        values[appearance].map { ReviewText.hex($0.color) }
    }

    func testAMissingDarkIsDerivedFromTheBrandsOwnLightAndAWrittenOneIsInherited() throws {
        let (palette, diagnostics) = compile(
            """
            palette: Shop
            derive: invert
            brands: [acme, globex]
            colors:
              derived:
                light: "#112233"
                brands: { globex: "#445566" }
              written:
                light: "#112233"
                dark: "#ABCDEF"
                brands: { globex: "#445566" }
              untouched: "#010203"
            """)
        XCTAssertEqual(printed(diagnostics), [])
        let colors = try XCTUnwrap(palette).allColors
        XCTAssertEqual(try XCTUnwrap(palette).brands?.names, ["acme", "globex"])
        XCTAssertEqual(colors.map { $0.brandAppearances.count }, [1, 1, 1])
        XCTAssertEqual(hex(colors[0].brandAppearances[0], .light), "#445566")
        XCTAssertEqual(hex(colors[0].brandAppearances[0], .dark), "#BBAA99", "invert of the brand's own light")
        XCTAssertEqual(hex(colors[1].brandAppearances[0], .dark), "#ABCDEF", "the default brand's written dark")
        XCTAssertEqual(colors[2].brandAppearances[0], colors[2].appearances)
    }

    /// A reference follows the brand: a color made of another is made of that brand's.
    func testAReferenceResolvesInTheSameBrand() throws {
        let (palette, diagnostics) = compile(
            """
            derive: invert
            brands: [acme, globex]
            colors:
              accent:
                light: "#112233"
                brands: { globex: "#445566" }
              tint: "{accent}"
            """)
        XCTAssertEqual(printed(diagnostics), [])
        let tint = try XCTUnwrap(palette).allColors[1]
        XCTAssertEqual(hex(tint.appearances, .light), "#112233")
        XCTAssertEqual(hex(tint.brandAppearances[0], .light), "#445566")
    }

    /// A check that fails only in a brand names the brand; one failing alike in every brand is reported once.
    func testAContrastFailureNamesItsBrandAndIsReportedOnce() {
        let (palette, diagnostics) = compile(
            """
            derive: invert
            brands: [acme, globex, initech]
            contrast:
              - { foreground: "{text}", background: "{page}", minimum: 4.5 }
              - { foreground: "{faint}", background: "{page}", minimum: 4.5 }
            colors:
              page: { light: "#FFFFFF", dark: "#000000" }
              text:
                light: "#111111"
                dark: "#EEEEEE"
                brands: { globex: "#BBBBBB" }
              faint: { light: "#EEEEEE", dark: "#111111" }
            """)
        XCTAssertNil(palette)
        let messages = printed(diagnostics)
        XCTAssertEqual(messages.filter { $0.contains("'faint'") }.count, 2, "light and dark, once each")
        XCTAssertFalse(messages.contains { $0.contains("'faint'") && $0.contains("brand") }, "\(messages)")
        XCTAssertEqual(
            messages.filter { $0.contains("'text'") },
            [
                "palettes/test.yml:4:5: error: in the brand 'globex': in light, 'text' (#BBBBBBFF) on 'page' "
                    + "(#FFFFFFFF) has a contrast ratio of 1.92:1, below the minimum 4.5:1"
            ])
    }

    func testAPaletteWithoutBrandsHasNone() throws {
        let (palette, _) = compile("colors:\n  a: { light: \"#FFFFFF\", dark: \"#000000\" }\n")
        XCTAssertNil(try XCTUnwrap(palette).brands)
        XCTAssertEqual(try XCTUnwrap(palette).allColors[0].brandAppearances.count, 0)
    }
}
