import Foundation
@testable import PaletteCLI
@testable import PaletteCore
import TestSupport
import XCTest

/// The migration steps of docs/catalogs.md, run as written on a catalog with folders with and without namespaces,
/// every component form and an asset that is not a color: afterwards each lookup name is defined once,
/// with the colors it had, and `check` keeps it so.
final class CatalogMigrationTests: XCTestCase {
    private static let fixture = RepositoryFiles.url("Tests/Fixtures/Migration/App.xcassets")
    private static let catalog = "App/Assets.xcassets"

    func testTheMigrationStepsLeaveEachLookupNameOnceWithItsColors() throws {
        let steps = try Self.migrationSteps()
        XCTAssertEqual(
            steps.map { $0.first ?? "" }, ["import", "generate", "check"], "the migration steps changed: \(steps)")
        let sandbox = try migrationSandbox()
        let before = try Self.lookups(in: Self.fixture.path)

        for step in steps {
            XCTAssertStatus(try sandbox.run(step), 0)
        }

        let after = try Self.lookups(in: sandbox.url(Self.catalog).path)
        XCTAssertEqual(after.duplicates, [], "lookup names defined more than once")
        XCTAssertEqual(after.colors, before.colors)
        XCTAssertEqual(before.colors.count, 9, "the fixture's color sets, its empty AccentColor included")
        for untouched in ["Contents.json", "AccentColor.colorset/Contents.json", "AppIcon.appiconset/Contents.json"] {
            XCTAssertEqual(
                try sandbox.read("\(Self.catalog)/\(untouched)"),
                try String(contentsOf: Self.fixture.appendingPathComponent(untouched), encoding: .utf8), untouched)
        }
    }

    /// Without `--replace-imported`, the imported color sets are in the way: nothing is written, and
    /// each error names both color sets.
    func testGenerateWithoutReplacingNamesEachDuplicateAndWritesNothing() throws {
        let sandbox = try migrationSandbox()
        XCTAssertStatus(try sandbox.run(["import", Self.catalog]), 0)
        let before = try sandbox.snapshot(Self.catalog)

        let generate = try sandbox.run(["generate", "--asset-catalog", Self.catalog])
        let check = try sandbox.run(["check", "--asset-catalog", Self.catalog])

        XCTAssertStatus(generate, 1)
        let accent =
            "\(Self.catalog)/accent.colorset: error: this color set, which palettec did not write, is looked up as 'accent', "
            + "and so is \(Self.catalog)/Assets/accent.colorset, which palettec writes: Xcode would find two colors by one name; "
            + "it holds the same colors, as a color set palettec imported does: run generate with --replace-imported to let "
            + "palettec's take its place, or rename the color in the palette"
        XCTAssertTrue(generate.stderrLines.contains(accent), generate.stderr)
        XCTAssertEqual(generate.stderrLines.filter { $0.contains("Xcode would find two colors by one name") }.count, 8)
        XCTAssertEqual(try sandbox.snapshot(Self.catalog), before)
        XCTAssertFalse(sandbox.exists("generated"))
        XCTAssertStatus(check, 1)
        XCTAssertTrue(check.stderrLines.contains(accent), check.stderr)
    }

    /// A foreign color set that comes back after the migration (a merge, a revert) makes `check` fail;
    /// one with other colors is never replaced.
    func testAForeignDuplicateFailsCheckAndOneWithOtherColorsIsNeverReplaced() throws {
        let sandbox = try migrationSandbox()
        for step in try Self.migrationSteps() { XCTAssertStatus(try sandbox.run(step), 0) }
        let original = Self.fixture.appendingPathComponent("accent.colorset")
        try FileManager.default.copyItem(at: original, to: sandbox.url("\(Self.catalog)/accent.colorset"))

        let check = try sandbox.run(["check", "--asset-catalog", Self.catalog])
        XCTAssertStatus(check, 1)
        XCTAssertTrue(
            check.stderr.contains(
                "\(Self.catalog)/accent.colorset: error: this color set, which palettec did not write"), check.stderr)

        let edited = try sandbox.read("\(Self.catalog)/accent.colorset/Contents.json").replacingOccurrences(
            of: "\"132\"", with: "\"133\"")
        try sandbox.write(edited, to: "\(Self.catalog)/accent.colorset/Contents.json")
        let snapshot = try sandbox.snapshot(Self.catalog)
        let generate = try sandbox.run(["generate", "--asset-catalog", Self.catalog, "--replace-imported"])
        XCTAssertStatus(generate, 1)
        XCTAssertTrue(
            generate.stderr.contains(
                "it holds other colors than palettec's, so palettec will not replace it"), generate.stderr)
        XCTAssertEqual(try sandbox.snapshot(Self.catalog), snapshot)
    }

