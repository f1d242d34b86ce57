import XCTest
@testable import PaletteCore

/// A made color's text: each form read, written back the one way, and each mistake at its character.
final class MadeColorTextTests: XCTestCase {
    private func read(_ text: String) throws -> MadeColorText.Written {
        try MadeColorText.read(text).get()
    }

    private func problem(_ text: String) -> MadeColorText.Problem? {
        guard case .failure(let problem) = MadeColorText.read(text) else { return nil }
        return problem
    }

    /// The canonical text of what `text` reads as.
    private func canonical(_ text: String) throws -> String {
        let written = try read(text)
        return MadeColorText.text(source: written.source.name, written.operation) { operand in
            switch operand {
            case .reference(let name): MadeColorText.referenceText(name.name)
            case .value(_, let written): written
            }
        }
    }

    func testEachFormReads() throws {
        XCTAssertEqual(try read("{label} at 29%").operation, .opacity(0.29))
        XCTAssertEqual(try read("{label} at 0.29").operation, .opacity(0.29))
        XCTAssertEqual(try read("{ text.primary } at 100%").source, .init(name: "text.primary", offset: 0))
        XCTAssertEqual(
            try read("{accent} mixed 20% toward {black}").operation,
            .mix(toward: .reference(.init(name: "black", offset: 26)), amount: 0.2, space: .oklab))
        XCTAssertEqual(
            try read("{accent} mixed 0.5 toward #000 in srgb-linear").operation,
            .mix(toward: .value(RGBA(red: 0, green: 0, blue: 0), written: "#000"), amount: 0.5, space: .srgbLinear))
        XCTAssertEqual(
            try read("{accent} mixed 20% toward rgba(0, 0, 0, 0.5) in display-p3").operation,
            .mix(
                toward: .value(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), written: "rgba(0, 0, 0, 0.5)"),
                amount: 0.2, space: .displayP3), "a written color may hold spaces; a last 'in <space>' is the space")
        XCTAssertEqual(try read("{accent} lighter by 0.2").operation, .lighten(0.2, space: .lch))
        XCTAssertEqual(try read("{accent} darker by 20% in hsl").operation, .darken(0.2, space: .hsl))
        XCTAssertEqual(try read("  {a}\tlighter   by 1   in   DISPLAY-P3 ").operation, .lighten(1, space: .displayP3))
    }

    func testEveryFormWritesBackTheOneWay() throws {
        let forms = [
            ("{label} at 0.29", "{label} at 29%"),
            ("{label}   at 29%", "{label} at 29%"),
            ("{label} at 12.5%", "{label} at 12.5%"),
            ("{label} at 0", "{label} at 0%"),
            ("{accent} mixed 0.2 toward {black} in oklab", "{accent} mixed 20% toward {black}"),
            ("{accent} mixed 33.3% toward #000 in srgb", "{accent} mixed 33.3% toward #000 in srgb"),
            ("{accent} lighter by 20% in lch", "{accent} lighter by 0.2"),
            ("{accent} darker by 0.35 in srgb", "{accent} darker by 0.35 in srgb"),
            ("{accent} darker by 1", "{accent} darker by 1"),
        ]
        for (written, expected) in forms {
            XCTAssertEqual(try canonical(written), expected, written)
            XCTAssertEqual(try canonical(expected), expected, "the canonical text reads back as itself")
        }
    }

    func testOnlyANameFollowedByASpaceAndMoreIsAMadeColor() {
        XCTAssertTrue(MadeColorText.isMadeColor("{label} at 29%"))
        XCTAssertTrue(MadeColorText.isMadeColor(" {label} nonsense"))
        XCTAssertFalse(MadeColorText.isMadeColor("{label}"), "a reference")
        XCTAssertFalse(MadeColorText.isMadeColor("{label}  "), "a reference with spaces after it")
        XCTAssertFalse(MadeColorText.isMadeColor("{a}b}"), "a reference to the color 'a}b'")
        XCTAssertFalse(MadeColorText.isMadeColor("#FFFFFF"))
        XCTAssertFalse(MadeColorText.isMadeColor("rgb(0, 0, 0)"))
    }

    func testEachMistakeIsAtItsCharacter() {
        let cases: [(String, Int, String)] = [
            ("{a} att 50%", 4, "'att' makes no color; write '{name} at 29%', '{name} mixed 20% toward {other}'"),
            ("{a} lighten by 0.2", 4, "'lighten' makes no color; did you mean 'lighter by'?"),
            ("{a} at 150%", 7, "150% is out of range for an opacity"),
            ("{a} at 29", 7, "29 is out of range for an opacity (29% is 0.29)"),
            ("{a} at nan", 7, "'nan' is not an amount"),
            ("{a} at -0.1", 7, "-0.1 is out of range"),
            ("{a} at 1e400%", 7, "'1e400%' is not an amount"),
            ("{a} at", 6, "an opacity needs an amount"),
            ("{a} mixed 20% towards {b}", 14, "write 'toward' after 'mixed 20%', not 'towards'"),
            ("{a} mixed 20% toward", 20, "a mix needs the color it mixes toward"),
            ("{a} mixed 20% toward {b} in lab", 28, "'lab' is no color space a mix works in"),
            ("{a} mixed 20% toward #000 in okhsl", 29, "'okhsl' is no color space a mix works in"),
            (
                "{a} mixed 20% toward #GG0000", 21,
                "the color a mix mixes toward is {name} or a color: '#GG0000' is not a hex color"
            ),
            ("{a} lighter 0.2", 12, "write 'by' after 'lighter'"),
            ("{a} lighter by 0.2 in oklab", 22, "'oklab' is no color space 'lighter by' works in"),
            ("{a} darker by 2", 14, "2 is out of range for a darker color"),
            ("{a} at 50% at 20%", 11, "'at 20%' follows a whole made color; a made color has one operation"),
            ("{} at 50%", 0, "'{}' names no color"),
            ("{a at 50%", 0, "'{' has no closing '}'"),
        ]
        for (text, offset, start) in cases {
            guard let problem = problem(text) else {
                XCTFail("\(text) read without a problem")
                continue
            }
            XCTAssertEqual(problem.offset, offset, text)
            XCTAssertTrue(problem.message.hasPrefix(start), "\(text): \(problem.message)")
        }
    }

    /// Amounts of any size, and any text after a name, are read in time proportional to the text.
    func testHostileTextIsAnErrorNotAHang() {
        let long = "{a} mixed 20% toward " + String(repeating: "x ", count: 50_000) + "in srgb"
        XCTAssertNotNil(problem(long))
        XCTAssertNotNil(problem("{a} at " + String(repeating: "9", count: 10_000) + "%"))
        XCTAssertNotNil(problem("{" + String(repeating: "a", count: 10_000) + "} at"))
    }
}
