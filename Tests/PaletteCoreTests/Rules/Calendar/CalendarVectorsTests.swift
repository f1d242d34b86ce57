import XCTest
@testable import PaletteCore

/// `calendar.json`, written by Scripts/reference-vectors/calendar.py: a Python port of the iCloud
/// JavaScript (Python floats behave like JavaScript numbers), so thresholds and halfway roundings
/// are checked against the original's own arithmetic, not a second Swift reading of it.
final class CalendarVectorsTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Case: Decodable {
            var input: String
            var text: String
            var background: String
        }

        var cases: [Case]
    }

    func testEveryCaseMatchesThePythonPort() throws {
        let vectors = try ReferenceVectors.load("calendar.json", as: Vectors.self)
        XCTAssertGreaterThan(vectors.cases.count, 800)
        var mismatches: [String] = []
        for vector in vectors.cases {
            let color = try ColorValueParser.parse(text: vector.input).get()
            let text = hex(CalendarColors.text(for: color)), background = hex(CalendarColors.background(for: color))
            if text != vector.text { mismatches.append("text of \(vector.input): \(text), expected \(vector.text)") }
            if background != vector.background {
                mismatches.append("background of \(vector.input): \(background), expected \(vector.background)")
            }
        }
        XCTAssertEqual(mismatches, [])
    }

    /// `#rrggbb`, lowercase, as the vectors hold it.
    private func hex(_ color: RGBA) -> String {
        String(color.hex.dropLast(2)).lowercased()
    }
}
