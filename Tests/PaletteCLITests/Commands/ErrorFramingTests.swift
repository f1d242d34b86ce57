import Foundation
import XCTest

/// The command line's own problems are framed as the compiler's diagnostics are: `path: error: message`
/// for a file or folder, `error: message` for the command line as a whole, each one line however the
/// path is spelled.
final class ErrorFramingTests: XCTestCase {
    func testAMissingInputIsAnErrorAtItsPath() throws {
        let sandbox = try Sandbox()
        for command in ["generate", "check", "lint"] {
            let result = try sandbox.run([command, "missing.yml"])
            XCTAssertStatus(result, 64)
            XCTAssertEqual(result.stderr, "missing.yml: error: no such file or folder\n", command)
        }
    }

    func testCompilesProblemsWithItsPathsAreErrorsAtThem() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()

        let missing = try sandbox.run(["compile", "gone.yml", "--output", "Gone.swift"])
        XCTAssertStatus(missing, 64)
        XCTAssertEqual(missing.stderr, "gone.yml: error: no such palette file\n")

        let folder = try sandbox.run(["compile", "palettes", "--output", "Palettes.swift"])
        XCTAssertStatus(folder, 64)
        XCTAssertEqual(
            folder.stderr,
            "palettes: error: this is a folder; compile takes one palette file (generate reads folders)\n")

        let output = try sandbox.run(["compile", "palettes/brand.yml", "--output", "."])
        XCTAssertStatus(output, 64)
        XCTAssertEqual(output.stderr, ".: error: --output names a folder; name the Swift file to write\n")
    }

    /// A line break in a path is escaped in the diagnostic, as in a compiler diagnostic: it cannot start
    /// a line of its own that reads like another one.
    func testAPathWithALineBreakStaysOnItsLine() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["generate", "a\nforged.yml:1:1: error: b.yml"])
        XCTAssertStatus(result, 64)
        XCTAssertEqual(result.stderr, "a\\nforged.yml:1:1: error: b.yml: error: no such file or folder\n")
    }

    func testAProblemWithTheCommandLineAsAWholeNamesNoPath() throws {
        let sandbox = try Sandbox()
        try sandbox.write("notes\n", to: "empty/notes.txt")
        let result = try sandbox.run(["generate", "empty"])
        XCTAssertStatus(result, 1)
        XCTAssertEqual(result.stderr, "error: no .yml or .yaml palette files in empty\n")
    }
}
