import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// `--tokens` and made colors: what Tokens Studio computes the same is written as Tokens Studio writes
/// it, an alias of the source's token with `studio.tokens.modify` beside it (Tokens Studio and
/// sd-transforms apply the modifier to the alias's value, so never the computed color with it); the
/// rest as the value computed, with its derivation.
final class TokensMadeColorsTests: XCTestCase {
    private func tokenLines(_ yaml: String) throws -> [String: [String: String]] {
        let result = compile(yaml, path: "palettes/made.yml")
        XCTAssertEqual(printed(result.diagnostics.filter { $0.severity == .error }), [])
        let (files, diagnostics) = TokensRenderer.render([try XCTUnwrap(result.palette)])
        XCTAssertEqual(printed(diagnostics), [])
        var lines: [String: [String: String]] = [:]
        for file in files where file.path.hasSuffix(".tokens.json") {
            for line in file.contents.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("\""), let colon = trimmed.range(of: "\": ") else { continue }
                let name = String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon.lowerBound])
                lines[file.path, default: [:]][name] = String(trimmed[colon.upperBound...])
            }
        }
        return lines
    }

    func testWhatTokensStudioComputesTheSameIsAnAliasAndItsModifier() throws {
        let lines = try tokenLines(
            ##"""
            palette: Made
            colors:
              label: { light: "#000000", dark: "#FFFFFF" }
              accent: { light: "#0A84FF", dark: "#409CFF" }
              separator: "{label} at 29%"
              hover: "{accent} darker by 0.2"
              lifted: "{accent} lighter by 12.5% in hsl"
              pressed: "{accent} darker by 0.3 in srgb"
              glow: "{accent} lighter by 0.2 in display-p3"
              tint: "{accent} mixed 30% toward {label} in srgb"
              shade: "{accent} mixed 20% toward #334455 in lch"
              deep: "{accent} mixed 20% toward #334455 in display-p3"
              soft: "{accent} mixed 20% toward #334455 in hsl"
            """##)
        let light = try XCTUnwrap(lines["light.tokens.json"])
        XCTAssertEqual(
            light["separator"],
            ##"{"$type": "color", "$value": "{Made.label}", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.29", "space": "srgb"}}, "dev.palettec": {"assetName": "Made/separator", "derivation": {"rule": "opacity", "from": "label", "fromAppearance": "light", "alpha": 0.29, "expression": "{label} at 29%"}}}},"##
        )
        let modifiers = [
            "hover": ##"{"type": "darken", "value": "0.2", "space": "lch"}"##,
            "lifted": ##"{"type": "lighten", "value": "0.125", "space": "hsl"}"##,
            "pressed": ##"{"type": "darken", "value": "0.3", "space": "srgb"}"##,
            "glow": ##"{"type": "lighten", "value": "0.2", "space": "p3"}"##,
            "tint": ##"{"type": "mix", "value": "0.3", "space": "srgb", "color": "{Made.label}"}"##,
            "shade": ##"{"type": "mix", "value": "0.2", "space": "lch", "color": "#334455"}"##,
            "deep": ##"{"type": "mix", "value": "0.2", "space": "p3", "color": "#334455"}"##,
            "soft": ##"{"type": "mix", "value": "0.2", "space": "hsl", "color": "#334455"}"##,
        ]
        for (name, modify) in modifiers {
            for file in ["light.tokens.json", "dark.tokens.json"] {
                let line = try XCTUnwrap(lines[file]?[name], name)
                XCTAssertTrue(
                    line.hasPrefix(
                        ##"{"$type": "color", "$value": "{Made.accent}", "$extensions": {"studio.tokens": {"modify": \##(modify)}, "dev.palettec": {"assetName": "Made/\##(name)", "derivation": {"rule": "##
                    ), "\(file) \(name): \(line)")
            }
        }
    }

    /// An alias with `studio.tokens.modify` beside it is a token the format's schema takes.
    func testTheFilesValidateAgainstTheFormatsSchema() throws {
        let result = compile(
            ##"""
            palette: Made
            colors:
              label: { light: "#000000", dark: "#FFFFFF" }
              separator: "{label} at 29%"
              tint: "{label} mixed 30% toward #0A84FF in srgb"
            """##, path: "palettes/made.yml")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("made-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [URL] = []
        for file in TokensRenderer.render([try XCTUnwrap(result.palette)]).files
        where file.path.hasSuffix(".tokens.json") {
            XCTAssertTrue(file.contents.contains("\"studio.tokens\": {\"modify\""), file.contents)
            paths.append(folder.appendingPathComponent(file.path))
            try Data(file.contents.utf8).write(to: paths.last!)
        }
        let errors = try DTCGCheck.validate(.format, paths)
        XCTAssertEqual(errors.values.flatMap { $0 }, [])
        XCTAssertEqual(errors.count, 2)
    }

    /// A mix in a space Tokens Studio has no name for, or whose colors' alphas differ (color.js mixes
    /// alpha apart, CSS premultiplies), is the value computed, with its derivation, as a derived value is.
    func testWhatTokensStudioWouldComputeOtherwiseIsTheValue() throws {
        let lines = try tokenLines(
            ##"""
            palette: Made
            colors:
              accent: "#0A84FF"
              clear: "#00000000"
              oklab: "{accent} mixed 30% toward {clear}"
              linear: "{accent} mixed 30% toward #000000 in srgb-linear"
              fade: "{accent} mixed 50% toward {clear} in srgb"
              veil: "{accent} mixed 50% toward #FFFFFF80 in srgb"
            """##)
        let light = try XCTUnwrap(lines["light.tokens.json"])
        for name in ["oklab", "linear", "fade", "veil"] {
            let line = try XCTUnwrap(light[name], name)
            XCTAssertTrue(
                line.hasPrefix(##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": ["##), line)
            XCTAssertFalse(line.contains("studio.tokens"), line)
            XCTAssertTrue(line.contains(##""derivation": {"rule": "mix", "from": "accent""##), line)
        }
        XCTAssertTrue(
            try XCTUnwrap(light["fade"]).contains(##""hex": "#0A84FF"}"##),
            "CSS keeps the accent's color, at half alpha")
    }

    /// A made color with no high-contrast value of its own shows its plain one there; written as an alias
    /// and a modifier, it would reach its source's high-contrast value: the high-contrast file holds its
    /// plain value. One its plain file's alias would not mislead is left out, as for references.
    func testAPlainMadeColorWhoseSourceHasAHighContrastValueIsHeldThere() throws {
        let lines = try tokenLines(
            ##"""
            palette: Made
            colors:
              label: { light: "#000000", dark: "#FFFFFF", highContrastDark: "#EEEEEE" }
              accent: "#0A84FF"
              separator: { light: "{label} at 29%", dark: "{label} at 29%" }
              hover: "{accent} darker by 0.2"
              wash: { light: "{accent} mixed 30% toward {label} in srgb", dark: "{accent} mixed 30% toward {label} in srgb" }
            """##)
        let contrast = try XCTUnwrap(lines["darkHighContrast.tokens.json"])
        XCTAssertTrue(
            try XCTUnwrap(contrast["separator"]).hasPrefix(
                ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 0.29"##),
            "\(contrast)")
        XCTAssertTrue(
            try XCTUnwrap(contrast["wash"]).hasPrefix(##"{"$type": "color", "$value": {"colorSpace": "srgb""##),
            "\(contrast)")
        XCTAssertNil(contrast["hover"])
        XCTAssertEqual(lines["dark.tokens.json"]?["separator"]?.contains(##""$value": "{Made.label}""##), true)
    }

    /// The palette's kept `studio.tokens` members stay beside the modifier palettec writes; a kept
    /// `modify` gives way to palettec's, or, on a value, is left out (it would change the value again).
    func testKeptStudioTokensMembersStayAndAKeptModifierGoes() throws {
        let lines = try tokenLines(
            ##"""
            palette: Made
            colors:
              label: "#000000"
              separator: { light: "{label} at 29%", extensions: '{"studio.tokens":{"id":"s-1","modify":{"type":"alpha","value":"0.9","space":"srgb"}},"org.example":1}' }
              ink: { light: "#111111", extensions: '{"studio.tokens":{"modify":{"type":"alpha","value":"0.5","space":"srgb"}},"org.example":2}' }
            """##)
        let light = try XCTUnwrap(lines["light.tokens.json"])
        XCTAssertTrue(
            try XCTUnwrap(light["separator"]).hasSuffix(
                ##""$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.29", "space": "srgb"}, "id": "s-1"}, "dev.palettec": {"assetName": "Made/separator", "derivation": {"rule": "opacity", "from": "label", "fromAppearance": "light", "alpha": 0.29, "expression": "{label} at 29%"}}, "org.example": 1}},"##
            ), "\(light)")
        XCTAssertTrue(
            try XCTUnwrap(light["ink"]).hasSuffix(
                ##""$extensions": {"dev.palettec": {"assetName": "Made/ink"}, "org.example": 2}}"##), "\(light)")
    }
}
