import Foundation
import XCTest

/// What `import` is pointed at and where it writes: a folder that holds a catalog, a color set, a
/// `--output` that names the file, and a catalog with nothing to import.
final class ImportArgumentsTests: XCTestCase {
    private func sandboxWithCatalog(at path: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(ImportCommandTests.oneColor, to: "\(path)/Ink.colorset/Contents.json")
        return sandbox
    }

    func testAFolderHoldingOneCatalogSaysWhichToImport() throws {
        let sandbox = try sandboxWithCatalog(at: "MyApp/Resources/Assets.xcassets")

        let result = try sandbox.run(["import", "MyApp"])

        XCTAssertStatus(result, 64)
        XCTAssertEqual(
            result.stderrLines,
            [
                "MyApp: error: this is not an asset catalog, but holds one: palettec import MyApp/Resources/Assets.xcassets"
            ])
        XCTAssertFalse(result.stderr.contains("rename"), result.stderr)
        XCTAssertFalse(sandbox.exists("palettes"))
    }

    func testAFolderHoldingSeveralCatalogsNamesThemAll() throws {
        let sandbox = try sandboxWithCatalog(at: "MyApp/App/Assets.xcassets")
        try sandbox.write(ImportCommandTests.oneColor, to: "MyApp/Widget/Colors.xcassets/Ink.colorset/Contents.json")
        try sandbox.write(ImportCommandTests.oneColor, to: "MyApp/.build/Hidden.xcassets/Ink.colorset/Contents.json")

        let result = try sandbox.run(["import", "MyApp"])

        XCTAssertStatus(result, 64)
        XCTAssertEqual(
            result.stderrLines,
            [
                "MyApp: error: this is not an asset catalog, but holds 2: MyApp/App/Assets.xcassets, "
                    + "MyApp/Widget/Colors.xcassets; import each with palettec import CATALOG (--palette names each palette)"
            ])
    }

    func testAFolderWithNoCatalogSaysSo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("x", to: "Resources/notes.txt")

        let result = try sandbox.run(["import", "Resources"])

        XCTAssertStatus(result, 64)
        XCTAssertEqual(
            result.stderrLines,
            [
                "Resources: error: this is not an asset catalog (a folder named NAME.xcassets), "
                    + "and holds none 4 folders deep; pass the catalog to import"
            ])
    }

    func testAColorSetSaysToPassTheCatalog() throws {
        let sandbox = try sandboxWithCatalog(at: "App/Assets.xcassets")

        let result = try sandbox.run(["import", "App/Assets.xcassets/Ink.colorset"])

        XCTAssertStatus(result, 64)
        XCTAssertEqual(
            result.stderrLines,
            [
                "App/Assets.xcassets/Ink.colorset: error: this is a color set; import reads a whole asset catalog, "
                    + "so pass the one that holds it: palettec import App/Assets.xcassets"
            ])
    }

    /// `--output palettes/Assets.yml` is the file: never a folder of that name.
    func testAnOutputEndingInYmlIsThePaletteFile() throws {
        let sandbox = try sandboxWithCatalog(at: "App/Assets.xcassets")

        let named = try sandbox.run(["import", "App/Assets.xcassets", "--output", "palettes/Colors.yml"])
        let both = try sandbox.run([
            "import", "App/Assets.xcassets", "--output", "design/brand.yaml", "--palette", "Brand",
        ])

        XCTAssertStatus(named, 0)
        XCTAssertEqual(named.stdout, "created palettes/Colors.yml (1 color)\n")
        XCTAssertEqual(try sandbox.entries(in: "palettes"), ["Colors.yml"])
        XCTAssertTrue(try sandbox.read("palettes/Colors.yml").contains("palette: Colors\n"))
        XCTAssertStatus(both, 0)
        XCTAssertEqual(try sandbox.entries(in: "design"), ["brand.yaml"])
        XCTAssertTrue(try sandbox.read("design/brand.yaml").contains("palette: Brand\n"))
    }

    /// An app extension's catalog with only Xcode's empty AccentColor: a warning, exit 0, nothing written,
    /// so a script importing every catalog of a project goes on.
    func testACatalogWithNoColorToImportWarnsAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
            to: "Widget.xcassets/AccentColor.colorset/Contents.json")

        let result = try sandbox.run(["import", "Widget.xcassets"])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stdout,
            "nothing to import from Widget.xcassets: it has no color palettec can import (2 warnings); no palette was written\n"
        )
        XCTAssertTrue(
            result.stderrLines.contains(
                "Widget.xcassets: warning: the catalog has no color palettec can import, so there is no palette to write"
            ),
            result.stderr)
        XCTAssertFalse(sandbox.exists("palettes"))
    }
}
