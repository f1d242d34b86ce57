import XCTest
@testable import PaletteCore

/// Names that cannot be a catalog folder, or that Xcode would read differently, are errors at the key.
final class CatalogNameRuleTests: XCTestCase {
    func testSlashAndColonWouldMakeOtherFolders() {
        XCTAssertEqual(
            Self.catalogErrors(
                """
                colors:
                  "a/b": "#000000"
                  "c:d":
                    e: "#000000"
                """),
            [
                "palettes/test.yml:2:3: error: the color 'a/b' has '/' in its name, which separates folders in the asset catalog; "
                    + "rename it without '/' (to nest it in a folder, put it in a group)",
                "palettes/test.yml:3:3: error: the group 'c:d' has ':' in its name, which macOS file names cannot hold "
                    + "(Finder shows it as '/'); rename it without ':'",
            ])
    }

    func testControlAndInvisibleCharacters() {
        XCTAssertEqual(
            Self.catalogErrors(
                """
                colors:
                  "tab\\tkey": "#000000"
                  "left\\u202Eright": "#000000"
                """),
            [
                "palettes/test.yml:2:3: error: the color 'tab\\tkey' has the invisible character U+9 in its name, which cannot "
                    + "name a folder in the asset catalog safely; remove it",
                "palettes/test.yml:3:3: error: the color 'left\\u{202E}right' has the invisible character U+202E in its name, "
                    + "which cannot name a folder in the asset catalog safely; remove it",
            ])
        XCTAssertNotNil(Self.name(.color, "nul\u{0}").problem)
        XCTAssertNotNil(Self.name(.group, "del\u{7F}").problem)
        XCTAssertNil(Self.name(.color, "family👨‍👩‍👧").problem, "emoji joiners are part of the name")
    }

    func testHiddenAndSpecialNames() {
        XCTAssertEqual(
            Self.catalogErrors(
                """
                colors:
                  .hidden: "#000000"
                """),
            [
                "palettes/test.yml:2:3: error: the color '.hidden' starts with '.', which hides its folder, and Xcode ignores "
                    + "hidden folders in an asset catalog; rename it without the leading '.'"
            ])
        XCTAssertEqual(
            Self.name(.group, ".").problem,
            "the group is named '.', which names a folder that already exists in every folder; rename it")
        XCTAssertEqual(
            Self.name(.color, "..").problem,
            "the color is named '..', which names a folder that already exists in every folder; rename it")
        XCTAssertEqual(
            Self.name(.group, "").problem,
            "the group has an empty name, and the asset catalog has no folder without one; give it a name")
    }

    func testGroupNamesHaveNoPeriod() {
        XCTAssertEqual(
            Self.catalogErrors(
                """
                colors:
                  Icons.imageset: { a: "#000000" }
                  Old.COLORSET: { a: "#000000" }
                  v1.2: { a: "#000000" }
                  logo.imageset: "#000000"
                  brand.blue.darken.20: "#000000"
                """),
            [
                "palettes/test.yml:2:3: error: the group 'Icons.imageset' would be a folder that Xcode reads as an image set, "
                    + "not as a group, because its name ends in '.imageset'; rename it, for example to 'Icons-imageset'",
                "palettes/test.yml:3:3: error: the group 'Old.COLORSET' would be a folder that Xcode reads as a color set, "
                    + "not as a group, because its name ends in '.colorset'; rename it, for example to 'Old-COLORSET'",
                "palettes/test.yml:4:3: error: the group 'v1.2' has '.' in its name, and Xcode reads what follows the last '.' "
                    + "in a folder's name as the asset type (a group's name has no '.'); rename it, for example to 'v1-2'",
            ], "a color's folder ends in '.colorset', so dots in its key are fine")
        for type in AssetFolderType.all {
            XCTAssertNotNil(Self.name(.group, "x." + type.extension).problem, type.extension)
            XCTAssertNotNil(Self.name(.palette, "X." + type.extension.uppercased()).problem, type.extension)
        }
    }

    func testFileNamesFitIn255Bytes() {
        // Three-byte characters: a name short enough for Swift (120 characters) can still be too long a file name.
        let group = String(repeating: "色", count: 86), color = String(repeating: "色", count: 83)
        XCTAssertEqual(
            Self.catalogErrors(
                """
                colors:
                  \(group): { a: "#000000" }
                  \(color): "#000000"
                  \(String(repeating: "色", count: 82)): "#000000"
                """),
            [
                "palettes/test.yml:2:3: error: the group '\(group.prefix(40))…' would be the folder '\(group.prefix(40))…', "
                    + "258 bytes long, over the 255 bytes a file name can have; shorten it",
                "palettes/test.yml:3:3: error: the color '\(color.prefix(40))…' would be the folder '\(color.prefix(40))…', "
                    + "258 bytes long, over the 255 bytes a file name can have; shorten it",
            ], "82 three-byte characters and '.colorset' are 255 bytes")
    }

