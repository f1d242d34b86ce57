import Foundation
import XCTest

/// Token names palettec cannot make a key of (`*`, a group `type`, `a.b`, `a/b`, a bidi control, NUL,
/// a name of 300 characters) come in under made keys, keeping their names as `token:`: every color is
/// imported, the palette generates an asset catalog and tokens, and the tokens carry the names back.
final class ImportMadeNamesCommandTests: XCTestCase {
    private static let tokens = ##"""
        {
          "syntax": {
            "$type": "color",
            "ink": { "$value": "#1C1C1E" },
            "*": { "$value": "#444444" },
            "type": { "module": { "$value": "{syntax.*}" } },
            "source.json meta": { "$value": "#555555" },
            "a/b": { "$value": "#666666" },
            "x\u202Ey": { "$value": "#777777" },
            "n\u0000m": { "$value": "#888888" },
            "LONG": { "$value": "#999999" },
            "link": { "$value": "{syntax.a/b}" }
          }
        }
        """##.replacingOccurrences(of: "LONG", with: String(repeating: "scope.", count: 50) + "end")

    func testUnusableNamesComeInUnderMadeKeysAndGenerateWritesThemBack() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.tokens, to: "names.tokens.json")
        let imported = try sandbox.run(["import", "names.tokens.json", "--output", "palettes"])
        XCTAssertStatus(imported, 0)
        XCTAssertEqual(imported.stdout, "created palettes/Names.yml (9 colors, 7 warnings)\n")
        XCTAssertTrue(
            imported.stderr.hasPrefix(
                "names.tokens.json:5:5: warning: 7 names imported under keys palettec made in this file; the first: '*' is "
                    + "imported as 'asterisk', as palettec cannot use its name ('*' has no letters or digits to make a Swift name "
                    + "from); the palette keeps the name as token:"), imported.stderr)
        let palette = try sandbox.read("palettes/Names.yml")
        for line in [
            ##"    asterisk: { light: "#444444", dark: "#444444", token: "*" }"##,
            ##"    typeGroup:"##, ##"      token: "type""##,
            ##"        module: { light: "{syntax.asterisk}", dark: "{syntax.asterisk}" }"##,
            ##"    sourceJsonMeta: { light: "#555555", dark: "#555555", token: "source.json meta" }"##,
            ##"    aB: { light: "#666666", dark: "#666666", token: "a/b" }"##,
            ##"    xY: { light: "#777777", dark: "#777777", token: "x\u202Ey" }"##,
            ##"    nM: { light: "#888888", dark: "#888888", token: "n\x00m" }"##,
            ##"    link: { light: "{syntax.aB}", dark: "{syntax.aB}" }"##,
        ] {
            XCTAssertTrue(palette.contains(line + "\n"), "\(line)\n\(palette)")
        }
        XCTAssertTrue(palette.contains("    scopeScopeScope"), palette)

        let generated = try sandbox.run([
            "generate", "palettes", "--output", "generated", "--asset-catalog", "Assets.xcassets", "--tokens", "tokens",
        ])
        XCTAssertStatus(generated, 0)
        let light = try sandbox.read("tokens/light.tokens.json")
        for written in [
            ##""*": {"$type": "color""##, ##""type": {"##,
            ##""module": {"$type": "color", "$value": "{Names.syntax.*}""##,
            ##""a/b": {"$type": "color""##, ##""x\u202ey": {"##, ##""n\u0000m": {"##,
            ##""link": {"$type": "color", "$value": "{Names.syntax.a/b}""##,
            // A name with '.' cannot be a design token's name: it is written under its key.
            ##""sourceJsonMeta": {"##,
        ] {
            XCTAssertTrue(light.contains(written), "\(written)\n\(light)")
        }
        XCTAssertTrue(sandbox.exists("Assets.xcassets/Names/syntax/asterisk.colorset/Contents.json"))
    }

    /// A second import of the same tokens makes the same keys: the palette is up to date.
    func testMadeKeysAreTheSameEveryTime() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.tokens, to: "names.tokens.json")
        XCTAssertStatus(try sandbox.run(["import", "names.tokens.json", "--output", "palettes"]), 0)
        let again = try sandbox.run(["import", "names.tokens.json", "--output", "palettes"])
        XCTAssertStatus(again, 0)
        XCTAssertTrue(again.stdout.hasPrefix("palettes/Names.yml is up to date"), again.stdout)
    }
}
