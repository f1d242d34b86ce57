import TestSupport
import XCTest
@testable import PaletteCore

/// A palette with brands in `manifest.json`: its brands, default first; each color's own appearances are
/// the default brand's, and its `brands` the others', each with its derivations; each brand's checks.
final class ManifestBrandsTests: XCTestCase {
    static let shop = """
        palette: Shop
        brands: [acme, globex]
        colors:
          page: { light: "#FFFFFF", dark: "#000000" }
          accent:
            light: "#0A84FF"
            brands:
              globex: "#00A86B"
        contrast:
          - { foreground: accent, background: page, minimum: 1.5 }
        """

    private func manifest(_ yaml: String) throws -> (text: String, root: JSONNode) {
        let palette = try XCTUnwrap(compile(yaml, path: "palettes/shop.yml").palette)
        let text = ManifestRenderer.render([palette])
        switch JSONReader.read(Array(text.utf8), path: "manifest.json") {
        case .success(let root): return (text, root)
        case .failure(let error): throw TestFailure(error.diagnostic.formatted)
        }
    }

    func testThePaletteListsItsBrandsDefaultFirst() throws {
        let palette = try XCTUnwrap(try manifest(Self.shop).root["palettes"]?.array?.first)
        XCTAssertEqual(palette.object?.map(\.key), ["name", "source", "brands", "colors", "contrast"])
        XCTAssertEqual(palette["brands"]?.array?.compactMap(\.string), ["acme", "globex"])
    }

    /// The default brand's values where a palette without brands has them, so a reader that knows no
    /// brands reads the default brand; then every other brand's, on the color's one line.
    func testEachColorHasEveryBrandsValuesOnItsLine() throws {
        let (text, root) = try manifest(Self.shop)
        let colors = try XCTUnwrap(root["palettes"]?.array?.first?["colors"]?.array)
        let accent = colors[1]
        XCTAssertEqual(accent.object?.map(\.key), ["name", "swiftName", "assetName", "light", "dark", "brands"])
        XCTAssertEqual(accent["light"]?["hex"]?.string, "#0A84FFFF")
        XCTAssertEqual(accent["dark"]?["hex"]?.string, "#F57B00FF")
        let globex = try XCTUnwrap(accent["brands"]?.array)
        XCTAssertEqual(globex.count, 1)
        XCTAssertEqual(globex[0].object?.map(\.key), ["brand", "light", "dark"])
        XCTAssertEqual(globex[0]["brand"]?.string, "globex")
        XCTAssertEqual(globex[0]["light"]?["hex"]?.string, "#00A86BFF")
        XCTAssertNil(globex[0]["light"]?["derivation"])
        XCTAssertEqual(globex[0]["dark"]?["hex"]?.string, "#FF5794FF", "derived from globex's own light")
        XCTAssertEqual(globex[0]["dark"]?["derivation"]?["rule"]?.string, "invert")
        XCTAssertEqual(colors[0]["brands"]?.array?.first?["light"]?["hex"]?.string, "#FFFFFFFF")
        XCTAssertEqual(
            text.split(separator: "\n").filter { $0.contains("\"swiftName\"") }.count, 2, "one line per color")
    }

    /// Every brand's checks, each naming its brand, the default's first.
    func testEachContrastCheckNamesItsBrand() throws {
        let checks = try XCTUnwrap(try manifest(Self.shop).root["palettes"]?.array?.first?["contrast"]?.array)
        XCTAssertEqual(
            checks.map { "\($0["brand"]?.string ?? "-") \($0["appearance"]?.string ?? "-")" },
            ["acme light", "acme dark", "globex light", "globex dark"])
        guard checks.count == 4 else { return }
        XCTAssertEqual(
            checks[2].object?.map(\.key),
            ["foreground", "background", "brand", "appearance", "ratio", "minimum", "passes"])
        XCTAssertNotEqual(
            checks[0]["ratio"].map { "\($0.value)" }, checks[2]["ratio"].map { "\($0.value)" },
            "globex's accent is its own")
    }

    func testAPaletteWithoutBrandsHasNoBrandKey() throws {
        let text = try manifest(
            "colors:\n  a: '#444444'\ncontrast:\n  - { foreground: a, background: a, minimum: 1 }\n"
        )
        .text
        XCTAssertFalse(text.contains("brand"), text)
    }
}
