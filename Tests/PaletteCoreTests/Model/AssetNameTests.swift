import XCTest
@testable import PaletteCore

/// The name an asset catalog looks each color up by: keys as written, behind every folder that
/// provides a namespace (the palette's and each group's by default).
final class AssetNameTests: XCTestCase {
    func testKeysAsWrittenBehindThePaletteAndEachGroup() throws {
        let (palette, diagnostics) = compile(
            """
            palette: Brand
            colors:
              Dark Blurple: "#5865F2"
              text:
                primary.reverse: "#111111"
                "300": "#333333"
            """)
        XCTAssertEqual(withoutImplicitInversionWarnings(diagnostics), [])
        XCTAssertEqual(
            try XCTUnwrap(palette).allColors.map(\.assetName),
            ["Brand/Dark Blurple", "Brand/text/primary.reverse", "Brand/text/300"])
    }

    func testFoldersWithoutANamespaceAddNothingToTheName() throws {
        let (palette, diagnostics) = compile(
            """
            palette: Assets
            namespace: false
            colors:
              accent: "#0A84FF"
              Legacy:
                namespace: false
                colors:
                  brand.blue.darken.20: "#123456"
                  deep: { colors: { ink: "#000000" } }
            """)
        XCTAssertEqual(withoutImplicitInversionWarnings(diagnostics), [])
        let colors = try XCTUnwrap(palette).allColors
        XCTAssertEqual(colors.map(\.assetName), ["accent", "brand.blue.darken.20", "deep/ink"])
        XCTAssertEqual(
            colors.map(\.swiftPath), ["Assets.accent", "Assets.Legacy.brandBlueDarken20", "Assets.Legacy.Deep.ink"])
        XCTAssertFalse(try XCTUnwrap(palette).providesNamespace)
        guard case .group(let legacy) = try XCTUnwrap(palette).root.members[1] else {
            return XCTFail("Legacy is a group")
        }
        XCTAssertEqual(legacy.key, "Legacy")
        XCTAssertEqual(legacy.keyLocation?.line, 5)
        XCTAssertFalse(legacy.providesNamespace)
    }

    func testNamespaceIsTrueOrFalse() {
        let (palette, diagnostics) = compile(
            """
            namespace: no
            colors:
              group: { namespace: [], colors: { a: "#000000" } }
            """)
        XCTAssertNil(palette)
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:1:12: error: 'namespace' needs \(PaletteBuilder.namespaceMeaning); found 'no'",
                "palettes/test.yml:3:23: error: 'namespace' needs \(PaletteBuilder.namespaceMeaning); found a list",
            ])
    }
}
