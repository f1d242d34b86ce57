import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// The eight design systems' light→dark pairs of docs/derivation.md, compiled by palettec itself as the
/// issue wrote them: one palette per system, its page as `background:`, `derive: tone`, every other
/// token's light under its own name (Data/tone/carryover-pairs.csv, written by carryover.py). palettec's
/// darks land as far from the designers' as carryover.py's reading of the rule says, system by system:
/// names read into the same roles, fills found, contrast kept the same way.
final class AnchoredToneCarryoverTests: XCTestCase {
    private struct Pair {
        var key: String, light: String, dark: String
    }

    private struct Figures: Decodable {
        struct Inner: Decodable { let committedInferred: [String: Double] }
        let figures: Inner
    }

    /// The systems' pairs and pages, in file order.
    private static func systems() throws -> [(system: String, page: (light: String, dark: String), pairs: [Pair])] {
        let text = try String(
            contentsOf: RepositoryFiles.root.appendingPathComponent("Data/tone/carryover-pairs.csv"), encoding: .utf8)
        var systems: [(system: String, page: (light: String, dark: String), pairs: [Pair])] = []
        for line in text.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let pair = Pair(key: cells[1], light: cells[3], dark: cells[4])
            if systems.last?.system == cells[0] {
                systems[systems.count - 1].pairs.append(pair)
            } else {
                systems.append((cells[0], (cells[5], cells[6]), [pair]))
            }
        }
        return systems
    }

    func testPalettecScoresWhatTheCalibrationScored() throws {
        let expected = try JSONDecoder().decode(
            Figures.self,
            from: Data(
                contentsOf: RepositoryFiles.root.appendingPathComponent(
                    "Data/tone/carryover.json"))
        ).figures.committedInferred
        let systems = try Self.systems()
        XCTAssertEqual(systems.map(\.system).sorted(), expected.keys.sorted())
        XCTAssertEqual(systems.reduce(0) { $0 + $1.pairs.count }, 917)
        for (system, page, pairs) in systems {
            var yaml = "derive: tone\nbackground: \"{palettecPage}\"\ncolors:\n"
            yaml += "  palettecPage: { light: \"\(page.light)\", dark: \"\(page.dark)\" }\n"
            for pair in pairs { yaml += "  \(pair.key): \"\(pair.light)\"\n" }
            let (palette, diagnostics) = compile(yaml, path: "palettes/\(system).yml")
            let colors = try XCTUnwrap(
                palette?.allColors, "\(system): \(printed(diagnostics.filter { $0.severity == .error }))")
            var errors: [Double] = []
            for (color, pair) in zip(colors.dropFirst(), pairs) {
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
            XCTAssertEqual(median, try XCTUnwrap(expected[system]), accuracy: 1e-5, system)
        }
    }
}
