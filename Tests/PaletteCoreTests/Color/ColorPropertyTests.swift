import PropertyBased
import Testing
@testable import PaletteCore

/// Properties over random colors. Components go through `RGBA`, so they are rounded to 10 places.
// No shrinking: shrinking a failing case of doubles ran for over ten minutes
// here; the failure message already prints the input.
@Suite(.shrinking(false)) struct ColorPropertyTests {
    private static let channel = Gen.double(in: 0...1)
    private static let color = zip(channel, channel, channel, Gen.double(in: 0...1))
        .map { RGBA(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }
    private static let opaque = zip(channel, channel, channel).map { RGBA(red: $0.0, green: $0.1, blue: $0.2) }

    /// HSV is a few exact-ish operations away from RGB: the round trip lands on the same 10-place value.
    @Test func rgbaToHSVAndBackIsTheSameColor() async {
        await propertyCheck(count: 200, input: Self.color) { color in
            #expect(color.hsv.rgba == color)
        }
    }

    /// Cube roots and two matrix pairs lose a few ulps: within 1e-12, below the 10-place rounding.
    @Test func rgbaToOKLabAndBackIsTheSameColor() async {
        await propertyCheck(count: 200, input: Self.color) { color in
            let back = color.oklab.linearSRGB.encoded
            #expect(abs(back.red - color.red) < 1e-12)
            #expect(abs(back.green - color.green) < 1e-12)
            #expect(abs(back.blue - color.blue) < 1e-12)
            let rgba = color.oklab.rgba(alpha: color.alpha)
            #expect(color.components.indices.allSatisfy { abs(rgba.components[$0] - color.components[$0]) <= 1e-10 })
        }
    }

    @Test func oklchInversionIsInGamutAndKeepsHueUnlessReduced() async {
        await propertyCheck(count: 200, input: Self.color) { color in
            let result = color.oklchInverted()
            #expect(result.rgba.components.allSatisfy { (0...1).contains($0) }, "\(color) → \(result.rgba)")
            #expect(result.rgba.alpha == color.alpha)
            let before = color.oklch
            if !result.chromaWasReduced && before.C > 0.02 {
                #expect(hueDistance(result.rgba.oklch.h, before.h) < 1, "\(color) → \(result.rgba)")
            }
        }
    }

    /// Pins the hue property to cases where it has work to do: saturated colors whose inversion
    /// mostly stays in gamut once the lightness is pulled toward the middle.
    @Test func oklchInversionKeepsHueOfSaturatedColors() async {
        await propertyCheck(count: 200, input: Self.opaque) { color in
            let result = color.oklchInverted(lightness: { 0.25 + $0 / 2 }, chroma: { min($0, 0.05) })
            let before = color.oklch
            #expect(result.rgba.components.allSatisfy { (0...1).contains($0) })
            if !result.chromaWasReduced && before.C > 0.02 {
                #expect(hueDistance(result.rgba.oklch.h, before.h) < 1, "\(color) → \(result.rgba)")
            }
        }
    }

    @Test func contrastRatioIsSymmetricAndBetween1And21() async {
        await propertyCheck(count: 200, input: Self.opaque, Self.opaque) { first, second in
            let ratio = WCAG.contrastRatio(first, second)
            #expect(ratio == WCAG.contrastRatio(second, first))
            #expect(ratio >= 1 && ratio <= 21 + 1e-12)
        }
    }

    /// Compositing in gamma space can even raise the contrast (green under 90% red reads darker than
    /// either), so only the bounds hold for a translucent foreground.
    @Test func translucentContrastIsBetween1And21() async {
        await propertyCheck(count: 200, input: Self.color, Self.opaque) { foreground, background in
            let ratio = WCAG.contrastRatio(foreground, background)
            #expect(ratio >= 1 && ratio <= 21 + 1e-12)
        }
    }

    /// APCA reads polarity: text and background swapped never give the same sign, and a clear contrast
    /// (Lc 30 either way) swapped is still a contrast, of the other sign.
    @Test func apcaSignFlipsWithPolarity() async {
        await propertyCheck(count: 200, input: zip(Self.opaque, Self.opaque)) { text, background in
            let forward = APCA.lightnessContrast(text: text, background: background)
            let backward = APCA.lightnessContrast(text: background, background: text)
            #expect(forward * backward <= 0)
            if abs(forward) >= 30 { #expect(backward != 0 && forward.sign != backward.sign) }
        }
    }

    /// A color is indistinguishable from itself with every deficiency.
    @Test func aColorIsIndistinguishableFromItself() async {
        await propertyCheck(count: 200, input: Self.color) { color in
            #expect(ColorVisionDeficiency.allCases.allSatisfy { $0.distance(color, color) == 0 })
        }
    }

    /// Each matrix row sums to 1: a grey stays the same grey.
    @Test func theSimulationKeepsGreysGrey() async {
        await propertyCheck(count: 200, input: Self.channel) { level in
            let grey = RGBA(red: level, green: level, blue: level)
            for deficiency in ColorVisionDeficiency.allCases {
                let shown = deficiency.simulate(grey)
                #expect(
                    abs(shown.red - level) < 1e-5 && abs(shown.green - level) < 1e-5 && abs(shown.blue - level) < 1e-5)
            }
        }
    }
}