    /// A color set that is a symbolic link (`accent.colorset -> accent2.colorset`) is never replaced,
    /// though it holds palettec's colors: nothing is removed through the link, found before anything is.
    func testAColorSetThatIsALinkIsNeverReplaced() throws {
        let sandbox = try migrationSandbox()
        for step in try Self.migrationSteps() { XCTAssertStatus(try sandbox.run(step), 0) }
        try FileManager.default.copyItem(
            at: Self.fixture.appendingPathComponent("accent.colorset"),
            to: sandbox.url("\(Self.catalog)/accent2.colorset"))
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("\(Self.catalog)/accent.colorset").path, withDestinationPath: "accent2.colorset")
        let target = try sandbox.read("\(Self.catalog)/accent2.colorset/Contents.json")

        let generate = try sandbox.run(["generate", "--asset-catalog", Self.catalog, "--replace-imported"])
        XCTAssertStatus(generate, 1)
        XCTAssertTrue(
            generate.stderr.contains(
                "\(Self.catalog)/accent.colorset: error: this color set, which palettec did not write"), generate.stderr
        )
        XCTAssertTrue(
            generate.stderr.contains(
                "it is a symbolic link, or lies in one, and palettec removes nothing through a link"), generate.stderr)
        XCTAssertEqual(try sandbox.read("\(Self.catalog)/accent2.colorset/Contents.json"), target)
        XCTAssertTrue(FileSystem.isSymbolicLink(sandbox.url("\(Self.catalog)/accent.colorset").path))
    }

    /// Color sets with entries palettec's colors cannot express (here `tv` ones of their own colors, beside
    /// the universal ones) do not stop the migration of the others: the import leaves them out and names
    /// each, once for the catalog, and every step exits 0; they stay byte for byte, every other color set is
    /// replaced, and each lookup name still has the colors it had.
    func testColorSetsWithEntriesPalettecCannotExpressStayAndTheOthersMigrate() throws {
        let sandbox = try migrationSandbox()
        let kept = ["Grey.colorset", "Colors/text.colorset"]
        for colorSet in kept { try Self.addEntry(Self.tvEntry, to: "\(Self.catalog)/\(colorSet)", in: sandbox) }
        let keptBytes = try kept.map { try sandbox.read("\(Self.catalog)/\($0)/Contents.json") }
        let before = try Self.lookups(in: sandbox.url(Self.catalog).path)

        var outputs: [PalettecResult] = []
        for step in try Self.migrationSteps() {
            let result = try sandbox.run(step)
            XCTAssertStatus(result, 0)
            outputs.append(result)
        }

        XCTAssertEqual(
            outputs[0].stderrLines.filter { $0.contains("'tv'") },
            [
                "\(Self.catalog): warning: 2 color sets are not imported and stay in the catalog as they are, since "
                    + "palettec's colors cannot express their entries for the idiom 'tv' (generate --replace-imported "
                    + "leaves them in place): Colors/text.colorset, Grey.colorset"
            ], outputs[0].stderr)
        XCTAssertEqual(try kept.map { try sandbox.read("\(Self.catalog)/\($0)/Contents.json") }, keptBytes)
        XCTAssertEqual(
            try sandbox.entries(in: Self.catalog).sorted(),
            ["AccentColor.colorset", "AppIcon.appiconset", "Assets", "Colors", "Contents.json", "Grey.colorset"])
        XCTAssertEqual(try sandbox.entries(in: "\(Self.catalog)/Colors").sorted(), ["Contents.json", "text.colorset"])
        let after = try Self.lookups(in: sandbox.url(Self.catalog).path)
        XCTAssertEqual(after.duplicates, [])
        XCTAssertEqual(after.colors, before.colors)
    }

    /// A kept color set still answers to its name: a palette color of that name is a clash, as before,
    /// whose message says what palettec's colors cannot express; nothing is written or removed.
    func testAKeptColorSetClashesWithAPaletteColorOfItsName() throws {
        let sandbox = try migrationSandbox()
        try Self.addEntry(Self.tvEntry, to: "\(Self.catalog)/Grey.colorset", in: sandbox)
        for step in try Self.migrationSteps() { XCTAssertStatus(try sandbox.run(step), 0) }
        let palette = try XCTUnwrap(try sandbox.entries(in: "palettes").first)
        let yaml = try sandbox.read("palettes/\(palette)")
        let grey2 = try XCTUnwrap(yaml.split(separator: "\n").first { $0.contains("Grey 2") })
        // Grey's own universal colors, so that only its `tv` entry stands in the way.
        try sandbox.write(
            yaml.replacingOccurrences(
                of: grey2, with: grey2 + "\n" + ##"  Grey: { light: "#8E8E93", dark: "#8E8E93" }"##),
            to: "palettes/\(palette)")
        let snapshot = try sandbox.snapshot(Self.catalog)

        let generate = try sandbox.run(["generate", "--asset-catalog", Self.catalog, "--replace-imported"])

        XCTAssertStatus(generate, 1)
        XCTAssertTrue(
            generate.stderrLines.contains {
                $0.hasPrefix(
                    "\(Self.catalog)/Grey.colorset: error: this color set, which palettec did not write, is looked up as 'Grey'"
                )
                    && $0.contains(
                        "palettec's colors cannot express its entries for the idiom 'tv', so palettec will not replace it"
                    )
            }, generate.stderr)
        XCTAssertEqual(try sandbox.snapshot(Self.catalog), snapshot)
    }

    /// A foreign color set that leads out of the catalog, its folder or its Contents.json a symbolic link,
    /// still answers to its name in Xcode: it is a clash with palettec's color of that name, never read,
    /// and nothing is written through it, `--replace-imported` or not.
    func testAColorSetLeadingOutOfTheCatalogTakesPartInTheNameClashCheck() throws {
        for linked in ["accent.colorset", "accent.colorset/Contents.json"] {
            let sandbox = try migrationSandbox()
            for step in try Self.migrationSteps() { XCTAssertStatus(try sandbox.run(step), 0) }
            try FileManager.default.createDirectory(at: sandbox.url("Elsewhere"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent("accent.colorset"), to: sandbox.url("Elsewhere/accent.colorset")
            )
            if linked == "accent.colorset/Contents.json" {
                try FileManager.default.createDirectory(
                    at: sandbox.url("\(Self.catalog)/accent.colorset"), withIntermediateDirectories: true)
            }
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.url("\(Self.catalog)/\(linked)").path,
                withDestinationPath: sandbox.url("Elsewhere/\(linked)").path)
            let outside = try sandbox.snapshot("Elsewhere")
            let error =
                "\(Self.catalog)/accent.colorset: error: this color set, which palettec did not write, is looked up as 'accent'"

            let check = try sandbox.run(["check", "--asset-catalog", Self.catalog])
            let generate = try sandbox.run(["generate", "--asset-catalog", Self.catalog, "--replace-imported"])

            for result in [check, generate] {
                XCTAssertStatus(result, 1)
                XCTAssertTrue(
                    result.stderrLines.contains {
                        $0.hasPrefix(error) && $0.contains("is a symbolic link that leads out of the catalog")
                    }, "\(linked): \(result.stderr)")
            }
            XCTAssertEqual(try sandbox.snapshot("Elsewhere"), outside, linked)
            XCTAssertTrue(FileSystem.isSymbolicLink(sandbox.url("\(Self.catalog)/\(linked)").path), linked)
        }
    }

    /// The steps as written on a real macOS app's catalog (FluentUI's, from the shared corpus): 148 color
    /// sets, one of them for the `mac` idiom only, 63 with an empty Dark entry. Every color set is
    /// replaced by palettec's, each lookup name once with the colors it had, as `AppleColorSets` reads them.
    func testTheMigrationStepsRunAsWrittenOnFluentUIsMacCatalog() throws {
        try migrateRealCatalog(
            "fluentui-apple/Sources/FluentUI_macOS/Resources/FluentUI-macos.xcassets", colorSets: 148,
            macOnly: "1 color set has", first: "AvatarView/borderColor")
    }

    /// Sequel-Ace's catalog, every color set for the `mac` idiom only, seven with Any, Light and Dark.
    func testTheMigrationStepsRunAsWrittenOnACatalogOfMacOnlyColorSets() throws {
        try migrateRealCatalog(
            "Sequel-Ace-Sequel-Ace/Resources/Colors.xcassets", colorSets: 14, macOnly: "14 color sets have",
            first: "favoriteBlue")
    }

    private func migrateRealCatalog(
        _ path: String, colorSets: Int, macOnly: String, first: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let source = try RealWorldCorpus.folder("xcassets/" + path)
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.url("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: sandbox.url(Self.catalog))
        try Self.makeWritable(sandbox.url(Self.catalog))
        let before = try AppleColorSets.lookupNames(in: source).mapValues(AppleColorSets.read(colorSet:))
        XCTAssertEqual(before.count, colorSets, file: file, line: line)

        var outputs: [PalettecResult] = []
        for step in try Self.migrationSteps() {
            let result = try sandbox.run(step)
            XCTAssertStatus(result, 0, file: file, line: line)
            outputs.append(result)
        }

        XCTAssertEqual(
            outputs[0].stderrLines.filter { $0.contains("note: ") },
            [
                "\(Self.catalog): note: \(macOnly) entries for the idiom 'mac' only; palettec reads them as universal, which shows "
                    + "the same colors on that device (palettec's colors are the same on every device); first at \(Self.catalog)/\(first).colorset"
            ], file: file, line: line)
        XCTAssertEqual(
            try sandbox.entries(in: Self.catalog), ["Assets", "Contents.json"], "every imported color set was replaced",
            file: file, line: line)
        let after = try AppleColorSets.lookupNames(in: sandbox.url(Self.catalog)).mapValues(
            AppleColorSets.read(colorSet:))
        XCTAssertEqual(Set(after.keys), Set(before.keys), file: file, line: line)
        for (lookup, reading) in before {
            guard case .colors(let was) = reading, case .colors(let now)? = after[lookup] else {
                XCTFail("'\(lookup)' has no colors before or after", file: file, line: line)
                continue
            }
            XCTAssertEqual(
                now.keys.sorted(by: { $0.rawValue < $1.rawValue }), was.keys.sorted(by: { $0.rawValue < $1.rawValue }),
                lookup,
                file: file, line: line)
            for (appearance, color) in was {
                XCTAssertTrue(
                    now[appearance]?.isClose(to: color) == true,
                    "'\(lookup)' \(appearance.rawValue): \(String(describing: now[appearance])), was \(color)",
                    file: file, line: line)
            }
        }
        XCTAssertEqual(
            try sandbox.read("\(Self.catalog)/Contents.json"),
            try String(contentsOf: source.appendingPathComponent("Contents.json"), encoding: .utf8), file: file,
            line: line)
    }

    func testReplacingImportedNeedsACatalog() throws {
        let sandbox = try migrationSandbox()
        let result = try sandbox.run(["generate", "--replace-imported"])
        XCTAssertStatus(result, 64)
        XCTAssertTrue(
            result.stderr.contains(
                "--replace-imported replaces color sets in an asset catalog; name it with --asset-catalog"),
            result.stderr)
    }

    // MARK: Helpers

    /// An Apple TV entry with a color of its own, which palettec's colors, the same on every device, cannot express.
    private static let tvEntry = """
        {
          "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : "0xFF" } },
          "idiom" : "tv"
        },
        """

    private static func addEntry(_ entry: String, to colorSet: String, in sandbox: Sandbox) throws {
        let path = colorSet + "/Contents.json"
        let text = try sandbox.read(path)
        XCTAssertTrue(text.contains("\"colors\" : [\n"), path)
        try sandbox.write(
            text.replacingOccurrences(of: "\"colors\" : [\n", with: "\"colors\" : [\n" + entry + "\n"), to: path)
    }

    private func migrationSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.url("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: sandbox.url(Self.catalog))
        return sandbox
    }

    /// Copies of the shared corpus keep its read-only modes; the migration must be able to remove its files.
    private static func makeWritable(_ folder: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let path as String in walk {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            try FileManager.default.setAttributes(
                [.posixPermissions: isFolder.boolValue ? 0o755 : 0o644], ofItemAtPath: url.path)
        }
    }

    /// The `swift run palettec …` lines of docs/catalogs.md's numbered migration steps, as palettec's arguments.
    static func migrationSteps() throws -> [[String]] {
        let page = try String(
            contentsOf: fixture.appendingPathComponent("../../../../docs/catalogs.md").standardized, encoding: .utf8)
        guard let start = page.range(of: "\n## Importing an existing catalog\n"),
            let end = page.range(of: "**One name, one color set.**", range: start.upperBound..<page.endIndex)
        else { throw PalettecTestError("docs/catalogs.md has no migration steps") }
        return page[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let command = line.trimmingCharacters(in: .whitespaces)
            guard command.hasPrefix("swift run palettec ") else { return nil }
            return command.dropFirst("swift run palettec ".count).split(separator: " ").map(String.init)
        }
    }

    /// Every color set's lookup name and colors (nil for one with none), and the names defined twice.
    static func lookups(in catalog: String) throws -> (colors: [String: [Appearance: RGBA]?], duplicates: [String]) {
        guard let folder = FolderTreeWalker.walk(CatalogFolder.treeRequest(root: catalog)).tree.map(CatalogFolder.init)
        else {
            throw PalettecTestError("could not walk \(catalog)")
        }
        var colors: [String: [Appearance: RGBA]?] = [:]
        var duplicates: [String] = []
        for entry in CatalogLookupNames.colorSets(in: folder) {
            if colors[entry.lookupName] != nil { duplicates.append(entry.lookupName) }
            colors[entry.lookupName] = .some(
                ColorSetReader.read(entry.colorSet.contents, path: entry.colorSet.path).appearances)
        }
        return (colors, duplicates)
    }
}
