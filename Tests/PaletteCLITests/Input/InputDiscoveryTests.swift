import Foundation
@testable import PaletteCore
import XCTest

/// What palettec reads: every spelling of a path alike, each file once, and nothing it cannot read
/// skipped in silence (a palette left unread would have its output removed as stale).
final class InputDiscoveryTests: XCTestCase {
    func testAnUnreadableSubfolderIsAnErrorAndRemovesNothing() throws {
        let launcher = try Sandbox.unprivilegedLauncher()
        let sandbox = try Sandbox()
        try sandbox.copyFixture("palettes/brand.yml")
        try sandbox.copyFixture("palettes/grays.yml", to: "palettes/private/grays.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        let before = try sandbox.snapshot("generated")
        try sandbox.setMode(0, of: "palettes/private")
        defer { try? sandbox.setMode(0o755, of: "palettes/private") }

        let result = try sandbox.run(["generate"], launcher: launcher)

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines.first,
            "palettes/private: error: could not read the folder: Permission denied; make it readable, or leave it out of the input"
        )
        XCTAssertEqual(result.stderrLines.last, "palettec: 1 error; no files were written")
        XCTAssertEqual(try sandbox.snapshot("generated"), before)
    }

    func testAnUnreadablePaletteFileIsAnError() throws {
        let launcher = try Sandbox.unprivilegedLauncher()
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.setMode(0, of: "palettes/grays.yml")

        let result = try sandbox.run(["lint"], launcher: launcher)

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains(
                "palettes/grays.yml: error: could not read the file: Permission denied; make it readable, or leave it out of the input"
            ),
            result.stderr)
    }

    /// Opening a FIFO to read it would wait for a writer forever.
    func testAFIFONamedLikeAPaletteIsAnErrorNotAHang() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertEqual(mkfifo(sandbox.url("palettes/pipe.yml").path, 0o644), 0)

        let result = try sandbox.run(["generate"], timeout: 10)

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains { $0.hasPrefix("palettes/pipe.yml: error: this is not a regular file") },
            result.stderr)
        XCTAssertFalse(sandbox.exists("generated"))
    }

    func testADanglingSymbolicLinkIsAnError() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("palettes/shared").path, withDestinationPath: "../../design/shared")

        let result = try sandbox.run(["lint"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix(
                    "palettes/shared: error: could not read it: it is a symbolic link to a file or folder that does not exist"
                )
            }, result.stderr)
    }

    func testASymbolicLinkBackToAnEnclosingFolderIsReadOnceNotLoopedThrough() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try FileManager.default.createSymbolicLink(atPath: sandbox.url("palettes/again").path, withDestinationPath: ".")
        try FileManager.default.createDirectory(at: sandbox.url("palettes/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("palettes/sub/up").path, withDestinationPath: "..")

        let result = try sandbox.run(["lint"], timeout: 10)

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "2 palettes, 7 colors: no problems\n")
    }

    func testEntriesDifferingOnlyByCaseAreAnErrorNamingBoth() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("palette: Other\ncolors:\n  ink: \"#000000\"\n", to: "palettes/Brand.yml")
        guard try sandbox.entries(in: "palettes").contains("brand.yml") else {
            throw XCTSkip("this file system ignores case, so the two names cannot both exist")
        }

        let result = try sandbox.run(["lint"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains(
                "palettes/brand.yml: error: 'Brand.yml' and 'brand.yml' differ only by case, and are the same name on case-insensitive "
                    + "file systems (macOS, Windows); rename one of them"), result.stderr)
    }

    /// The header and the manifest name each source the same way, whatever the spelling, so generate's
    /// bytes (and check's verdict) never depend on it.
    func testEverySpellingOfTheInputGivesTheSameBytes() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        let link = sandbox.root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: sandbox.work.path)
        let spellings = [
            ["palettes"], ["././palettes//"], ["palettes/../palettes"], [sandbox.work.path + "/palettes"],
            [link.path + "/palettes"], ["palettes/brand.yml", "./palettes//grays.yml"],
        ]

        for (index, spelling) in spellings.enumerated() {
            XCTAssertStatus(try sandbox.run(["generate"] + spelling + ["--output", "out\(index)"]), 0)
        }

        let expected = try sandbox.snapshot("out0")
        XCTAssertEqual(
            try sandbox.read("out0/Brand.swift").split(separator: "\n").first,
            "// Generated by palettec from palettes/brand.yml. Do not edit.")
        for index in spellings.indices.dropFirst() {
            XCTAssertEqual(try sandbox.snapshot("out\(index)"), expected, "spelled \(spellings[index])")
        }
        XCTAssertStatus(try sandbox.run(["check", link.path + "/palettes/", "--output", "./out0/"]), 0)
    }

    func testAFileNamedTwiceByTwoSpellingsCountsOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()

        let result = try sandbox.run([
            "lint", "palettes", "./palettes/brand.yml", sandbox.work.path + "/palettes//grays.yml",
        ])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "2 palettes, 7 colors: no problems\n")
    }

    /// Over the size limit, palettec reads nothing of the file: 8 GiB (sparse) would take far longer.
    func testAFileOverTheSizeLimitIsAnErrorAndIsNotRead() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("", to: "palettes/huge.yml")
        let handle = try FileHandle(forWritingTo: sandbox.url("palettes/huge.yml"))
        try handle.truncate(atOffset: 8 << 30)
        try handle.close()

        let result = try sandbox.run(["generate"], timeout: 10)

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix(
                    "palettes/huge.yml:1:1: error: the file is 8192.0 MiB, over the 16 MiB palettec reads in one palette"
                )
            }, result.stderr)
        XCTAssertFalse(sandbox.exists("generated"))
    }
}
