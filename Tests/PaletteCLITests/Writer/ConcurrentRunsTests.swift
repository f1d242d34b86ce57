import Foundation
import XCTest

/// Several palettec runs at once over one output, as a build, a command plugin and a terminal make
/// them: each run plans and writes under the folder's lock, so the folder always ends as one run left
/// it, and `check` agrees.
final class ConcurrentRunsTests: XCTestCase {
    private static let rounds = 4

    private struct Layout {
        var catalog: Bool

        func arguments(output: String) -> [String] {
            ["generate", "palettes", "--output", output] + (catalog ? ["--asset-catalog", output + ".xcassets"] : [])
        }

        func check(output: String) -> [String] {
            ["check", "palettes", "--output", output] + (catalog ? ["--asset-catalog", output + ".xcassets"] : [])
        }
    }

    /// `a.yml` and `z.yml`, generated once; then `a.yml` changes and `z.yml` goes, so each run has a
    /// file to replace and one to remove: the case where one run's rollback used to undo the other's work.
    func testRunsOverAStaleFolderAllSucceedAndLeaveWhatOneRunWrites() throws {
        try eachCase { sandbox, layout, runs, round, context in
            XCTAssertStatus(try sandbox.run(layout.arguments(output: "out")), 0)
            try sandbox.write(Self.palette("A", seed: round + 100), to: "palettes/a.yml")
            try sandbox.remove("palettes/z.yml")

            let results = try Self.together(runs) { try sandbox.start(layout.arguments(output: "out")) }

            for result in results { XCTAssertStatus(result, 0) }
            XCTAssertEqual(
                results.filter { $0.stdout.contains("removed out/Z.swift") }.count, 1,
                "exactly one run removes the stale file (\(context)):\n\(results.map(\.stdout))")
            try assertOneRunsOutput(in: sandbox, layout: layout, context)
        }
    }

    /// Nothing there yet: every run makes the folder (and the catalog) or finds it made.
    func testRunsIntoANewFolderAllSucceed() throws {
        try eachCase { sandbox, layout, runs, _, context in
            let results = try Self.together(runs) { try sandbox.start(layout.arguments(output: "new/out")) }

            for result in results {
                XCTAssertStatus(result, 0)
                XCTAssertFalse(result.stderr.contains("File exists"), result.stderr)
            }
            XCTAssertEqual(results.filter { $0.stdout.contains("created new/out/A.swift") }.count, 1, context)
            try assertOneRunsOutput(in: sandbox, layout: layout, output: "new/out", context)
        }
    }

    /// Two runs over different palettes into one folder: the first to take the lock writes, the other
    /// finds that folder holds output of palettes it does not read, and writes nothing.
    func testRunsOverDifferentInputsIntoOneFolderLeaveOneRunsOutput() throws {
        for round in 0..<Self.rounds {
            let sandbox = try Sandbox()
            try sandbox.write(Self.palette("Left", seed: round), to: "left/left.yml")
            try sandbox.write(Self.palette("Right", seed: round), to: "right/right.yml")
            let sides = ["left", "right"]

            var index = 0
            let results = try Self.together(2) {
                defer { index += 1 }
                return try sandbox.start(["generate", sides[index], "--output", "out"])
            }

            let winners = results.indices.filter { results[$0].status == 0 }
            XCTAssertEqual(winners.count, 1, "round \(round): \(results.map(\.stderr))")
            guard let winner = winners.first else { continue }
            let loser = results[1 - winner]
            XCTAssertStatus(loser, 1)
            XCTAssertTrue(loser.stderr.contains("which this run does not read"), loser.stderr)
            XCTAssertStatus(try sandbox.run(["check", sides[winner], "--output", "out"]), 0)
            XCTAssertStatus(try sandbox.run(["check", sides[1 - winner], "--output", "out"]), 1)
            XCTAssertStatus(try sandbox.run(["generate", sides[winner], "--output", "reference"]), 0)
            XCTAssertEqual(try sandbox.snapshot("out"), try sandbox.snapshot("reference"), "round \(round)")
        }
    }

    /// `check` during a `generate` waits for it, rather than report its temporaries as abandoned.
    func testCheckWaitsForARunningGenerate() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        try sandbox.write(try sandbox.read("palettes/brand.yml") + "  border: \"#C6C6C8\"\n", to: "palettes/brand.yml")
        let running = try sandbox.start(["generate"], environment: ["PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS": "400"])
        try waitForTemporaries(in: sandbox, of: running)

        let check = try sandbox.run(["check"])

