import Foundation
import XCTest

/// `palettec diff OLD NEW`: exit 0 equal, 1 different (like diff(1)), 64 on a usage error.
final class DiffCommandTests: XCTestCase {
    /// before/ from the CLI fixtures, and after/ once a color is added to grays.yml.
    private func sandboxWithTwoOutputs() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(["generate", "--output", "before"]), 0)
        let grays = try sandbox.read("palettes/grays.yml")
        try sandbox.write(grays + "  added: \"#123456\"\n", to: "palettes/grays.yml")
        XCTAssertStatus(try sandbox.run(["generate", "--output", "after"]), 0)
        return sandbox
    }

    func testEqualManifestsExitZero() throws {
        let sandbox = try sandboxWithTwoOutputs()
        let result = try sandbox.run(["diff", "before", "before/manifest.json"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "no color or contrast check changed\n")
        XCTAssertEqual(result.stderr, "")
    }

    func testDifferentManifestsExitOneAndSayWhat() throws {
        let sandbox = try sandboxWithTwoOutputs()
        let text = try sandbox.run(["diff", "before", "after"])
        XCTAssertStatus(text, 1)
        XCTAssertEqual(
            text.stdoutLines,
            [
                "added Grays.added", "  light              #123456",
                "  dark               #EDCBA9  derived by invert(light)", "1 color added",
            ])
        XCTAssertEqual(text.stderr, "")

        let markdown = try sandbox.run(["diff", "before/manifest.json", "after/manifest.json", "--format", "markdown"])
        XCTAssertStatus(markdown, 1)
        XCTAssertEqual(
            markdown.stdoutLines,
            [
                "### Colors: 1 color added", "| Color | Appearance | Old | New | ΔE_OK | Why |",
                "|---|---|---|---|---|---|",
                "| `Grays.added` | light |  | `#123456` |  | color added |",
                "| `Grays.added` | dark |  | `#EDCBA9` |  | color added, derived by `invert(light)` |",
            ])
    }

    func testUsageErrorsExitSixtyFour() throws {
        let sandbox = try sandboxWithTwoOutputs()
        try sandbox.write("{\"generator\": \"someone else\"}\n", to: "other.json")
        try sandbox.write("{\"generator\": \"palettec\",\n", to: "cut.json")
        try FileManager.default.createDirectory(at: sandbox.url("empty"), withIntermediateDirectories: true)
        try sandbox.write("", to: "huge.json")
        // Sparse: nothing written
        try FileHandle(forWritingTo: sandbox.url("huge.json")).truncate(atOffset: 256 * 1_048_576 + 1)
        let cases: [([String], String)] = [
            (
                ["diff", "huge.json", "before"],
                "huge.json:1:1: error: the file is 256.1 MiB, over the 256 MiB palettec reads in a manifest "
                    + "to compare; palettec writes about 0.4 KB a color, so this is no manifest of palettes it compiles"
            ),
            (["diff", "before", "missing"], "missing: error: could not read the manifest"),
            (["diff", "before", "empty"], "empty/manifest.json: error: could not read the manifest"),
            (["diff", "other.json", "before"], "other.json:1:1: error: this is not a palettec manifest"),
            (["diff", "cut.json", "before"], "cut.json:2:1: error:"),
            (["diff", "before", "after", "--format", "html"], "html"),
            (["diff", "before"], "Missing expected argument"),
        ]
        for (arguments, message) in cases {
            let result = try sandbox.run(arguments)
            XCTAssertStatus(result, 64)
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}
