import Foundation
import TestSupport
import XCTest

/// The real token sets as the shared corpus holds them (`../shared/realworld/tokens` beside the checkout,
/// read in place: the committed copy plus what its licence keeps out, esri-calcite): each imports as its
/// PROVENANCE's command says with every color exact (`realworld_tokens.py`), none is skipped for a
/// Tokens Studio color modifier (#44: they are imported), and Equinor's refusal counts every color token.
/// Skipped, in one line, where the shared corpus is not there.
final class SharedRealworldTokensTests: XCTestCase {
    static let shared = RepositoryFiles.root.appendingPathComponent("../shared/realworld/tokens").standardized

    func testTheSharedCorpusImportsWithNoModifierSkipped() throws {
        guard FileManager.default.fileExists(atPath: Self.shared.path) else {
            throw XCTSkip("\(Self.shared.path) is absent: the shared corpus lies beside the checkout only where it is")
        }
        let python = try ToolRun.required("python3", install: "apt-get install python3")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shared-realworld-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let run = try ToolRun.run(
            python,
            [
                RealWorldCorpus.root.appendingPathComponent("realworld_tokens.py").path, try PalettecBinary.url().path,
                Self.shared.path, work.path,
            ])
        XCTAssertTrue(run.succeeded, run.report)
        let report = try JSONDecoder().decode(
            [String: RealworldTokensCorpusTests.Outcome].self, from: Data(run.output.utf8))
        XCTAssertTrue(report.keys.contains("esri-calcite"), "\(report.keys.sorted())")
        for (name, outcome) in report.sorted(by: { $0.key < $1.key }) {
            let said = "\(name): \(outcome.error ?? "")\n\(outcome.stdout ?? "")\(outcome.stderr ?? "")"
            // No skip counted as one ("1 skipped: 1 modifier"), nor its warning.
            XCTAssertNil(said.range(of: #"[0-9] modifiers?\b"#, options: .regularExpression), said)
            XCTAssertFalse(said.contains("Tokens Studio color modifier"), said)
            if RealworldTokensCorpusTests.refused.contains(name) {
                XCTAssertEqual(outcome.exit, 1, said)
                XCTAssertFalse(said.contains("none of the 1 "), said)
                continue
            }
            XCTAssertEqual(outcome.exit, 0, said)
            XCTAssertEqual(outcome.mismatches ?? ["none read"], [], said)
            XCTAssertEqual((outcome.imported ?? 0) + (outcome.skipped ?? 0), outcome.sourceCount, said)
        }
    }
}
