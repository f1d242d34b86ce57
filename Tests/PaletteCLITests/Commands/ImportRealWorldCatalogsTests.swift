import Foundation
import TestSupport
import XCTest

/// `palettec import` over every asset catalog of the real-world corpus (its `xcassets/`, `RealWorldCorpus`,
/// seven public apps, SOURCES.json and PROVENANCE.txt say which): each imports with exit 0; each color set
/// is imported or skipped with a warning that says so, never lost; and the colors that come in are the
/// source's, as `AppleColorSets` reads both the source and the catalog `generate --asset-catalog` writes
/// from the imported palette. Skipped, in one line, where the corpus is absent.
final class ImportRealWorldCatalogsTests: XCTestCase {
    /// The catalogs SOURCES.json and the PROVENANCE.txt files name: all of them, and nothing else.
    func testTheCorpusHoldsTheCatalogsItsSourcesName() throws {
        let corpus = try RealWorldCorpus.folder("xcassets")
        let sources =
            try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("SOURCES.json")))
            as? [String: Any]
        var named = (sources ?? [:]).flatMap { app, value in
            ((value as? [String: Any])?["catalogs"] as? [String] ?? []).map { "\(app)/\($0)" }
        }
        for app in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            let provenance = corpus.appendingPathComponent("\(app)/PROVENANCE.txt")
            guard let text = try? String(contentsOf: provenance, encoding: .utf8) else { continue }
            let input = try XCTUnwrap(
                text.split(separator: "\n").first { $0.hasPrefix("palettec input: palettec import ") })
            named.append("\(app)/\(input.dropFirst("palettec input: palettec import ".count))")
        }
        XCTAssertEqual(RealWorldCorpus.catalogs(under: corpus), named.sorted())
        XCTAssertEqual(named.count, 16)
    }

    func testEveryCatalogImportsEveryColorAsItsSourceHasIt() throws {
        let corpus = try RealWorldCorpus.folder("xcassets")
        let catalogs = RealWorldCorpus.catalogs(under: corpus)
        XCTAssertFalse(catalogs.isEmpty, "no catalog in \(corpus.path)")
        var totals = (sets: 0, imported: 0, skipped: 0)
        for catalog in catalogs {
            let figures = try importAndCompare(corpus.appendingPathComponent(catalog), named: catalog)
            totals = (totals.sets + figures.sets, totals.imported + figures.imported, totals.skipped + figures.skipped)
        }
        XCTAssertEqual(totals.imported + totals.skipped, totals.sets)
        // 9 skipped: 6 system colors (NetNewsWire 5, Home Assistant's widget 1) and 3 with no color (empty AccentColors, a widget background).
        XCTAssertEqual(
            [totals.sets, totals.imported, totals.skipped], [353, 344, 9],
            "the corpus's color sets, imported and skipped")
    }

    /// The catalogs of the corpus with color sets whose entries are all `mac` ones: Sequel-Ace's every one
    /// (Any, Light and Dark), FluentUI's `AvatarView/borderColor`.
    private static let macOnlyColorSets = [
        "Sequel-Ace-Sequel-Ace/Resources/Colors.xcassets": 14,
        "fluentui-apple/Sources/FluentUI_macOS/Resources/FluentUI-macos.xcassets": 1,
    ]

    /// Imports one catalog (read where it is; the palette goes into a sandbox) and checks it.
    private func importAndCompare(_ source: URL, named name: String) throws -> (sets: Int, imported: Int, skipped: Int)
    {
        let sandbox = try Sandbox()
        let sets = try AppleColorSets.lookupNames(in: source)
        let expected = try sets.mapValues(AppleColorSets.read(colorSet:))
        let result = try sandbox.run(["import", source.path, "--output", "palettes"])
        XCTAssertEqual(result.status, 0, "\(name): exit status\n\(result.stderr)")

        // Each color set not imported is named by one warning that says so.
        let skipped = result.stderrLines.filter { $0.hasSuffix("is not imported") && $0.contains(": warning: ") }
            .compactMap { line in
                line.range(of: "/Contents.json:").map { String(line[..<$0.lowerBound]) }
            }
        let expectedSkipped = expected.filter { _, reading in
            if case .noColor = reading { return true }
            return false
        }
        XCTAssertEqual(
            skipped.sorted(), expectedSkipped.keys.map { sets[$0]!.path }.sorted(),
            "\(name): the color sets not imported\n\(result.stderr)")
        // Color sets for one idiom only are one note for the catalog, not a warning each.
        let oneIdiom = result.stderrLines.filter { $0.contains("entries for the idiom") && $0.contains("only") }
        let macOnly =
            Self.macOnlyColorSets[name].map { count in
                [
                    "\(source.path): note: \(count == 1 ? "1 color set has" : "\(count) color sets have") entries for the idiom 'mac' only"
                ]
            } ?? []
        XCTAssertEqual(oneIdiom.map { String($0.prefix { $0 != ";" }) }, macOnly, "\(name)\n\(result.stderr)")
        let imported =
            result.stdout.range(of: #"\((\d+) colors?"#, options: .regularExpression)
            .map { Int(result.stdout[$0].dropFirst().prefix { $0.isNumber })! } ?? 0
        XCTAssertEqual(
            imported + skipped.count, expected.count,
            "\(name): imported and skipped against the color sets\n\(result.stdout)")
        guard imported > 0 else {
            XCTAssertTrue(result.stdout.hasPrefix("nothing to import from"), "\(name): \(result.stdout)")
            return (expected.count, 0, skipped.count)
        }

        let generate = try sandbox.run([
            "generate", "palettes", "--output", "generated", "--asset-catalog", "Written.xcassets",
        ])
        XCTAssertEqual(generate.status, 0, "\(name): generate's exit status\n\(generate.stderr)")
        let written = try AppleColorSets.lookupNames(in: sandbox.url("Written.xcassets"))
        XCTAssertEqual(
            Set(written.keys), Set(expected.keys).subtracting(expectedSkipped.keys),
            "\(name): the lookup names written back")
        for (lookup, folder) in written.sorted(by: { $0.key < $1.key }) {
            guard case .colors(let want)? = expected[lookup],
                case .colors(let got) = try AppleColorSets.read(colorSet: folder)
            else {
                XCTFail("\(name): '\(lookup)' has no colors in the source or as written")
                continue
            }
            XCTAssertEqual(Set(got.keys).isSuperset(of: want.keys), true, "\(name): '\(lookup)' lost an appearance")
            for (appearance, color) in want {
                let came = got[appearance]
                XCTAssertTrue(
                    came.map { $0.isClose(to: color) } ?? false,
                    "\(name): '\(lookup)' \(appearance.rawValue) is \(came.map(String.init(describing:)) ?? "missing"), the source's \(color)"
                )
            }
        }
        return (expected.count, imported, skipped.count)
    }
}
