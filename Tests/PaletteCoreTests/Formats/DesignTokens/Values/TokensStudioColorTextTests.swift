import Testing
@testable import PaletteCore

/// Tokens Studio's color text, read apart from any token: which form it is, its operands, and what is
/// left to the color parser.
@Suite struct TokensStudioColorTextTests {
    private typealias Text = TokensStudioColorText

    @Test func readsTheFormAndItsOperands() {
        let purple = WrittenColor(kept: RGBA(red8: 0xB0, green8: 0x61, blue8: 0xF2))
        #expect(Text.form(of: "rgba(#B061F2, .4)") == .success(.rgba(color: .literal(purple), alpha: .literal(0.4))))
        #expect(
            Text.form(of: " rgba( {core.color.neutral.blk-000} ,{core.opacity.0} ) ")
                == .success(
                    .rgba(
                        color: .reference(TokenPath(["core", "color", "neutral", "blk-000"])),
                        alpha: .reference(TokenPath(["core", "opacity", "0"])))))
        #expect(
            Text.form(of: "RGB(rgb(176, 97, 242), 40%)")
                == .success(.rgba(color: .literal(purple), alpha: .literal(0.4))))
        let white = RGBA(red: 1, green: 1, blue: 1)
        #expect(
            Text.form(of: "rgba(hsl(0 0% 100%), 0.5)")
                == .success(
                    .rgba(
                        color: .literal(WrittenColor(white, writtenSpace: .hsl, outcome: .convertedToSRGB)),
                        alpha: .literal(0.5))))
        #expect(Text.form(of: "set_chroma(set_lightness({a}, {b}), {c} * {d})") == .success(.function("set_chroma")))
        #expect(Text.form(of: "linear-gradient(90deg, {a}, {b})") == .success(.function("linear-gradient")))
        #expect(Text.isGradient("repeating-conic-gradient") && !Text.isGradient("set_chroma"))
    }

    /// CSS's own forms, and text that is no function, are the color parser's.
    @Test(arguments: [
        "rgba(0,0,0,.6)", "rgb(1, 2, 3)", "color(display-p3 1 0 1)", "#fff", "{a}", "{a}(b)", "rgba(#fff, .4", "red",
        "transparent", "hsla(255,0%,100%,0.01)", "HSL(0 0% 0%)", "hwb(0 0% 0%)", "lab(50 0 0)", "lch(50 0 0)",
        "oklab(0.5 0 0)", "oklch(0.5 0 0)", "rgb(0 0 0 / 50%)",
    ])
    func leavesTheRestToTheColorParser(text: String) {
        #expect(Text.form(of: text) == nil)
    }

    @Test(arguments: [
        ("rgba(#B061F2, 1.4)", "alpha 1.4 is out of range; it must be from 0 to 1"),
        ("rgba(#B061F2, -1%)", "alpha -1% is out of range; it must be from 0% to 100%"),
        ("rgba(#B061F2, x%)", "alpha 'x%' is not a number; write a number from 0 to 1 or a percentage"),
        ("rgba(bleu, .4)", "'bleu' is not a color; did you mean 'blue'?"),
        ("rgba(hsl(0 0% 101%), .4)", "lightness 101% is out of range"),
    ])
    func saysWhatIsWrong(text: String, message: String) {
        guard case .failure(let error)? = Text.form(of: text) else {
            Issue.record("'\(text)' was read")
            return
        }
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }
}
