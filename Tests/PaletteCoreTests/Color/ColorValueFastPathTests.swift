import PropertyBased
import Testing
@testable import PaletteCore

/// The fast reader for `#hex`, `rgb()` and `color()` must agree with the general one on every text it accepts,
/// and decline everything the general one rejects (so the messages stay the general one's).
@Suite(.shrinking(false)) struct ColorValueFastPathTests {
    /// Texts near the common forms: right and wrong digits, lengths, spacing, case and brackets.
    private static let pieces = Gen<String?>.element(of: [
        "#", "rgb(", "RGB(", "rgba(", ")", ",", ", ", " ", "\t", "0", "7", "12", "255",
        "256", "007", "0255", "+5", "-1", "a", "F", "g", "c0", "FF", "1.5", "ff8800",
    ]).map { $0! }
    private static let text = pieces.array(of: 1...9).map { $0.joined() }
    private static let hex = Gen<Character?>.element(of: Array("0123456789abcdefABCDEF")).map { $0! }.array(of: 3...8)
        .map { "#" + String($0) }
    private static let byte = Gen.int(in: 0...255)
    private static let rgb = zip(byte, byte, byte, Gen<String?>.element(of: ["", " ", "  "]).map { $0! })
        .map { "rgb(\($0.0),\($0.3)\($0.1), \($0.2)\($0.3))" }
    /// `color()` texts, right and wrong: spaces, numbers, separators and their spacing.
    private static let colorPieces = Gen<String?>.element(of: [
        "color(", "COLOR(", "color(display-p3 ", "color(srgb ", "color(Display-P3 ", "color(rec2020 ", ")", " ", "  ",
        "\t", "/", " / ",
        ",", "0", "1", "0.5", ".25", "1.0", "1e0", "2", "-0", "50%", "0.9999999999999", "none", "\u{A0}",
    ]).map { $0! }
    private static let colorText = colorPieces.array(of: 1...9).map { $0.joined() }
    private static let unit = Gen<String?>.element(of: ["0", "1", "0.5", ".25", "0.123456789012", "1.0", "0.0"]).map {
        $0!
    }
    private static let colorFunction = zip(
        Gen<String?>.element(of: ["display-p3", "srgb", "Display-P3"]).map { $0! },
        unit.array(of: 3...3), Gen<String?>.element(of: ["", " / 0.5", " / 1", " / .3"]).map { $0! }
    )
    .map { "color(\($0.0) \($0.1.joined(separator: " "))\($0.2))" }

    @Test func agreesWithTheGeneralReaderOnNearMisses() async {
        await propertyCheck(count: 2000, input: Self.text) { text in
            check(text)
        }
    }

    @Test func agreesOnHexAndRGB() async {
        await propertyCheck(count: 1000, input: Self.hex) { text in
            check(text)
            #expect(ColorValueParser.parseCommonForm(text) != nil || ![4, 5, 7, 9].contains(text.count), "\(text)")
        }
        await propertyCheck(count: 1000, input: Self.rgb) { text in
            check(text)
            #expect(ColorValueParser.parseCommonForm(text) != nil, "\(text)")
        }
    }

    @Test func agreesOnColorFunctions() async {
        await propertyCheck(count: 2000, input: Self.colorText) { text in
            check(text)
        }
        await propertyCheck(count: 1000, input: Self.colorFunction) { text in
            check(text)
            #expect(ColorValueParser.parseCommonForm(text) != nil, "\(text)")
        }
    }

    @Test func declinesWhatItDoesNotRead() {
        for text in [
            " #FFF", "#FFF ", "#GGG", "#FFFFF", "rgb(1,2)", "rgb(1,2,3,4)", "rgb(256,0,0)", "RGB(1,2,3)", "rgb(+1,2,3)",
            "color(srgb 1 1)", "color(srgb  1 1 1)", "color(srgb 1 1 1 0.5)", "color(srgb 1 1 1/0.5)",
            "color(srgb 1 1 2)",
            "color(srgb 1, 1, 1)", "color(rec2020 1 1 1)", "COLOR(srgb 1 1 1)", "color(srgb 1\t1 1)",
        ] {
            #expect(ColorValueParser.parseCommonForm(text) == nil, "\(text)")
        }
        #expect(
            ColorValueParser.parseCommonForm("color(display-p3 1 0 0.5 / 0.25)")
                == RGBA(red: 1, green: 0, blue: 0.5, alpha: 0.25, space: .displayP3))
    }

    /// What the fast reader answers, when it answers, is the general one's; what the general one rejects,
    /// it declines (and may decline more, which the general one then reads).
    private func check(_ text: String) {
        let fast = ColorValueParser.parseCommonForm(text)
        switch ColorValueParser.parseAnyForm(text) {
        case .success(let general): #expect(fast == nil || fast == general, "\(text)")
        case .failure: #expect(fast == nil, "\(text): read by the fast reader, rejected by the general one")
        }
    }
}
