import Foundation
import TestSupport
import XCTest

/// `palettec import` over thirteen real token sets as their projects publish them (the corpus's `tokens/`,
/// `RealWorldCorpus`, #33): each imports as its PROVENANCE's command says, every color that comes in
/// equals what `realworld_tokens.py` reads from the same files without palettec (aliases followed, in
/// every appearance), and every color token is either imported or skipped and counted; none is skipped
/// for a Tokens Studio color modifier (#44: they are imported). Equinor's two sets compute most colors
/// with `set_chroma(…)`, which palettec does not compute, and alias them: refused, naming the function,
/// and counting every color token. Skipped, in one line, where the corpus is absent.
final class RealworldTokensCorpusTests: XCTestCase {
    struct Outcome: Decodable {
        var exit: Int
        var stdout: String?
        var stderr: String?
        var error: String?
        var imported: Int?
        var skipped: Int?
        var sourceCount: Int?
        var compared: Int?
        var mismatches: [String]?
        var brands: Brands?
    }

    /// A multi-brand set imported whole, and each brand alone with `--brand`.
    struct Brands: Decodable {
        var exit: Int
        var stderr: String
        var names: [String]
        var differing: Int
        var each: [String: Brand]
    }

    struct Brand: Decodable {
        var exit: Int
        var imported: Int
        var compared: Int
        var mismatches: [String]
    }

    /// The brands each multi-brand set imports with, and those whose own files stop the import (nve's RME,
    /// whose `#fffffff` is aliased); the colors whose values differ from the default brand's.
    static let brands: [String: (names: [String], failing: Set<String>, differing: Int)] = [
        "blackbaud-skyux": (["blackbaud", "modern"], [], 22),
        "design-system-ia": (["brand-a", "brand-b"], [], 23),
        "nve": (["NVE", "Varsom", "RME"], ["RME"], 0),
    ]

    static let refused: Set<String> = ["equinor-dtcg", "equinor-tokens-studio"]
    static let sources: Set<String> = refused.union([
        "blackbaud-skyux", "design-system-ia", "digdir-designsystemet", "dtcg-playground-github-primer",
        "esri-calcite", "fermi-flutter-bison",
        "figma-sds", "figma-variables-github-action-example", "little-league", "nve", "seed-health",
    ])

    func testEveryRealTokenSetImportsWithItsColorsExact() throws {
        let tokens = try RealWorldCorpus.folder("tokens")
        let python = try ToolRun.required("python3", install: "apt-get install python3")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("realworld-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let run = try ToolRun.run(
            python,
            [
                RepositoryFiles.url("Tests/TestSupport/realworld_tokens.py").path, try PalettecBinary.url().path,
                tokens.path, work.path,
            ])
        XCTAssertTrue(run.succeeded, run.report)
        let report = try JSONDecoder().decode([String: Outcome].self, from: Data(run.output.utf8))
        XCTAssertEqual(Set(report.keys), Self.sources)
        XCTAssertEqual(Set(report.compactMap { $0.value.brands == nil ? nil : $0.key }), Set(Self.brands.keys))

        for (name, outcome) in report.sorted(by: { $0.key < $1.key }) {
            let said = "\(name): \(outcome.error ?? "")\n\(outcome.stdout ?? "")\(outcome.stderr ?? "")"
            // No skip counted as one ("1 skipped: 1 modifier"), nor its warning.
            XCTAssertNil(said.range(of: #"[0-9] modifiers?\b"#, options: .regularExpression), said)
            XCTAssertFalse(said.contains("Tokens Studio color modifier"), said)
            if Self.refused.contains(name) {
                XCTAssertEqual(outcome.exit, 1, said)
                XCTAssertTrue(outcome.stderr?.contains("set_chroma") == true, said)
                XCTAssertTrue(outcome.stderr?.hasSuffix("nothing was written\n") == true, said)
                XCTAssertFalse(said.contains("none of the 1 "), said)
                continue
            }
            XCTAssertEqual(outcome.exit, 0, said)
            XCTAssertEqual(outcome.mismatches ?? ["none read"], [], said)
            XCTAssertGreaterThanOrEqual(outcome.compared ?? 0, outcome.imported ?? 1, said)
            XCTAssertEqual((outcome.imported ?? 0) + (outcome.skipped ?? 0), outcome.sourceCount, said)
            if let brands = outcome.brands, let expected = Self.brands[name] {
                assertBrands(brands, expected, of: name)
            }
        }
    }

    /// Every brand reads as the source's own files for it; the whole set imports with every brand, or, where a
    /// brand's own files stop it, says which and how to import the others.
    private func assertBrands(
        _ brands: Brands, _ expected: (names: [String], failing: Set<String>, differing: Int), of name: String
    ) {
        let said = "\(name): \(brands.stderr)"
        for brand in expected.names {
            guard let one = brands.each[brand] else { return XCTFail("\(name): \(brand) was not imported alone") }
            if expected.failing.contains(brand) {
                XCTAssertEqual(one.exit, 1, "\(name) \(brand)")
                continue
            }
            XCTAssertEqual(one.exit, 0, "\(name) \(brand)")
            XCTAssertEqual(one.mismatches, [], "\(name) \(brand)")
            XCTAssertGreaterThan(one.compared, 0, "\(name) \(brand)")
        }
        guard expected.failing.isEmpty else {
            XCTAssertEqual(brands.exit, 1, said)
            let others = expected.names.filter { !expected.failing.contains($0) }.map { "--brand \($0)" }
            XCTAssertTrue(brands.stderr.contains(others.joined(separator: " ")), said)
            return
        }
        XCTAssertEqual(brands.exit, 0, said)
        XCTAssertEqual(brands.names, expected.names, said)
        XCTAssertEqual(brands.differing, expected.differing, said)
    }
}
