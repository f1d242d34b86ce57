import Foundation
import TestSupport
import XCTest

/// The bad-input corpus, `Tests/Fixtures/Invalid`: one palette per mistake, each with the exact stderr of
/// `palettec lint <name>` as its golden `<name without extension>.expected`. Every fixture must be rejected
/// (exit 1) with Xcode-style diagnostics at a line and column of that file, and nothing on stdout.
///
/// `PALETTEC_RECORD=1` rewrites the goldens instead, and fails so a recording run never passes unnoticed.
final class InvalidCorpusTests: XCTestCase {
    static let folder = RepositoryFiles.url("Tests/Fixtures/Invalid")

    /// Every fixture is named `<category>-<what>.yml`.
    static let categories = [
        "syntax", "types", "values", "references", "rules", "made", "contrast", "identifiers", "encodings", "limits",
    ]
    static let minimumFixtures = 60
    static let minimumFixturesPerCategory = 4
    /// Large inputs are tested elsewhere; the corpus stays small.
    static let maximumFixtureBytes = 20_000
    /// Lint of a small file takes well under a second; a run this long is a hang.
    static let runTimeout: TimeInterval = 10

    // MARK: The corpus itself

    func testCorpusCoversEveryCategory() throws {
        let fixtures = try Self.fixtureNames()
        XCTAssertGreaterThanOrEqual(fixtures.count, Self.minimumFixtures, "the corpus shrank")

        for name in fixtures {
            XCTAssertNotNil(
                Self.category(of: name),
                "\(name) is not named <category>-<what>.yml with a category of \(Self.categories)")
        }
        for category in Self.categories {
            let count = fixtures.filter { Self.category(of: $0) == category }.count
            XCTAssertGreaterThanOrEqual(count, Self.minimumFixturesPerCategory, "too few '\(category)' fixtures")
        }
    }

    func testFixturesAreSmallAndHaveDistinctGoldens() throws {
        let fixtures = try Self.fixtureNames()
        for name in fixtures {
            let size = try Data(contentsOf: Self.folder.appendingPathComponent(name)).count
            XCTAssertLessThan(size, Self.maximumFixtureBytes, "\(name) is \(size) bytes; keep fixtures small")
        }
        let goldens = fixtures.map(Self.goldenName(for:))
        XCTAssertEqual(Set(goldens).count, goldens.count, "two fixtures share one golden (same name, .yml and .yaml)")
    }

