import Foundation
import XCTest

/// `generate|check --tokens DIR`: the resolver and token files are planned and written with the Swift,
/// all or nothing, only when their bytes change; `check` names each stale, missing or extra one; a
/// file palettec did not write, or wrote from other inputs, is never changed.
final class TokensOutputTests: XCTestCase {
    private let tokens = "tokens"
    private var generate: [String] { ["generate", "--tokens", tokens] }
    private var check: [String] { ["check", "--tokens", tokens] }
    private let plainFiles = ["dark.tokens.json", "light.tokens.json", "palettes.resolver.json"]
    private let highContrastFiles = ["darkHighContrast.tokens.json", "lightHighContrast.tokens.json"]

    /// A high-contrast value for Brand's accent: the two high-contrast files come with it.
    private func addHighContrast(_ sandbox: Sandbox) throws {
        let brand = try sandbox.read("palettes/brand.yml")
            .replacingOccurrences(
                of: "accent: { light: \"#0A84FF\", dark: \"#409CFF\" }",
                with: "accent: { light: \"#0A84FF\", dark: \"#409CFF\", highContrastLight: \"#0040DD\" }")
        XCTAssertTrue(brand.contains("highContrastLight"))
        try sandbox.write(brand, to: "palettes/brand.yml")
    }

    func testWritesTheTokensWithTheSwiftThenIsUpToDate() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()

        let result = try sandbox.run(generate)

