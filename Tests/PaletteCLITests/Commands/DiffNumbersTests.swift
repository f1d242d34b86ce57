import Foundation
import XCTest

/// `palettec diff` reads a manifest's numbers as defensively as the palette reader: a number no color
/// or ratio can be is a usage error (64) at its `file:line:column`, and no number makes it trap.
final class DiffNumbersTests: XCTestCase {
    /// The numeric fields of a manifest, each with the value it has when another is under test.
    private static let fields: [(key: String, value: String)] = [
        ("schemaVersion", "2"), ("red", "0.5"), ("green", "0"), ("blue", "0"), ("alpha", "1"), ("ratio", "4.5"),
        ("minimum", "4.5"),
    ]

    /// A manifest of one color and one contrast check, with `number` written for `key`; and where it
    /// starts, as `line:column`.
    private static func manifest(
        _ key: String? = nil, _ number: String = "", space: String = "srgb"
    ) -> (text: String, place: String) {
        var values = Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.value) })
        let marker = "\u{1}"
        if let key { values[key] = marker }
        let text = """
            {"generator": "palettec", "schemaVersion": \(values["schemaVersion"]!), "palettes": [{"name": "A",
              "colors": [{"name": "a", "swiftName": "A.a",
                "light": {"red": \(values["red"]!), "green": \(values["green"]!), "blue": \(values["blue"]!), "alpha": \(values["alpha"]!), "colorSpace": "\(space)"},
                "dark": {"red": 0, "green": 0, "blue": 0, "alpha": 1, "colorSpace": "srgb"}}],
              "contrast": [{"foreground": "a", "background": "a", "appearance": "light", "ratio": \(values["ratio"]!), "minimum": \(values["minimum"]!), "passes": true}]}]}

            """
        guard let start = text.range(of: marker)?.lowerBound else { return (text, "") }
        let before = text[..<start]
        let line = before.filter { $0 == "\n" }.count + 1
        let column =
            before.count
            - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return (text.replacing(marker, with: number), "\(line):\(column)")
    }

    private func diff(_ text: String, in sandbox: Sandbox) throws -> PalettecResult {
        try sandbox.write(text, to: "new.json")
        return try sandbox.run(["diff", "old.json", "new.json"])
    }

    func testNumbersNoManifestHoldsAreUsageErrorsAtTheirPlace() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.manifest().text, to: "old.json")
        let cases = [
            (
                "schemaVersion", "1e400",
                "new.json:1:44: error: schema version 1e400 is not one this palettec reads (1, 2)"
            ),
            (
                "red", "1e300",
                "new.json:3:22: error: \"red\" is 1e300, out of range; a component is from -1000 to 1000 (palettec writes 0 to 1)"
            ),
            (
                "ratio", "1e400",
                "new.json:5:87: error: \"ratio\" is 1e400, out of range; a WCAG contrast ratio is from 1 to 21"
            ),
        ]
        for (key, number, message) in cases {
            let written = Self.manifest(key, number)
            XCTAssertTrue(message.hasPrefix("new.json:\(written.place):"), "\(key): the number is at \(written.place)")
            let result = try diff(written.text, in: sandbox)
            XCTAssertStatus(result, 64)
            XCTAssertEqual(result.stderrLines, [message])
            XCTAssertEqual(result.stdout, "")
        }
    }

    /// Every hostile number in every numeric field (components in sRGB and in Display P3, whose hex
    /// and ΔE_OK go through conversions): palettec shows the difference (0 or 1) or names the number
    /// (64), and never traps (132).
    func testNoNumberInAnyFieldMakesDiffTrap() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.manifest().text, to: "old.json")
        let hostile = [
            "1e400", "-1e400", "1e309", "1.7976931348623157e308", "1e300", "-1e300", "9007199254740993",
            "123456789012345678901234567890",
            "1" + String(repeating: "0", count: 400), "1000.0000001", "1000", "-1000", "21", "2.0", "1", "0.5", "-0",
            "-1",
            "4.9e-324", "1e-400",
        ]
        let fields = Self.fields.map { ($0.key, "srgb") } + ["red", "green", "blue"].map { ($0, "display-p3") }
        for (key, space) in fields {
            for number in hostile {
                let written = Self.manifest(key, number, space: space)
                let result = try diff(written.text, in: sandbox)
                let label = "\(key) \(number.prefix(40)) in \(space)"
                XCTAssertTrue([0, 1, 64].contains(result.status), "\(label): exit \(result.status)\n\(result.stderr)")
                if result.status == 64 {
                    XCTAssertEqual(result.stderrLines.count, 1, label)
                    XCTAssertTrue(
                        result.stderr.hasPrefix("new.json:\(written.place): error: "), "\(label): \(result.stderr)")
                } else {
                    XCTAssertEqual(result.stderr, "", label)
                    XCTAssertFalse(result.stdoutLines.isEmpty, label)
                }
            }
        }
    }
}
