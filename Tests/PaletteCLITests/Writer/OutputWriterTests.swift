import Foundation
import XCTest

@testable import PaletteCLI

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
        try FileManager.default.createDirectory(
            at: sandbox.url("generated/manifest.json"), withIntermediateDirectories: true)

        let result = try sandbox.run(["generate"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains { $0.hasPrefix("generated/manifest.json: error: this is a folder") },
            result.stderr)
        XCTAssertEqual(
            try sandbox.entries(in: "generated"), ["manifest.json"],
            "generate failed but changed the output folder:\n\(result.stderr)")
    }

    /// The manifest, renamed last, turns into a folder after the others were replaced: they get their
    /// old bytes back.
    func testARenameThatFailsMidwayPutsBackTheFilesAlreadyReplaced() throws {
        let sandbox = try Sandbox()
        let (before, running) = try startSlowGenerateChangingBothPalettes(in: sandbox)
        try waitUntil("all three temporaries are written") {
            guard running.process.isRunning else {
                throw PalettecTestError("generate ended early: \(try running.result())")
            }
            return try temporaries(in: sandbox).count == 3
        }
        try failByTurningTheManifestIntoAFolder(in: sandbox, running)
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

        let result = try sandbox.run(
            ["generate"], launcher: ["/bin/bash", "-c", "ulimit -f \(limitKiB) && exec \"$@\"", "bash"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains(
                "generated/manifest.json: error: could not write the file: File too large; nothing was changed"),
            result.stderr)
        XCTAssertEqual(try sandbox.snapshot("generated"), before)
        XCTAssertEqual(try temporaries(in: sandbox), [])
    }

    /// Past `OutputWriter.filesFlushedTogether` new files, their file system is flushed once rather than
    /// each file: an asset catalog of 300 color sets is written whole, and a write that fails (the file
    /// size limit, at the manifest) still leaves no temporary and no new folder in the catalog.
    func testManyFilesFlushedTogetherAreWrittenWholeOrNotAtAll() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.palette(colors: 300, seed: 1), to: "palettes/big.yml")
        XCTAssertGreaterThan(300, OutputWriter.filesFlushedTogether)
        XCTAssertStatus(try sandbox.run(["generate", "--output", "probe", "--asset-catalog", "Probe.xcassets"]), 0)
        let swiftSize = try sandbox.snapshot("probe")["Big.swift"]?.count ?? 0
        let manifestSize = try sandbox.snapshot("probe")["manifest.json"]?.count ?? 0
        XCTAssertLessThan(swiftSize + 8192, manifestSize, "the manifest must be the file that crosses the limit")
        let limitKiB = (swiftSize + manifestSize) / 2 / 1024

        let failed = try sandbox.run(
            ["generate", "--asset-catalog", "Colors.xcassets"],
            launcher: ["/bin/bash", "-c", "ulimit -f \(limitKiB) && exec \"$@\"", "bash"])

        XCTAssertStatus(failed, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.url("Colors.xcassets").path), failed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.url("generated").path), failed.stderr)

        XCTAssertStatus(try sandbox.run(["generate", "--asset-catalog", "Colors.xcassets"]), 0)
        let sets = try sandbox.entries(in: "Colors.xcassets/Big").filter { $0.hasSuffix(".colorset") }
        XCTAssertEqual(sets.count, 300)
        for name in sets {
            XCTAssertEqual(try sandbox.entries(in: "Colors.xcassets/Big/\(name)"), ["Contents.json"], name)
        }
        XCTAssertEqual(try sandbox.snapshot("Colors.xcassets"), try sandbox.snapshot("Probe.xcassets"))
        XCTAssertEqual(try temporaries(in: sandbox), [])
    }

    /// A replaced file keeps its permission bits, whatever the umask; a new one gets the umask's.
    func testAReplacedFileKeepsItsPermissionBits() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(["generate", "--asset-catalog", "Colors.xcassets"]), 0)
        try sandbox.setMode(0o600, of: "generated/Brand.swift")
        try sandbox.setMode(0o640, of: "generated/manifest.json")
        try sandbox.setMode(0o600, of: "Colors.xcassets/Brand/accent.colorset/Contents.json")
        try sandbox.write(
            try sandbox.read("palettes/brand.yml").replacingOccurrences(of: "#0A84FF", with: "#0A84FE"),
            to: "palettes/brand.yml")
        try sandbox.write(try sandbox.read("palettes/brand.yml") + "  border: \"#C6C6C8\"\n", to: "palettes/brand.yml")

        let result = try sandbox.run(
            ["generate", "--asset-catalog", "Colors.xcassets"],
            launcher: ["/bin/sh", "-c", "umask 022 && exec \"$@\"", "sh"])

        XCTAssertStatus(result, 0)
        XCTAssertTrue(
            result.stdoutLines.contains("updated Colors.xcassets/Brand/accent.colorset/Contents.json"), result.stdout)
        XCTAssertEqual(try sandbox.mode(of: "generated/Brand.swift"), 0o600)
        XCTAssertEqual(try sandbox.mode(of: "generated/manifest.json"), 0o640)
        XCTAssertEqual(try sandbox.mode(of: "Colors.xcassets/Brand/accent.colorset/Contents.json"), 0o600)
        XCTAssertEqual(
            try sandbox.mode(of: "Colors.xcassets/Brand/border.colorset/Contents.json"), 0o644,
            "a new file takes the umask's mode")
    }

    /// A run that fails puts back only what it replaced itself: a file another program replaced after
    /// this run placed its own is left as the other program wrote it.
    func testARollbackLeavesAFileAnotherProgramReplacedMeanwhile() throws {
        let sandbox = try Sandbox()
        let (before, running) = try startSlowGenerateChangingBothPalettes(in: sandbox)
        try waitUntil("Brand.swift is placed") {
            guard running.process.isRunning else {
                throw PalettecTestError("generate ended early: \(try running.result())")
            }
            return try sandbox.read("generated/Brand.swift").contains("border")
        }
        try sandbox.write("// another program's Brand.swift\n", to: "generated/.other")
        XCTAssertEqual(rename(sandbox.url("generated/.other").path, sandbox.url("generated/Brand.swift").path), 0)
        try failByTurningTheManifestIntoAFolder(in: sandbox, running)
        XCTAssertEqual(try sandbox.read("generated/Brand.swift"), "// another program's Brand.swift\n")
        XCTAssertEqual(
            try sandbox.snapshot("generated")["Grays.swift"], before["Grays.swift"], "Grays.swift was not put back")
    }

    /// A rename that fails in a folder that became read-only leaves temporaries that cannot be removed
    /// either: the message names them rather than claim nothing is left, and the next run removes them.
    func testTemporariesThatCannotBeRemovedAreNamedAndTheNextRunRemovesThem() throws {
        let launcher = try Sandbox.unprivilegedLauncher()
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        let before = try sandbox.snapshot("generated")
        try sandbox.giveToNobody("generated")
        try sandbox.write(try sandbox.read("palettes/brand.yml") + "  border: \"#C6C6C8\"\n", to: "palettes/brand.yml")

        let running = try sandbox.start(
            ["generate"], environment: ["PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS": "400"], launcher: launcher)
        try waitUntil("the temporaries are written") {
            guard running.process.isRunning else {
                throw PalettecTestError("generate ended early: \(try running.result())")
            }
            return try temporaries(in: sandbox).count == 3
        }
        try sandbox.setMode(0o555, of: "generated")
        let result = try running.result()
        try sandbox.setMode(0o755, of: "generated")

        XCTAssertStatus(result, 1)
        let left = try temporaries(in: sandbox)
        XCTAssertEqual(left.count, 3)
        XCTAssertTrue(
            result.stderr.contains(
                "could not replace the file: Permission denied; nothing was changed; "
                    + "these temporary files could not be removed: \(left.map { "generated/" + $0 }.joined(separator: ", ")) (the next generate removes them)"
            ),
            result.stderr)
        var snapshot = try sandbox.snapshot("generated")
        left.forEach { snapshot[$0] = nil }
        XCTAssertEqual(snapshot, before)

        XCTAssertStatus(try sandbox.run(["generate"], launcher: launcher), 0)
        XCTAssertEqual(try temporaries(in: sandbox), [])
    }

    /// Generates the two palettes, changes both, and starts a `generate` that renames Brand.swift,
    /// Grays.swift, then manifest.json, each 400 ms after the one before; returns the output before.
    private func startSlowGenerateChangingBothPalettes(
        in sandbox: Sandbox
    ) throws -> (before: [String: Data], running: RunningPalettec) {
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        let before = try sandbox.snapshot("generated")
        try sandbox.write(try sandbox.read("palettes/brand.yml") + "  border: \"#C6C6C8\"\n", to: "palettes/brand.yml")
        try sandbox.write(try sandbox.read("palettes/grays.yml") + "  extra: \"#123456\"\n", to: "palettes/grays.yml")
        return (before, try sandbox.start(["generate"], environment: ["PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS": "400"]))
    }

    /// Makes the manifest's rename, the last, fail; returns the run's result once it has put things back.
    @discardableResult
    private func failByTurningTheManifestIntoAFolder(
        in sandbox: Sandbox, _ running: RunningPalettec,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> PalettecResult {
        try sandbox.remove("generated/manifest.json")
        try FileManager.default.createDirectory(
            at: sandbox.url("generated/manifest.json"), withIntermediateDirectories: false)
        let result = try running.result()
        XCTAssertStatus(result, 1, file: file, line: line)
        XCTAssertTrue(
            result.stderrLines.contains(
                "generated/manifest.json: error: could not replace the file: Is a directory; nothing was changed"),
            result.stderr, file: file, line: line)
        return result
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
