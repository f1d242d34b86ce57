import Foundation
import XCTest

/// `generate --asset-catalog`: the catalog is written with the Swift and the manifest, all or nothing,
/// only when its bytes change, and nothing palettec did not write is ever changed.
final class AssetCatalogOutputTests: XCTestCase {
    private let catalog = "Colors.xcassets"
    private var generate: [String] { ["generate", "--asset-catalog", catalog] }
    private var check: [String] { ["check", "--asset-catalog", catalog] }
    /// A colorset as Xcode writes one: author xcode.
    private let xcodeColorSet = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xFF",
                  "green" : "0x7A",
                  "red" : "0x00"
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

    func testWritesEveryColorThenIsUpToDate() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()

        let result = try sandbox.run(generate)

        XCTAssertStatus(result, 0)
        XCTAssertTrue(
            result.stdoutLines.contains("created Colors.xcassets/Brand/text/on-accent.colorset/Contents.json"),
            result.stdout)
        XCTAssertTrue(result.stdoutLines.contains("created generated/Brand.swift"), result.stdout)
        for colorSet in [
            "Brand/background", "Brand/accent", "Brand/text/primary", "Brand/text/on-accent", "Grays/light-gray",
            "Grays/shadow",
        ] {
            XCTAssertTrue(sandbox.exists("\(catalog)/\(colorSet).colorset/Contents.json"), colorSet)
        }
        XCTAssertTrue(sandbox.exists("\(catalog)/Contents.json"))
        XCTAssertTrue(try sandbox.read("\(catalog)/Brand/text/Contents.json").contains("\"author\" : \"palettec\""))

