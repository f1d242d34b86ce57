import Foundation
import TestSupport
import XCTest

/// `palettec import` of design tokens: each layout on disk (a resolver and its files, a Tokens Studio
/// folder, Figma's files one per mode, Tokens Studio's single file) → one YAML palette and its
/// warnings; `--appearance`; and what it refuses, at its place, writing nothing.
final class ImportDesignTokensCommandTests: XCTestCase {
    /// `Tests/Fixtures/Import/DesignTokens`: the token reader's fixtures, and what they import to.
    static let tokenFixtures = RepositoryFiles.url("Tests/Fixtures/Import/DesignTokens")

    private func sandboxWithTokenFixtures() throws -> Sandbox {
        let sandbox = try Sandbox()
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.tokenFixtures.path)
        where name != "README.md" && !name.hasSuffix(".yml") && !name.hasSuffix(".stderr") {
            try FileManager.default.copyItem(at: Self.tokenFixtures.appendingPathComponent(name), to: sandbox.url(name))
        }
        return sandbox
    }

    /// `palettec import <paths>` succeeds, saying `stdout`; its palette and warnings are the committed
    /// `Import/DesignTokens/<reference>.yml` and `.stderr`, and the palette lints clean.
    @discardableResult
    private func importMatchesItsReference(
        _ paths: [String], options: [String] = [], palette: String, reference: String, stdout: String,
        line: UInt = #line
    ) throws -> Sandbox {
        let sandbox = try sandboxWithTokenFixtures()
        let result = try sandbox.run(["import"] + paths + options + ["--output", "out"])
        XCTAssertStatus(result, 0, line: line)
        XCTAssertEqual(result.stdout, stdout, line: line)
        try compareWithReference(try sandbox.read("out/\(palette).yml"), "DesignTokens/\(reference).yml", line: line)
        try compareWithReference(result.stderr, "DesignTokens/\(reference).stderr", line: line)
        XCTAssertEqual(try sandbox.entries(in: "out"), ["\(palette).yml"], line: line)
        XCTAssertStatus(try sandbox.run(["lint", "out/\(palette).yml"]), 0, line: line)
        return sandbox
    }

    /// The resolver's files are read relative to it; `sepia` is no appearance (a warning), `brand`'s contexts
    /// are the palette's brands, `ocean` (its default) first; the dimensions are counted in one note.
    func testAResolverImportsWithTheFilesItNames() throws {
        try importMatchesItsReference(
            ["Resolver/tokens.resolver.json"], palette: "Tokens", reference: "Resolver",
            stdout: "created out/Tokens.yml (13 colors, 1 warning)\n")
    }

    /// Brands (#47): a resolver's `brand` modifier beside its `appearance` one; one modifier whose contexts join
    /// a brand and an appearance (`globex-dark`); Tokens Studio brand themes with no appearance (darks derived),
    /// and a theme beside one brand's appearances (a brand of its own, light as dark). Each writes `brands:` and
    /// each color's other brands' values where they differ.
    func testBrandsImportWhole() throws {
        try importMatchesItsReference(
            ["ResolverBrandModifier/shop.resolver.json"], palette: "Shop", reference: "ResolverBrandModifier",
            stdout: "created out/Shop.yml (7 colors)\n")
        try importMatchesItsReference(
            ["ResolverBrandAppearanceContexts/shop.resolver.json"], palette: "Shop",
            reference: "ResolverBrandAppearanceContexts", stdout: "created out/Shop.yml (4 colors)\n")
        try importMatchesItsReference(
            ["TokensStudioBrandsOnly"], palette: "TokensStudioBrandsOnly", reference: "TokensStudioBrandsOnly",
            stdout: "created out/TokensStudioBrandsOnly.yml (2 colors, 1 warning)\n")
        try importMatchesItsReference(
            ["TokensStudioBrandThemes"], palette: "TokensStudioBrandThemes", reference: "TokensStudioBrandThemes",
            stdout: "created out/TokensStudioBrandThemes.yml (2 colors, 1 warning)\n")
    }

    /// `--brand` keeps the brands it names, the first the default, under the names it gives; one brand is a
    /// palette without brands; a brand the tokens lack, or one named twice, is refused.
    func testBrandChoosesAndRenamesBrands() throws {
        let sandbox = try sandboxWithTokenFixtures()
        let renamed = try sandbox.run([
            "import", "ResolverBrandModifier/shop.resolver.json", "--brand", "globex=Globex", "--brand", "acme",
            "--output", "renamed",
        ])
        XCTAssertStatus(renamed, 0)
        let text = try sandbox.read("renamed/Shop.yml")
        XCTAssertTrue(text.contains("\nbrands: [Globex, acme]\n"), text)
        XCTAssertTrue(
            text.contains(
                ##"primary: { light: "{ramp.green}", dark: "{ramp.green}", "##
                    + ##"brands: { acme: { light: "{ramp.blue}", dark: "#409CFF" } } }"##),
            text)

        let one = try sandbox.run([
            "import", "ResolverBrandAppearanceContexts/shop.resolver.json", "--brand", "globex", "--output", "one",
        ])
        XCTAssertStatus(one, 0)
        let alone = try sandbox.read("one/Shop.yml")
        XCTAssertFalse(alone.contains("brands"), alone)
        XCTAssertTrue(alone.contains(##"primary: { light: "#00A86B", dark: "#23AB71" }"##), alone)

        let unknown = try sandbox.run([
            "import", "ResolverBrandModifier/shop.resolver.json", "--brand", "globx", "--output", "none",
        ])
        XCTAssertStatus(unknown, 1)
        XCTAssertTrue(unknown.stderr.contains("--brand 'globx' is no brand of these tokens; did you mean 'globex'?"))
        let twice = try sandbox.run([
            "import", "ResolverBrandModifier/shop.resolver.json", "--brand", "acme", "--brand", "acme=A",
        ])
        XCTAssertStatus(twice, 64)
        XCTAssertFalse(sandbox.exists("none"))
    }

    /// The folder and its `$themes.json` named directly give the same palette, named after the folder;
    /// the token with a color modifier is a made color. Its `brand` group's themes are the palette's
    /// brands, so its group `brand`, which would be the `Brand` enum's type, comes in as `brandGroup`.
    func testATokensStudioFolderOrItsThemesFileImports() throws {
        let sandbox = try importMatchesItsReference(
            ["TokensStudio"], palette: "TokensStudio", reference: "TokensStudio",
            stdout: "created out/TokensStudio.yml (8 colors, 1 warning)\n")
        let viaThemes = try sandbox.run(["import", "TokensStudio/$themes.json", "--output", "out"])
        XCTAssertStatus(viaThemes, 0)
        XCTAssertEqual(viaThemes.stdout, "out/TokensStudio.yml is up to date (8 colors, 1 warning)\n")
    }

    func testTokensStudiosSingleFileImports() throws {
        try importMatchesItsReference(
            ["TokensStudioLegacy.json"], palette: "TokensStudioLegacy", reference: "TokensStudioLegacy",
            stdout: "created out/TokensStudioLegacy.yml (6 colors)\n")
    }

    /// Figma's files named together are one palette, named before the mode (`Tokens.Light.json` → Tokens);
    /// the primitives apply to both appearances and are imported once.
    func testFigmasFilesOnePerModeAreOnePalette() throws {
        try importMatchesItsReference(
            ["Figma/Tokens.Light.json", "Figma/Tokens.Dark.json", "Figma/Primitives.Default.json"],
            palette: "Tokens", reference: "Figma", stdout: "created out/Tokens.yml (9 colors)\n")
    }

    /// Token files named together are one palette where the first of them is; a SwiftGen file (like a
    /// catalog) named among them is a palette of its own; a resolver named among them is one too, here
    /// with the same file name, refused before anything is written.
    func testTokenFilesAreOnePaletteAndOtherPathsOneEach() throws {
        let sandbox = try sandboxWithTokenFixtures()
        try sandbox.write("ink: #1C1C1E\n", to: "colors.txt")
        let result = try sandbox.run([
            "import", "colors.txt", "Figma/Tokens.Light.json", "Resolver/tokens.resolver.json",
            "Figma/Tokens.Dark.json", "Figma/Primitives.Default.json", "--output", "out",
        ])
        XCTAssertStatus(result, 64)
        XCTAssertTrue(result.stderr.contains("would both be written to out/Tokens.yml"), result.stderr)

        XCTAssertFalse(sandbox.exists("out"))

        let together = try sandbox.run([
            "import", "colors.txt", "Figma/Tokens.Light.json", "Figma/Tokens.Dark.json",
            "Figma/Primitives.Default.json", "--output", "out",
        ])
        XCTAssertStatus(together, 0)
        XCTAssertEqual(together.stdoutLines, ["created out/Colors.yml (1 color)", "created out/Tokens.yml (9 colors)"])
    }

    /// Colors in every color space: converted, each with a warning saying into what (`--verbose`);
    /// without it, the 16 warnings of the file are one line per kind that counts them, at the first:
    /// 13 converted, and 3 written to a few places just outside sRGB, clipped into it.
    func testColorSpacesAreConvertedWithAWarningEach() throws {
        let sandbox = try importMatchesItsReference(
            ["ColorSpaces.tokens.json"], options: ["--verbose"], palette: "ColorSpaces",
            reference: "ColorSpaces", stdout: "created out/ColorSpaces.yml (18 colors, 16 warnings)\n")
        let quiet = try sandbox.run(["import", "ColorSpaces.tokens.json", "--output", "quiet"])
        XCTAssertStatus(quiet, 0)
        XCTAssertEqual(try sandbox.read("quiet/ColorSpaces.yml"), try sandbox.read("out/ColorSpaces.yml"))
        let warnings = quiet.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, 2, quiet.stderr)
        XCTAssertTrue(
            warnings[0].hasPrefix(
                "ColorSpaces.tokens.json:18:17: warning: 13 colors converted to the space palettec writes in "
                    + "this file; the first: {hot-pink.srgb-linear} is written in srgb-linear"), quiet.stderr)
        XCTAssertTrue(
            warnings[1].contains(
                "warning: 3 colors clipped into the space they were converted to in this file; the first: "),
            quiet.stderr)
        XCTAssertTrue(warnings.allSatisfy { $0.hasSuffix("(--verbose lists each)") }, quiet.stderr)
    }

    /// A `dark-dimmed` context is no appearance by its name; `--appearance dark=dark-dimmed` reads it as dark.
    func testAppearanceChoosesTheModeThatIsDark() throws {
        let sandbox = try sandboxWithTokenFixtures()
        let plain = try sandbox.run(["import", "ResolverThemeContexts/harbor.resolver.json", "--output", "plain"])
        XCTAssertStatus(plain, 0)
        XCTAssertTrue(plain.stderr.contains("the context 'dark-dimmed' of 'theme' is not an appearance"), plain.stderr)
        let dimmed = try sandbox.run([
            "import", "ResolverThemeContexts/harbor.resolver.json", "--appearance", "dark=dark-dimmed", "--output",
            "dimmed",
        ])
        XCTAssertStatus(dimmed, 0)
        XCTAssertFalse(dimmed.stderr.contains("dark-dimmed"), dimmed.stderr)
        XCTAssertTrue(dimmed.stderr.contains("the context 'dark' of 'theme' is not an appearance"), dimmed.stderr)
        let plainYAML = try sandbox.read("plain/Harbor.yml"), dimmedYAML = try sandbox.read("dimmed/Harbor.yml")
        XCTAssertNotEqual(plainYAML, dimmedYAML)
        XCTAssertEqual(plainYAML.split(separator: "\n").count, dimmedYAML.split(separator: "\n").count)

        for (option, message) in [
            (
                "dark",
                "Error: --appearance 'dark' has no '='; write APPEARANCE=MODE, such as dark=dark-dimmed, with light, dark, "
                    + "light-high-contrast or dark-high-contrast"
            ),
            (
                "dusk=dim",
                "Error: --appearance 'dusk' is not an appearance; write APPEARANCE=MODE, such as dark=dark-dimmed, with light, dark, "
                    + "light-high-contrast or dark-high-contrast"
            ),
        ] {
            let result = try sandbox.run([
                "import", "ResolverThemeContexts/harbor.resolver.json", "--appearance", option,
            ])
            XCTAssertStatus(result, 64)
            XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
        }
        let twice = try sandbox.run([
            "import", "ResolverThemeContexts/harbor.resolver.json", "--appearance", "dark=a", "--appearance", "dark=b",
        ])
        XCTAssertStatus(twice, 64)
        XCTAssertTrue(twice.stderr.hasPrefix("Error: --appearance names two modes for dark, 'a' and 'b'"), twice.stderr)
        XCTAssertFalse(sandbox.exists("palettes"))
    }

    /// A bad value is a warning at its line and column saying what to write, and so is an alias to
    /// nothing; with no color left to import, that is an error, and nothing is written.
    func testErrorsAreAtTheirPlaceAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            {
              "brand": {
                "$type": "color",
                "accent": { "$value": "#12345" },
                "link": { "$value": "{brand.missing}" }
              }
            }
            """, to: "bad.tokens.json")
        let before = try sandbox.snapshot()
        let result = try sandbox.run(["import", "bad.tokens.json", "--verbose"])
        XCTAssertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(
            result.stderr.contains("bad.tokens.json:4:27: warning: 'accent' is skipped: '#12345' is not a hex color"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("bad.tokens.json:5:"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "bad.tokens.json: error: none of the 2 color tokens can be imported "
                    + "(2 skipped: 1 unreadable value, 1 broken alias)"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("nothing was written\n"), result.stderr)
        XCTAssertEqual(try sandbox.snapshot(), before)
    }

    /// One path failing writes nothing for the others either.
    func testAFailingPathWritesNothingForTheOthers() throws {
        let sandbox = try sandboxWithTokenFixtures()
        try sandbox.write(##"{"a": {"$type": "color", "$value": "{b}"}}"##, to: "broken.tokens.json")
        let result = try sandbox.run(["import", "Resolver/tokens.resolver.json", "broken.tokens.json"])
        XCTAssertStatus(result, 1)
        XCTAssertFalse(sandbox.exists("palettes"))
    }

    /// A file over the size limit is refused, an alias chain past the limit is an error, and control
    /// characters in a name or description are escaped in the palette, never written raw.
    func testAHostileFileIsBounded() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Data(repeating: UInt8(ascii: " "), count: 17 * 1_048_576), to: "huge.tokens.json")
        let huge = try sandbox.run(["import", "huge.tokens.json"])
        XCTAssertStatus(huge, 1)
        XCTAssertTrue(
            huge.stderr.hasPrefix("huge.tokens.json:1:1: error: the file is 17.0 MiB, over the 16 MiB"), huge.stderr)

        var chain = [##""c0": {"$type": "color", "$value": "#FF0000"}"##]
        for index in 1...1_100 {
            chain.append("\"c\(index)\": {\"$type\": \"color\", \"$value\": \"{c\(index - 1)}\"}")
        }
        try sandbox.write("{" + chain.joined(separator: ",\n") + "}", to: "deep.tokens.json")
        let deep = try sandbox.run(["import", "deep.tokens.json"])
        XCTAssertStatus(deep, 1)
        XCTAssertTrue(deep.stderr.contains("error:"), deep.stderr)
        XCTAssertFalse(sandbox.exists("palettes"))

        try sandbox.write(
            ##"{"evil\u001b[2J": {"$type": "color", "$value": "#000000", "$description": "a\u0007b\n# x: y"}}"##,
            to: "evil.tokens.json")
        let evil = try sandbox.run(["import", "evil.tokens.json"])
        XCTAssertStatus(evil, 0)
        let palette = try sandbox.read("palettes/Evil.yml")
        XCTAssertTrue(
            palette.contains(
                ##"evil2j: { light: "#000000", dark: "#000000", description: "a\x07b\x0A# x: y", token: "evil\x1B[2J" }"##
            ),
            palette)
        XCTAssertFalse(palette.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// A resolver's files are read only inside its folder: `../` and a symbolic link out are errors.
    func testAResolverReadsOnlyInsideItsFolder() throws {
        let sandbox = try Sandbox()
        try sandbox.write(##"{"secret": {"$type": "color", "$value": "#000000"}}"##, to: "outside.tokens.json")
        try FileManager.default.createDirectory(at: sandbox.url("design"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("design/linked.tokens.json").path,
            withDestinationPath: sandbox.url("outside.tokens.json").path)
        for (source, resolver, reported) in [
            ("../outside.tokens.json", "up", "outside.tokens.json"),
            ("linked.tokens.json", "link", "design/linked.tokens.json"),
        ] {
            try sandbox.write(oneSourceResolver(source), to: "design/\(resolver).resolver.json")
            let result = try sandbox.run(["import", "design/\(resolver).resolver.json"])
            XCTAssertStatus(result, 1)
            XCTAssertTrue(
                result.stderr.hasPrefix("\(reported): error: it leads out of the resolver's folder"), result.stderr)
        }
        XCTAssertFalse(sandbox.exists("palettes"))
    }

    /// A path out of the folder gets one answer whether or not its file exists (`../`, an absolute
    /// path, a link to nothing outside, a Tokens Studio set name), so nothing outside can be probed;
    /// a refused set is not reported again as missing; a NUL in a name is refused.
    func testOutsideTheFolderIsOneAnswerWhetherOrNotItExists() throws {
        let sandbox = try Sandbox()
        try sandbox.write(##"{"secret": {"$type": "color", "$value": "#000000"}}"##, to: "outside.tokens.json")
        try FileManager.default.createDirectory(at: sandbox.url("design"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("design/dangling.tokens.json").path,
            withDestinationPath: "../nothere.tokens.json")
        let sources = [
            "../outside.tokens.json", "../nothere.tokens.json", sandbox.url("outside.tokens.json").path,
            sandbox.url("nothere.tokens.json").path, "dangling.tokens.json",
        ]
        for (index, source) in sources.enumerated() {
            try sandbox.write(oneSourceResolver(source), to: "design/r\(index).resolver.json")
            let result = try sandbox.run(["import", "design/r\(index).resolver.json"])
            XCTAssertStatus(result, 1)
            XCTAssertTrue(
                result.stderr.contains(": error: it leads out of the resolver's folder"), "\(source): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("No such file"), result.stderr)
        }
        try sandbox.write(oneSourceResolver("a\\u0000b.json"), to: "design/nul.resolver.json")
        let nul = try sandbox.run(["import", "design/nul.resolver.json"])
        XCTAssertStatus(nul, 1)
        XCTAssertTrue(nul.stderr.contains("holds a NUL character, which no file name can"), nul.stderr)

        try FileManager.default.createDirectory(at: sandbox.url("studio"), withIntermediateDirectories: true)
        for (set, name) in [("../outside.tokens", "there"), ("../nothere.tokens", "missing")] {
            try sandbox.write(
                ##"[{"name": "light", "selectedTokenSets": {"\##(set)": "enabled"}}]"##, to: "studio/$themes.json")
            let result = try sandbox.run(["import", "studio"])
            XCTAssertStatus(result, 1)
            XCTAssertTrue(
                result.stderr.contains("error: it leads out of the folder of $themes.json"), "\(name): \(result.stderr)"
            )
            XCTAssertFalse(result.stderr.contains("has no file"), "\(name): \(result.stderr)")
        }
        try sandbox.write(
            ##"[{"name": "light", "selectedTokenSets": {"a\u0000b": "enabled"}}]"##, to: "studio/$themes.json")
        let studioNul = try sandbox.run(["import", "studio"])
        XCTAssertStatus(studioNul, 1)
        XCTAssertTrue(
            studioNul.stderr.contains("holds a NUL character, which no file name can; rename the set"), studioNul.stderr
        )
        XCTAssertFalse(sandbox.exists("palettes"))
    }

    /// Names of one file (here symbolic links, each a source of the resolver) are read and parsed once,
    /// by the file's device and inode: its problems are reported once, under the name read first.
    func testNamesOfOneFileAreReadAndParsedOnce() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.url("design"), withIntermediateDirectories: true)
        try sandbox.write(
            ##"{"c": {"$type": "color", "a": {"$value": "#112233"}, "b.c": {"$value": "#445566"}}}"##,
            to: "design/base.tokens.json")
        var sources = [##"{"$ref": "base.tokens.json"}"##]
        for index in 0..<10 {
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.url("design/l\(index).tokens.json").path, withDestinationPath: "base.tokens.json")
            sources.append(##"{"$ref": "l\##(index).tokens.json"}"##)
        }
        try sandbox.write(
            ##"{"version": "2025.10", "sets": {"base": {"sources": [\##(sources.joined(separator: ", "))]}}, "##
                + ##""resolutionOrder": [{"$ref": "#/sets/base"}]}"##, to: "design/t.resolver.json")
        let result = try sandbox.run(["import", "design/t.resolver.json", "--output", "out"])
        XCTAssertStatus(result, 0)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings.count, 1, result.stderr)
        XCTAssertTrue(warnings.first?.hasPrefix("design/base.tokens.json:1:") == true, result.stderr)
    }

    /// `--palette` and `--output FILE.yml` name the one palette of token files named together, and are
    /// refused when the paths make several.
    func testPaletteAndOutputFileNameTheOnePaletteOfFilesNamedTogether() throws {
        let sandbox = try sandboxWithTokenFixtures()
        let named = try sandbox.run([
            "import", "Figma/Tokens.Light.json", "Figma/Tokens.Dark.json", "Figma/Primitives.Default.json",
            "--output", "design/Figma.yml",
        ])
        XCTAssertStatus(named, 0)
        XCTAssertEqual(named.stdout, "created design/Figma.yml (9 colors)\n")
        XCTAssertTrue(try sandbox.read("design/Figma.yml").contains("\npalette: Figma\n"))

        let several = try sandbox.run([
            "import", "Figma/Tokens.Light.json", "Resolver/tokens.resolver.json", "--palette", "Brand",
        ])
        XCTAssertStatus(several, 64)
        XCTAssertEqual(
            several.stderr,
            "error: --palette names one palette, and these paths make 2; import them one at a time to name each\n")
    }

    /// Figma's native export names its files after the modes (`Light.tokens.json`): the palette is named
    /// after their folder, as the collection, never after a mode (issue #33, item 5).
    func testFilesNamedAfterModesNameThePaletteAfterTheirFolder() throws {
        let sandbox = try Sandbox()
        for (mode, hex) in [("Light", "#ffffff"), ("Dark", "#000000")] {
            try sandbox.write(
                #"{ "bg": { "$type": "color", "$value": "\#(hex)" }, "$extensions": { "com.figma.modeName": "\#(mode)" } }"#,
                to: "brand/\(mode).tokens.json")
        }
        let result = try sandbox.run(["import", "brand/Light.tokens.json", "brand/Dark.tokens.json", "--output", "out"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "created out/Brand.yml (1 color)\n")
        XCTAssertTrue(try sandbox.read("out/Brand.yml").contains("\npalette: Brand\n"))
        // A folder named after a mode is passed over for the one above it.
        try sandbox.write(##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##, to: "acme/light/Light.tokens.json")
        let nested = try sandbox.run(["import", "acme/light/Light.tokens.json", "--output", "out"])
        XCTAssertStatus(nested, 0)
        XCTAssertEqual(
            nested.stdout, "created out/Acme.yml (1 color, 1 warning)\n", "no dark file: the darks are derived")
    }

    /// A resolver whose one set has one source, `$ref` (JSON text: escapes stay escapes).
    private func oneSourceResolver(_ ref: String) -> String {
        ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "\##(ref)"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
    }
}

extension ImportDesignTokensCommandTests {
    /// One mode file named again by another spelling (`./sub/../`) or through a symbolic link is the
    /// file named first, by its device and inode: read and imported once, not two files of one mode
    /// defining the same tokens.
    func testOneFileNamedTwiceIsReadOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.write(##"{"c":{"$type":"color","x":{"$value":"#111111"}}}"##, to: "Tokens.Light.json")
        try sandbox.write(##"{"c":{"$type":"color","x":{"$value":"#222222"}}}"##, to: "Tokens.Dark.json")
        try sandbox.write("", to: "sub/.keep")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("Link.Dark.json").path, withDestinationPath: "Tokens.Dark.json")
        let result = try sandbox.run([
            "import", "Tokens.Light.json", "Tokens.Dark.json", "./sub/../Tokens.Dark.json", "Link.Dark.json",
            "--output", "out",
        ])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "created out/Tokens.yml (1 color)\n")
        XCTAssertTrue(try sandbox.read("out/Tokens.yml").contains("#222222"))
    }

    /// Tokens Studio sets saved as `<set>.tokens.json` (`semantic/dark.tokens.json` for the set
    /// `semantic/dark`) are read as `<set>.json` is; a set with neither file is an error that names the
    /// near miss beside it.
    func testTokensStudioSetFilesNamedDotTokensJSONAreRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            [{ "name": "light", "group": "mode", "selectedTokenSets": { "core": "source", "semantic/light": "enabled" } },
             { "name": "dark", "group": "mode", "selectedTokenSets": { "core": "source", "semantic/dark": "enabled" } }]
            """, to: "tokens/$themes.json")
        try sandbox.write(##"{ "blue": { "$type": "color", "$value": "#0000ff" } }"##, to: "tokens/core.tokens.json")
        try sandbox.write(
            ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##, to: "tokens/semantic/light.tokens.json")
        try sandbox.write(
            ##"{ "bg": { "$type": "color", "$value": "{blue}" } }"##, to: "tokens/semantic/dark.tokens.json")
        let result = try sandbox.run(["import", "tokens", "--output", "out"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stderr, "")
        let palette = try sandbox.read("out/Tokens.yml")
        XCTAssertTrue(palette.contains(##"bg: { light: "#FFFFFF", dark: "#0000FF" }"##), palette)

        try FileManager.default.moveItem(
            at: sandbox.url("tokens/semantic/dark.tokens.json"), to: sandbox.url("tokens/semantic/Drak.tokens.json"))
        let missing = try sandbox.run(["import", "tokens", "--output", "out2"])
        XCTAssertStatus(missing, 1)
        XCTAssertTrue(
            missing.stderr.contains(
                "tokens/$themes.json:2:2: error: the token set 'semantic/dark' has no file; it is semantic/dark.json "
                    + "(or semantic/dark.tokens.json) beside $themes.json; did you mean 'semantic/Drak.tokens.json'?"),
            missing.stderr)
    }
}