    func testNamesDifferingOnlyByCaseAreOneFolder() {
        XCTAssertEqual(
            Self.catalogErrors(
                """
                colors:
                  aB: "#000000"
                  ab: "#000000"
                  gX: { c: "#000000" }
                  gx: { c: "#000000" }
                """),
            [
                "palettes/test.yml:2:3: error: the color 'aB' would be the folder 'aB.colorset' in 'Test', and 'ab.colorset' would "
                    + "be the same folder on a case-insensitive file system (the macOS default); rename one of them",
                "palettes/test.yml:3:3: note: the color 'ab' is here",
                "palettes/test.yml:3:3: error: the color 'ab' would be the folder 'ab.colorset' in 'Test', and 'aB.colorset' would "
                    + "be the same folder on a case-insensitive file system (the macOS default); rename one of them",
                "palettes/test.yml:2:3: note: the color 'aB' is here",
                "palettes/test.yml:4:3: error: the group 'gX' would be the folder 'gX' in 'Test', and 'gx' would "
                    + "be the same folder on a case-insensitive file system (the macOS default); rename one of them",
                "palettes/test.yml:5:3: note: the group 'gx' is here",
                "palettes/test.yml:5:3: error: the group 'gx' would be the folder 'gx' in 'Test', and 'gX' would "
                    + "be the same folder on a case-insensitive file system (the macOS default); rename one of them",
                "palettes/test.yml:4:3: note: the group 'gX' is here",
            ])
    }

    func testPaletteFoldersDifferingOnlyByCase() {
        let palettes = ["Brand", "BRAND"].enumerated().map { index, name in
            Palette(
                name: name, description: nil, source: "\(index).yml",
                nameLocation: SourceLocation(path: "\(index).yml", line: 1, column: 10),
                root: ColorGroup(typeName: name, description: nil, members: []))
        }
        let (files, diagnostics) = AssetCatalogRenderer.render(palettes)
        XCTAssertEqual(files.map(\.path), [])
        XCTAssertEqual(diagnostics.map(\.location.path), ["0.yml", "1.yml"])
        XCTAssertTrue(
            diagnostics[0].message.hasPrefix(
                "the palette 'Brand' would be the folder 'Brand' in the asset catalog, and 'BRAND'"))
    }

    func testTwoColorsWithOneLookupName() {
        let (first, _) = compile(
            """
            palette: One
            namespace: false
            colors:
              tint: "#000000"
              Legacy: { namespace: false, colors: { accent: "#111111" } }
              accent: "#222222"
            """, path: "palettes/one.yml")
        let (second, _) = compile(
            """
            palette: Two
            namespace: false
            colors:
              tint: "#333333"
            """, path: "palettes/two.yml")
        let (files, diagnostics) = AssetCatalogRenderer.render([try! XCTUnwrap(first), try! XCTUnwrap(second)])
        XCTAssertEqual(files.map(\.path), [])
        let advice =
            "rename one of them, or set 'namespace: true' on a group or palette that holds it, so that its folder prefixes the name"
        XCTAssertEqual(
            Self.lines(diagnostics),
            [
                "palettes/one.yml:4:3: error: the color 'tint' and another color would all be looked up in the asset catalog as 'tint'; \(advice)",
                "palettes/two.yml:4:3: note: the other color 'tint' is here",
                "palettes/one.yml:5:41: error: the color 'Legacy.accent' and another color would all be looked up in the asset catalog as 'accent'; \(advice)",
                "palettes/one.yml:6:3: note: the other color 'accent' is here",
                "palettes/one.yml:6:3: error: the color 'accent' and another color would all be looked up in the asset catalog as 'accent'; \(advice)",
                "palettes/one.yml:5:41: note: the other color 'Legacy.accent' is here",
                "palettes/two.yml:4:3: error: the color 'tint' and another color would all be looked up in the asset catalog as 'tint'; \(advice)",
                "palettes/one.yml:4:3: note: the other color 'tint' is here",
            ])
    }

    func testValidNamesPass() {
        for name in ["Dark Blurple", "300", "primary.reverse", "brand.blue.darken.20", "on-accent", "fire🔥", "Ünïcödé"]
        {
            XCTAssertNil(Self.name(.color, name).problem, name)
        }
        for name in ["Dark Blurple", "300", "on-accent", "Legacy"] {
            XCTAssertNil(Self.name(.group, name).problem, name)
        }
    }

    /// The catalog's diagnostics for one palette that compiles, as printed.
    private static func catalogErrors(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let (palette, diagnostics) = compile("palette: Test\n" + yaml)
        XCTAssertEqual(printed(diagnostics), [], "the palette itself compiles", file: file, line: line)
        guard let palette else { return ["(no palette)"] }
        let (files, catalogDiagnostics) = AssetCatalogRenderer.render([palette])
        XCTAssertEqual(
            files.isEmpty, catalogDiagnostics.containsErrors, "files only without errors", file: file, line: line)
        return lines(catalogDiagnostics).map(shiftedUp)
    }

    /// Each diagnostic's lines, its notes included, one string a line.
    private static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        printed(diagnostics).flatMap { $0.split(separator: "\n").map(String.init) }
    }

    /// The palette line the helper adds, taken back out of a line's location.
    private static func shiftedUp(_ line: String) -> String {
        let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let number = Int(parts[1]) else { return line }
        return "\(parts[0]):\(number - 1):\(parts[2])"
    }

    private static func name(_ kind: CatalogFolderName.Kind, _ name: String) -> CatalogFolderName {
        CatalogFolderName(kind: kind, name: name, location: SourceLocation(path: "p.yml", line: 1, column: 1))
    }
}
