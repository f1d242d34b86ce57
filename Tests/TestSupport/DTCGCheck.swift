import Foundation

/// `Tests/Fixtures/DTCG/dtcg_check.py`: the token files of `--tokens` against the official DTCG 2025.10
/// JSON Schemas, with Python's jsonschema, and each resolver context resolved and compared with the
/// manifest written beside it. The schemas are fetched data, so they are read from the real-world corpus
/// (`RealWorldCorpus.dtcgSchemas`): where it is absent an XCTest that checks with them skips, in one
/// line (by `skipUnlessAvailable()` first: XCTest records a skip thrown inside an assertion as a failure),
/// and a Swift Testing test is `.enabled(if: DTCGCheck.isAvailable)`. A missing python3 or jsonschema is
/// an error, so a test fails.
public enum DTCGCheck {
    public static let fixtures = RepositoryFiles.url("Tests/Fixtures/DTCG")

    /// Whether the schemas are there, for Swift Testing's `.enabled(if:)`.
    public static var isAvailable: Bool { RealWorldCorpus.isPresent }

    /// Skips the XCTest that calls it, saying where the schemas live, when they are absent.
    public static func skipUnlessAvailable() throws { try RealWorldCorpus.skipUnlessPresent() }

    /// What the checker found in one tokens folder.
    public struct Report: Decodable, Sendable {
        /// Every schema error, and everything that does not resolve to the manifest's colors.
        public var problems: [String]
        /// How many colors it compared, counted once per context.
        public var checked: Int
    }

    public enum Schema: String {
        case resolver, format
    }

    /// Each tokens folder, with the manifest.json of the same run, checked in one python3 run.
    public static func check(_ folders: [(tokens: URL, manifest: URL)]) throws -> [Report] {
        let reports: [String: Report] = try run(folders.flatMap { [$0.tokens.path, $0.manifest.path] })
        return try folders.map { folder in
            guard let report = reports[folder.tokens.path] else {
                throw ToolRun.Failure(description: "no report for \(folder.tokens.path)")
            }
            return report
        }
    }

    /// The schema errors of each file, by its path: to show that the validator rejects what it should.
    public static func validate(_ schema: Schema, _ files: [URL]) throws -> [String: [String]] {
        try run(["--validate", schema.rawValue] + files.map(\.path))
    }

    /// Skips the calling XCTest, in one line, where the schemas are absent.
    private static func run<Result: Decodable>(_ arguments: [String]) throws -> Result {
        try skipUnlessAvailable()
        let python = try ToolRun.required("python3", install: "apt-get install python3")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dtcg-check-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = fixtures.appendingPathComponent("dtcg_check.py")
        let run = try ToolRun.run(
            python,
            [script.path, "--schemas", RealWorldCorpus.dtcgSchemas.path, "--out", output.path] + arguments)
        guard run.succeeded else { throw ToolRun.Failure(description: "dtcg_check.py \(run.report)") }
        return try JSONDecoder().decode(Result.self, from: Data(contentsOf: output))
    }
}
