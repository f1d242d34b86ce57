import Foundation
import TestSupport
import XCTest

/// `palettec import`: an asset catalog on disk → one YAML palette, its warnings, and what it refuses.
final class ImportCommandTests: XCTestCase {
    static let whatImportReads =
        "import reads an Xcode asset catalog (a folder named NAME.xcassets), SwiftGen's colors (a .txt or "
        + ".json file), or design tokens (a .resolver.json, a Tokens Studio folder with $themes.json, or .json token files, as Figma's variables export writes them)"

    /// `Tests/Fixtures/Import/AssetCatalog`: catalogs written as Xcode writes them, and the palettes they import to.
    static let fixtures = RepositoryFiles.url("Tests/Fixtures/Import/AssetCatalog")

    private func copyCatalog(_ name: String, into sandbox: Sandbox, as destination: String? = nil) throws {
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent(name), to: sandbox.url(destination ?? name))
    }

    /// A fresh sandbox with the fixture catalog `name`, and `palettec import name` run in it.
    private func importFixture(_ name: String) throws -> (sandbox: Sandbox, result: PalettecResult) {
        let sandbox = try Sandbox()
        try copyCatalog(name, into: sandbox)
        return (sandbox, try sandbox.run(["import", name]))
    }

    /// `palettec import <name>.xcassets` succeeds, saying `stdout`, and its palette and warnings are the
    /// committed `<name>.yml` and `<name>.stderr` (`PALETTEC_RECORD=1` writes them instead).
    private func importMatchesItsReference(
        _ name: String, stdout: String, file: StaticString = #filePath, line: UInt = #line
    )
        throws -> Sandbox
    {
        let (sandbox, result) = try importFixture(name + ".xcassets")
        XCTAssertStatus(result, 0, file: file, line: line)
        XCTAssertEqual(result.stdout, stdout, file: file, line: line)
        try compareWithReference(
            try sandbox.read("palettes/\(name).yml"), "AssetCatalog/\(name).yml", file: file, line: line)
        try compareWithReference(result.stderr, "AssetCatalog/\(name).stderr", file: file, line: line)
        return sandbox
    }

    /// The reference test: the realistic catalog's palette and every warning.
    func testTheRealisticCatalogImportsToItsReferencePalette() throws {
        let sandbox = try importMatchesItsReference(
            "Realistic", stdout: "created palettes/Realistic.yml (19 colors, 7 warnings, 2 other assets skipped)\n")
        XCTAssertEqual(try sandbox.entries(in: "palettes"), ["Realistic.yml"])

        let lint = try sandbox.run(["lint", "palettes/Realistic.yml"])
        XCTAssertStatus(lint, 0)
        XCTAssertEqual(lint.stdout, "1 palettes, 19 colors: no problems\n")
    }

    /// Every form Xcode writes a component in (and unquoted numbers), a warning at each "1" that could
    /// mean full intensity, and the shortest exact form of each color.
    func testEveryComponentFormImportsToItsReferencePalette() throws {
        _ = try importMatchesItsReference(
            "Components", stdout: "created palettes/Components.yml (13 colors, 6 warnings)\n")
    }

    /// The folders on disk in byte order (`Grey 10`, `Grey 2`, `Grey`, ..., `apple`); the palette as Xcode
    /// lists them, with no warning (an empty `Order.stderr`).
    func testColorsAreListedAsXcodeListsThem() throws {
        _ = try importMatchesItsReference("Order", stdout: "created palettes/Order.yml (12 colors)\n")
    }

    func testASecondImportIsUpToDateAndTouchesNothing() throws {
        let (sandbox, first) = try importFixture("Realistic.xcassets")
        XCTAssertStatus(first, 0)
        try sandbox.ageFiles(in: "palettes")

        let again = try sandbox.run(["import", "Realistic.xcassets"])

        XCTAssertStatus(again, 0)
        XCTAssertEqual(
            again.stdout, "palettes/Realistic.yml is up to date (19 colors, 7 warnings, 2 other assets skipped)\n")
        XCTAssertEqual(try sandbox.modificationDate("palettes/Realistic.yml"), Sandbox.oldDate)
    }

    func testAnExistingFileWithOtherContentsIsNeverOverwritten() throws {
        let sandbox = try Sandbox()
        try copyCatalog("Realistic.xcassets", into: sandbox, as: "Brand.xcassets")
        try sandbox.write("colors:\n  mine: \"#123456\"\n", to: "design/Brand.yml")

        let result = try sandbox.run(["import", "Brand.xcassets", "--output", "design"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            Array(result.stderrLines.suffix(2)),
            [
                "design/Brand.yml: error: the file already exists with other contents, and import never overwrites a palette; "
                    + "move or rename it, or choose another --output or --palette",
                "palettec: 1 error; nothing was written",
            ])
        XCTAssertEqual(try sandbox.read("design/Brand.yml"), "colors:\n  mine: \"#123456\"\n")
        XCTAssertEqual(try sandbox.entries(in: "design"), ["Brand.yml"])
    }

    func testPaletteAndOutputOptionsNameTheFile() throws {
        let sandbox = try Sandbox()
        try copyCatalog("Realistic.xcassets", into: sandbox, as: "App/Assets.xcassets")

        let result = try sandbox.run([
            "import", "App/Assets.xcassets/", "--output", "design/palettes", "--palette", "Brand Colors",
        ])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stdout, "created design/palettes/Brand Colors.yml (19 colors, 7 warnings, 2 other assets skipped)\n")
        let yaml = try sandbox.read("design/palettes/Brand Colors.yml")
        XCTAssertTrue(
            yaml.hasPrefix(
                "# yaml-language-server: $schema=palette.schema.json\n# Imported from Assets.xcassets by palettec import"
            ), yaml)
        XCTAssertTrue(yaml.contains("\npalette: \"Brand Colors\"\nnamespace: false\n"), yaml)
        XCTAssertTrue(
            result.stderr.contains("App/Assets.xcassets/AccentColor.colorset/Contents.json:3:5: warning: "),
            result.stderr)
    }

    /// A catalog's folder name is not chosen as `--palette` is: its controls and invisible characters are
    /// left out of the palette's name and file, with a warning, and never reach the terminal.
    func testControlsInTheCatalogsNameAreLeftOutOfThePalettesName() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.oneColor, to: "\u{1B}[2J\u{1B}]0;pwned\u{07}.xcassets/Ink.colorset/Contents.json")

        let result = try sandbox.run(["import", "\u{1B}[2J\u{1B}]0;pwned\u{07}.xcassets"])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "created palettes/[2J]0;pwned.yml (1 color, 1 warning)\n")
        XCTAssertEqual(
            result.stderrLines,
            [
                "\\u{1B}[2J\\u{1B}]0;pwned\\u{7}.xcassets: warning: the catalog's name holds control or invisible characters, which the "
                    + "palette's name leaves out: it is '[2J]0;pwned'; to choose another, import with --palette NAME"
            ])
        XCTAssertEqual(try sandbox.entries(in: "palettes"), ["[2J]0;pwned.yml"])
        XCTAssertTrue(try sandbox.read("palettes/[2J]0;pwned.yml").contains("\npalette: \"[2J]0;pwned\"\n"))
    }

    func testNamesThatCannotSurviveAreAnErrorAndNothingIsWritten() throws {
        let (sandbox, result) = try importFixture("Collision.xcassets")

        XCTAssertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderrLines,
            [
                "Collision.xcassets/dark-blurple.colorset/Contents.json: error: the colorset 'dark-blurple' and the colorset 'Dark Blurple' "
                    + "both become the Swift name 'darkBlurple'; rename one of them in the catalog so the two differ in more than case, "
                    + "spaces and punctuation, which Swift names drop (and rename it wherever the app looks it up by name), then import again",
                "Collision.xcassets/Dark Blurple.colorset/Contents.json: note: the other one",
                "palettec: 1 error; nothing was written",
            ])
        XCTAssertFalse(sandbox.exists("palettes"))
    }

    func testMalformedJSONIsAnErrorAtItsLineAndColumn() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\",\n    }\n  ]\n}\n",
            to: "A.xcassets/Ink.colorset/Contents.json")
        try sandbox.write(
            "{\n  \"info\" : {\n    \"author\" : \"xcode\"\n    \"version\" : 1\n  }\n}\n",
            to: "A.xcassets/Group/Contents.json")
        try sandbox.write("{}", to: "A.xcassets/Group/x.colorset/Contents.json")

        let result = try sandbox.run(["import", "A.xcassets"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines,
            [
                "A.xcassets/Group/Contents.json:4:5: error: malformed JSON: expected ',' or '}' after a value in an object",
                "A.xcassets/Group/x.colorset/Contents.json:1:1: warning: the colorset has no color (as in the AccentColor Xcode creates empty); "
                    + "set one in Xcode to import it; it is not imported",
                "A.xcassets/Ink.colorset/Contents.json:5:5: error: malformed JSON: a comma before '}' is not allowed in JSON",
                "palettec: 2 errors, 1 warning; nothing was written",
            ])
    }

    func testAColorsetWithoutContentsAndAnOutOfRangeColorAreErrors() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(
            at: sandbox.url("A.xcassets/Lost.colorset"), withIntermediateDirectories: true)
        try sandbox.write(
            """
            {"colors" : [{"idiom" : "universal", "color" : {"color-space" : "extended-srgb",
              "components" : {"red" : "1.250", "green" : "0.5", "blue" : "0.5", "alpha" : "1.000"}}}]}
            """, to: "A.xcassets/Bright.colorset/Contents.json")

        let result = try sandbox.run(["import", "A.xcassets"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines,
            [
                "A.xcassets/Lost.colorset: error: this colorset has no Contents.json, so it has no color; remove it, or set its color in Xcode",
                "A.xcassets/Bright.colorset/Contents.json:2:27: error: 'red' is 1.250, outside 0–1: this extended-srgb color lies beyond "
                    + "what palettec's colors hold (0–1 in sRGB or Display P3), so it cannot be imported; bring it into range in Xcode "
                    + "(a Display P3 color reaches further than sRGB)",
                "palettec: 2 errors; nothing was written",
            ])
    }

    /// Links are followed only inside the catalog; a FIFO is never opened (the run would hang).
    func testLinksOutOfTheCatalogAreNotFollowedAndFIFOsAreNotRead() throws {
        let sandbox = try Sandbox()
        try copyCatalog("Collision.xcassets", into: sandbox, as: "Outside.xcassets")
        try sandbox.write(Self.oneColor, to: "A.xcassets/Ink.colorset/Contents.json")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("A.xcassets/Linked").path, withDestinationPath: "../Outside.xcassets")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("A.xcassets/Self").path, withDestinationPath: ".")
        try FileManager.default.createDirectory(
            at: sandbox.url("A.xcassets/Pipe.colorset"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(sandbox.url("A.xcassets/Pipe.colorset/Contents.json").path, 0o644), 0)

        let result = try sandbox.run(["import", "A.xcassets"], timeout: 10)

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines,
            [
                "A.xcassets/Linked: warning: this symbolic link leads out of the catalog; it is not read",
                "A.xcassets/Self: warning: this symbolic link leads back into a folder being read; it is not read again",
                "A.xcassets/Pipe.colorset/Contents.json: error: could not read the colorset: it is not a regular file",
                "palettec: 1 error, 2 warnings; nothing was written",
            ])
    }

    func testUsageErrorsExitWith64() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.oneColor, to: "A.xcassets/Ink.colorset/Contents.json")
        try sandbox.write("x", to: "notes.md")
        try sandbox.write(Self.oneColor, to: ".xcassets/Ink.colorset/Contents.json")
        try sandbox.write(Self.oneColor, to: "\u{7}.xcassets/Ink.colorset/Contents.json")
        let cases: [([String], String)] = [
            (["import", "Missing.xcassets"], "Missing.xcassets: error: no such asset catalog"),
            (["import", "Missing.txt"], "Missing.txt: error: no such file or folder; " + Self.whatImportReads),
            (["import", "notes.md"], "notes.md: error: this is not a file import reads; " + Self.whatImportReads),
            (
                ["import", "A.xcassets", "--palette", "../Brand"],
                "Error: --palette '../Brand' is a path; give a name for the palette, and the folder with --output"
            ),
            (
                ["import", "A.xcassets", "--palette", ".hidden"],
                "Error: --palette '.hidden' starts with '.', which would hide the palette file; choose another name"
            ),
            (
                ["import", "A.xcassets", "--palette", "\u{1B}[2JBrand\r"],
                "Error: --palette '\\u{1B}[2JBrand\\r' holds the control or invisible character U+1B, which a file name should not; choose a name without it"
            ),
            (
                ["import", "\u{7}.xcassets"],
                "error: the catalog's name holds only control or invisible characters; name the palette with --palette NAME"
            ),
            (
                ["import", "A.xcassets", "--output", ""],
                "Error: --output is empty; name the folder for the palette, such as --output palettes"
            ),
            (
                ["import", ""],
                "Error: a path to import is empty; name an asset catalog such as Assets.xcassets, or SwiftGen's colors such as colors.txt"
            ),
            (["import"], "Error: Missing expected argument '<path> ...'"),
            (
                ["import", "A.xcassets", "notes.md", "--palette", "Brand"],
                "Error: --palette names one palette, and 2 paths make 2; import them one at a time to name each"
            ),
            (
                ["import", "A.xcassets", "A.xcassets", "--output", "design/Brand.yml"],
                "Error: --output names one palette file, and 2 paths make 2 palettes; give a folder"
            ),
            (
                ["import", "A.xcassets", "./A.xcassets/"],
                "error: A.xcassets and A.xcassets would both be written to palettes/A.yml; import them one at a time, naming each with --palette NAME"
            ),
            (
                ["import", ".xcassets"],
                "error: the catalog's name is empty; give the palette a name, such as --palette Brand; name the palette with --palette NAME"
            ),
        ]
        for (arguments, message) in cases {
            let result = try sandbox.run(arguments)
            XCTAssertStatus(result, 64)
            XCTAssertEqual(result.stderrLines.first, message, "\(arguments)")
        }
        XCTAssertFalse(sandbox.exists("palettes"))
    }

    static let oneColor = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x30",
                  "green" : "0x20",
                  "red" : "0x10"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

}

