import Foundation
import XCTest

/// The writer's promise: every file is its old bytes or its new ones, a failure midway puts back what
/// was already replaced, and no temporary file is left.
final class OutputWriterTests: XCTestCase {
    private func temporaries(in sandbox: Sandbox, _ folder: String = "generated") throws -> [String] {
        try sandbox.entries(in: folder).filter { $0.contains(".palettec-") }
    }

    private func waitUntil(_ what: String, timeout: TimeInterval = 15, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try !condition() {
            guard Date() < deadline else { throw PalettecTestError("timed out waiting until \(what)") }
            usleep(2_000)
        }
    }

    /// A folder where the manifest goes is found before anything is written.
    func testAFolderWhereAFileGoesIsAnErrorAndChangesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try FileManager.default.createDirectory(at: sandbox.url("generated/manifest.json"), withIntermediateDirectories: true)

        let result = try sandbox.run(["generate"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(result.stderrLines.contains { $0.hasPrefix("generated/manifest.json: error: this is a folder") }, result.stderr)
        XCTAssertEqual(try sandbox.entries(in: "generated"), ["manifest.json"],
                       "generate failed but changed the output folder:\n\(result.stderr)")
    }

    /// The manifest, renamed last, turns into a folder after the others were replaced: they get their
    /// old bytes back.
    func testARenameThatFailsMidwayPutsBackTheFilesAlreadyReplaced() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        let before = try sandbox.snapshot("generated")
        try sandbox.write(try sandbox.read("palettes/brand.yml") + "  border: \"#C6C6C8\"\n", to: "palettes/brand.yml")
        try sandbox.write(try sandbox.read("palettes/grays.yml") + "  extra: \"#123456\"\n", to: "palettes/grays.yml")

        // Brand.swift, Grays.swift, then manifest.json, each 400 ms after the one before.
        let running = try sandbox.start(["generate"], environment: ["PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS": "400"])
        try waitUntil("all three temporaries are written") {
            guard running.process.isRunning else { throw PalettecTestError("generate ended early: \(try running.result())") }
            return try temporaries(in: sandbox).count == 3
        }
        try sandbox.remove("generated/manifest.json")
        try FileManager.default.createDirectory(at: sandbox.url("generated/manifest.json"), withIntermediateDirectories: false)
        let result = try running.result()

        XCTAssertStatus(result, 1)
        XCTAssertTrue(result.stderrLines.contains("generated/manifest.json: error: could not replace the file: Is a directory; nothing was changed"),
                      result.stderr)
        XCTAssertEqual(try sandbox.entries(in: "generated"), expectedGeneratedFiles)
        for name in ["Brand.swift", "Grays.swift", "PaletteSupport.swift"] {
            XCTAssertEqual(try sandbox.snapshot("generated")[name], before[name], "\(name) was not put back")
        }
    }

    /// `ulimit -f` makes the manifest's write fail with EFBIG after the Swift file's temporary was
    /// written, as a full disk would. palettec ignores SIGXFSZ, so it cleans up rather than dying.
    func testAWriteThatHitsTheFileSizeLimitChangesNothingAndLeavesNoTemporary() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.palette(colors: 300, seed: 1), to: "palettes/big.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        let before = try sandbox.snapshot("generated")
        try sandbox.write(Self.palette(colors: 300, seed: 2), to: "palettes/big.yml")
        XCTAssertStatus(try sandbox.run(["generate", "--output", "probe"]), 0)
        let swiftSize = try sandbox.snapshot("probe")["Big.swift"]?.count ?? 0
        let manifestSize = try sandbox.snapshot("probe")["manifest.json"]?.count ?? 0
        XCTAssertLessThan(swiftSize + 8192, manifestSize, "the manifest must be the file that crosses the limit")
        let limitKiB = (swiftSize + manifestSize) / 2 / 1024

        let result = try sandbox.run(["generate"], launcher: ["/bin/bash", "-c", "ulimit -f \(limitKiB) && exec \"$@\"", "bash"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(result.stderrLines.contains("generated/manifest.json: error: could not write the file: File too large; nothing was changed"),
                      result.stderr)
        XCTAssertEqual(try sandbox.snapshot("generated"), before)
        XCTAssertEqual(try temporaries(in: sandbox), [])
    }

    /// `colors` colors whose values depend on `seed`.
    static func palette(colors: Int, seed: Int) -> String {
        var lines = ["palette: Big", "colors:"]
        for index in 0..<colors {
            let value = (index * 7919 + seed * 104_729) % 0xFFFFFF
            lines.append("  color\(index): \"#\(String(format: "%06X", value))\"")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
