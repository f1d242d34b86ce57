import PropertyBased
import Testing
@testable import PaletteCore

/// The fast reader for `#hex` and `rgb()` must agree with the general one on every text it accepts,
/// and decline everything the general one rejects (so the messages stay the general one's).
@Suite(.shrinking(false), .timeLimit(.minutes(1))) struct ColorValueFastPathTests {
    /// Texts near the common forms: right and wrong digits, lengths, spacing, case and brackets.
    private static let pieces = Gen<String?>.element(of: ["#", "rgb(", "RGB(", "rgba(", ")", ",", ", ", " ", "\t", "0", "7", "12", "255",
                                                "256", "007", "0255", "+5", "-1", "a", "F", "g", "c0", "FF", "1.5", "ff8800"]).map { $0! }
    private static let text = pieces.array(of: 1...9).map { $0.joined() }
    private static let hex = Gen<Character?>.element(of: Array("0123456789abcdefABCDEF")).map { $0! }.array(of: 3...8).map { "#" + String($0) }
    private static let byte = Gen.int(in: 0...255)
    private static let rgb = zip(byte, byte, byte, Gen<String?>.element(of: ["", " ", "  "]).map { $0! })
        .map { "rgb(\($0.0),\($0.3)\($0.1), \($0.2)\($0.3))" }

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

    @Test func declinesWhatItDoesNotRead() {
        for text in [" #FFF", "#FFF ", "#GGG", "#FFFFF", "rgb(1,2)", "rgb(1,2,3,4)", "rgb(256,0,0)", "RGB(1,2,3)", "rgb(+1,2,3)", "color(srgb 1 1 1)"] {
            #expect(ColorValueParser.parseCommonForm(text) == nil, "\(text)")
        }
    }

    private func check(_ text: String) {
        guard let fast = ColorValueParser.parseCommonForm(text) else { return }
        #expect(ColorValueParser.parseAnyForm(text) == .success(fast), "\(text)")
    }
}
