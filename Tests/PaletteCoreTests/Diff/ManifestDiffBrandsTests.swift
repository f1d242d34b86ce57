import XCTest
@testable import PaletteCore

/// `palettec diff` between manifests of palettes with brands: each change names its brand, and a brand
/// added or removed is said once, not for each of its colors and checks.
final class ManifestDiffBrandsTests: XCTestCase {
    private func manifest(_ yaml: String) throws -> ManifestDocument {
        let compiled = compile(yaml, path: "palettes/shop.yml")
        let palette = try XCTUnwrap(compiled.palette, "\(compiled.diagnostics)")
        return try ManifestReader.read(Array(ManifestRenderer.render([palette]).utf8), path: "manifest.json").get()
    }

    private func diff(_ old: String, _ new: String) throws -> ManifestDiff {
        ManifestDiff(old: try manifest(old), new: try manifest(new))
    }

    private let shop = ManifestBrandsTests.shop
    private var withoutBrands: String {
        shop.replacingOccurrences(of: "brands: [acme, globex]\n", with: "")
            .replacingOccurrences(of: "    brands:\n      globex: \"#00A86B\"\n", with: "")
    }

    /// globex's accent edited, and initech added: initech's colors and checks are not listed one by one.
    private var edited: String {
        shop.replacingOccurrences(of: "[acme, globex]", with: "[acme, globex, initech]")
            .replacingOccurrences(of: "#00A86B", with: "#007A4D")
    }

    func testAChangeNamesItsBrand() throws {
        XCTAssertEqual(
            DiffRenderer.text(try diff(shop, edited)),
            """
            added brand initech in Shop
            changed Shop.accent (globex)
              light              #00A86B → #007A4D  ΔE_OK 0.138  edited
              dark               #FF5794 → #FF85B2  ΔE_OK 0.086  derived by invert(light), \
            so it changed with its source
            contrast Shop (globex): accent on page, light, minimum 1.5: 3.08:1 passes → 5.4:1 passes
            contrast Shop (globex): accent on page, dark, minimum 1.5: 7.04:1 passes → 9.25:1 passes
            1 brand added, 1 color changed, 2 contrast checks changed

            """)
    }

    func testTheSameInMarkdown() throws {
        XCTAssertEqual(
            DiffRenderer.markdown(try diff(shop, edited)),
            """
            ### Colors: 1 brand added, 1 color changed, 2 contrast checks changed

            | Brand | Change |
            |---|---|
            | `initech` in `Shop` | brand added |

            | Color | Appearance | Old | New | ΔE_OK | Why |
            |---|---|---|---|---|---|
            | `Shop.accent` (`globex`) | light | `#00A86B` | `#007A4D` | 0.138 | edited |
            | `Shop.accent` (`globex`) | dark | `#FF5794` | `#FF85B2` | 0.086 | \
            derived by `invert(light)`, so it changed with its source |

            | Contrast check | Old | New |
            |---|---|---|
            | `Shop` (`globex`): `accent` on `page`, light, minimum 1.5 | 3.08:1 passes | 5.4:1 passes |
            | `Shop` (`globex`): `accent` on `page`, dark, minimum 1.5 | 7.04:1 passes | 9.25:1 passes |

            """)
    }

    /// A palette that gains brands keeps its colors as the default brand's: only the new brand is news.
    /// Losing them again says the brand removed, once.
    func testBrandsAddedToAPaletteAndRemovedAreSaidOnce() throws {
        XCTAssertEqual(DiffRenderer.text(try diff(withoutBrands, shop)), "added brand globex in Shop\n1 brand added\n")
        XCTAssertEqual(
            DiffRenderer.text(try diff(shop, withoutBrands)), "removed brand globex from Shop\n1 brand removed\n")
        XCTAssertFalse(try diff(shop, withoutBrands).isEmpty, "a brand removed is a difference: diff exits 1")
        XCTAssertTrue(try diff(shop, shop).isEmpty)
    }

    /// A color's values for a brand its palette does not list, which palettec never writes, would be
    /// compared with nothing: an error naming it.
    func testValuesForABrandThePaletteDoesNotListAreAnError() throws {
        let palette = try XCTUnwrap(compile(shop, path: "palettes/shop.yml").palette)
        let text = ManifestRenderer.render([palette]).replacingOccurrences(
            of: "{\"brand\": \"globex\"", with: "{\"brand\": \"nope\"")
        guard case .failure(let failure) = ManifestReader.read(Array(text.utf8), path: "m.json") else {
            return XCTFail("read")
        }
        XCTAssertTrue(
            failure.diagnostic.formatted.hasSuffix(
                "error: 'Shop.page' has values for the brand 'nope', which is not one of its palette's other brands"),
            failure.diagnostic.formatted)
    }

    /// A color added to a palette with brands shows each brand's values.
    func testAnAddedColorShowsEachBrand() throws {
        let added = shop.replacingOccurrences(
            of: "contrast:", with: "  tint:\n    light: \"#5856D6\"\n    brands: { globex: \"#000000\" }\ncontrast:")
        XCTAssertEqual(
            DiffRenderer.text(try diff(shop, added)),
            """
            added Shop.tint (acme)
              light              #5856D6
              dark               #A7A929  derived by invert(light)
            added Shop.tint (globex)
              light              #000000
              dark               #FFFFFF  derived by invert(light)
            1 color added

            """)
    }
}
