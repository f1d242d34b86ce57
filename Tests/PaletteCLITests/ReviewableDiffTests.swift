import Foundation
import TestSupport
import XCTest

/// What a reviewer sees in `git diff` after a palette edit: one changed Swift line per affected color,
/// with its name and hex, and manifest hunks whose changed lines all name their color.
final class ReviewableDiffTests: XCTestCase {
    private let palette = """
        palette: Brand
        colors:
          paper: { light: "#FFFFFF", dark: "#1C1C1E" }
          accent: "#0A84FF"
          accentSoft: { light: { derive: hsv, from: "{accent}", saturation: 0.3 } }
          accentDeep: { light: { derive: hsv, from: "{accent}", brightness: 0.5 } }
          ink: { light: "#111111", dark: "#EEEEEE" }

        """

    /// A repository with palettes/brand.yml and its generated/ committed.
    private func repository() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(palette, to: "palettes/brand.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        for command in [["init", "-q"], ["config", "user.email", "test@example.com"], ["config", "user.name", "Test"],
                        ["add", "."], ["commit", "-q", "-m", "palette"]] {
            try git(command, in: sandbox)
        }
        return sandbox
    }

    /// One file's `git diff --unified=3`: the changed lines of each hunk, without the `---`/`+++` headers.
    private struct FileDiff {
        var hunks: [[String]] = []
        var removed: [String] { hunks.flatMap { $0.filter { $0.hasPrefix("-") } } }
        var added: [String] { hunks.flatMap { $0.filter { $0.hasPrefix("+") } } }
    }

    private func diff(_ file: String, in sandbox: Sandbox) throws -> FileDiff {
        var result = FileDiff()
        for line in try git(["diff", "--unified=3", "--", file], in: sandbox).split(separator: "\n").map(String.init) {
            if line.hasPrefix("@@") {
                result.hunks.append([])
            } else if !result.hunks.isEmpty, line.hasPrefix("-") || line.hasPrefix("+") {
                result.hunks[result.hunks.count - 1].append(line)
            }
        }
        return result
    }

    /// The color a changed line is about: the Swift property or the manifest's `"name"`, which each
    /// line starts with after its `-`/`+`.
    private func colorName(_ line: String) -> String? {
        for prefix in ["    internal static var ", "        {\"name\": \""] where line.dropFirst().hasPrefix(prefix) {
            return String(line.dropFirst(1 + prefix.count).prefix { $0 != ":" && $0 != "\"" })
        }
        return nil
    }

    /// Every `"hex"` of a manifest line, appearance by appearance.
    private func hexes(_ line: String) -> [String] {
        line.components(separatedBy: "\"hex\": \"").dropFirst().map { String($0.prefix(9)) }
    }

    /// The comment a Swift line ends with.
    private func comment(_ line: String) -> String? {
        line.range(of: " } // ").map { String(line[$0.upperBound...]) }
    }

    func testEditingOneBaseColorChangesItsLineAndItsDependentsLinesOnly() throws {
        let sandbox = try repository()
        try sandbox.write(palette.replacing("accent: \"#0A84FF\"", with: "accent: \"#007AFF\""), to: "palettes/brand.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        let affected = ["accent", "accentSoft", "accentDeep"]

        // Swift: one hunk, one line out and one in per affected color, each with its name and hex.
        let swift = try diff("generated/Brand.swift", in: sandbox)
        XCTAssertEqual(swift.hunks.count, 1)
        XCTAssertEqual(swift.removed.map(colorName), affected, swift.removed.joined(separator: "\n"))
        XCTAssertEqual(swift.added.map(colorName), affected, swift.added.joined(separator: "\n"))
        XCTAssertEqual(swift.removed.map(comment), [
            "light #0A84FF, dark #F57B00 = invert(light)",
            "light #B3D9FF = hsv(accent.light), dark #4D2600 = invert(light)",
            "light #054280 = hsv(accent.light), dark #FABD80 = invert(light)",
        ])
        XCTAssertEqual(swift.added.map(comment), [
            "light #007AFF, dark #FF8500 = invert(light)",
            "light #B3D7FF = hsv(accent.light), dark #4D2800 = invert(light)",
            "light #003D80 = hsv(accent.light), dark #FFC280 = invert(light)",
        ])

        // The manifest: every hunk's changed lines are the affected colors', by name, with old and new hex.
        let manifest = try diff("generated/manifest.json", in: sandbox)
        XCTAssertEqual(manifest.hunks.count, 1)
        for hunk in manifest.hunks {
            XCTAssertEqual(hunk.map(colorName), affected + affected, hunk.joined(separator: "\n"))
        }
        XCTAssertEqual(manifest.removed.map(hexes), [["#0A84FFFF", "#F57B00FF"], ["#B3D9FFFF", "#4D2600FF"], ["#054280FF", "#FABD80FF"]])
        XCTAssertEqual(manifest.added.map(hexes), [["#007AFFFF", "#FF8500FF"], ["#B3D7FFFF", "#4D2800FF"], ["#003D80FF", "#FFC280FF"]])
    }

    func testInsertingAColorAtTheTopChangesNoOtherColorsLines() throws {
        let sandbox = try repository()
        try sandbox.write(palette.replacing("colors:\n", with: "colors:\n  aaa: \"#222222\"\n"), to: "palettes/brand.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)

        let swift = try diff("generated/Brand.swift", in: sandbox)
        XCTAssertEqual(swift.hunks, [[
            "+    internal static var aaa: PaletteColor { PaletteColor(light: 0x222222FF, dark: 0xDDDDDDFF) } // light #222222, dark #DDDDDD = invert(light)",
        ]])
        let manifest = try diff("generated/manifest.json", in: sandbox)
        XCTAssertEqual(manifest.hunks, [[
            "+        {\"name\": \"aaa\", \"swiftName\": \"Brand.aaa\", \"assetName\": \"Brand/aaa\", "
                + "\"light\": {\"red\": 0.1333333333, \"green\": 0.1333333333, \"blue\": 0.1333333333, \"alpha\": 1.0, \"hex\": \"#222222FF\", \"colorSpace\": \"srgb\"}, "
                + "\"dark\": {\"red\": 0.8666666667, \"green\": 0.8666666667, \"blue\": 0.8666666667, \"alpha\": 1.0, \"hex\": \"#DDDDDDFF\", \"colorSpace\": \"srgb\", "
                + "\"derivation\": {\"rule\": \"invert\", \"from\": \"aaa\", \"fromAppearance\": \"light\"}}},",
        ]])
    }

    @discardableResult
    private func git(_ arguments: [String], in sandbox: Sandbox) throws -> String {
        let run = try ToolRun.run("git", arguments, in: sandbox.work)
        guard run.succeeded else { throw PalettecTestError("git \(arguments.joined(separator: " ")): \(run.output)") }
        return run.output
    }
}
