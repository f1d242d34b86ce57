import Testing
@testable import PaletteCore

/// SwiftGen's hex colors: `#`, `0x`, `0X` or nothing, then 6 or 8 digits in either case; nothing else.
@Suite struct SwiftGenHexTests {
    @Test(arguments: [
        ("#33fe66", RGBA(red8: 0x33, green8: 0xFE, blue8: 0x66)),
        ("339666", RGBA(red8: 0x33, green8: 0x96, blue8: 0x66)),
        ("0xff66ccff", RGBA(red8: 0xFF, green8: 0x66, blue8: 0xCC)),
        ("0XFF66CC80", RGBA(red8: 0xFF, green8: 0x66, blue8: 0xCC, alpha: 128.0 / 255)),
        ("ffffffcc", RGBA(red8: 0xFF, green8: 0xFF, blue8: 0xFF, alpha: 204.0 / 255)),
        ("#000000", RGBA(red8: 0, green8: 0, blue8: 0)),
        ("#FFFFFF00", RGBA(red8: 255, green8: 255, blue8: 255, alpha: 0)),
    ])
    func theFormsSwiftGenReads(text: String, color: RGBA) throws {
        let read = try SwiftGenHex.parse(text).get()
        #expect(read == color)
        // The palette reads the value it writes back as the same color.
        #expect(try ColorValueParser.parse(text: PaletteValueText.text(read)).get() == read)
    }

    /// SwiftGen decides on the alpha by the text's length: fewer than 6 or 8 digits are read as they are.
    @Test(arguments: [
        ("#FFF", SwiftGenHex.Problem.digitCount(3, swiftGenReads: "#00000FFF")),
        ("0x1234567", .digitCount(7, swiftGenReads: "#01234567")),
        ("f", .digitCount(1, swiftGenReads: "#0000000F")),
        ("#FFFFFFFFF", .digitCount(9, swiftGenReads: nil)),
    ])
    func otherDigitCountsAreRefusedSayingWhatSwiftGenMadeOfThem(text: String, problem: SwiftGenHex.Problem) {
        #expect(throws: problem) { try SwiftGenHex.parse(text).get() }
    }

    @Test(arguments: [
        "", "#", "0x", "#0xFFFFFF", "##FFFFFF", "#FF0000 ", " #FF0000", "-FF0000", "+FF0000", "#GG0000", "red",
        "\u{FF26}\u{FF26}0000", "#FF\u{200B}0000",
    ])
    func anythingElseIsNotHex(text: String) {
        #expect(throws: SwiftGenHex.Problem.notHex) { try SwiftGenHex.parse(text).get() }
    }
}
