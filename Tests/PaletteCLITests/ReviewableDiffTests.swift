import Foundation
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

    /// The changed lines of `git diff` for one file: (removed, added), without the `---`/`+++` headers.
    private func changes(_ file: String, in sandbox: Sandbox) throws -> (removed: [String], added: [String], hunks: Int) {
        let lines = try git(["diff", "--unified=3", "--", file], in: sandbox).split(separator: "\n").map(String.init)
        return (lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }, lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") },
                lines.filter { $0.hasPrefix("@@") }.count)
    }

    func testEditingOneBaseColorChangesItsLineAndItsDependentsLinesOnly() throws {
        let sandbox = try repository()
        try sandbox.write(palette.replacing("accent: \"#0A84FF\"", with: "accent: \"#007AFF\""), to: "palettes/brand.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)

        let swift = try changes("generated/Brand.swift", in: sandbox)
        XCTAssertEqual(swift.removed.count, 3, swift.removed.joined(separator: "\n"))
        XCTAssertEqual(swift.added.count, 3, swift.added.joined(separator: "\n"))
        XCTAssertEqual(swift.hunks, 1)
        for (index, name) in ["accent", "accentSoft", "accentDeep"].enumerated() {
            XCTAssertTrue(swift.removed[index].contains("static var \(name): PaletteColor"), swift.removed[index])
            XCTAssertTrue(swift.added[index].contains("static var \(name): PaletteColor"), swift.added[index])
        }
        XCTAssertTrue(swift.removed[0].hasSuffix("// light #0A84FF, dark #F57B00 = invert(light)"), swift.removed[0])
        XCTAssertTrue(swift.added[0].hasSuffix("// light #007AFF, dark #FF8500 = invert(light)"), swift.added[0])
        XCTAssertTrue(swift.added[1].contains("= hsv(accent.light)"), swift.added[1])

        let manifest = try changes("generated/manifest.json", in: sandbox)
        XCTAssertEqual(manifest.removed.count, 3)
        XCTAssertEqual(manifest.added.count, 3)
        XCTAssertEqual(manifest.hunks, 1)
        for (index, name) in ["accent", "accentSoft", "accentDeep"].enumerated() {
            XCTAssertTrue(manifest.removed[index].hasPrefix("-        {\"name\": \"\(name)\", "), manifest.removed[index])
            XCTAssertTrue(manifest.added[index].hasPrefix("+        {\"name\": \"\(name)\", "), manifest.added[index])
        }
        XCTAssertTrue(manifest.removed[0].contains("\"hex\": \"#0A84FFFF\"") && manifest.added[0].contains("\"hex\": \"#007AFFFF\""))
    }

    func testInsertingAColorAtTheTopChangesNoOtherColorsLines() throws {
        let sandbox = try repository()
        try sandbox.write(palette.replacing("colors:\n", with: "colors:\n  aaa: \"#222222\"\n"), to: "palettes/brand.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)

        for file in ["generated/Brand.swift", "generated/manifest.json"] {
            let diff = try changes(file, in: sandbox)
            XCTAssertEqual(diff.removed, [], file)
            XCTAssertEqual(diff.added.count, 1, "\(file): \(diff.added)")
            XCTAssertTrue(diff.added[0].contains("aaa") && diff.added[0].contains("#222222"), diff.added[0])
        }
    }

    @discardableResult
    private func git(_ arguments: [String], in sandbox: Sandbox) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = sandbox.work
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PalettecTestError("git \(arguments.joined(separator: " ")): \(text)") }
        return text
    }
}
