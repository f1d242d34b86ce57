import XCTest
@testable import PaletteCore

/// CSS Color 4 text in every form palettec reads against coloraide 8.13.1 (Tests/Fixtures/ReferenceVectors/
/// css-colors.json, written by Scripts/reference-vectors/css_colors.py): what each function's values read
/// as, in its space's units, and the color palettec writes for the text.
final class CSSColorVectorsTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Vector: Decodable {
            let css: String
            let space: String
            let coords: [Double?]
            let alpha: Double
            let colorSpace: String
            let components: [Double]
            let outcome: String
        }
        let vectors: [Vector]
    }

    /// Parsing is exact but for percentages and angle units (one multiplication, ~1e-15), and the
    /// conversions share CSS's matrices with coloraide; `RGBA` rounds to 10 places.
    static let tolerance = 1e-9
    /// Gamut mapping stops at its own resolution, ε = 1e-4 (as `GamutMappingTests`); ProPhoto RGB's
    /// matrix is CSS's, coloraide's its own (`CSSColorConversionTests.prophotoTolerance`).
    static let mappingTolerance = 1e-4

    private func vectors() throws -> [Vectors.Vector] {
        try ReferenceVectors.load("css-colors.json", as: Vectors.self).vectors
    }

    /// Every form is there: each function, hex, each of the 148 names and `transparent`, each of
    /// `color()`'s space names, and every outcome of conversion.
    func testTheVectorsCoverEveryForm() throws {
        let all = try vectors()
        XCTAssertGreaterThan(all.count, 250)
        let texts = all.map { $0.css.lowercased() }
        let functions = Set(texts.compactMap(ColorValueParser.functionName))
        XCTAssertEqual(functions, Set(ColorValueParser.functionNames))
        XCTAssertEqual(Set(texts.filter { CSSNamedColors.color(named: $0) != nil }), Set(CSSNamedColors.names))
        XCTAssertEqual(CSSNamedColors.names.count, 149)
        XCTAssertTrue(texts.contains { $0.hasPrefix("#") })
        for (name, _) in ColorValueParser.predefinedSpaces {
            XCTAssertTrue(texts.contains { $0.hasPrefix("color(\(name) ") }, name)
        }
        XCTAssertEqual(
            Set(all.map(\.outcome)), ["kept", "convertedToSRGB", "convertedToDisplayP3", "mappedIntoDisplayP3"])
        for piece in [",", "/", "none", "%", "deg", "grad", "rad", "turn"] {
            XCTAssertTrue(texts.contains { $0.contains(piece) }, piece)
        }
    }

    /// Each function's values as palettec reads them: coloraide's parse, in the space's units.
    func testEveryFunctionReadsAsColoraideParsesIt() throws {
        var checked = 0, largest = 0.0
        for vector in try vectors() {
            guard let read = ColorValueParser.functionComponents(vector.css.trimmingWhitespace()) else { continue }
            let components = try read.get()
            checked += 1
            XCTAssertEqual(components.space.rawValue, vector.space, vector.css)
            let expected = vector.coords.map { $0 ?? 0 }
            for (index, (actual, wanted)) in zip(components.components, expected).enumerated() {
                let isHue = components.space.components[index].percentReference == nil
                let error = isHue ? hueDistance(actual, wanted) : abs(actual - wanted)
                largest = max(largest, error)
                XCTAssertLessThanOrEqual(
                    error, Self.tolerance, "\(vector.css) component \(index): \(actual) vs \(wanted)")
            }
            XCTAssertEqual(components.alpha, vector.alpha, accuracy: Self.tolerance, vector.css)
        }
        XCTAssertGreaterThan(checked, 100)
        print("CSSColorVectorsTests: \(checked) functions read, largest difference \(largest)")
    }

    /// The color palettec writes for each text, and what converting it took.
    func testEveryTextBecomesColoraidesColor() throws {
        var largest = (exact: 0.0, mapped: 0.0)
        for vector in try vectors() {
            let read: WrittenColor
            switch ColorValueParser.read(text: vector.css) {
            case .success(let color): read = color
            case .failure(let error):
                XCTFail("\(vector.css): \(error.message)")
                continue
            }
            XCTAssertEqual("\(read.outcome)", vector.outcome, vector.css)
            XCTAssertEqual(read.rgba.space.rawValue, vector.colorSpace, vector.css)
            XCTAssertEqual(read.rgba.alpha, RGBA.rounded(vector.alpha), vector.css)
            let isLoose = read.outcome == .mappedIntoDisplayP3 || read.writtenSpace == .prophotoRGB
            let rgb = [read.rgba.red, read.rgba.green, read.rgba.blue]
            let error = zip(rgb, vector.components).map { abs($0 - $1) }.max() ?? 0
            if isLoose {
                largest.mapped = max(largest.mapped, error)
            } else {
                largest.exact = max(largest.exact, error)
            }
            assertClose(rgb, vector.components, tolerance: isLoose ? Self.mappingTolerance : Self.tolerance, vector.css)
        }
        print("CSSColorVectorsTests: largest difference \(largest.exact), mapped or ProPhoto \(largest.mapped)")
    }
}
