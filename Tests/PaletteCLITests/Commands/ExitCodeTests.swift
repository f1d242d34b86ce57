import Foundation
import XCTest

/// 0 success, 1 invalid input or stale output, 64 usage error; for every subcommand.
final class ExitCodeTests: XCTestCase {
    static let subcommands = ["generate", "check", "lint"]

    private func validSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        return sandbox
    }

    func testValidInputExitsZero() throws {
        let sandbox = try validSandbox()
        for arguments in [["lint"], ["generate"], ["check"], ["lint", "palettes/brand.yml"], ["--help"]] {
            XCTAssertStatus(try sandbox.run(arguments), 0)
        }
    }

    func testInvalidInputExitsOne() throws {
        let sandbox = try validSandbox()
        try sandbox.copyFixture("broken.yml", to: "palettes/broken.yml")
        for subcommand in Self.subcommands {
            let result = try sandbox.run([subcommand])
            XCTAssertStatus(result, 1)
            XCTAssertTrue(result.stderr.contains("palettes/broken.yml:3:9: error:"), "\(subcommand): \(result.stderr)")
        }
        XCTAssertFalse(sandbox.exists("generated"))
    }

    func testStaleOutputExitsOne() throws {
        let sandbox = try validSandbox()
        try sandbox.write("{}\n", to: "generated/manifest.json")
        XCTAssertStatus(try sandbox.run(["check"]), 1)
    }

    func testUnknownOptionExitsSixtyFour() throws {
        let sandbox = try validSandbox()
        for subcommand in Self.subcommands {
            let result = try sandbox.run([subcommand, "--frobnicate"])
            XCTAssertStatus(result, 64)
            XCTAssertTrue(result.stderr.contains("--frobnicate"), "\(subcommand): \(result.stderr)")
        }
        XCTAssertStatus(try sandbox.run(["lint", "--output", "x"]), 64)  // lint writes nothing, so has no --output
        XCTAssertStatus(try sandbox.run(["frobnicate"]), 64)
        XCTAssertFalse(sandbox.exists("generated"))
    }

    func testBadAccessLevelExitsSixtyFour() throws {
        let sandbox = try validSandbox()
        for subcommand in ["generate", "check"] {
            let result = try sandbox.run([subcommand, "--access-level", "private"])
            XCTAssertStatus(result, 64)
            XCTAssertTrue(result.stderr.contains("'private'"), "\(subcommand): \(result.stderr)")
        }
        XCTAssertStatus(try sandbox.run(["generate", "--access-level"]), 64)
        XCTAssertFalse(sandbox.exists("generated"))
    }

    func testNonexistentInputPathExitsSixtyFour() throws {
        let sandbox = try validSandbox()
        for subcommand in Self.subcommands {
            let result = try sandbox.run([subcommand, "palettes/brand.yml", "no/such.yml"])
            XCTAssertStatus(result, 64)
            XCTAssertTrue(result.stderr.contains("no/such.yml"), "\(subcommand): \(result.stderr)")
        }
        XCTAssertFalse(sandbox.exists("generated"))
    }

    func testMissingDefaultPalettesFolderExitsSixtyFour() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["lint"])
        XCTAssertStatus(result, 64)
        XCTAssertTrue(result.stderr.contains("palettes"), result.stderr)
    }

    /// An empty --output would write into the current folder; an empty path names nothing.
    func testEmptyOutputOrInputPathExitsSixtyFour() throws {
        let sandbox = try validSandbox()
        for arguments in [
            ["generate", "--output", ""], ["check", "--output", ""], ["generate", ""], ["lint", "palettes", ""],
            ["compile", "palettes/brand.yml", "--output", ""], ["compile", "", "--output", "Brand.swift"],
            ["compile", "palettes/brand.yml", "--output", "Brand.swift", "--source-name", ""],
            ["support", "--output", ""],
        ] {
            let result = try sandbox.run(arguments)
            XCTAssertStatus(result, 64)
            XCTAssertTrue(result.stderr.contains("empty"), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try sandbox.entries(in: "."), ["palettes"])
    }

    func testCompilingAFolderOrAMissingFileExitsSixtyFour() throws {
        let sandbox = try validSandbox()
        for palette in ["palettes", "palettes/missing.yml"] {
            let result = try sandbox.run(["compile", palette, "--output", "Out.swift"])
            XCTAssertStatus(result, 64)
            XCTAssertTrue(result.stderr.contains(palette), result.stderr)
        }
        XCTAssertFalse(sandbox.exists("Out.swift"))
    }
}