/// Issue 8's "done when", on disk: the realistic catalog imported, written back with
/// `generate --asset-catalog`, and imported again has every color under its lookup name with its values.
final class ImportRoundTripTests: XCTestCase {
    func testTheRealisticCatalogSurvivesImportAndWritingBack() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(
            at: ImportCommandTests.fixtures.appendingPathComponent("Realistic.xcassets"),
            to: sandbox.url("Realistic.xcassets"))
        XCTAssertStatus(try sandbox.run(["import", "Realistic.xcassets"]), 0)
        XCTAssertStatus(try sandbox.run(["generate", "--output", "first", "--asset-catalog", "Written.xcassets"]), 0)
        let back = try sandbox.run(["import", "Written.xcassets", "--palette", "Realistic", "--output", "again"])
        XCTAssertStatus(back, 0)
        XCTAssertEqual(back.stderr, "", "palettec's own catalog imports without a warning")
        XCTAssertStatus(try sandbox.run(["generate", "again", "--output", "second"]), 0)

        let first = try colors(in: sandbox.read("first/manifest.json"))
        let second = try colors(in: sandbox.read("second/manifest.json"))
        XCTAssertEqual(first.count, 19)
        XCTAssertEqual(Set(first.keys), Set(second.keys), "lookup names changed on the way back")
        for (name, values) in first {
            XCTAssertEqual(values, second[name], name)
        }
    }

    /// assetName → each appearance's components and color space, as the manifest writes them.
    private func colors(in manifest: String) throws -> [String: [String: [String: String]]] {
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        var colors: [String: [String: [String: String]]] = [:]
        for palette in root["palettes"] as? [[String: Any]] ?? [] {
            for color in palette["colors"] as? [[String: Any]] ?? [] {
                let name = try XCTUnwrap(color["assetName"] as? String)
                var appearances: [String: [String: String]] = [:]
                for appearance in ["light", "dark", "highContrastLight", "highContrastDark"] {
                    guard let value = color[appearance] as? [String: Any] else { continue }
                    appearances[appearance] = Dictionary(
                        uniqueKeysWithValues: ["red", "green", "blue", "alpha", "colorSpace"].map {
                            ($0, "\(value[$0] ?? "none")")
                        })
                }
                colors[name] = appearances
            }
        }
        return colors
    }
}
