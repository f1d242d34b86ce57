import Foundation
import TestSupport
import XCTest

/// `palettec import colors.txt` (or `.json`): SwiftGen's colors on disk → one YAML palette, its
/// warnings, and what it refuses, each at its line and column.
final class ImportSwiftGenCommandTests: XCTestCase {
    /// `Tests/Fixtures/Import/SwiftGen`: files written for palettec from SwiftGen's rules.
    static let fixtures = RepositoryFiles.url("Tests/Fixtures/Import/SwiftGen")

    private func copyFixture(_ name: String, into sandbox: Sandbox, as destination: String? = nil) throws {
        try FileManager.default.createDirectory(
            at: sandbox.url(destination ?? name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent(name), to: sandbox.url(destination ?? name))
    }

    /// `palettec import <file>` succeeds, saying `stdout`, and its palette and warnings are the committed
    /// `SwiftGen/<base>.yml` and `SwiftGen/<base>.stderr`.
    @discardableResult
    private func importMatchesItsReference(
        _ file: String, palette: String, stdout: String,
        sourceLine: UInt = #line
    ) throws -> Sandbox {
        let sandbox = try Sandbox()
        try copyFixture(file, into: sandbox)
        let result = try sandbox.run(["import", file])
        XCTAssertStatus(result, 0, line: sourceLine)
        XCTAssertEqual(result.stdout, stdout, line: sourceLine)
        let base = String(file[..<file.lastIndex(of: ".")!])
        try compareWithReference(try sandbox.read("palettes/\(palette).yml"), "SwiftGen/\(base).yml", line: sourceLine)
        try compareWithReference(result.stderr, "SwiftGen/\(base).stderr", line: sourceLine)
        let lint = try sandbox.run(["lint", "palettes/\(palette).yml"])
        XCTAssertStatus(lint, 0, line: sourceLine)
        return sandbox
    }

    /// Aliases of aliases, comments and each prefix in the text format; a JSON map with no alias.
    func testTextWithAliasesAndJSONWithoutImportToTheirReferencePalettes() throws {
        try importMatchesItsReference(
            "Aliases.txt", palette: "Aliases", stdout: "created palettes/Aliases.yml (7 colors)\n")
        try importMatchesItsReference(
            "NoAliases.json", palette: "NoAliases", stdout: "created palettes/NoAliases.yml (5 colors)\n")
    }

    /// Every spelling SwiftGen takes; a value followed by a comment and a name with no value are warnings.
    func testEverySpellingImportsToItsReferencePalette() throws {
        try importMatchesItsReference(
            "Spellings.txt", palette: "Spellings", stdout: "created palettes/Spellings.yml (13 colors, 2 warnings)\n")
        try importMatchesItsReference("Brand.json", palette: "Brand", stdout: "created palettes/Brand.yml (9 colors)\n")
    }

    /// Each palette of a run is reported on its own: up to date and untouched, or created.
    func testASecondImportOfSeveralPathsSaysWhichAreUpToDate() throws {
        let sandbox = try Sandbox()
        try copyFixture("Aliases.txt", into: sandbox)
        try copyFixture("NoAliases.json", into: sandbox)
        XCTAssertStatus(try sandbox.run(["import", "Aliases.txt"]), 0)
        try sandbox.ageFiles(in: "palettes")

        let again = try sandbox.run(["import", "Aliases.txt", "NoAliases.json"])

        XCTAssertStatus(again, 0)
        XCTAssertEqual(
            again.stdout, "palettes/Aliases.yml is up to date (7 colors)\ncreated palettes/NoAliases.yml (5 colors)\n")
        XCTAssertEqual(try sandbox.modificationDate("palettes/Aliases.yml"), Sandbox.oldDate)
    }

    /// The palette is named after the file as a Swift type, unless `--palette` or `--output FILE.yml` says.
    func testThePaletteIsNamedAfterTheFile() throws {
        let sandbox = try Sandbox()
        try copyFixture("Aliases.txt", into: sandbox, as: "Resources/brand-colors.txt")

        let named = try sandbox.run(["import", "Resources/brand-colors.txt"])
        let chosen = try sandbox.run([
            "import", "Resources/brand-colors.txt", "--palette", "Legacy", "--output", "design",
        ])
        let file = try sandbox.run(["import", "Resources/brand-colors.txt", "--output", "other/Theme.yml"])

        XCTAssertEqual(named.stdout, "created palettes/BrandColors.yml (7 colors)\n")
        XCTAssertTrue(
            try sandbox.read("palettes/BrandColors.yml").hasPrefix(
                "# yaml-language-server: $schema=palette.schema.json\n# Imported from brand-colors.txt (SwiftGen colors) by palettec import: a color for each name, in the file's order, its\n"
            ))
        XCTAssertTrue(try sandbox.read("palettes/BrandColors.yml").contains("\npalette: BrandColors\ncolors:\n"))
        XCTAssertEqual(chosen.stdout, "created design/Legacy.yml (7 colors)\n")
        XCTAssertEqual(file.stdout, "created other/Theme.yml (7 colors)\n")
        XCTAssertTrue(try sandbox.read("other/Theme.yml").contains("\npalette: Theme\n"))

        try sandbox.write("a: #FFFFFF\n", to: "---.txt")
        let unnamed = try sandbox.run(["import", "./---.txt"])
        XCTAssertStatus(unnamed, 64)
        XCTAssertEqual(
            unnamed.stderrLines,
            [
                "error: the file's name '---.txt' has no letters or digits to name the palette after; "
                    + "name it with --palette NAME"
            ])
    }

    func testErrorsAreAtTheirLineAndColumnAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            # Brand
            accent : #0A84FF
            tint   : acent
            border : #CCC
            loop   : cycle
            cycle  : loop
            accent : #FF0000

            """, to: "colors.txt")

        let result = try sandbox.run(["import", "colors.txt"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderrLines,
            [
                "colors.txt:7:1: error: the color 'accent' is defined again here (first at line 2), and SwiftGen keeps only the last; "
                    + "remove the one you do not mean",
                "colors.txt:2:1: note: the first definition",
                "colors.txt:3:10: error: 'acent' is neither a hex color nor the name of a color in this file; write #RRGGBB or #RRGGBBAA "
                    + "(6 or 8 hex digits, after '#', '0x' or nothing), or the name of one of its colors; did you mean 'accent'?",
                "colors.txt:4:10: error: '#CCC' has 3 hex digits, where SwiftGen's colors take 6 (#RRGGBB) or 8 (#RRGGBBAA); SwiftGen "
                    + "reads it as #00000CCC, most likely not what was meant: write the 6 or 8 digits you mean (#00000CCC keeps what SwiftGen shows)",
                "palettec: 3 errors; nothing was written",
            ])
        XCTAssertFalse(sandbox.exists("palettes"))

        try sandbox.write("accent : #0A84FF\nloop   : cycle\ncycle  : loop\n", to: "colors.txt")
        let cycle = try sandbox.run(["import", "colors.txt"])
        XCTAssertStatus(cycle, 1)
        XCTAssertEqual(
            cycle.stderrLines,
            [
                "colors.txt:2:1: error: these colors are aliases of one another in a cycle, so none of them has a color: "
                    + "'loop' → 'cycle' → 'loop'; give one of them its value instead of an alias",
                "colors.txt:3:1: note: an alias in the cycle",
                "palettec: 1 error; nothing was written",
            ])
    }

    /// SwiftGen's own `bad-value.json` and `bad-syntax.json`, and a UTF-16 file like its `bad-syntax.txt`.
    func testFilesSwiftGenRefusesAreErrors() throws {
        let sandbox = try Sandbox()
        try sandbox.write("{\n    \"ArticleTitle\": \"this isn't a color\"\n}\n", to: "bad-value.json")
        try sandbox.write("junk\n", to: "bad-syntax.json")
        try sandbox.write(
            Data([0xFF, 0xFE] + "a : #FFFFFF\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), to: "utf16.txt")

        let result = try sandbox.run(["import", "bad-value.json", "bad-syntax.json", "utf16.txt", "--output", "out"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines,
            [
                "bad-value.json:2:21: error: 'this isn't a color' is not a hex color; SwiftGen's colors JSON takes #RRGGBB or #RRGGBBAA "
                    + "(6 or 8 hex digits, after '#', '0x' or nothing)",
                "bad-syntax.json:1:1: error: malformed JSON: 'j' cannot start a JSON value",
                "utf16.txt:1:1: error: the file is UTF-16, and SwiftGen reads its colors as UTF-8; save it as UTF-8",
                "palettec: 3 errors; nothing was written",
            ])
        XCTAssertFalse(sandbox.exists("out"))
    }

    /// Several paths, catalogs and SwiftGen's files alike, in one run: a palette each, all or none.
    func testSeveralPathsAreImportedTogetherOrNotAtAll() throws {
        let sandbox = try Sandbox()
        try copyFixture("Aliases.txt", into: sandbox)
        try copyFixture("NoAliases.json", into: sandbox)
        try sandbox.write(ImportCommandTests.oneColor, to: "App/Assets.xcassets/Ink.colorset/Contents.json")
        try sandbox.write("# nothing yet\n", to: "empty.txt")
        try sandbox.write("a : nothing\n", to: "broken.txt")

        let broken = try sandbox.run(["import", "Aliases.txt", "broken.txt", "App/Assets.xcassets"])
        XCTAssertStatus(broken, 1)
        XCTAssertEqual(broken.stderrLines.last, "palettec: 1 error; nothing was written")
        XCTAssertFalse(sandbox.exists("palettes"))

        let result = try sandbox.run(["import", "Aliases.txt", "App/Assets.xcassets", "empty.txt", "NoAliases.json"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stdout,
            """
            created palettes/Aliases.yml (7 colors)
            created palettes/Assets.yml (1 color)
            nothing to import from empty.txt: it has no color palettec can import (1 warning); no palette was written
            created palettes/NoAliases.yml (5 colors)

            """)
        XCTAssertEqual(
            result.stderrLines,
            ["empty.txt: warning: the file has no color (a line 'name: #RRGGBB'), so there is no palette to write"])
        XCTAssertEqual(try sandbox.entries(in: "palettes"), ["Aliases.yml", "Assets.yml", "NoAliases.yml"])

        try sandbox.write("a: #FFFFFF\n", to: "NoAliases.txt")
        let twice = try sandbox.run(["import", "NoAliases.json", "NoAliases.txt", "--output", "again"])
        XCTAssertStatus(twice, 64)
        XCTAssertEqual(
            twice.stderrLines,
            [
                "error: NoAliases.json and NoAliases.txt would both be written to again/NoAliases.yml; "
                    + "import them one at a time, naming each with --palette NAME"
            ])
    }

    /// A file over the size palettec reads is refused before it is read; a thousand-deep chain of aliases
    /// is an error at its line; control characters in names reach no output unescaped.
    func testHostileFilesAreBounded() throws {
        let sandbox = try Sandbox()
        let line = Data("c: #FFFFFF\n".utf8)
        var huge = Data(capacity: 20_000_000)
        while huge.count < 20_000_000 { huge.append(line) }
        try sandbox.write(huge, to: "huge.txt")
        try sandbox.write(
            (0...1_000).map { $0 == 0 ? "a0: #FF0000" : "a\($0): a\($0 - 1)" }.joined(separator: "\n"), to: "chain.txt")
        try sandbox.write(
            "\u{1B}[2J\u{1B}]0;pwned\u{7}: #FF0000\nevil\u{202E}txt: \u{1B}[2J\u{1B}]0;pwned\u{7}\n", to: "controls.txt"
        )

        let large = try sandbox.run(["import", "huge.txt"], timeout: 10)
        XCTAssertStatus(large, 1)
        XCTAssertEqual(
            large.stderrLines,
            [
                "huge.txt:1:1: error: the file is 19.1 MiB, over the 16 MiB palettec reads in one file it imports; split its colors into several files, or import them in parts",
                "palettec: 1 error; nothing was written",
            ])

        let chain = try sandbox.run(["import", "chain.txt"], timeout: 10)
        XCTAssertStatus(chain, 1)
        XCTAssertEqual(
            chain.stderrLines.first,
            "chain.txt:1001:1: error: 'a1000' is an alias through a chain of 1001 colors, more than "
                + "the 1000 palettec follows; give one of the colors along the way its value instead of an alias")

        let controls = try sandbox.run(["import", "controls.txt"])
        XCTAssertStatus(controls, 0)
        XCTAssertEqual(controls.stdout, "created palettes/Controls.yml (2 colors)\n")
        let yaml = try sandbox.read("palettes/Controls.yml")
        XCTAssertTrue(
            yaml.hasSuffix(
                """
                colors:
                  "\\x1B[2J\\x1B]0;pwned\\x07": { light: "#FF0000", dark: "#FF0000" }
                  "evil\\u202Etxt": { light: "{\\x1B[2J\\x1B]0;pwned\\x07}", dark: "{\\x1B[2J\\x1B]0;pwned\\x07}" }

                """), yaml)
        XCTAssertFalse(
            sandbox.exists("huge.yml") || sandbox.exists("palettes/Huge.yml") || sandbox.exists("palettes/Chain.yml"))

        try sandbox.write("\u{1B}[2J: \u{1B}]0;pwned\u{7}\n", to: "bad.txt")
        let bad = try sandbox.run(["import", "bad.txt"])
        XCTAssertEqual(
            bad.stderrLines.first,
            "bad.txt:1:7: error: '\\u{1B}]0;pwned\\u{7}' is neither a hex color nor the name of a color "
                + "in this file; write #RRGGBB or #RRGGBBAA (6 or 8 hex digits, after '#', '0x' or nothing), or the name of one of its colors"
        )
        XCTAssertFalse(
            (controls.stdout + controls.stderr + bad.stdout + bad.stderr).unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x7
            })
    }
}

/// Import, then `generate`: the manifest holds every SwiftGen color under its name with the value
/// SwiftGen's parsers read from the file (`Colors.parse(hex:)`: 6 digits opaque, 8 digits `RRGGBBAA`, an
/// alias its color's), in both appearances, and each alias is a reference to its color.
final class ImportSwiftGenRoundTripTests: XCTestCase {
    /// The `0xRRGGBBAA` SwiftGen reads for each color of the fixtures.
    static let swiftGenValues: [String: [String: String]] = [
        "Aliases": [
            "BodyInk": "2b2d42ff", "FinePrint": "8d99aeff", "HeadingInk": "1d3557ff", "Sea-Glass": "7fd1c3ff",
            "ModalScrim": "000000b3", "Scrim": "000000b3", "veil": "000000b3",
        ],
        "NoAliases": [
            "BodyInk": "2b2d42ff", "FinePrint": "8d99aeff", "HeadingInk": "1d3557ff", "veil": "000000b3",
            "sea_glass": "7fd1c3ff",
        ],
    ]

    func testTheManifestHoldsSwiftGensValuesAndAliases() throws {
        let sandbox = try Sandbox()
        for name in ["Aliases.txt", "NoAliases.json"] {
            try FileManager.default.copyItem(
                at: ImportSwiftGenCommandTests.fixtures.appendingPathComponent(name), to: sandbox.url(name))
        }
        XCTAssertStatus(try sandbox.run(["import", "Aliases.txt", "NoAliases.json"]), 0)
        XCTAssertStatus(try sandbox.run(["generate", "palettes", "--output", "generated"]), 0)

        let root = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try sandbox.read("generated/manifest.json").utf8)) as? [String: Any]
        )
        var found: [String: [String: String]] = [:]
        var references: [String: String] = [:]
        for palette in root["palettes"] as? [[String: Any]] ?? [] {
            let paletteName = try XCTUnwrap(palette["name"] as? String)
            for color in palette["colors"] as? [[String: Any]] ?? [] {
                let name = try XCTUnwrap(color["name"] as? String)
                let light = try XCTUnwrap(color["light"] as? [String: Any])
                let dark = try XCTUnwrap(color["dark"] as? [String: Any])
                XCTAssertEqual(
                    light["hex"] as? String, dark["hex"] as? String,
                    "\(paletteName).\(name): a migration changes no color")
                found[paletteName, default: [:]][name] = (light["hex"] as? String).map {
                    String($0.dropFirst()).lowercased()
                }
                if let derivation = light["derivation"] as? [String: Any] {
                    XCTAssertEqual(derivation["rule"] as? String, "reference")
                    references["\(paletteName).\(name)"] = derivation["from"] as? String
                    XCTAssertEqual(
                        (dark["derivation"] as? [String: Any])?["from"] as? String, derivation["from"] as? String)
                }
            }
        }
        XCTAssertEqual(found, Self.swiftGenValues)
        XCTAssertEqual(references, ["Aliases.Scrim": "veil", "Aliases.ModalScrim": "Scrim"])
    }
}
