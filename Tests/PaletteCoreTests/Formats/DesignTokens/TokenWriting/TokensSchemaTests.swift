import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The token files validate against the official DTCG 2025.10 JSON Schemas (the corpus's, `DTCGCheck`) with
/// Python's jsonschema, and every resolver context resolves, as the resolver module says, to the
/// colors the manifest of the same palettes lists: high contrast falling back to plain, references
/// as aliases. The validator itself rejects what the format forbids.
final class TokensSchemaTests: XCTestCase {
    private var folders: [URL] = []

    /// Every test here checks with the schemas: skipped, in one line, where they are absent (before any
    /// assertion, which would record a skip thrown inside it as a failure).
    override func setUpWithError() throws {
        try super.setUpWithError()
        try DTCGCheck.skipUnlessAvailable()
    }

    override func tearDown() {
        folders.forEach { try? FileManager.default.removeItem(at: $0) }
        super.tearDown()
    }

    /// The palettes' tokens in a folder of their own, and their manifest beside it.
    private func written(_ palettes: [Palette]) throws -> (tokens: URL, manifest: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-tokens-\(UUID().uuidString)")
        folders.append(folder)
        let tokens = folder.appendingPathComponent("tokens"), manifest = folder.appendingPathComponent("manifest.json")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        let (files, diagnostics) = TokensRenderer.render(palettes)
        XCTAssertEqual(printed(diagnostics), [])
        for file in files { try Data(file.contents.utf8).write(to: tokens.appendingPathComponent(file.path)) }
        try Data(ManifestRenderer.render(palettes).utf8).write(to: manifest)
        return (tokens, manifest)
    }

    /// generated/tokens as committed, beside generated/manifest.json, and the fixture palettes' tokens: those
    /// with brands resolved in every appearance × brand, each brand's values the manifest's.
    func testTheCommittedTokensValidateAndResolveToTheManifest() throws {
        let generated = RepositoryFiles.root.appendingPathComponent("generated")
        let reports = try DTCGCheck.check([
            (generated.appendingPathComponent("tokens"), generated.appendingPathComponent("manifest.json")),
            try written(try TokensReferenceTests.compiled("Tests/Fixtures/Tokens/palettes")),
            try written(try TokensReferenceTests.compiled("Tests/Fixtures/BrandedPalettes/palettes")),
        ])
        for report in reports {
            XCTAssertEqual(report.problems, [])
            XCTAssertGreaterThan(report.checked, 20)
        }
    }

    /// Each file below breaks one rule of the schemas; the unbroken files pass.
    func testTheValidatorRejectsWhatTheSchemasForbid() throws {
        let folder = try written([
            try XCTUnwrap(
                compile(
                    """
                    palette: Sound
                    colors:
                      accent: { light: "#0A84FF", dark: "{ink}" }
                      ink: "#111111"
                    """
                ).palette)
        ]).tokens
        let light = try String(contentsOf: folder.appendingPathComponent("light.tokens.json"), encoding: .utf8)
        let dark = try String(contentsOf: folder.appendingPathComponent("dark.tokens.json"), encoding: .utf8)
        let resolver = try String(contentsOf: folder.appendingPathComponent("palettes.resolver.json"), encoding: .utf8)
        let tokenBreaks: [(String, String, String)] = [
            ("a name with a dot", light, light.replacingOccurrences(of: "\"accent\":", with: "\"accent.main\":")),
            ("a name starting with $", light, light.replacingOccurrences(of: "\"accent\":", with: "\"$accent\":")),
            ("an 8-digit hex", light, light.replacingOccurrences(of: "\"#0A84FF\"", with: "\"#0A84FFFF\"")),
            ("a component above 1", light, light.replacingOccurrences(of: "[0.0392156863, ", with: "[1.5, ")),
            ("an unknown color space", light, light.replacingOccurrences(of: "\"srgb\"", with: "\"rgb\"")),
            ("an alpha above 1", light, light.replacingOccurrences(of: "\"alpha\": 1.0", with: "\"alpha\": 2")),
            ("a value that is no alias", dark, dark.replacingOccurrences(of: "\"{Sound.ink}\"", with: "\"Sound.ink\"")),
            (
                "an unknown type", dark,
                dark.replacingOccurrences(of: "\"$type\": \"color\"", with: "\"$type\": \"colour\"")
            ),
            (
                "an unknown member of a value", light,
                light.replacingOccurrences(of: "\"alpha\": 1.0", with: "\"opacity\": 1.0")
            ),
        ]
        let resolverBreaks: [(String, String, String)] = [
            ("another version", resolver, resolver.replacingOccurrences(of: "\"2025.10\"", with: "\"2025.11\"")),
            (
                "a modifier of one context", resolver,
                resolver.replacingOccurrences(of: ",\n        \"dark\": [{\"$ref\": \"dark.tokens.json\"}]", with: "")
            ),
            (
                "a reference to the resolution order", resolver,
                resolver.replacingOccurrences(of: "\"light.tokens.json\"", with: "\"#/resolutionOrder/0\"")
            ),
            (
                "no resolution order", resolver,
                resolver.replacingOccurrences(
                    of: ",\n  \"resolutionOrder\": [{\"$ref\": \"#/modifiers/appearance\"}]", with: "")
            ),
        ]
        for (schema, breaks) in [(DTCGCheck.Schema.format, tokenBreaks), (.resolver, resolverBreaks)] {
            var files: [URL] = []
            for (index, (rule, sound, broken)) in breaks.enumerated() {
                XCTAssertNotEqual(sound, broken, rule)
                let url = folder.appendingPathComponent("broken-\(index).json")
                try Data(broken.utf8).write(to: url)
                files.append(url)
            }
            let sound = folder.appendingPathComponent(
                schema == .format ? "light.tokens.json" : "palettes.resolver.json")
            let errors = try DTCGCheck.validate(schema, files + [sound])
            XCTAssertEqual(errors[sound.path], [])
            for (file, (rule, _, _)) in zip(files, breaks) {
                XCTAssertFalse(errors[file.path]?.isEmpty ?? true, "\(rule) passed the \(schema) schema")
            }
        }
    }

    /// The checker compares with the manifest: an alias to another color, or a token that resolves to
    /// another value, is a problem even where the schema is satisfied.
    func testTheCheckerSeesATokenThatResolvesToAnotherColor() throws {
        let (tokens, manifest) = try written([
            try XCTUnwrap(
                compile(
                    """
                    palette: Sound
                    colors:
                      accent: { light: "#0A84FF", dark: "{ink}", highContrastDark: "#FFFFFF" }
                      ink: "#111111"
                    """
                ).palette)
        ])
        let dark = tokens.appendingPathComponent("dark.tokens.json")
        let text = try String(contentsOf: dark, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"{Sound.ink}\"", with: "\"{Sound.accent}\"").utf8).write(to: dark)
        try FileManager.default.removeItem(at: tokens.appendingPathComponent("darkHighContrast.tokens.json"))

        let problems = try XCTUnwrap(DTCGCheck.check([(tokens, manifest)]).first).problems

        XCTAssertTrue(
            problems.contains("dark: Sound.accent is an alias to Sound.accent, which is no token here")
                || problems.contains("dark: Sound.accent is in a cycle of aliases"), "\(problems)")
        XCTAssertTrue(
            problems.contains("dark: Sound.accent is '{Sound.accent}', not the alias {Sound.ink}"), "\(problems)")
        XCTAssertTrue(
            problems.contains {
                $0.hasPrefix("palettes.resolver.json: darkHighContrast names 'darkHighContrast.tokens.json'")
            }, "\(problems)")
    }

    /// A made color written as Tokens Studio's modifier over an alias: the checker computes no color
    /// there, so it proves the modifier says what the manifest's made color says, and sees one that does not.
    func testTheCheckerSeesAModifierThatSaysAnotherColor() throws {
        let (tokens, manifest) = try written([
            try XCTUnwrap(
                compile(
                    """
                    palette: Made
                    colors:
                      label: { light: "#000000", dark: "#FFFFFF" }
                      black: "#000000"
                      separator: "{label} at 29%"
                      hover: "{label} lighter by 0.2 in display-p3"
                      pressed: "{label} mixed 20% toward {black} in srgb"
                    """
                ).palette)
        ])
        XCTAssertEqual(try XCTUnwrap(DTCGCheck.check([(tokens, manifest)]).first).problems, [])
        let light = tokens.appendingPathComponent("light.tokens.json")
        let text = try String(contentsOf: light, encoding: .utf8)
        XCTAssertTrue(text.contains(#""modify": {"type": "lighten", "value": "0.2", "space": "p3"}"#), text)
        try Data(
            text.replacingOccurrences(of: #""value": "0.29""#, with: #""value": "0.3""#)
                .replacingOccurrences(of: #""space": "p3""#, with: #""space": "lch""#)
                .replacingOccurrences(of: #""color": "{Made.black}""#, with: ##""color": "#000000""##).utf8
        ).write(to: light)
        let problems = try XCTUnwrap(DTCGCheck.check([(tokens, manifest)]).first).problems
        XCTAssertEqual(problems.filter { $0.hasPrefix("light: Made.separator modifies by") }.count, 1, "\(problems)")
        XCTAssertEqual(problems.filter { $0.hasPrefix("light: Made.hover modifies in 'lch'") }.count, 1, "\(problems)")
        XCTAssertEqual(
            problems.filter { $0.hasPrefix("light: Made.pressed mixes toward '#000000'") }.count, 1, "\(problems)")
    }
}
