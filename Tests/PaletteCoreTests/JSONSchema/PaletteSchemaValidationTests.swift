import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// The schema against palettes, with a real validator (jsonschema, draft-07) reading each palette as an
/// editor's YAML language server does (`YAMLJSON`): every palette palettec accepts validates, and the
/// mistakes an editor should flag (misspelt keys, wrong types, unknown appearances) fail it and palettec.
///
/// What only palettec checks, so an editor's green file may still fail `palettec lint`:
/// - references and `from:` name colors of the palette, and no chain of them is a cycle;
/// - `contrast:` checks and `contrast` rules reach their ratios (and `against` names a color);
/// - keys make Swift names: letters or digits to make one from, no two members one name, no reserved
///   type name (`Color`, `PaletteColor`, `UI…`), the Swift file name the palette's file name makes;
/// - the numbers inside a text: alpha in `rgba()`, the components of `color()` (0 to 1); and numbers
///   written the YAML way (`0x1F`, `0o17`, `True`) where palettec takes plain decimals and `true`;
/// - tone curves (outputs that all rise or all fall);
/// - a misspelt high-contrast word where a color's name would stand (`hightContrastLight:` under
///   `colors:`; beside `light:` the schema flags it as an unknown key);
/// - the limits: key and text lengths, nesting, the number of colors, the file's size.
final class PaletteSchemaValidationTests: XCTestCase {
    /// Palettes palettec accepts, each with where it came from.
    private func accepted(_ palettes: [(name: String, yaml: String)]) -> [(name: String, yaml: String)] {
        palettes.filter { SchemaVerdicts.palettecAccepts($0.yaml, path: $0.name) }
    }

    private func assertSchemaAccepts(
        _ palettes: [(name: String, yaml: String)], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for (palette, error) in zip(palettes, try SchemaVerdicts.schemaErrors(palettes.map(\.yaml))) {
            XCTAssertNil(error, "\(palette.name) compiles, yet the schema refuses it", file: file, line: line)
        }
    }

