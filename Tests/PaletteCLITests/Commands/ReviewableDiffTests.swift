import Foundation
import TestSupport
import XCTest

/// What a reviewer sees in `git diff` after a palette edit: the Swift lines of each affected color only,
/// its list items with old and new hex, and manifest hunks whose changed lines all name their color.
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
        for command in [
            ["init", "-q"], ["config", "user.email", "test@example.com"], ["config", "user.name", "Test"],
            ["add", "."], ["commit", "-q", "-m", "palette"],
        ] {
            try git(command, in: sandbox)
        }
        return sandbox
    }

    /// One file's `git diff --unified=3`: the changed lines of each hunk, without the `---`/`+++` headers,
    /// and the line numbers of the removed lines in the old file and of the added ones in the new.
    private struct FileDiff {
        var hunks: [[String]] = []
        var removedLineNumbers: [Int] = []
        var addedLineNumbers: [Int] = []
        var removed: [String] { hunks.flatMap { $0.filter { $0.hasPrefix("-") } } }
        var added: [String] { hunks.flatMap { $0.filter { $0.hasPrefix("+") } } }
    }

    private func diff(_ file: String, in sandbox: Sandbox) throws -> FileDiff {
        var result = FileDiff()
        var (old, new) = (0, 0)
        for line in try git(["diff", "--unified=3", "--", file], in: sandbox).split(separator: "\n").map(String.init) {
            if line.hasPrefix("@@") {
                result.hunks.append([])
                // @@ -OLD,COUNT +NEW,COUNT @@
                let starts = line.split(separator: " ").dropFirst().prefix(2).map {
                    Int($0.dropFirst().prefix { $0 != "," })!
                }
                (old, new) = (starts[0], starts[1])
            } else if !result.hunks.isEmpty, line.hasPrefix("-"), !line.hasPrefix("---") {
                result.hunks[result.hunks.count - 1].append(line)
                result.removedLineNumbers.append(old)
                old += 1
            } else if !result.hunks.isEmpty, line.hasPrefix("+"), !line.hasPrefix("+++") {
                result.hunks[result.hunks.count - 1].append(line)
                result.addedLineNumbers.append(new)
                new += 1
            } else if !result.hunks.isEmpty {
                (old, new) = (old + 1, new + 1)
            }
        }
        return result
    }

    /// The color each line of generated Swift is about, by line number: every line of the paragraph (lines
    /// between blank ones) that declares it, its doc comment included.
    private func colorsByLine(_ swift: String) -> [Int: String] {
        var result: [Int: String] = [:]
        var paragraph: [Int] = []
        var name: String?
        for (index, line) in (swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [""])
            .enumerated()
        {
            if line.isEmpty {
                if let name { for number in paragraph { result[number] = name } }
                (paragraph, name) = ([], nil)
                continue
            }
            paragraph.append(index + 1)
            if let range = line.range(of: "static var ") {
                name = String(line[range.upperBound...].prefix { $0 != ":" })
            }
        }
        return result
    }

    /// The color a changed manifest line is about: its `"name"`, which each line starts with after its `-`/`+`.
    private func colorName(_ line: String) -> String? {
        let prefix = "        {\"name\": \""
        guard line.dropFirst().hasPrefix(prefix) else { return nil }
        return String(line.dropFirst(1 + prefix.count).prefix { $0 != "\"" })
    }

    /// Every `"hex"` of a manifest line, appearance by appearance.
    private func hexes(_ line: String) -> [String] {
        line.components(separatedBy: "\"hex\": \"").dropFirst().map { String($0.prefix(9)) }
    }

    /// The names in order, each once.
    private func distinct(_ names: [String?]) -> [String?] {
        names.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    func testEditingOneBaseColorChangesItsLineAndItsDependentsLinesOnly() throws {
        let sandbox = try repository()
        try sandbox.write(
            palette.replacing("accent: \"#0A84FF\"", with: "accent: \"#007AFF\""), to: "palettes/brand.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        let affected = ["accent", "accentSoft", "accentDeep"]

        // Swift: the lines of the affected colors only, their list items with the old and new hex.
        let swift = try diff("generated/Brand.swift", in: sandbox)
        let (before, after) = (
            colorsByLine(try git(["show", "HEAD:generated/Brand.swift"], in: sandbox)),
            colorsByLine(try sandbox.read("generated/Brand.swift"))
        )
        XCTAssertEqual(
            distinct(swift.removedLineNumbers.map { before[$0] }), affected, swift.removed.joined(separator: "\n"))
        XCTAssertEqual(
            distinct(swift.addedLineNumbers.map { after[$0] }), affected, swift.added.joined(separator: "\n"))
        XCTAssertEqual(
            swift.removed.filter { $0.contains("///") },
            [
                "-    /// - light: #0A84FF",
                "-    /// - dark: #F57B00 = invert(light)",
                "-    /// - light: #B3D9FF = hsv(accent.light)",
                "-    /// - dark: #4D2600 = invert(light)",
                "-    /// - light: #054280 = hsv(accent.light)",
                "-    /// - dark: #FABD80 = invert(light)",
            ])
        XCTAssertEqual(
            swift.added.filter { $0.contains("///") },
            [
                "+    /// - light: #007AFF",
                "+    /// - dark: #FF8500 = invert(light)",
                "+    /// - light: #B3D7FF = hsv(accent.light)",
                "+    /// - dark: #4D2800 = invert(light)",
                "+    /// - light: #003D80 = hsv(accent.light)",
                "+    /// - dark: #FFC280 = invert(light)",
            ])

        // The manifest: every hunk's changed lines are the affected colors', by name, with old and new hex.
        let manifest = try diff("generated/manifest.json", in: sandbox)
        XCTAssertEqual(manifest.hunks.count, 1)
        for hunk in manifest.hunks {
            XCTAssertEqual(hunk.map(colorName), affected + affected, hunk.joined(separator: "\n"))
        }
        XCTAssertEqual(
            manifest.removed.map(hexes),
            [["#0A84FFFF", "#F57B00FF"], ["#B3D9FFFF", "#4D2600FF"], ["#054280FF", "#FABD80FF"]])
        XCTAssertEqual(
            manifest.added.map(hexes),
            [["#007AFFFF", "#FF8500FF"], ["#B3D7FFFF", "#4D2800FF"], ["#003D80FF", "#FFC280FF"]])
    }

    func testInsertingAColorAtTheTopChangesNoOtherColorsLines() throws {
        let sandbox = try repository()
        try sandbox.write(
            palette.replacing("colors:\n", with: "colors:\n  aaa: \"#222222\"\n"), to: "palettes/brand.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)

        let swift = try diff("generated/Brand.swift", in: sandbox)
        XCTAssertEqual(
            swift.hunks,
            [
                [
                    "+    /// - light: #222222",
                    "+    /// - dark: #DDDDDD = invert(light)",
                    "+    internal static var aaa: PaletteColor { PaletteColor(light: 0x222222FF, dark: 0xDDDDDDFF) }",
                    "+",
                ]
            ])
        let manifest = try diff("generated/manifest.json", in: sandbox)
        XCTAssertEqual(
            manifest.hunks,
            [
                [
                    "+        {\"name\": \"aaa\", \"swiftName\": \"Brand.aaa\", \"assetName\": \"Brand/aaa\", "
                        + "\"light\": {\"red\": 0.1333333333, \"green\": 0.1333333333, \"blue\": 0.1333333333, \"alpha\": 1.0, \"hex\": \"#222222FF\", \"colorSpace\": \"srgb\"}, "
                        + "\"dark\": {\"red\": 0.8666666667, \"green\": 0.8666666667, \"blue\": 0.8666666667, \"alpha\": 1.0, \"hex\": \"#DDDDDDFF\", \"colorSpace\": \"srgb\", "
                        + "\"derivation\": {\"rule\": \"invert\", \"from\": \"aaa\", \"fromAppearance\": \"light\"}}},"
                ]
            ])
    }

    @discardableResult
    private func git(_ arguments: [String], in sandbox: Sandbox) throws -> String {
        let run = try ToolRun.run("git", arguments, in: sandbox.work)
        guard run.succeeded else { throw PalettecTestError("git \(arguments.joined(separator: " ")): \(run.output)") }
        return run.output
    }
}
