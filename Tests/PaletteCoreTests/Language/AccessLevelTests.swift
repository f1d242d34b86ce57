import XCTest
@testable import PaletteCore

/// `access:` in a palette, the default from options, and what the renderers make of them.
final class AccessLevelTests: XCTestCase {
    private let yaml = "palette: Design\naccess: package\ncolors:\n  a: '#000'\n"

    func testThePalettesKeyWinsOverTheDefault() throws {
        let palette = try XCTUnwrap(compile(yaml).palette)
        XCTAssertEqual(palette.accessLevel, .package)
        let swift = PaletteFileRenderer.render(palette, options: RenderOptions(accessLevel: .public))
        XCTAssertTrue(
            swift.contains(
                "\npackage enum Design {\n    /// - light: #000000\n    /// - dark: #FFFFFF = invert(light)\n    package static var a: PaletteColor {"
            ), swift)
        XCTAssertFalse(swift.contains("public"), swift)
    }

    func testWithoutTheKeyTheDefaultApplies() throws {
        let palette = try XCTUnwrap(compile("colors:\n  a: '#000'\n").palette)
        XCTAssertNil(palette.accessLevel)
        XCTAssertTrue(
            PaletteFileRenderer.render(palette, options: RenderOptions(accessLevel: .public)).contains(
                "\npublic enum Test {"))
    }

    func testABadValueIsAnErrorAtTheValue() {
        XCTAssertEqual(
            printed(compile("access: open\ncolors:\n  a: '#000'\n").diagnostics),
            [
                "palettes/test.yml:1:9: error: 'access' is 'internal', 'package' or 'public' (who sees the palette's declarations); found 'open'"
            ])
    }

    func testTheRuntimeIsImportedAtThePalettesLevel() throws {
        let palette = try XCTUnwrap(compile(yaml).palette)
        for (access, line) in [
            (AccessLevel.public, "public import PaletteRuntime"), (.package, "package import PaletteRuntime"),
            (.internal, "import PaletteRuntime"),
        ] {
            var withAccess = palette
            withAccess.accessLevel = access
            let swift = PaletteFileRenderer.render(withAccess, options: RenderOptions(runtime: .import))
            XCTAssertTrue(swift.contains("\n\n\(line)\n\n"), swift)
        }
        XCTAssertFalse(PaletteFileRenderer.render(palette).contains("import"), "the embedded form imports nothing")
    }

    func testTheSupportFileIsAsVisibleAsTheMostVisiblePalette() throws {
        let internalOne = try XCTUnwrap(compile("colors:\n  a: '#000'\n", path: "a.yml").palette)
        let packageOne = try XCTUnwrap(compile(yaml, path: "b.yml").palette)
        let options = RenderOptions(accessLevel: .internal)
        XCTAssertEqual(options.supportAccessLevel(for: [internalOne]), .internal)
        XCTAssertEqual(options.supportAccessLevel(for: [internalOne, packageOne]), .package)
        XCTAssertEqual(RenderOptions(accessLevel: .public).supportAccessLevel(for: [packageOne]), .package)
        XCTAssertEqual(RenderOptions(accessLevel: .public).supportAccessLevel(for: []), .public)

        let files = PaletteCompiler.render([internalOne, packageOne], options: options).files
        XCTAssertEqual(
            files.map(\.path), ["A.swift", "B.swift", "PaletteSupport.swift", "manifest.json", "palettes.svg"])
        let support = try XCTUnwrap(files.first { $0.path == PaletteFileNames.supportFile })
        XCTAssertTrue(support.contents.contains("\npackage struct PaletteColor"), support.contents)
        XCTAssertFalse(
            PaletteCompiler.render([internalOne], options: RenderOptions(runtime: .import)).files.contains {
                $0.path == PaletteFileNames.supportFile
            })
    }

    func testAccessLevelsOrderByReach() {
        XCTAssertEqual(AccessLevel.allCases.sorted(), [.internal, .package, .public])
        XCTAssertEqual([AccessLevel.public, .internal, .package].max(), .public)
    }
}