        try sandbox.ageFiles(in: "\(catalog)/Brand")
        let before = try sandbox.snapshot(catalog)
        let again = try sandbox.run(generate)
        XCTAssertStatus(again, 0)
        XCTAssertEqual(
            again.stdoutLines,
            [
                "generated/ is up to date (5 files)",
                "Colors.xcassets/ is up to date (\(before.filter { !$0.key.hasSuffix("/") }.count) files)",
            ])
        XCTAssertEqual(try sandbox.snapshot(catalog), before)
        XCTAssertEqual(try sandbox.modificationDate("\(catalog)/Brand/Contents.json"), Sandbox.oldDate)
        XCTAssertStatus(try sandbox.run(check), 0)
    }

    func testOthersFilesStayAndStaleOnesGo() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write(
            "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
            to: "\(catalog)/Contents.json")
        try sandbox.write(xcodeColorSet, to: "\(catalog)/AccentColor.colorset/Contents.json")
        try sandbox.write("not an image", to: "\(catalog)/Logo.imageset/logo.png")
        XCTAssertStatus(try sandbox.run(generate), 0)
        try sandbox.write(xcodeColorSet, to: "\(catalog)/Grays/hand-made.colorset/Contents.json")
        let foreign = try sandbox.snapshot(catalog).filter {
            $0.key == "Contents.json" || $0.key.hasPrefix("AccentColor") || $0.key.hasPrefix("Logo")
                || $0.key.contains("hand-made")
        }

        // Grays goes, and Brand loses its text group.
        try sandbox.remove("palettes/grays.yml")
        try sandbox.write("palette: Brand\ncolors:\n  accent: \"#0A84FF\"\n", to: "palettes/brand.yml")
        let stale = try sandbox.run(check)
        XCTAssertStatus(stale, 1)
        XCTAssertTrue(
            stale.stderrLines.contains(
                "Colors.xcassets/Brand/text/: error: extra; no palette produces this folder now, and generate would remove it"
            ), stale.stderr)
        let result = try sandbox.run(generate)

        XCTAssertStatus(result, 0)
        XCTAssertTrue(result.stdoutLines.contains("removed Colors.xcassets/Brand/text/"), result.stdout)
        XCTAssertFalse(
            result.stdoutLines.contains { $0.hasPrefix("removed Colors.xcassets/Brand/text/primary") }, result.stdout)
        XCTAssertEqual(try sandbox.entries(in: "\(catalog)/Brand"), ["Contents.json", "accent.colorset"])
        // Grays/ keeps its own Contents.json: the hand-made color set in it still needs the folder.
        XCTAssertEqual(try sandbox.entries(in: "\(catalog)/Grays"), ["Contents.json", "hand-made.colorset"])
        XCTAssertEqual(
            try sandbox.entries(in: catalog),
            ["AccentColor.colorset", "Brand", "Contents.json", "Grays", "Logo.imageset"])
        let after = try sandbox.snapshot(catalog)
        for (path, bytes) in foreign {
            XCTAssertEqual(after[path], bytes, "\(path) was changed")
        }
        XCTAssertStatus(try sandbox.run(check), 0)
    }

    func testAHandEditedColorSetIsReportedAndRewritten() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(generate), 0)
        let path = "\(catalog)/Brand/accent.colorset/Contents.json"
        let written = try sandbox.read(path)
        try sandbox.write(
            written.replacingOccurrences(of: "\"idiom\" : \"universal\"", with: "\"idiom\" : \"iphone\""), to: path)

        let result = try sandbox.run(check)

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains("\(path): error: stale or edited by hand; generate would change it:"),
            result.stderr)
        XCTAssertTrue(result.stderrLines.contains { $0.contains("iphone") }, result.stderr)
        XCTAssertEqual(try sandbox.run(generate).stdoutLines, ["updated \(path)"])
        XCTAssertEqual(try sandbox.read(path), written)
    }

    /// Xcode saves a color set it edited with its own author: from then on it is the user's, and it is
    /// in the way. Nothing is written, the Swift included.
    func testAColorSetXcodeSavedBlocksTheWholeRun() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write(xcodeColorSet, to: "\(catalog)/Brand/accent.colorset/Contents.json")

        let result = try sandbox.run(generate)

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix(
                    "Colors.xcassets/Brand/accent.colorset/Contents.json: error: palettec did not write this file")
            },
            result.stderr)
        XCTAssertFalse(sandbox.exists("generated"))
        XCTAssertEqual(try sandbox.entries(in: catalog), ["Brand"])
        XCTAssertEqual(try sandbox.read("\(catalog)/Brand/accent.colorset/Contents.json"), xcodeColorSet)
    }

    func testASymbolicLinkInsideTheCatalogIsNeverWrittenThrough() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try FileManager.default.createDirectory(at: sandbox.url("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sandbox.url(catalog), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("\(catalog)/Brand").path, withDestinationPath: "../elsewhere")

        let result = try sandbox.run(generate)

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix("Colors.xcassets/Brand: error: this is a symbolic link inside the asset catalog")
            },
            result.stderr)
        XCTAssertEqual(try sandbox.entries(in: "elsewhere"), [])
        XCTAssertFalse(sandbox.exists("generated"))
    }

    /// A rename that fails in the catalog, after the Swift files were replaced and new folders made:
    /// every file gets its old bytes back, and every folder the run made goes.
    func testAFailureInTheCatalogUndoesTheSwiftAndTheNewFolders() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(generate), 0)
        let before = try sandbox.snapshot()
        let brand = try sandbox.read("palettes/brand.yml").replacingOccurrences(of: "#0A84FF", with: "#0A84FE")
        try sandbox.write(brand + "  zeta:\n    last: \"#123456\"\n", to: "palettes/brand.yml")

        // Brand.swift, manifest.json, then accent's colorset, 300 ms apart; zeta/ is made while staging.
        let running = try sandbox.start(generate, environment: ["PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS": "300"])
        let accent = "\(catalog)/Brand/accent.colorset"
        let newColorSet = "\(catalog)/Brand/zeta/last.colorset"
        try waitUntil {
            try sandbox.entries(in: accent).contains { $0.contains(".palettec-new-") }
                && sandbox.exists(newColorSet)
                && (try sandbox.entries(in: newColorSet)).contains { $0.contains(".palettec-new-") }
        }
        try sandbox.remove("\(accent)/Contents.json")
        try FileManager.default.createDirectory(
            at: sandbox.url("\(accent)/Contents.json"), withIntermediateDirectories: false)
        let result = try running.result()
        try sandbox.remove("\(accent)/Contents.json")

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains(
                "\(accent)/Contents.json: error: could not replace the file: Is a directory; nothing was changed"),
            result.stderr)
        let after = try sandbox.snapshot()
        for (path, bytes) in before where !path.hasPrefix("palettes") && path != "\(accent)/Contents.json" {
            XCTAssertEqual(after[path], bytes, "\(path) was not put back")
        }
        XCTAssertEqual(Set(after.keys).subtracting(before.keys), [], "the run left new files or folders")
    }

    func testTheCatalogCannotBeTheOutputFolder() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        let result = try sandbox.run(["generate", "--output", "generated", "--asset-catalog", "./generated/"])
        XCTAssertStatus(result, 64)
        XCTAssertTrue(result.stderr.contains("--asset-catalog and --output are both generated"), result.stderr)
        XCTAssertStatus(try sandbox.run(["generate", "--asset-catalog", ""]), 64)
    }

    private func waitUntil(timeout: TimeInterval = 15, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try !condition() {
            guard Date() < deadline else { throw PalettecTestError("timed out") }
            usleep(2_000)
        }
    }
}
