import Foundation
import TestSupport
import XCTest

/// Diagnostics on stderr: `path:line:column: error: message` then notes, every problem in one run.
final class DiagnosticsFormatTests: XCTestCase {
    static let fixture = "dozen-mistakes.yml"
    static let expectedURL = Sandbox.fixtures.appendingPathComponent("dozen-mistakes.expected")
    static let diagnosticLine = try! NSRegularExpression(pattern: #"^[^:]+:\d+:\d+: (error|warning|note): .+$"#)

    private func lintDozenMistakes() throws -> PalettecResult {
        let sandbox = try Sandbox()
        try sandbox.copyFixture(Self.fixture)
        return try sandbox.run(["lint", Self.fixture])
    }

    /// stderr must equal `dozen-mistakes.expected`. `PALETTEC_RECORD=1` rewrites that file instead, and fails
    /// so a recording run can never pass unnoticed.
    func testDozenMistakesMatchTheRecordedDiagnostics() throws {
        let result = try lintDozenMistakes()
        XCTAssertStatus(result, 1)

        if RepositoryFiles.isRecording {
            try Data(result.stderr.utf8).write(to: Self.expectedURL)
            XCTFail("recorded \(Self.expectedURL.path); review the diff, then run again without PALETTEC_RECORD")
            return
        }
        guard let expected = try? String(contentsOf: Self.expectedURL, encoding: .utf8) else {
            return XCTFail("\(Self.expectedURL.path) is missing; record it with PALETTEC_RECORD=1")
        }
        XCTAssertEqual(
            result.stderr, expected, "stderr differs from dozen-mistakes.expected; re-record with PALETTEC_RECORD=1")
    }

    func testEveryLineIsAnXcodeDiagnosticAndEveryMistakeIsReported() throws {
        let result = try lintDozenMistakes()
        XCTAssertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")

        var lines = result.stderrLines
        let summary = lines.popLast()
        for line in lines {
            let range = NSRange(line.startIndex..., in: line)
            XCTAssertNotNil(Self.diagnosticLine.firstMatch(in: line, range: range), "not a diagnostic: \(line)")
            XCTAssertTrue(line.hasPrefix(Self.fixture + ":"), "does not name the path as given: \(line)")
        }
        let errors = lines.filter { $0.contains(": error: ") }
        XCTAssertGreaterThanOrEqual(errors.count, 12, result.stderr)
        XCTAssertEqual(summary, "palettec: \(errors.count) errors")
        // One error for each mistake's line (a mistake may explain itself in more than one error).
        let erroneousLines = Set(errors.compactMap { Int($0.split(separator: ":")[1]) })
        XCTAssertEqual(erroneousLines, Set([2, 4, 5, 6, 7, 8, 9, 12, 15, 17, 18, 19, 20, 21]), result.stderr)
        // Errors come in source order.
        let positions = errors.map { $0.split(separator: ":")[1...2].map { Int($0)! } }
        XCTAssertEqual(positions, positions.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) })
    }

    func testNotesFollowTheirError() throws {
        let lines = try lintDozenMistakes().stderrLines
        guard
            let duplicate = lines.firstIndex(where: {
                $0.hasPrefix("dozen-mistakes.yml:12:3: error: duplicate key 'twice'")
            })
        else {
            return XCTFail("no duplicate-key error:\n\(lines.joined(separator: "\n"))")
        }
        XCTAssertEqual(lines[duplicate + 1], "dozen-mistakes.yml:11:3: note: first defined here")
    }

    func testPathIsNamedAsGivenOnTheCommandLine() throws {
        let sandbox = try Sandbox()
        try sandbox.copyFixture("broken.yml", to: "deeply/nested/broken.yml")

        let byFile = try sandbox.run(["lint", "deeply/nested/broken.yml"])
        let byFolder = try sandbox.run(["lint", "deeply"])

        XCTAssertTrue(byFile.stderr.hasPrefix("deeply/nested/broken.yml:3:9: error: "), byFile.stderr)
        XCTAssertTrue(byFolder.stderr.hasPrefix("deeply/nested/broken.yml:3:9: error: "), byFolder.stderr)
    }

    func testNonUTF8FileIsAnErrorAtTheBadByte() throws {
        let sandbox = try Sandbox()
        // "café" in Latin-1: é is the single byte 0xE9, at line 3, column 10.
        try sandbox.write(
            Data("palette: Latin\ncolors:\n  a: \"caf".utf8) + Data([0xE9]) + Data("\"\n".utf8), to: "latin1.yml")

        let result = try sandbox.run(["lint", "latin1.yml"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines.first,
            "latin1.yml:3:10: error: file is not valid UTF-8 (byte 0xE9 at line 3, column 10); save it as UTF-8")
    }

    func testTwoYAMLDocumentsAreAnError() throws {
        let sandbox = try Sandbox()
        try sandbox.copyFixture("two-documents.yml")

        let result = try sandbox.run(["lint", "two-documents.yml"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix("two-documents.yml:4:1: error: ") && $0.contains("one YAML document")
            }, result.stderr)
    }
}
