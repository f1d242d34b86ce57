import Foundation
import TestSupport
import XCTest

/// `palettec import` of tokens palettec cannot import as written (#33): each is a warning at its place
/// naming it and why, the import goes on and writes the rest, the summary counts the skips by reason,
/// and one run reports them all. `--strict` makes each an error; an alias of a color skipped, or no
/// color left, is an error without it.
final class ImportSkippingCommandTests: XCTestCase {
    /// One file per mode, as Figma exports them, holding what real token sets hold: a color and a
    /// dimension holding `modes` (seed-health), names a palette cannot hold (little-league), a color only
    /// in dark (Primer's `cactive`), a gradient and an alias of it (blackbaud), a function (Equinor).
    private func sandboxWithOddTokens(alias: String = "") throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            {
              "color": {
                "$type": "color",
                "ink": { "$value": "#1C1C1E" },
                "paper": { "$value": "#FFFFFF", "modes": { "dark": "#000000" } },
                "type": { "body": { "$value": "#333333" } },
                "*": { "$value": "#444444" },
                "a.b": { "$value": "#555555" },
                "sheen": { "$value": "linear-gradient(90deg, #FFFFFF, #000000)" },
                "sheenAlias": { "$value": "{color.sheen}" },
                "tinted": { "$value": "set_chroma({color.ink}, 0.1)" },
                "link": { "$value": "{color.ink}" }\(alias)
              },
              "spacing": { "compact": { "$type": "dimension", "$value": "4px", "modes": { "small": "2px" } } }
            }
            """, to: "Tokens.Light.json")
        try sandbox.write(
            """
            {
              "color": {
                "$type": "color",
                "ink": { "$value": "#F2F2F7" },
                "only-dark": { "$value": "#123456" }
              }
            }
            """, to: "Tokens.Dark.json")
        return sandbox
    }

    func testWhatCannotComeInIsSkippedAtItsPlaceAndTheRestIsWritten() throws {
        let sandbox = try sandboxWithOddTokens()
        let result = try sandbox.run([
            "import", "Tokens.Light.json", "Tokens.Dark.json", "--output", "out", "--verbose",
        ])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stdout,
            "created out/Tokens.yml (5 colors, 12 warnings, 5 skipped: 2 gradients, "
                + "1 function, 1 without light, 1 malformed token)\n")
        for expected in [
            "Tokens.Dark.json:5:5: warning: 'only-dark' is skipped: it has no light value in these tokens, only dark",
            "Tokens.Light.json:5:37: warning: 'paper' is skipped: it has a $value, so it is a token, and cannot hold 'modes' as well",
            "Tokens.Light.json:8:5: warning: 'a.b' is imported as 'aB', as palettec cannot use its name (it holds '.', which "
                + "references read as a path); the palette keeps the name as token:, which the design tokens palettec writes keep where the format allows",
            "Tokens.Light.json:9:26: warning: 'sheen' is skipped: 'linear-gradient(90deg, #FFFFFF, #000000)'",
            "Tokens.Light.json:10:5: warning: 'sheenAlias' is skipped: it is an alias of {color.sheen}, a gradient",
            "Tokens.Light.json:11:27: warning: 'tinted' is skipped: 'set_chroma({color.ink}, 0.1)'",
            "Tokens.Light.json:6:5: warning: 'type' is imported as 'typeGroup', as palettec cannot use its name (the group 'type' "
                + "would become the type 'Type', which is reserved: Swift's own)",
            "Tokens.Light.json:7:5: warning: '*' is imported as 'asterisk', as palettec cannot use its name ('*' has no letters "
                + "or digits to make a Swift name from)",
        ] {
            XCTAssertTrue(result.stderr.contains(expected), "\(expected)\n\(result.stderr)")
        }
        // The dimension holding `modes` is left out as a dimension: no warning, no skip.
        XCTAssertFalse(result.stderr.contains("'compact'"), result.stderr)
        XCTAssertEqual(
            try sandbox.read("out/Tokens.yml").split(separator: "\n").filter { $0.hasPrefix("    ") },
            [
                "    ink: { light: \"#1C1C1E\", dark: \"#F2F2F7\" }",
                "    typeGroup:",
                "      token: \"type\"",
                "      colors:",
                "        body: { light: \"#333333\", dark: \"#333333\" }",
                "    asterisk: { light: \"#444444\", dark: \"#444444\", token: \"*\" }",
                "    aB: { light: \"#555555\", dark: \"#555555\", token: \"a.b\" }",
                "    link: { light: \"{color.ink}\", dark: \"{color.ink}\" }",
            ])
        XCTAssertStatus(try sandbox.run(["lint", "out/Tokens.yml"]), 0)
    }

    /// `--strict`: every skip is an error that says the color cannot be imported, and nothing is written;
    /// a name imported under a made key is no skip.
    func testStrictMakesEachSkipAnErrorAndWritesNothing() throws {
        let sandbox = try sandboxWithOddTokens()
        let before = try sandbox.snapshot()
        let result = try sandbox.run(["import", "Tokens.Light.json", "Tokens.Dark.json", "--output", "out", "--strict"])
        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderr.contains(
                "Tokens.Light.json:9:26: error: 'sheen' cannot be imported: 'linear-gradient(90deg, #FFFFFF, #000000)'"),
            result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "Tokens.Light.json:6:5: warning: 3 names imported under keys palettec made in this file; the first: 'type' is "
                    + "imported as 'typeGroup'"), result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: " (--strict)\n").count - 1, 5, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("palettec: 5 errors, 7 warnings; nothing was written\n"), result.stderr)
        XCTAssertEqual(try sandbox.snapshot(), before)
    }

    /// An alias of a color skipped for its value would change what comes in: an error at the alias,
    /// with the skip as its note. (An alias of a gradient is a gradient, and skipped with it.)
    func testAnAliasOfASkippedColorIsAnError() throws {
        let sandbox = try sandboxWithOddTokens(alias: ",\n    \"muted\": { \"$value\": \"{color.tinted}\" }")
        let before = try sandbox.snapshot()
        let result = try sandbox.run(["import", "Tokens.Light.json", "Tokens.Dark.json", "--output", "out"])
        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderr.contains(
                "Tokens.Light.json:13:26: error: {color.muted} is an alias of {color.tinted}, which palettec "
                    + "cannot import"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Tokens.Light.json:11:27: note: 'tinted' is skipped"), result.stderr)
        XCTAssertEqual(try sandbox.snapshot(), before)
    }

    /// Warnings of one kind in one file are one line, at the first, counting them.
    func testSkipsOfOneKindInOneFileAreOneLine() throws {
        let sandbox = try Sandbox()
        let colors = (1...5).map { "\"c\($0)\": { \"$value\": \"{missing.c\($0)}\" }" }.joined(separator: ",\n    ")
        try sandbox.write(
            "{\n  \"$type\": \"color\",\n  \"ok\": { \"$value\": \"#102030\" },\n  \(colors)\n}\n", to: "t.tokens.json")
        let result = try sandbox.run(["import", "t.tokens.json", "--output", "out"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stderr,
            "t.tokens.json:4:21: warning: 5 colors skipped (5 broken aliases) in this file; the first: 'c1' is "
                + "skipped: {missing.c1} names no token; did you mean {c1}? (--verbose lists each)\n")
        XCTAssertEqual(result.stdout, "created out/T.yml (1 color, 5 warnings, 5 skipped: 5 broken aliases)\n")
    }
}
