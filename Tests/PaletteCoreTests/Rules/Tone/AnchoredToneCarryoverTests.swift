import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// The thirteen design systems' light→dark pairs of docs/derivation.md, compiled by palettec itself: one palette
/// per system, its page as `background:`, `derive: tone`, every other token's light under its own name.
/// palettec's darks land as far from the designers' as Scripts/tone-calibration/darks.py's reading of the rule
/// says, system by system (Data/tone/darks.json): names read into the same roles, fills found, contrast kept
/// the same way. The four Data/tone systems are Data/tone/carryover-pairs.csv (written by darks.py); the other
/// nine are read where they lie, in ../shared/tone-pairs, and skipped in one line without it.
final class AnchoredToneCarryoverTests: XCTestCase {
    private struct Pair {
        var key: String, light: String, dark: String
    }

    private struct System {
        var name: String
        var page: Pair
        var pairs: [Pair]
    }

    private struct Figures: Decodable {
        struct Inner: Decodable { let committedInferred: [String: Double] }
        let figures: Inner
    }

    private static let tonePairs = RepositoryFiles.root.appendingPathComponent("../shared/tone-pairs").standardized

    func testPalettecScoresWhatTheCalibrationScoredOnTheDataSystems() throws {
        let systems = try Self.systems(
            in: RepositoryFiles.root.appendingPathComponent("Data/tone/carryover-pairs.csv"), keyed: false)
        XCTAssertEqual(systems.map(\.name), ["apple", "carbon", "primer", "spectrum"])
        try assertScores(systems)
    }

    func testPalettecScoresWhatTheCalibrationScoredOnTheSharedSystems() throws {
        guard FileManager.default.fileExists(atPath: Self.tonePairs.path) else {
            throw XCTSkip(
                "the designers' tone pairs are not at \(Self.tonePairs.path): they live in ../shared beside the checkout"
            )
        }
        let systems = try ["pairs.csv", "set-b/pairs.csv"].flatMap {
            try Self.systems(in: Self.tonePairs.appendingPathComponent($0), keyed: true)
        }
        XCTAssertEqual(systems.count, 9)
        try assertScores(systems)
    }

    /// Each file's systems in file order, the first `background` (or `page`) row of each its page. `keyed`: the
    /// second column is a token's name, made a key as darks.py's `palette_keys` makes it.
    private static func systems(in file: URL, keyed: Bool) throws -> [System] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var rows: [(system: String, name: String, role: String, light: String, dark: String)] = []
        for line in text.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            rows.append((cells[0], cells[1], cells[2], cells[3], cells[4]))
        }
        var order: [String] = []
        var bySystem: [String: [(name: String, role: String, light: String, dark: String)]] = [:]
        for row in rows {
            if bySystem[row.system] == nil { order.append(row.system) }
            bySystem[row.system, default: []].append((row.name, row.role, row.light, row.dark))
        }
        return try order.map { name in
            var tokens = bySystem[name] ?? []
            let pageIndex = try XCTUnwrap(tokens.firstIndex { $0.role == "background" || $0.role == "page" }, name)
            let page = tokens.remove(at: pageIndex)
            let names = [page.name] + tokens.map(\.name)
            let keys = keyed ? paletteKeys(names) : names
            return System(
                name: name, page: Pair(key: keys[0], light: page.light, dark: page.dark),
                pairs: zip(keys.dropFirst(), tokens).map { Pair(key: $0, light: $1.light, dark: $1.dark) })
        }
    }

    /// Each name's words joined by `-`, a letter suffix where two share them (darks.py's `palette_keys`).
    private static func paletteKeys(_ names: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return names.map { name in
            let words = ToneRoleInference.words(of: name).joined(separator: "-")
            let base = words.isEmpty ? "token" : words
            seen[base, default: 0] += 1
            let count = seen[base]!
            guard count > 1 else { return base }
            let letter = Array("abcdefghijklmnopqrstuvwxyz")[(count - 2) % 26]
            return base + "-" + String(repeating: letter, count: (count + 24) / 26)
        }
    }

    private func assertScores(_ systems: [System]) throws {
        let expected = try JSONDecoder().decode(
            Figures.self,
            from: Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Data/tone/darks.json"))
        ).figures.committedInferred
        for system in systems {
            var yaml = "derive: tone\nbackground: \"{\(system.page.key)}\"\ncolors:\n"
            yaml += "  \"\(system.page.key)\": { light: \"\(system.page.light)\", dark: \"\(system.page.dark)\" }\n"
            for pair in system.pairs { yaml += "  \"\(pair.key)\": \"\(pair.light)\"\n" }
            let (palette, diagnostics) = compile(yaml, path: "palettes/\(system.name).yml")
            let colors = try XCTUnwrap(
                palette?.allColors, "\(system.name): \(printed(diagnostics.filter { $0.severity == .error }))")
            var errors: [Double] = []
            for (color, pair) in zip(colors.dropFirst(), system.pairs) {
                XCTAssertEqual(color.name, pair.key)
                let dark = try XCTUnwrap(color.appearances[.dark]?.color, pair.key)
                let designers = try ColorValueParser.parse(text: pair.dark).get()
                let (a, b) = (OKLab(dark), OKLab(designers))
                errors.append(
                    ((a.L - b.L) * (a.L - b.L) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot())
            }
            errors.sort()
            let median =
                errors.count % 2 == 1
                ? errors[errors.count / 2] : (errors[errors.count / 2 - 1] + errors[errors.count / 2]) / 2
            XCTAssertEqual(median, try XCTUnwrap(expected[system.name], system.name), accuracy: 1e-5, system.name)
        }
    }
}
