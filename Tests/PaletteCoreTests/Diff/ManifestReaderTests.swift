import XCTest
@testable import PaletteCore

/// `ManifestReader`'s numbers: read as the palette reader reads them (finite, in a range), so that a
/// number no color or ratio can be is an error at its place, never a value that traps further on.
final class ManifestReaderTests: XCTestCase {
    /// One palette, one color, one contrast check; `light` is the color's light value.
    static func manifest(
        version: String = "2",
        light: String = #"{"red": 0.5, "green": 0, "blue": 0, "alpha": 1, "colorSpace": "srgb"}"#,
        ratio: String = "4.5", minimum: String = "4.5"
    ) -> String {
        """
        {"generator": "palettec", "schemaVersion": \(version), "palettes": [{"name": "A",
          "colors": [{"name": "a", "swiftName": "A.a", "light": \(light)}],
          "contrast": [{"foreground": "a", "background": "a", "appearance": "light", "ratio": \(ratio), "minimum": \(minimum), "passes": true}]}]}
        """
    }

    private func read(_ text: String) -> Result<ManifestDocument, ManifestReader.Failure> {
        ManifestReader.read(Array(text.utf8), path: "m.json")
    }

    private func problem(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard case .failure(let failure) = read(text) else {
            XCTFail("read without an error", file: file, line: line)
            return nil
        }
        return failure.diagnostic.formatted
    }