    /// The examples compile, validate, and point an editor at the committed schema in their first line.
    func testTheExamplePalettesValidate() throws {
        let examples = try RepositoryFiles.files(in: "palettes", extensions: ["yml"]).map {
            ("palettes/" + $0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
        }
        XCTAssertEqual(accepted(examples).count, examples.count, "every example compiles")
        let modeline = PaletteSchemaFile.modeline(schemaPath: "../Schemas/palette.schema.json")
        for (name, yaml) in examples {
            XCTAssertEqual(yaml.prefix { $0 != "\n" }, Substring(modeline), name)
        }
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: RepositoryFiles.root.appendingPathComponent("palettes/../Schemas/palette.schema.json").path))
        XCTAssertGreaterThanOrEqual(examples.count, 8)
        try assertSchemaAccepts(examples)
    }

    /// The documentation's YAML blocks that are whole palettes (a top-level `colors:`) and compile: the
    /// README's example, the format's, appearance-name and namespace examples, and the rule and anchor ones.
    func testTheDocumentationPalettesValidate() throws {
        let expected = ["README.md": 1, "docs/format.md": 3, "docs/derivation.md": 2]
        var palettes: [(name: String, yaml: String)] = []
        for file in try MarkdownFile.documentation() {
            let blocks = file.blocks.filter { $0.language == "yaml" && $0.lines.contains { $0.hasPrefix("colors:") } }
                .map {
                    (
                        file.path.map { $0.isLetter ? $0.lowercased() : "-" }.joined()
                            + "-line-\($0.fenceLine + 1).yml", $0.text
                    )
                }
            let compiling = accepted(blocks.map { ("palettes/" + $0.0, $0.1) })
            XCTAssertGreaterThanOrEqual(
                compiling.count, expected[file.path] ?? 0, "\(file.path)'s palettes that compile")
            palettes += compiling
        }
        try assertSchemaAccepts(palettes)
    }

    /// Every palette file under Tests/ that compiles, the invalid corpus's few included (a file that is
    /// no UTF-8, which palettec refuses, is left out).
    func testTheFixturePalettesThatCompileValidate() throws {
        let paths = RepositoryFiles.relativePaths(under: "Tests")
            .filter { ($0.hasSuffix(".yml") || $0.hasSuffix(".yaml")) && !$0.contains("/.build/") }
            .filter { !$0.hasSuffix("/" + PaletteFileNames.configFile) }
        let palettes = try paths.compactMap { path -> (name: String, yaml: String)? in
            let bytes = try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Tests/" + path))
            return String(data: bytes, encoding: .utf8).map { ("Tests/" + path, $0) }
        }
        let compiling = accepted(palettes)
        XCTAssertGreaterThanOrEqual(compiling.count, 14, compiling.map(\.name).joined(separator: "\n"))
        try assertSchemaAccepts(compiling)
    }

    /// Each of these is a mistake palettec reports; the schema must flag it too, so an editor shows it.
    static let broken: [(what: String, yaml: String)] = [
        ("a misspelt top-level key", "colours:\n  a: '#FFFFFF'\n"),
        ("a misspelt palette key", "pallete: Brand\ncolors:\n  a: '#FFFFFF'\n"),
        ("no colors", "palette: Brand\n"),
        ("colors as a list", "colors:\n  - '#FFFFFF'\n"),
        ("a misspelt appearance beside light", "colors:\n  a: { light: '#FFFFFF', drak: '#000000' }\n"),
        ("a color's only key misspelt", "colors:\n  a: { ligth: '#FFFFFF' }\n"),
        ("an asset-catalog appearance beside light", "colors:\n  a: { light: '#FFFFFF', any: '#000000' }\n"),
        ("an asset-catalog appearance alone", "colors:\n  a:\n    any: '#FFFFFF'\n"),
        ("an appearance indented too little", "colors:\n  a:\n    light: '#FFFFFF'\n  dark: '#000000'\n"),
        ("an appearance in another case", "colors:\n  Dark: '#000000'\n"),
        ("a color without light", "colors:\n  a: { dark: '#000000' }\n"),
        ("a misspelt description in a color", "colors:\n  a: { light: '#FFFFFF', descripton: Text }\n"),
        (
            "a misspelt description in a group",
            "colors:\n  text:\n    descripton: Text colors\n    primary: '#111111'\n"
        ),
        ("a color as a group's description", "colors:\n  text:\n    description: '#654321'\n    primary: '#111111'\n"),
        (
            "a misspelt namespace in an explicit group",
            "colors:\n  g:\n    namespce: false\n    colors: { a: '#FFFFFF' }\n"
        ),
        ("access not a level", "access: open\ncolors:\n  a: '#FFFFFF'\n"),
        ("namespace not a boolean", "namespace: yes\ncolors:\n  a: '#FFFFFF'\n"),
        ("description as a mapping", "description: { text: Brand }\ncolors:\n  a: '#FFFFFF'\n"),
        ("palette name empty", "palette:\ncolors:\n  a: '#FFFFFF'\n"),
        ("a hex color with five digits", "colors:\n  a: '#FFFFF'\n"),
        ("a hex color unquoted (a YAML comment)", "colors:\n  a: #FFFFFF\n"),
        ("a hex color with a wrong digit", "colors:\n  a: '#GGGGGG'\n"),
        ("a number as a color", "colors:\n  a: 255\n"),
        ("a list as a color", "colors:\n  a: { light: ['#FFFFFF'] }\n"),
        ("hsl() with commas and numbers", "colors:\n  a: 'hsl(0, 0, 50%)'\n"),
        ("a function palettec does not read", "colors:\n  a: 'hsv(0 0% 50%)'\n"),
        ("a misspelt color name", "colors:\n  a: bleu\n"),
        ("rgb() out of range", "colors:\n  a: rgb(256, 0, 0)\n"),
        ("rgb() with five values", "colors:\n  a: 'rgb(1, 2, 3, 4, 5)'\n"),
        ("color() in an unknown space", "colors:\n  a: color(rec2021 1 0 0)\n"),
        ("color() with commas", "colors:\n  a: 'color(display-p3 1, 0, 0)'\n"),
        ("a reference unquoted", "colors:\n  b: '#FFFFFF'\n  a: { light: {b} }\n"),
        ("a component out of range", "colors:\n  a: { red: 300, green: 0, blue: 0 }\n"),
        ("a component with space: above 1", "colors:\n  a: { space: display-p3, red: 2, green: 0, blue: 0 }\n"),
        ("a misspelt component", "colors:\n  a: { light: { red: 1, gren: 2, blue: 3 } }\n"),
        ("a component missing", "colors:\n  a: { light: { red: 1, green: 2 } }\n"),
        ("an unknown color space", "colors:\n  a: { space: rec2020, red: 1, green: 0, blue: 0 }\n"),
        ("a percentage alpha", "colors:\n  a: { red: 1, green: 2, blue: 3, alpha: 50% }\n"),
        ("an unknown rule", "colors:\n  a: { light: '#FFFFFF', dark: { derive: darken } }\n"),
        ("a misspelt rule parameter", "colors:\n  a: { light: '#FFFFFF', dark: { derive: hsv, brigthness: 0.2 } }\n"),
        ("another rule's parameter", "colors:\n  a: { light: '#FFFFFF', dark: { derive: invert, ratio: 4.5 } }\n"),
        ("a rule parameter without derive", "colors:\n  a: { light: '#FFFFFF', dark: { brightness: 0.2 } }\n"),
        ("hsv with no parameter", "colors:\n  a: { light: '#FFFFFF', dark: { derive: hsv } }\n"),
        (
            "contrast without ratio",
            "colors:\n  b: '#000000'\n  a: { light: '#FFFFFF', dark: { derive: contrast, against: '{b}' } }\n"
        ),
        (
            "a contrast ratio above 21",
            "colors:\n  b: '#000000'\n  a: { light: '#FFFFFF', dark: { derive: contrast, against: '{b}', ratio: 30 } }\n"
        ),
        (
            "against as a plain name",
            "colors:\n  b: '#000000'\n  a: { light: '#FFFFFF', dark: { derive: contrast, against: b, ratio: 4.5 } }\n"
        ),
        ("a rule number out of range", "colors:\n  a: { light: '#FFFFFF', dark: { derive: hsv, hue: 1e300 } }\n"),
        (
            "a misspelt adjustment",
            "colors:\n  a: { light: '#FFFFFF', dark: { derive: hsv, brightness: { scael: 2 } } }\n"
        ),
        ("an empty adjustment", "colors:\n  a: { light: '#FFFFFF', dark: { derive: hsv, brightness: {} } }\n"),
        ("an unknown tone role", "colors:\n  a: { light: '#FFFFFF', dark: { derive: tone, role: brand } }\n"),
        (
            "a tone curve point of three numbers",
            "colors:\n  a: { light: '#FFFFFF', dark: { derive: tone, curve: [[0, 1, 2]] } }\n"
        ),
        ("a rule on light without from", "colors:\n  a: { light: { derive: invert } }\n"),
        ("tone on light", "colors:\n  b: '#FFFFFF'\n  a: { light: { derive: tone, from: '{b}' } }\n"),
        ("a palette rule that needs parameters by name", "derive: hsv\ncolors:\n  a: '#FFFFFF'\n"),
        ("a palette rule misspelt", "derive: invret\ncolors:\n  a: '#FFFFFF'\n"),
        ("a palette rule mapping without derive", "derive: { brightness: 0.2 }\ncolors:\n  a: '#FFFFFF'\n"),
        ("contrast as a mapping", "colors:\n  a: '#FFFFFF'\ncontrast: { foreground: a, background: a, minimum: 1 }\n"),
        (
            "a contrast check without minimum",
            "colors:\n  a: '#FFFFFF'\ncontrast:\n  - { foreground: a, background: a }\n"
        ),
        (
            "a misspelt contrast check key",
            "colors:\n  a: '#FFFFFF'\ncontrast:\n  - { foreground: a, backgruond: a, minimum: 1 }\n"
        ),
        (
            "a contrast minimum above 21",
            "colors:\n  a: '#FFFFFF'\ncontrast:\n  - { foreground: a, background: a, minimum: 22 }\n"
        ),
        (
            "an unknown contrast level",
            "colors:\n  a: '#FFFFFF'\ncontrast:\n  - { foreground: a, background: a, minimum: 1, level: info }\n"
        ),
    ]

    func testBrokenPalettesFailPalettecAndTheSchema() throws {
        let errors = try SchemaVerdicts.schemaErrors(Self.broken.map(\.yaml))
        for (palette, error) in zip(Self.broken, errors) {
            XCTAssertFalse(
                SchemaVerdicts.palettecAccepts(palette.yaml), "palettec accepts \(palette.what): the list is wrong")
            XCTAssertNotNil(error, "the schema accepts \(palette.what):\n\(palette.yaml)")
        }
    }

    /// `derive: <rule>` alone: palettec and the schema agree on which rules need no parameters.
    func testRulesByNameAloneAreTheOnesThatNeedNoParameters() throws {
        let palettes = RuleKind.derivable.map { "derive: \($0.rawValue)\ncolors:\n  a: '#FFFFFF'\n" }
        for (kind, (palette, error)) in zip(
            RuleKind.derivable, zip(palettes, try SchemaVerdicts.schemaErrors(palettes)))
        {
            XCTAssertEqual(SchemaVerdicts.palettecAccepts(palette), kind.requirement == .nothing, kind.rawValue)
            XCTAssertEqual(error == nil, kind.requirement == .nothing, "\(kind.rawValue): \(error ?? "accepted")")
        }
    }
}
