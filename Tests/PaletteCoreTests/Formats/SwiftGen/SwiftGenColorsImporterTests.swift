import Testing
@testable import PaletteCore

/// SwiftGen's colors, in memory, to palettes: aliases kept as references, and every error at its line
/// and column.
@Suite struct SwiftGenColorsImporterTests {
    private func run(
        _ text: String, format: SwiftGenColorsFormat = .text, path: String = "Resources/colors.txt",
        limits: PaletteLimits = .standard
    ) -> ImportResult {
        SwiftGenColorsImporter.run(
            Array(text.utf8), format: format, path: path, paletteName: "Colors",
            palettePath: "palettes/Colors.yml", limits: limits)
    }

    private func errors(_ text: String, format: SwiftGenColorsFormat = .text) -> [String] {
        let result = run(text, format: format)
        #expect(result.yaml == nil)
        return result.diagnostics.map(\.formatted)
    }

    /// Comments, `0x`, `#` and bare hex, 8 digits, and aliases of aliases (the fixture `Aliases.txt`),
    /// which stay references in the order the file has them.
    @Test func aliasesOfAliasesStayReferences() throws {
        let result = run(
            """
            # Brand colors, in SwiftGen's text format
            # each line is a name, a colon and a color or the name of another color
            Sea-Glass        : 0x7fd1c3ff

            # Headings
            HeadingInk       : #1d3557

            # Text
            BodyInk          : 2b2d42

            # Small print
            FinePrint        : 8d99aeff
            veil             : 000000b3
            Scrim            : veil
            ModalScrim       : Scrim

            """, path: "Aliases.txt")
        #expect(result.diagnostics.isEmpty)
        #expect(result.colorCount == 7)
        #expect(
            result.yaml == """
                # yaml-language-server: $schema=palette.schema.json
                # Imported from Aliases.txt (SwiftGen colors) by palettec import: a color for each name, in the file's order, its
                # value written as both light and dark, and each alias a reference to its color.
                palette: Colors
                colors:
                  Sea-Glass: { light: "#7FD1C3", dark: "#7FD1C3" }
                  HeadingInk: { light: "#1D3557", dark: "#1D3557" }
                  BodyInk: { light: "#2B2D42", dark: "#2B2D42" }
                  FinePrint: { light: "#8D99AE", dark: "#8D99AE" }
                  veil: { light: "#000000B3", dark: "#000000B3" }
                  Scrim: { light: "{veil}", dark: "{veil}" }
                  ModalScrim: { light: "{Scrim}", dark: "{Scrim}" }

                """)
    }

    @Test func aJSONMapHasNoAliases() throws {
        let result = run(
            """
            {
                "HeadingInk"   : "#1d3557",
                "BodyInk"      : "2b2d42",
                "FinePrint"    : "8d99aeff",
                "veil"         : "000000b3",
                "sea_glass"    : "7fd1c3ff"
            }
            """, format: .json, path: "NoAliases.json")
        #expect(result.diagnostics.isEmpty)
        let yaml = try #require(result.yaml)
        #expect(
            yaml.hasPrefix(
                "# yaml-language-server: $schema=palette.schema.json\n# Imported from NoAliases.json (SwiftGen colors) by palettec import: a color for each name, in the file's order, its\n"
                    + "# value written as both light and dark.\npalette: Colors\ncolors:\n  HeadingInk: { light: \"#1D3557\", dark: \"#1D3557\" }\n"
            ))
        #expect(yaml.hasSuffix("  sea_glass: { light: \"#7FD1C3\", dark: \"#7FD1C3\" }\n"))
    }

    /// Names are keys as written, quoted where YAML needs it, whatever Swift makes of them; a name that
    /// also reads as hex is an alias where a color has it, as in SwiftGen.
    @Test func namesAreKeysAsWrittenAndANameBeatsHex() throws {
        let result = run(
            "300: #111111\nyes: 300\nPrimary Blue: #0000FF\ntext.primary: #222222\nffffff: #000000\nink: ffffff\n")
        #expect(result.diagnostics.isEmpty)
        let yaml = try #require(result.yaml)
        #expect(
            yaml.hasSuffix(
                """
                colors:
                  "300": { light: "#111111", dark: "#111111" }
                  "yes": { light: "{300}", dark: "{300}" }
                  "Primary Blue": { light: "#0000FF", dark: "#0000FF" }
                  text.primary: { light: "#222222", dark: "#222222" }
                  ffffff: { light: "#000000", dark: "#000000" }
                  ink: { light: "{ffffff}", dark: "{ffffff}" }

                """))
        let palette = try #require(compile(yaml).palette)
        #expect(
            palette.allColors.map(\.swiftPath) == [
                "Colors._300", "Colors.yes", "Colors.primaryBlue", "Colors.textPrimary",
                "Colors.ffffff", "Colors.ink",
            ])
        #expect(palette.allColors.last?.appearances[.light]?.color == RGBA(red8: 0, green8: 0, blue8: 0))
    }

    @Test func aBadHexIsAnErrorAtTheValue() {
        #expect(
            errors("# Hey this is a comment\n# And another one\nArticleTitle     : thisIsn'tAColor\n")
                == [
                    "colors.txt:3:20: error: 'thisIsn'tAColor' is neither a hex color nor the name of a color in this file; write #RRGGBB "
                        + "or #RRGGBBAA (6 or 8 hex digits, after '#', '0x' or nothing), or the name of one of its colors"
                ].map { "Resources/" + $0 })
        #expect(
            errors("a: #FFF\nb: #FFFFFFFFF") == [
                "Resources/colors.txt:1:4: error: '#FFF' has 3 hex digits, where SwiftGen's colors take 6 (#RRGGBB) or 8 (#RRGGBBAA); "
                    + "SwiftGen reads it as #00000FFF, most likely not what was meant: write the 6 or 8 digits you mean (#00000FFF keeps what SwiftGen shows)",
                "Resources/colors.txt:2:4: error: '#FFFFFFFFF' has 9 hex digits, where SwiftGen's colors take 6 (#RRGGBB) or 8 (#RRGGBBAA); write one of those",
            ])
    }

    /// SwiftGen reads `# Section: Brand` as a color named `# Section`: the error says why.
    @Test func aCommentWithAColonIsReadAsAColorAndTheErrorSaysSo() {
        #expect(
            errors("# Section: Brand\n").first?.hasSuffix(
                "(SwiftGen reads every line with a ':' as a color, a comment's too: take the ':' out of a comment)")
                == true)
    }

    @Test func anAliasToNothingIsAnErrorAtTheValue() {
        #expect(
            errors("accent: #0A84FF\ntint: acent\n") == [
                "Resources/colors.txt:2:7: error: 'acent' is neither a hex color nor the name of a color in this file; write #RRGGBB "
                    + "or #RRGGBBAA (6 or 8 hex digits, after '#', '0x' or nothing), or the name of one of its colors; did you mean 'accent'?"
            ])
    }

    /// The names are compared with the first few bad values only: a file of a hundred thousand bad values
    /// is read in linear time, and says "did you mean" ten times.
    @Test func aFileOfBadValuesSuggestsForTheFirstFew() {
        let lines = (0..<100_000).map { "color\($0): colr\($0)" }
        let result = run(lines.joined(separator: "\n"))
        #expect(result.diagnostics.count == 100_000)
        #expect(result.diagnostics.filter { $0.message.hasSuffix("?") }.count == 10)
    }

    /// SwiftGen never finishes reading a file with a cycle; the import names it.
    @Test func aCycleOfAliasesIsAnErrorNamingEach() {
        #expect(
            errors("a: b\nok: #FFFFFF\nb: c\nc: a\n") == [
                "Resources/colors.txt:1:1: error: these colors are aliases of one another in a cycle, so none of them has a color: "
                    + "'a' → 'b' → 'c' → 'a'; give one of them its value instead of an alias\n"
                    + "Resources/colors.txt:3:1: note: an alias in the cycle\nResources/colors.txt:4:1: note: an alias in the cycle"
            ])
    }

    @Test func aDuplicateNameIsAnErrorNamingTheFirst() {
        #expect(
            errors("accent: #0A84FF\n\n  accent : #FF0000\n") == [
                "Resources/colors.txt:3:3: error: the color 'accent' is defined again here (first at line 1), and SwiftGen keeps only "
                    + "the last; remove the one you do not mean\nResources/colors.txt:1:1: note: the first definition"
            ])
        #expect(
            errors("{\"accent\": \"#0A84FF\", \" accent\": \"#FF0000\"}", format: .json).first?
                .hasPrefix(
                    "Resources/colors.txt:1:23: error: the color 'accent' is defined again here (first at line 1)")
                == true)
    }

    /// A thousand aliases in a chain are more than the 1,000 colors palettec follows: an error at the
    /// line of the first color past it, found without recursion; one fewer imports.
    @Test func aChainOfAThousandAliasesIsAnErrorAtItsLine() throws {
        let chain = (0...1_000).map { $0 == 0 ? "a0: #FF0000" : "a\($0): a\($0 - 1)" }
        #expect(
            errors(chain.joined(separator: "\n")) == [
                "Resources/colors.txt:1001:1: error: 'a1000' is an alias through a chain of 1001 colors, more than the 1000 palettec "
                    + "follows; give one of the colors along the way its value instead of an alias"
            ])
        let result = run(chain.dropLast().joined(separator: "\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.yaml?.hasSuffix("  a999: { light: \"{a998}\", dark: \"{a998}\" }\n") == true)
    }

    @Test func jsonHasNoAliasesAndOnlyStrings() {
        #expect(
            errors("{\"accent\": \"#0A84FF\", \"tint\": \"accent\", \"size\": 12}", format: .json) == [
                "Resources/colors.txt:1:49: error: 'size' is a number; SwiftGen's colors JSON gives each name a hex color as a string, such as \"#0A84FF\"",
                "Resources/colors.txt:1:31: error: 'accent' names another color, but SwiftGen's colors JSON has no aliases (its .txt format "
                    + "has); write that color's value here, #RRGGBB or #RRGGBBAA (6 or 8 hex digits, after '#', '0x' or nothing)",
            ])
        #expect(
            errors("[\"#FFFFFF\"]", format: .json) == [
                "Resources/colors.txt:1:1: error: SwiftGen's colors JSON is one object of names and hex colors, such as { \"accent\": \"#0A84FF\" }; found an array"
            ])
        #expect(
            errors("junk", format: .json) == [
                "Resources/colors.txt:1:1: error: malformed JSON: 'j' cannot start a JSON value"
            ])
    }

    /// Not an error, as for a catalog with no color: a batch migration goes on.
    @Test func aFileWithNoColorIsAWarningAndNoPalette() {
        let result = run("# only comments\n\n")
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Resources/colors.txt: warning: the file has no color (a line 'name: #RRGGBB'), so there is no palette to write"
            ])
        #expect(run("{}", format: .json).diagnostics.map(\.severity) == [.warning])
    }

    /// Controls and invisible characters in a name stay in its key, escaped in the YAML and in every
    /// message, and the palette still compiles to the same colors.
    @Test func controlCharactersInNamesStayEscaped() throws {
        let result = run(
            "\u{1B}[31mRed\u{7}: #FF0000\nevil\u{202E}txt.exe: \u{1B}[31mRed\u{7}\nbad\u{1B}]0;x\u{7}: \u{1B}[2J\n")
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Resources/colors.txt:3:12: error: '\\u{1B}[2J' is neither a hex color nor the name of a color in this file; write #RRGGBB "
                    + "or #RRGGBBAA (6 or 8 hex digits, after '#', '0x' or nothing), or the name of one of its colors"
            ])
        let fixed = run("\u{1B}[31mRed\u{7}: #FF0000\nevil\u{202E}txt.exe: \u{1B}[31mRed\u{7}\na\u{0}b: #00FF00\n")
        #expect(fixed.diagnostics.isEmpty)
        let yaml = try #require(fixed.yaml)
        #expect(
            yaml.hasSuffix(
                """
                colors:
                  "\\x1B[31mRed\\x07": { light: "#FF0000", dark: "#FF0000" }
                  "evil\\u202Etxt.exe": { light: "{\\x1B[31mRed\\x07}", dark: "{\\x1B[31mRed\\x07}" }
                  "a\\x00b": { light: "#00FF00", dark: "#00FF00" }

                """))
        #expect(!yaml.unicodeScalars.contains { InvisibleScalars.needsEscape($0) && $0 != "\n" })
    }
}
