import PropertyBased
import Testing
@testable import PaletteCore

/// The `contrast` rule lands on whole bytes that still pass, as the hex shows them.
@Suite(.shrinking(false)) struct EightBitContrastTests {
    private static let channel = Gen.double(in: 0...1)
    private static let opaque = zip(channel, channel, channel).map { RGBA(red: $0.0, green: $0.1, blue: $0.2) }
    private static let translucent = zip(channel, channel, channel, Gen.double(in: 0.3...1))
        .map { RGBA(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }
    private static let byte = Gen.int(in: 0...255)
    /// Backgrounds a hex code states exactly, so the hex check asks nothing more of the result.
    private static let byteBackground = zip(byte, byte, byte).map { RGBA(red8: $0.0, green8: $0.1, blue8: $0.2) }
    private static let target = Gen.double(in: 1...7)
    private static let reference = ColorReference(name: "background", location: .whole("palettes/test.yml"))

    private static func contrast(_ color: RGBA, _ background: RGBA, _ ratio: Double) -> RGBA? {
        try? RuleEvaluation.apply(.contrast(against: reference, ratio: ratio), to: color, against: background).get()
    }

    /// The case: the least move for a gray at 4.5:1 on white is 0.4653190469, whose hex
    /// #777777 measures 4.48:1; the rule gives #767676 (4.54:1) instead.
    @Test func aGrayOnWhiteLandsOnTheByteThatPasses() throws {
        let white = RGBA(red8: 255, green8: 255, blue8: 255)
        let exact = try ContrastSearch.adjust(RGBA(red8: 0x99, green8: 0x99, blue8: 0x99), against: white, ratio: 4.5)
            .get()
        #expect(exact.red == 0.4653190469)
        #expect(exact.hex == "#777777FF")
        #expect(WCAG.contrastRatio(exact.hexColor, white) < 4.5)
        let landed = try #require(Self.contrast(RGBA(red8: 0x99, green8: 0x99, blue8: 0x99), white, 4.5))
        #expect(landed.exactSRGBBytes == 0x7676_76FF)
    }

    /// Found by `displayP3ResultsStayInP3AndTheirHexPasses`: the least move lands next to black, which
    /// passes against the background as written (2.2362:1) but not against its hex (2.2290:1). The
    /// darker side has no byte color that passes, so the result comes from the lighter side.
    @Test func aSideThatFailsAsHexGivesWayToTheOther() throws {
        let color = RGBA(red: 0.2005052683, green: 0.0194423664, blue: 0.575115549, space: .displayP3)
        let background = RGBA(red: 0.0250890198, green: 0.2332478658, blue: 0.6728697129)
        let target = 2.235820065783901
        let exact = try ContrastSearch.adjust(color, against: background, ratio: target).get()
        #expect(WCAG.relativeLuminance(exact) < WCAG.relativeLuminance(background))
        #expect(WCAG.contrastRatio(RGBA(red: 0, green: 0, blue: 0).hexColor, background.hexColor) < target)
        let landed = try #require(Self.contrast(color, background, target))
        #expect(landed.space == .displayP3)
        #expect(WCAG.relativeLuminance(landed) > WCAG.relativeLuminance(background))
        #expect(WCAG.contrastRatio(landed, background) >= target)
        #expect(WCAG.contrastRatio(landed.hexColor, background.hexColor) >= target)
    }

    /// Every result is whole bytes, passes as written and as hex, and, on a background a hex states
    /// exactly, lies within one byte of the exact least move in every channel; equal channels stay equal.
    @Test func opaqueResultsAreTheNearestPassingBytes() async {
        await propertyCheck(count: 500, input: Self.opaque, Self.byteBackground, Self.target) {
            color, background, target in
            guard let exact = try? ContrastSearch.adjust(color, against: background, ratio: target).get() else {
                return Self.expectNoColorPasses(color, background, target)
            }
            let landed = try #require(Self.contrast(color, background, target))
            #expect(landed.exactSRGBBytes != nil, "\(landed) is not whole bytes")
            #expect(WCAG.contrastRatio(landed, background) >= target)
            #expect(
                WCAG.contrastRatio(landed.hexColor, background.hexColor) >= target,
                "\(landed.hex) on \(background.hex) at \(target)")
            for (got, wanted) in zip([landed.red, landed.green, landed.blue], [exact.red, exact.green, exact.blue]) {
                #expect(abs(got - wanted) * 255 < 1 + 1e-6, "\(exact) → \(landed)")
            }
            if exact.red == exact.green { #expect(landed.red == landed.green) }
            if exact.green == exact.blue { #expect(landed.green == landed.blue) }
        }
    }

    /// On any background, opaque or translucent (alpha becomes a whole byte too), the result is whole
    /// bytes that pass as written and as hex.
    @Test func resultsPassAsHexOnAnyBackground() async {
        await propertyCheck(
            count: 500, input: Self.opaque, Self.opaque, Self.target, perform: Self.expectWholeBytesThatPass)
        await propertyCheck(
            count: 500, input: Self.translucent, Self.opaque, Self.target, perform: Self.expectWholeBytesThatPass)
    }

    private static func expectWholeBytesThatPass(_ color: RGBA, _ background: RGBA, _ target: Double) {
        guard let landed = contrast(color, background, target) else {
            return expectNoColorPasses(color, background, target)
        }
        #expect(landed.exactSRGBBytes != nil, "\(landed) is not whole bytes")
        #expect(WCAG.contrastRatio(landed, background) >= target)
        #expect(
            WCAG.contrastRatio(landed.hexColor, background.hexColor) >= target,
            "\(landed.hex) on \(background.hex) at \(target)")
    }

    /// A Display P3 color stays in P3, each component a whole byte there, and its sRGB hex passes.
    @Test func displayP3ResultsStayInP3AndTheirHexPasses() async {
        let p3 = Self.opaque.map { RGBA(red: $0.red, green: $0.green, blue: $0.blue, space: .displayP3) }
        await propertyCheck(count: 300, input: p3, Self.opaque, Self.target) { color, background, target in
            guard let landed = Self.contrast(color, background, target) else {
                return Self.expectNoColorPasses(color, background, target)
            }
            #expect(landed.space == .displayP3)
            for component in [landed.red, landed.green, landed.blue] {
                #expect(RGBA.rounded((component * 255).rounded() / 255) == component)
            }
            #expect(WCAG.contrastRatio(landed, background) >= target)
            #expect(WCAG.contrastRatio(landed.hexColor, background.hexColor) >= target)
        }
    }

    /// When the rule gives no color, there is none to give: no brightness of the color's hue and
    /// saturation reaches the ratio (luminance grows with brightness, so black and full brightness are
    /// the best), or one does, but neither black nor white at the color's alpha passes against the
    /// background's hex.
    private static func expectNoColorPasses(_ color: RGBA, _ background: RGBA, _ target: Double) {
        switch ContrastSearch.adjust(color, against: background, ratio: target) {
        case .failure(let unreachable):
            #expect(unreachable.bestRatio < target)
            for brightness in [0.0, 1.0] {
                let end = color.adjustingHSV(
                    hue: nil, saturation: nil, brightness: ComponentAdjustment(setTo: brightness))
                #expect(
                    WCAG.contrastRatio(end, background) < target,
                    "\(color) at brightness \(brightness) reaches \(target) on \(background)")
            }
        case .success(let exact):
            let alpha = (exact.alpha * 255).rounded(.up) / 255
            for extreme in [
                RGBA(red: 0, green: 0, blue: 0, alpha: alpha, space: exact.space),
                RGBA(red: 1, green: 1, blue: 1, alpha: alpha, space: exact.space),
            ] {
                let passes =
                    WCAG.contrastRatio(extreme, background) >= target
                    && WCAG.contrastRatio(extreme.hexColor, background.hexColor) >= target + EightBitContrast.hexMargin
                #expect(!passes, "\(color) on \(background) at \(target) failed, but \(extreme.hex) passes")
            }
        }
    }
}