    func testNumbersNoColorOrRatioCanBeAreErrorsAtTheirPlace() {
        XCTAssertEqual(
            problem(Self.manifest(version: "1e400")),
            "m.json:1:44: error: schema version 1e400 is not one this palettec reads (1, 2)")
        XCTAssertEqual(
            problem(Self.manifest(version: "1e300")),
            "m.json:1:44: error: schema version 1e300 is not one this palettec reads (1, 2)")
        XCTAssertEqual(
            problem(Self.manifest(version: "2.5")),
            "m.json:1:44: error: schema version 2.5 is not one this palettec reads (1, 2)")
        XCTAssertEqual(
            problem(Self.manifest(light: #"{"red": 1e300, "green": 0, "blue": 0, "alpha": 1, "colorSpace": "srgb"}"#)),
            "m.json:2:65: error: \"red\" is 1e300, out of range; a component is from -1000 to 1000 (palettec writes 0 to 1)"
        )
        XCTAssertEqual(
            problem(
                Self.manifest(light: #"{"red": 0, "green": -1e400, "blue": 0, "alpha": 1, "colorSpace": "display-p3"}"#)
            ),
            "m.json:2:77: error: \"green\" is -1e400, out of range; a component is from -1000 to 1000 (palettec writes 0 to 1)"
        )
        XCTAssertEqual(
            problem(Self.manifest(light: #"{"red": 0, "green": 0, "blue": 0, "alpha": 1.5, "colorSpace": "srgb"}"#)),
            "m.json:2:100: error: \"alpha\" is 1.5, out of range; alpha is from 0 to 1")
        XCTAssertEqual(
            problem(Self.manifest(ratio: "1e400")),
            "m.json:3:87: error: \"ratio\" is 1e400, out of range; a WCAG contrast ratio is from 1 to 21")
        XCTAssertEqual(
            problem(Self.manifest(minimum: "0.5")),
            "m.json:3:103: error: \"minimum\" is 0.5, out of range; a WCAG contrast ratio is from 1 to 21")
    }

    /// A number thousands of digits long is quoted by its first 40 characters.
    func testALongNumberIsQuotedShort() {
        let long = "1" + String(repeating: "0", count: 5_000)
        XCTAssertEqual(
            problem(Self.manifest(ratio: long)),
            "m.json:3:87: error: \"ratio\" is \(long.prefix(40))…, out of range; a WCAG contrast ratio is from 1 to 21")
    }

    /// Negative zero, a number too small to hold (0), extended-range components and both ends of each
    /// range are values, as are schema versions written with a fraction of zero.
    func testEveryValueInRangeIsRead() throws {
        let light = #"{"red": -0, "green": 1e-400, "blue": 1.25, "alpha": 0, "colorSpace": "srgb"}"#
        let document = try read(Self.manifest(version: "2.0", light: light, ratio: "21", minimum: "1")).get()
        let color = try XCTUnwrap(document.palettes.first?.colors.first?.values[.light]?.color)
        XCTAssertEqual(color.components, [0, 0, 1.25, 0])
        XCTAssertEqual(document.palettes.first?.checks.first.map { [$0.ratio, $0.minimum] }, [21, 1])

        let edges = #"{"red": -1000, "green": 1000, "blue": 0, "alpha": 1, "colorSpace": "display-p3"}"#
        let extreme = try read(Self.manifest(version: "1", light: edges)).get()
        XCTAssertEqual(extreme.palettes.first?.colors.first?.values[.light]?.color.components, [-1000, 1000, 0, 1])
    }

    /// diff builds nodes for the members it compares only: a manifest padded with an array of 100,000
    /// zeros, unknown members and the fields diff does not read builds as many nodes as without them,
    /// so what diff holds grows with the colors, not with the file.
    func testMembersDiffDoesNotReadAreNotBuilt() throws {
        func nodes(_ text: String) throws -> Int {
            var built = 0
            _ = try ManifestReader.read(Array(text.utf8), path: "m.json", nodesBuilt: &built).get()
            return built
        }
        let plain = Self.manifest()
        let padding = "[" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]"
        let padded = Self.manifest(
            light:
                ##"{"red": 0.5, "green": 0, "blue": 0, "alpha": 1, "colorSpace": "srgb", "hex": "#800000FF", "x": {"y": [1]}}"##
        )
        .replacingOccurrences(
            of: #""generator": "palettec","#,
            with: #""generator": "palettec", "generatorVersion": "9", "padding": \#(padding),"#
        )
        .replacingOccurrences(
            of: #""swiftName": "A.a","#, with: #""swiftName": "A.a", "assetName": "A/a", "extra": [\#(padding)],"#)
        XCTAssertNotEqual(plain, padded)
        XCTAssertEqual(try nodes(padded), try nodes(plain))
        XCTAssertEqual(try nodes(plain), 24)
    }

    /// Each color is converted as it is read, so the first wrong one is the error, at its place; a file
    /// that is no manifest still says so first, wherever its generator is written.
    func testAColorIsConvertedAsItIsRead() throws {
        let empties = "[" + Array(repeating: "{}", count: 10_000).joined(separator: ",") + "]"
        let wrong = Self.manifest().replacingOccurrences(
            of: #""colors": ["#, with: #""colors": \#(empties), "more": ["#)
        XCTAssertEqual(problem(wrong), "m.json:2:14: error: \"name\" is missing")
        let noManifest = wrong.replacingOccurrences(of: #""generator": "palettec""#, with: #""generator": "other""#)
        XCTAssertEqual(
            problem(noManifest),
            "m.json:1:1: error: this is not a palettec manifest: it has no \"generator\": \"palettec\"")
    }

    /// A palette or a color written twice: an error naming it, not "no change" from comparing one of
    /// them (#45).
    func testAPaletteOrColorWrittenTwiceIsAnErrorNamingIt() {
        let color =
            #"{"name": "a", "swiftName": "A.a", "light": {"red": 0.5, "green": 0, "blue": 0, "alpha": 1, "colorSpace": "srgb"}}"#
        XCTAssertEqual(
            problem(
                """
                {"generator": "palettec", "schemaVersion": 2, "palettes": [{"name": "A", "colors": [\(color), \(color)], "contrast": []}]}
                """),
            "m.json:1:200: error: the color 'A.a' is in this manifest twice, and palettec writes each once; diff compares "
                + "colors by their names, so regenerate the manifest with palettec")
        XCTAssertEqual(
            problem(
                """
                {"generator": "palettec", "schemaVersion": 2, "palettes": [{"name": "A", "colors": [], "contrast": []},
                {"name": "A", "colors": [], "contrast": []}]}
                """),
            "m.json:2:1: error: the palette 'A' is in this manifest twice, and palettec writes each once; diff compares "
                + "colors by their names, so regenerate the manifest with palettec")
    }
}
