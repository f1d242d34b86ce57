import Foundation
import XCTest

/// `generate` killed with SIGKILL at random points, many times, over a palette whose manifest runs to
/// megabytes, each run switching the palettes to the other of two versions (the one fewer output files
/// are at), so runs change files. After each kill every output file must be one version's bytes or the
/// other's, never partial or missing; a complete run afterwards must leave exactly the new files and
/// no temporary.
///
/// The randomness is seeded; a failure names the seed, and `PALETTEC_KILL_SEED=<seed>` replays it.
final class CrashSafetyTests: XCTestCase {
    /// Every tenth is a complete run instead: 27 kills and 3 complete runs.
    static let iterations = 30
    static let colors = 2_000
    /// Widens the rename window (see `WriterTestHook`) so that kills land between renames too.
    static let pauseBeforeRename = 40

    /// One palette version: its files and the access level it is generated with (which changes the
    /// support file too).
    struct Version {
        var seed: Int
        var accessLevel: String

        var arguments: [String] { ["--access-level", accessLevel] }

        func writePalettes(in sandbox: Sandbox) throws {
            var big = ["palette: Big", "colors:"]
            let description = String(repeating: "A color of the large palette the crash-safety test writes. ", count: 7)
            for index in 0..<CrashSafetyTests.colors {
                big.append("  color\(index):")
                big.append("    light: \"#\(String(format: "%06X", (index * 7_919 + seed * 104_729) % 0xFFFFFF))\"")
                big.append("    description: \"\(description)\(seed)\"")
            }
            try sandbox.write(big.joined(separator: "\n") + "\n", to: "palettes/big.yml")
            try sandbox.write(
                "palette: Small\ncolors:\n  ink: \"#\(seed)0\(seed)0\(seed)0\"\n", to: "palettes/small.yml")
        }
    }

    /// When a kill landed, told by what the run had changed.
    enum Moment: String, CaseIterable {
        case beforeWriting = "before writing (nothing changed, no temporary of its own)"
        case whileStaging = "while writing temporaries (its temporaries, nothing renamed)"
        case betweenRenames = "between renames (some files replaced, not all)"
        case afterRenames = "after the renames (every file new)"
    }