        XCTAssertStatus(result, 0)
        for file in plainFiles {
            XCTAssertTrue(result.stdoutLines.contains("created tokens/\(file)"), result.stdout)
        }
        XCTAssertTrue(result.stdoutLines.contains("created generated/Brand.swift"), result.stdout)
        XCTAssertEqual(try sandbox.entries(in: tokens), plainFiles)
        let light = try sandbox.read("\(tokens)/light.tokens.json")
        XCTAssertTrue(light.hasPrefix("{\n  \"$extensions\": {\"dev.palettec\": {\"generator\": \"palettec\", "), light)
        XCTAssertTrue(light.contains(#""source": "palettes/brand.yml""#), light)
        XCTAssertTrue(light.contains(#""on-accent": {"$type": "color", "#), light)

        try sandbox.ageFiles(in: tokens)
        let before = try sandbox.snapshot(tokens)
        let again = try sandbox.run(generate)
        XCTAssertStatus(again, 0)
        XCTAssertEqual(again.stdoutLines, ["generated/ is up to date (5 files)", "tokens/ is up to date (3 files)"])
        XCTAssertEqual(try sandbox.snapshot(tokens), before)
        XCTAssertEqual(try sandbox.modificationDate("\(tokens)/light.tokens.json"), Sandbox.oldDate)
        let checked = try sandbox.run(check)
        XCTAssertStatus(checked, 0)
        XCTAssertEqual(checked.stdoutLines, ["generated/ is up to date (5 files)", "tokens/ is up to date (3 files)"])
    }

    /// A changed color is a stale file for check, then one updated file; a removed one is missing.
    func testCheckNamesStaleAndMissingFilesAndGenerateMendsThem() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(generate), 0)
        let brand = try sandbox.read("palettes/brand.yml")
        try sandbox.write(
            brand.replacingOccurrences(of: "dark: \"#409CFF\"", with: "dark: \"#409CFE\""), to: "palettes/brand.yml")
        try sandbox.remove("\(tokens)/light.tokens.json")

        let stale = try sandbox.run(check)

        XCTAssertStatus(stale, 1)
        XCTAssertTrue(
            stale.stderrLines.contains(
                "tokens/dark.tokens.json: error: stale or edited by hand; generate would change it:"), stale.stderr)
        XCTAssertTrue(stale.stderrLines.contains { $0.hasPrefix("+") && $0.contains("#409CFE") }, stale.stderr)
        XCTAssertTrue(
            stale.stderrLines.contains("tokens/light.tokens.json: error: missing; generate would create it"),
            stale.stderr)
        XCTAssertTrue(
            stale.stderrLines.contains { $0.hasPrefix("palettec: ") && $0.contains("generated/ and tokens/") },
            stale.stderr)

        let mended = try sandbox.run(generate)
        XCTAssertStatus(mended, 0)
        XCTAssertEqual(
            Set(mended.stdoutLines),
            [
                "created tokens/light.tokens.json", "updated tokens/dark.tokens.json",
                "updated generated/Brand.swift", "updated generated/manifest.json", "updated generated/palettes.svg",
            ])
        XCTAssertStatus(try sandbox.run(check), 0)
    }

    /// The high-contrast files come with the first high-contrast value and go with the last; while
    /// stale, check calls them extra. A token file of someone else's stays, whatever its name.
    func testHighContrastFilesComeAndGoAndOthersFilesStay() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try addHighContrast(sandbox)
        try sandbox.write(
            "{\"mine\": {\"$type\": \"color\", \"$value\": \"{Brand.accent}\"}}\n", to: "\(tokens)/mine.tokens.json")
        try sandbox.write("notes\n", to: "\(tokens)/README.md")
        let created = try sandbox.run(generate)
        XCTAssertStatus(created, 0)
        XCTAssertEqual(
            try sandbox.entries(in: tokens),
            (plainFiles + highContrastFiles + ["README.md", "mine.tokens.json"]).sorted())
        XCTAssertTrue(
            try sandbox.read("\(tokens)/palettes.resolver.json").contains(
                "\"lightHighContrast\": [{\"$ref\": \"light.tokens.json\"}, "))

        try sandbox.remove("palettes/brand.yml")
        try sandbox.copyFixture("palettes/brand.yml")
        let extra = try sandbox.run(check)
        XCTAssertStatus(extra, 1)
        for file in highContrastFiles {
            XCTAssertTrue(
                extra.stderrLines.contains(
                    "tokens/\(file): error: extra; no palette produces it now, and generate would remove it"),
                extra.stderr)
        }
        XCTAssertTrue(
            extra.stderrLines.contains(
                "tokens/palettes.resolver.json: error: stale or edited by hand; generate would change it:"),
            extra.stderr)
        XCTAssertFalse(extra.stderr.contains("mine.tokens.json"), extra.stderr)

        let removed = try sandbox.run(generate)
        XCTAssertStatus(removed, 0)
        for file in highContrastFiles {
            XCTAssertTrue(removed.stdoutLines.contains("removed tokens/\(file)"), removed.stdout)
        }
        XCTAssertEqual(try sandbox.entries(in: tokens), (plainFiles + ["README.md", "mine.tokens.json"]).sorted())
        XCTAssertEqual(
            try sandbox.read("\(tokens)/mine.tokens.json"),
            "{\"mine\": {\"$type\": \"color\", \"$value\": \"{Brand.accent}\"}}\n")
        XCTAssertStatus(try sandbox.run(check), 0)
    }

    /// A file palettec did not write, where it would write a token file or the resolver, stops the
    /// whole run: nothing is written, the Swift included, and the file is as it was.
    func testAForeignFileInTheWayBlocksTheWholeRun() throws {
        for (name, mark) in [
            ("light.tokens.json", "\"$extensions\" naming palettec as its generator"),
            ("palettes.resolver.json", "the description \"Generated by palettec\""),
        ] {
            let sandbox = try Sandbox()
            try sandbox.copyValidPalettes()
            let foreign = "{\n  \"$extensions\": {\"com.example\": {\"generator\": \"palettec\"}}\n}\n"
            try sandbox.write(foreign, to: "\(tokens)/\(name)")

            let result = try sandbox.run(generate)

            XCTAssertStatus(result, 1)
            XCTAssertTrue(
                result.stderrLines.contains(
                    "tokens/\(name): error: palettec did not write this file (it does not start with palettec's mark, \(mark)), so it will not "
                        + "overwrite it; move or rename it, or choose another --tokens folder"), result.stderr)
            XCTAssertFalse(sandbox.exists("generated"))
            XCTAssertEqual(try sandbox.entries(in: tokens), [name])
            XCTAssertEqual(try sandbox.read("\(tokens)/\(name)"), foreign)
            XCTAssertStatus(try sandbox.run(check), 1)
        }
    }

