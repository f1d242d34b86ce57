import XCTest
@testable import PaletteCore

/// Tests/Fixtures/ReferenceVectors/made-colors.json, written by Scripts/reference-vectors/made_colors.py:
/// coloraide's mixes and Tokens Studio's lighten and darken, each input with every amount in every space.
struct MadeColorVectors: Decodable {
    struct SpacedColor: Decodable, CustomStringConvertible {
        let space: String
        let rgba: [Double]

        var color: RGBA {
            RGBA(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3], space: ColorSpace(rawValue: space)!)
        }
        var description: String { "\(space) \(rgba)" }
    }
    struct Mix: Decodable {
        let first, second: SpacedColor
        let amounts: [Double]
        let outputSpace: String
        /// By space name: one [r, g, b, a] for each amount.
        let results: [String: [[Double]]]
        /// By space name: the amounts whose result was outside the gamut and mapped.
        let gamutMapped: [String: [Double]]
    }
    struct Shift: Decodable {
        let color: SpacedColor
        let amounts: [Double]
        /// By "lighten lch", "darken display-p3" and so on: one [r, g, b, a] for each amount.
        let results: [String: [[Double]]]
        let gamutMapped: [String: [Double]]
    }
    let mixes: [Mix]
    let separateMixes: [Mix]
    let shifts: [Shift]

    static func load() throws -> Self {
        try ReferenceVectors.load("made-colors.json", as: Self.self)
    }

    /// Every component of every vector within 1e-9 (the expected values are coloraide's, written to 12
    /// places; palettec's are rounded to 10). Each result is checked in its own space; the inputs are
    /// in every failure. Returns how many results were compared.
    static func compare(
        _ results: [[Double]]?, for amounts: [Double], in space: ColorSpace, of name: String, _ inputs: String,
        file: StaticString = #filePath, line: UInt = #line, _ make: (Double) -> RGBA
    ) -> Int {
        guard let results else {
            XCTFail("no \(name) results for \(inputs)", file: file, line: line)
            return 0
        }
        XCTAssertEqual(results.count, amounts.count, "\(name) of \(inputs)", file: file, line: line)
        for (amount, expected) in zip(amounts, results) {
            let made = make(amount)
            let context = "\(name) \(amount) of \(inputs) made \(made)"
            XCTAssertEqual(made.space, space, context, file: file, line: line)
            assertClose(made.components, expected, tolerance: tolerance, context, file: file, line: line)
        }
        return min(results.count, amounts.count)
    }

    static let tolerance = 1e-9
}