    func testEveryFileIsOldOrNewAfterEachKillAndNoTemporaryOutlivesTheNextCompleteRun() throws {
        let seed =
            ProcessInfo.processInfo.environment["PALETTEC_KILL_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 1...UInt64.max)
        var random = SplitMix64(seed: seed)
        let replay = "seed \(seed); replay with PALETTEC_KILL_SEED=\(seed)"
        let started = Date()

        let sandbox = try Sandbox()
        let versions = [Version(seed: 1, accessLevel: "internal"), Version(seed: 2, accessLevel: "public")]
        var expected: [[String: Data]] = []
        var runTime: TimeInterval = 0
        for (index, version) in versions.enumerated() {
            try version.writePalettes(in: sandbox)
            let runStart = Date()
            XCTAssertStatus(
                try sandbox.run(["generate", "--output", "expected\(index)"] + version.arguments, timeout: 60), 0)
            runTime = max(runTime, Date().timeIntervalSince(runStart))
            expected.append(try sandbox.snapshot("expected\(index)"))
        }
        let names = expected[0].keys.sorted()
        XCTAssertEqual(names, ["Big.swift", "PaletteSupport.swift", "Small.swift", "manifest.json", "palettes.svg"])
        XCTAssertEqual(Set(expected[1].keys), Set(names))
        for name in names {
            XCTAssertNotEqual(expected[0][name], expected[1][name], "\(name) must change between the versions")
        }
        XCTAssertGreaterThan(
            expected[0]["manifest.json"]?.count ?? 0, 1_500_000, "the manifest should run to megabytes")

        try versions[0].writePalettes(in: sandbox)
        XCTAssertStatus(try sandbox.run(["generate"] + versions[0].arguments, timeout: 60), 0)

        var moments: [Moment: Int] = [:]
        var completeRuns = 0
        var target = 0
        for iteration in 0..<Self.iterations {
            target = Self.versionToChangeMost(try sandbox.snapshot("generated"), expected: expected, previous: target)
            try versions[target].writePalettes(in: sandbox)
            if iteration % 10 == 9 {
                try assertCompleteRun(versions[target], expected: expected[target], in: sandbox, replay)
                completeRuns += 1
                continue
            }
            let before = try sandbox.snapshot("generated")
            let running = try sandbox.start(
                ["generate"] + versions[target].arguments,
                environment: ["PALETTEC_TEST_PAUSE_BEFORE_RENAME_MS": String(Self.pauseBeforeRename)])
            // A third at any moment of a run; the rest once it has begun writing, within its write window.
            if iteration.isMultiple(of: 3) {
                usleep(UInt32(Double.random(in: 0...(runTime * 1.1), using: &random) * 1_000_000))
            } else {
                try waitForWriting(running, in: sandbox)
                let window = Double(4 * Self.pauseBeforeRename) / 1000
                usleep(UInt32(Double.random(in: 0...window, using: &random) * 1_000_000))
            }
            kill(running.process.processIdentifier, SIGKILL)
            running.process.waitUntilExit()

            let after = try sandbox.snapshot("generated")
            let context = "iteration \(iteration + 1) of \(Self.iterations), \(replay)"
            assertOldOrNew(after, names: names, expected: expected, context)
            let moment = Self.moment(
                before: before, after: after, names: names, target: expected[target],
                ownTemporarySuffix: ".palettec-new-\(running.process.processIdentifier)")
            moments[moment, default: 0] += 1
        }

        let last = Self.versionToChangeMost(try sandbox.snapshot("generated"), expected: expected, previous: target)
        try versions[last].writePalettes(in: sandbox)
        try assertCompleteRun(versions[last], expected: expected[last], in: sandbox, replay)
        XCTAssertStatus(try sandbox.run(["check"] + versions[last].arguments, timeout: 60), 0)

        let midWrite = (moments[.whileStaging] ?? 0) + (moments[.betweenRenames] ?? 0)
        let summary = Moment.allCases.map { "\($0.rawValue): \(moments[$0] ?? 0)" }.joined(separator: "; ")
        print(
            "CrashSafetyTests: \(Self.iterations - completeRuns) kills, \(midWrite) mid-write (\(summary)); "
                + "\(completeRuns + 1) complete runs; \(String(format: "%.1f", Date().timeIntervalSince(started))) s; \(replay)"
        )
        XCTAssertGreaterThanOrEqual(
            midWrite, 8, "too few kills landed while files were being written: \(summary); \(replay)")
    }

    /// Until the run has begun its first temporary (or has ended). Earlier runs' temporaries do not count.
    private func waitForWriting(_ running: RunningPalettec, in sandbox: Sandbox) throws {
        let deadline = Date().addingTimeInterval(60)
        let own = ".palettec-new-\(running.process.processIdentifier)"
        while running.process.isRunning, Date() < deadline {
            if try sandbox.entries(in: "generated").contains(where: { $0.hasSuffix(own) }) { return }
            usleep(1_000)
        }
    }

    /// Every file is one version's or the other's, and anything else is a temporary.
    private func assertOldOrNew(_ state: [String: Data], names: [String], expected: [[String: Data]], _ context: String)
    {
        for name in names {
            guard let bytes = state[name] else {
                XCTFail("\(name) is missing after a kill; \(context)")
                continue
            }
            XCTAssertTrue(
                bytes == expected[0][name] || bytes == expected[1][name],
                "\(name) is neither version (\(bytes.count) bytes) after a kill; \(context)")
        }
        for name in state.keys where !names.contains(name) && !name.contains(".palettec-new-") {
            XCTFail("unexpected file \(name) after a kill; \(context)")
        }
    }

    /// The version fewer files are at, so the run changes as many as it can (after a kill before
    /// writing, the next run must not find the folder up to date); on a tie, not the previous one.
    private static func versionToChangeMost(_ state: [String: Data], expected: [[String: Data]], previous: Int) -> Int {
        let atFirst = expected[0].filter { state[$0.key] == $0.value }.count
        let atSecond = expected[1].filter { state[$0.key] == $0.value }.count
        if atFirst == atSecond { return 1 - previous }
        return atFirst < atSecond ? 0 : 1
    }

    /// Earlier kills may have left some files at the target already, so the moment is told by what
    /// this run changed and by its own temporaries (named with its process ID).
    private static func moment(
        before: [String: Data], after: [String: Data], names: [String], target: [String: Data],
        ownTemporarySuffix: String
    ) -> Moment {
        let changed = names.filter { before[$0] != after[$0] }
        let allNew = names.allSatisfy { after[$0] == target[$0] }
        let ownTemporaries = after.keys.filter { $0.hasSuffix(ownTemporarySuffix) }
        if allNew && ownTemporaries.isEmpty { return .afterRenames }
        if !changed.isEmpty { return .betweenRenames }
        return ownTemporaries.isEmpty ? .beforeWriting : .whileStaging
    }

    private func assertCompleteRun(
        _ version: Version, expected: [String: Data], in sandbox: Sandbox, _ context: String
    ) throws {
        XCTAssertStatus(try sandbox.run(["generate"] + version.arguments, timeout: 60), 0)
        XCTAssertEqual(
            try sandbox.snapshot("generated"), expected,
            "after a complete run, exactly the new files and no temporary; \(context)")
    }
}

/// A small, seedable generator (SplitMix64), so a failing run can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