    /// Token files generated from palettes this run does not read are another run's: in the way, and
    /// never removed.
    func testTokensFromOtherInputsAreNeitherReplacedNorRemoved() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try addHighContrast(sandbox)
        XCTAssertStatus(try sandbox.run(["generate", "palettes/brand.yml", "--tokens", tokens]), 0)
        let before = try sandbox.snapshot(tokens)

        let result = try sandbox.run(["generate", "palettes/grays.yml", "--output", "other", "--tokens", tokens])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains(
                "tokens/light.tokens.json: error: the folder holds design tokens generated from palettes/brand.yml, which this run does not read, "
                    + "and this file would be overwritten; give each input its own --tokens folder, or read them all in one run"
            ), result.stderr)
        XCTAssertEqual(try sandbox.snapshot(tokens), before)
        XCTAssertFalse(sandbox.exists("other"))
    }

    /// A key the format cannot name stops the run before anything is planned.
    func testANameTheFormatCannotHoldWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("palette: Dotted\ncolors:\n  a.b: \"#112233\"\n", to: "palettes/dotted.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        let before = try sandbox.snapshot()

        let result = try sandbox.run(generate)

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix(
                    "palettes/dotted.yml:3:3: error: the color 'a.b' cannot be a design token name for --tokens")
            },
            result.stderr)
        XCTAssertEqual(result.stderrLines.last, "palettec: 1 error in the design tokens' names; no files were written")
        XCTAssertEqual(try sandbox.snapshot(), before)
        XCTAssertStatus(try sandbox.run(check), 1)
    }

    func testTheTokensFolderIsAFolderOfItsOwn() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        let same = try sandbox.run(["generate", "--output", "generated", "--tokens", "./generated/"])
        XCTAssertStatus(same, 64)
        XCTAssertTrue(same.stderr.contains("--tokens and --output are both generated"), same.stderr)
        let catalog = try sandbox.run(["generate", "--asset-catalog", "Colors.xcassets", "--tokens", "Colors.xcassets"])
        XCTAssertStatus(catalog, 64)
        XCTAssertTrue(catalog.stderr.contains("--tokens and --asset-catalog are both Colors.xcassets"), catalog.stderr)
        XCTAssertStatus(try sandbox.run(["generate", "--tokens", ""]), 64)

        try sandbox.write("a file\n", to: "notes")
        let file = try sandbox.run(["generate", "--tokens", "notes"])
        XCTAssertStatus(file, 1)
        XCTAssertTrue(
            file.stderr.contains(
                "notes: error: this is not a folder, and palettec writes its files into a folder here; choose another --tokens"
            ),
            file.stderr)
        XCTAssertFalse(sandbox.exists("generated"))
    }

    /// Tokens inside the Swift folder, as generated/ holds them in this repository: each plan keeps to
    /// its own folder, and the Swift folder's sweep leaves the tokens folder alone.
    func testTokensInsideTheSwiftFolderAndWithTheCatalog() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        let arguments = ["--asset-catalog", "generated/Colors.xcassets", "--tokens", "generated/tokens"]
        XCTAssertStatus(try sandbox.run(["generate"] + arguments), 0)
        XCTAssertEqual(try sandbox.entries(in: "generated/tokens"), plainFiles)
        let checked = try sandbox.run(["check"] + arguments)
        XCTAssertStatus(checked, 0)
        XCTAssertEqual(checked.stdoutLines.last, "generated/tokens/ is up to date (3 files)")
    }

    /// The same palettes give the same bytes, whichever folder they are read from and in which order
    /// the files are named.
    func testTheBytesAreTheSameInEveryRun() throws {
        let first = try Sandbox(), second = try Sandbox()
        try first.copyValidPalettes()
        try second.copyValidPalettes()
        XCTAssertStatus(try first.run(generate), 0)
        XCTAssertStatus(
            try second.run(["generate", "palettes/grays.yml", "palettes/brand.yml", "--tokens", tokens]), 0)
        XCTAssertEqual(try first.snapshot(tokens), try second.snapshot(tokens))
    }
}