        XCTAssertStatus(try running.result(), 0)
        XCTAssertStatus(check, 0)
        XCTAssertFalse(check.stderr.contains("interrupted"), check.stderr)
        XCTAssertTrue(
            check.stderr.contains(
                "palettec: waiting for another palettec run (process \(running.process.processIdentifier): palettec generate)"
            ),
            check.stderr)
    }

    /// A run that cannot have the lock within `--lock-timeout` fails, names the run in the way, and
    /// changes nothing.
    func testARunThatWaitsTooLongNamesTheOtherRunAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        try sandbox.write(try sandbox.read("palettes/brand.yml") + "  border: \"#C6C6C8\"\n", to: "palettes/brand.yml")
        let running = try sandbox.start(
            ["generate", "--output", "generated"], environment: ["PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS": "600"])
        try waitForTemporaries(in: sandbox, of: running)
        try sandbox.write(try sandbox.read("palettes/grays.yml") + "  extra: \"#123456\"\n", to: "palettes/grays.yml")

        let late = try sandbox.run(["generate", "--lock-timeout", "0.2"])

        XCTAssertStatus(late, 1)
        let pid = running.process.processIdentifier
        XCTAssertEqual(
            late.stderrLines.last,
            "generated: error: another palettec run (process \(pid): palettec generate --output generated) is using this folder, "
                + "and palettec waited 0.2 s for it to finish (--lock-timeout); run again when it has finished")
        XCTAssertEqual(late.stdout, "")
        XCTAssertStatus(try running.result(), 0)
        XCTAssertFalse(try sandbox.read("generated/Grays.swift").contains("extra"), "the run that gave up wrote")
    }

    /// A run that made the folder only to lock it, and then could not write, leaves no folder behind.
    func testAFailedRunRemovesTheFolderItMadeToLockIt() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("not a catalog", to: "Colors.xcassets")

        let result = try sandbox.run(["generate", "--output", "new/out", "--asset-catalog", "Colors.xcassets"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains(
                "Colors.xcassets: error: this is not a folder, and palettec writes its files into a folder here; choose another --asset-catalog"
            ),
            result.stderr)
        XCTAssertFalse(sandbox.exists("new"), "the failed run left the folders it made")
    }

    // MARK: Helpers

    /// With and without a catalog, for two and three runs, `rounds` times: a sandbox holding `a.yml`
    /// and `z.yml` (values by round).
    private func eachCase(_ body: (Sandbox, Layout, _ runs: Int, _ round: Int, _ context: String) throws -> Void) throws
    {
        for layout in [Layout(catalog: false), Layout(catalog: true)] {
            for runs in [2, 3] {
                for round in 0..<Self.rounds {
                    let sandbox = try Sandbox()
                    try sandbox.write(Self.palette("A", seed: round), to: "palettes/a.yml")
                    try sandbox.write(Self.palette("Z", seed: round), to: "palettes/z.yml")
                    try body(sandbox, layout, runs, round, "\(runs) runs, catalog \(layout.catalog), round \(round)")
                }
            }
        }
    }

    /// Starts `count` runs as close together as the test can, and waits for them all.
    private static func together(_ count: Int, _ start: () throws -> RunningPalettec) throws -> [PalettecResult] {
        let running = try (0..<count).map { _ in try start() }
        return try running.map { try $0.result() }
    }

    /// `check` is green, no temporary is left, and the files are exactly those of a run of its own.
    private func assertOneRunsOutput(
        in sandbox: Sandbox, layout: Layout, output: String = "out", _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let check = try sandbox.run(layout.check(output: output))
        XCTAssertStatus(check, 0, file: file, line: line)
        let folders = [output] + (layout.catalog ? [output + ".xcassets"] : [])
        XCTAssertStatus(try sandbox.run(layout.arguments(output: "reference")), 0, file: file, line: line)
        let references = ["reference"] + (layout.catalog ? ["reference.xcassets"] : [])
        for (folder, reference) in zip(folders, references) {
            let snapshot = try sandbox.snapshot(folder)
            XCTAssertEqual(snapshot, try sandbox.snapshot(reference), "\(folder) (\(context))", file: file, line: line)
            XCTAssertEqual(
                snapshot.keys.filter { $0.contains(".palettec-") }, [], "temporaries left (\(context))", file: file,
                line: line)
        }
    }

    private func waitForTemporaries(in sandbox: Sandbox, of running: RunningPalettec) throws {
        let deadline = Date().addingTimeInterval(15)
        while try !sandbox.entries(in: "generated").contains(where: { $0.contains(".palettec-new-") }) {
            guard running.process.isRunning else {
                throw PalettecTestError("generate ended early: \(try running.result())")
            }
            guard Date() < deadline else { throw PalettecTestError("generate wrote no temporary within 15 s") }
            usleep(2_000)
        }
    }

    /// A palette of 40 colors whose values depend on `seed`.
    private static func palette(_ name: String, seed: Int) -> String {
        var lines = ["palette: \(name)", "derive: tone", "colors:"]
        for index in 0..<40 {
            lines.append("  color\(index): \"#\(String(format: "%06X", (index * 7919 + seed * 104_729) % 0xFFFFFF))\"")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