    func testEveryGoldenBelongsToAFixture() throws {
        let goldens = Set(try Self.fixtureNames().map(Self.goldenName(for:)))
        let recorded = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".expected")
        }
        for orphan in recorded where !goldens.contains(orphan) {
            XCTFail("\(orphan) has no fixture; remove it or restore its .yml")
        }
    }

    // MARK: Every fixture rejected, exactly as recorded

    func testEveryFixtureIsRejectedWithItsRecordedDiagnostics() throws {
        let names = try Self.fixtureNames()
        let outcomes = Self.lintInParallel(names)
        var recorded: [String] = []
        for (name, outcome) in zip(names, outcomes) {
            if RepositoryFiles.isRecording {
                if let golden = try record(outcome, for: name) { recorded.append(golden) }
            } else if let failure = Self.problems(with: outcome, fixture: name) {
                XCTFail(failure)
            }
        }
        if RepositoryFiles.isRecording {
            XCTFail(
                "recorded \(recorded.count) goldens in \(Self.folder.path); review the diff, then run again without PALETTEC_RECORD"
            )
        }
    }

    /// The shape check itself: what it must let through and what it must catch.
    func testShapeCheckCatchesForgedLinesRawControlsAndMissingParts() {
        func problems(_ stderr: String) -> [String] { Self.shapeProblems(in: stderr, fixture: "x.yml") }

        XCTAssertEqual(problems("x.yml:3:9: error: bad\nx.yml:2:1: note: here\npalettec: 1 error\n"), [])
        XCTAssertEqual(problems("x.yml:3:9: warning: meh\nx.yml:4:1: error: bad\npalettec: 1 error, 1 warning\n"), [])

        XCTAssertNotEqual(problems("x.yml:3:9: error: bad\nforged.yml:1:1: error: forged\npalettec: 2 errors\n"), [])
        XCTAssertNotEqual(problems("x.yml:3:9: error: bad\rforged\npalettec: 1 error\n"), [])
        XCTAssertNotEqual(problems("x.yml:3:9: error: bad \u{1B}[2K\npalettec: 1 error\n"), [])
        XCTAssertNotEqual(problems("x.yml:3:9: error: bad \u{FFFD}\npalettec: 1 error\n"), [])
        XCTAssertNotEqual(problems("x.yml:3:9: error: bad\n"), [], "no summary")
        XCTAssertNotEqual(problems("x.yml:3:9: warning: meh\npalettec: 0 errors, 1 warning\n"), [], "no error")
        XCTAssertNotEqual(problems("x.yml: error: bad\npalettec: 1 error\n"), [], "no line and column")
        XCTAssertNotEqual(problems("x.yml:3:9: error: bad\npalettec: 1 error"), [], "no final newline")
        XCTAssertNotEqual(problems(""), [])
    }

    // MARK: Running and checking one fixture

    /// One fixture's run, or why there is none (such as a hang).
    struct Outcome: Sendable {
        var result: PalettecResult?
        var runError: String?
    }

    /// Runs the fixtures a few at a time, in the order given. The workers are threads of their own, not
    /// Dispatch's: `Sandbox.run` waits for a termination handler that Dispatch's threads must be free to run.
    static func lintInParallel(_ names: [String], workers: Int = 4) -> [Outcome] {
        let slots = Slots(count: names.count)
        let finished = DispatchGroup()
        for worker in 0..<workers {
            finished.enter()
            Thread {
                for index in stride(from: worker, to: names.count, by: workers) {
                    slots.store(lint(names[index]), at: index)
                }
                finished.leave()
            }.start()
        }
        finished.wait()
        return slots.outcomes
    }

    /// One outcome per fixture, filled from several threads.
    private final class Slots: @unchecked Sendable {
        private let lock = NSLock()
        private var filled: [Outcome?]

        init(count: Int) { filled = Array(repeating: nil, count: count) }

        func store(_ outcome: Outcome, at index: Int) { lock.withLock { filled[index] = outcome } }

        var outcomes: [Outcome] { lock.withLock { filled.map { $0 ?? Outcome(runError: "not run") } } }
    }

    static func lint(_ name: String) -> Outcome {
        do {
            let sandbox = try Sandbox()
            try sandbox.write(try Data(contentsOf: Self.folder.appendingPathComponent(name)), to: name)
            return Outcome(result: try sandbox.run(["lint", name], timeout: Self.runTimeout))
        } catch {
            return Outcome(runError: "\(error)")
        }
    }

    /// Writes the golden for `name`; never an empty one, so an accepted or hanging fixture stays failing.
    private func record(_ outcome: Outcome, for name: String) throws -> String? {
        let golden = Self.goldenName(for: name)
        guard let result = outcome.result, result.status == 1, !result.stderr.isEmpty else {
            XCTFail(
                "\(name): not recorded, palettec did not reject it: "
                    + (outcome.runError
                        ?? "exit status \(outcome.result?.status ?? -1), stderr \(outcome.result?.stderr.debugDescription ?? "")")
            )
            return nil
        }
        try Data(result.stderr.utf8).write(to: Self.folder.appendingPathComponent(golden))
        return golden
    }

    /// Everything wrong with one fixture's run, as one message naming the file and showing both stderrs;
    /// nil when the run is exactly as recorded.
    static func problems(with outcome: Outcome, fixture name: String) -> String? {
        let goldenURL = folder.appendingPathComponent(goldenName(for: name))
        let golden = try? Data(contentsOf: goldenURL)
        let expected = golden.map { String(decoding: $0, as: UTF8.self) }
        var problems: [String] = []

        if golden == nil {
            problems.append("\(goldenURL.lastPathComponent) is missing; record it with PALETTEC_RECORD=1")
        } else if golden?.isEmpty == true {
            problems.append("\(goldenURL.lastPathComponent) is empty; a golden holds the diagnostics")
        }
        guard let result = outcome.result else {
            problems.append(outcome.runError ?? "palettec did not run")
            return report(problems, fixture: name, expected: expected, actual: nil)
        }
        if result.status != 1 {
            problems.append(
                result.status == 0
                    ? "palettec accepted it (exit 0); it must be an error" : "exit status \(result.status), not 1")
        }
        if !result.stdout.isEmpty {
            problems.append("stdout is not empty: \(result.stdout.debugDescription)")
        }
        problems += shapeProblems(in: result.stderr, fixture: name)
        if let golden, Data(result.stderr.utf8) != golden {
            problems.append(
                "stderr differs from \(goldenURL.lastPathComponent); if the change is intended, re-record with PALETTEC_RECORD=1"
            )
        }
        return problems.isEmpty ? nil : report(problems, fixture: name, expected: expected, actual: result.stderr)
    }

    /// stderr must be `<fixture>:<line>:<col>: error|warning|note: …` lines, at least one error, then the
    /// `palettec: N errors` summary, with no bytes that were not valid UTF-8 (shown here as U+FFFD) and no
    /// control character or line separator but the newlines that end the lines.
    static func shapeProblems(in stderr: String, fixture name: String) -> [String] {
        var problems: [String] = []
        var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else {
            problems.append("stderr does not end with a newline")
        }
        guard let summary = lines.popLast() else { return problems + ["stderr is empty"] }
        if !matches(summary, summaryLine) {
            problems.append("the last line is not the 'palettec: N errors' summary: \(summary.debugDescription)")
        }
        let diagnostic = diagnosticLine(for: name)
        for line in lines where !matches(line, diagnostic) {
            problems.append("not a diagnostic of \(name): \(line.debugDescription)")
        }
        if !lines.contains(where: { matches($0, diagnostic) && $0.contains(": error: ") }) {
            problems.append("no '\(name):<line>:<column>: error:' line")
        }
        if stderr.unicodeScalars.contains("\u{FFFD}") {
            problems.append("stderr holds U+FFFD: palettec printed bytes that are not UTF-8 instead of escaping them")
        }
        if let raw = stderr.unicodeScalars.first(where: isUnescapedControl) {
            problems.append(
                "stderr holds U+\(String(raw.value, radix: 16, uppercase: true)) unescaped; diagnostics escape what they quote"
            )
        }
        return problems
    }

    private static func report(_ problems: [String], fixture name: String, expected: String?, actual: String?) -> String
    {
        """
        \(name):
          - \(problems.joined(separator: "\n  - "))
        --- expected stderr (\(goldenName(for: name)))
        \(expected ?? "(none)")
        --- actual stderr
        \(actual ?? "(none)")
        """
    }

    // MARK: Names and patterns

    /// The `.yml` and `.yaml` files of the corpus, sorted.
    static func fixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
            .sorted()
    }

    /// `values-alpha-percent.yml` → `values-alpha-percent.expected`.
    static func goldenName(for fixture: String) -> String {
        (fixture as NSString).deletingPathExtension + ".expected"
    }

    static func category(of fixture: String) -> String? {
        categories.first { fixture.hasPrefix($0 + "-") }
    }

    static let summaryLine = try! NSRegularExpression(pattern: #"^palettec: \d+ errors?(, \d+ warnings?)?\z"#)

    static func diagnosticLine(for fixture: String) -> NSRegularExpression {
        let name = NSRegularExpression.escapedPattern(for: fixture)
        return try! NSRegularExpression(pattern: "^\(name):\\d+:\\d+: (error|warning|note): .+\\z")
    }

    /// C0 and C1 controls (but the newline), U+2028 and U+2029: they end or rewrite a line in a terminal or an IDE.
    static func isUnescapedControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }

    static func matches(_ line: String, _ pattern: NSRegularExpression) -> Bool {
        pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }
}
