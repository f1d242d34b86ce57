import PropertyBased
import Testing
@testable import PaletteCore

/// Properties of the rules over random colors, through `RuleEvaluation`.
// No shrinking: shrinking a failing case of doubles ran for over ten minutes
// here; the failure message already prints the input.
@Suite(.shrinking(false)) struct DerivationPropertyTests {
    private static let channel = Gen.double(in: 0...1)
    private static let color = zip(channel, channel, channel, Gen.double(in: 0...1))
        .map { RGBA(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }
    private static let opaque = zip(channel, channel, channel).map { RGBA(red: $0.0, green: $0.1, blue: $0.2) }
    /// Mostly readable foregrounds: translucent ones down to 30%.
    private static let foreground = zip(channel, channel, channel, Gen.double(in: 0.3...1))
        .map { RGBA(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }
    private static let lightness = zip(Gen.double(in: 0.5...1.5), Gen.double(in: -0.2...0.2))
        .map { ComponentAdjustment(operations: [.scale: $0.0, .add: $0.1]) }

    private static func apply(
        _ rule: DerivationRule, _ color: RGBA, against: RGBA? = nil
    ) -> Result<RGBA, RuleEvaluation.Failure> {
        RuleEvaluation.apply(rule, to: color, against: against)
    }

    @Test func invertingTwiceGivesTheSameColor() async {
        await propertyCheck(count: 300, input: Self.color) { color in
            let once = try Self.apply(.invert, color).get()
            #expect(try Self.apply(.invert, once).get() == color)
            #expect(once.alpha == color.alpha)
        }
    }

    /// The result passes; one step of 1e-6 back toward the original brightness fails; hue,
    /// saturation and alpha are the input's. An unreachable ratio reports the better end.
    @Test func contrastPassesAndIsMinimal() async {
        await propertyCheck(count: 500, input: Self.foreground, Self.opaque, Gen.double(in: 1...4.5)) {
            color, background, target in
            let hsv = color.hsv
            switch ContrastSearch.adjust(color, against: background, ratio: target) {
            case .success(let result):
                #expect(WCAG.contrastRatio(result, background) >= target, "\(color) on \(background) at \(target)")
                #expect(result.alpha == color.alpha)
                guard result != color else {
                    #expect(WCAG.contrastRatio(color, background) >= target, "unchanged only if it passed")
                    return
                }
                #expect(WCAG.contrastRatio(color, background) < target, "a passing color is not moved")
                let brightness = result.hsv.brightness
                let distance = hsv.brightness - brightness
                let back = hsv.with(brightness: brightness + min(abs(distance), 1e-6) * (distance < 0 ? -1 : 1)).rgba
                #expect(
                    WCAG.contrastRatio(back, background) < target,
                    "not minimal: \(color) on \(background) at \(target) → v \(brightness), from v \(hsv.brightness)")
                // The other side is no nearer: bisect for its edge, if it has one.
                let otherEnd = distance > 0 ? 1.0 : 0.0
                if WCAG.contrastRatio(hsv.with(brightness: otherEnd).rgba, background) >= target {
                    var (failing, passing) = (hsv.brightness, otherEnd)
                    for _ in 0..<60 {
                        let middle = (failing + passing) / 2
                        if WCAG.contrastRatio(hsv.with(brightness: middle).rgba, background) >= target {
                            passing = middle
                        } else {
                            failing = middle
                        }
                    }
                    #expect(
                        abs(distance) <= abs(passing - hsv.brightness) + 1e-9,
                        "farther side: \(color) on \(background) at \(target) → v \(brightness), other edge \(passing)")
                }
                // Components are rounded to 1e-10: hue is good to about 6e-9 / (v·s) degrees and
                // saturation to 1e-10 / v, so both are only checked away from black.
                if brightness * hsv.saturation > 1e-2 {
                    #expect(hueDistance(result.hsv.hue, hsv.hue) < 1e-6, "\(color) → \(result)")
                }
                if brightness > 1e-3 {
                    #expect(abs(result.hsv.saturation - hsv.saturation) < 1e-6, "\(color) → \(result)")
                }
            case .failure(let unreachable):
                let darkest = WCAG.contrastRatio(hsv.with(brightness: 0).rgba, background)
                let brightest = WCAG.contrastRatio(hsv.with(brightness: 1).rgba, background)
                #expect(max(darkest, brightest) < target)
                #expect(unreachable.bestRatio == max(darkest, brightest))
            }
        }
    }

    @Test func oklchIsInGamutAndKeepsHueUnlessChromaWasCut() async {
        await propertyCheck(count: 300, input: Self.color, Self.lightness) { color, lightness in
            let result = try Self.apply(.oklch(lightness: lightness, chroma: nil), color).get()
            let mapped = color.oklchInverted(lightness: lightness.apply)
            #expect(result == mapped.rgba)
            #expect(result.components.allSatisfy { (0...1).contains($0) }, "\(color) → \(result)")
            #expect(result.alpha == color.alpha)
            let before = color.oklch
            if !mapped.chromaWasReduced && before.C > 0.02 {
                #expect(hueDistance(result.oklch.h, before.h) < 1, "\(color) → \(result)")
            }
        }
    }

    @Test func oklchWithoutAdjustmentsInvertsLightness() async {
        await propertyCheck(count: 200, input: Self.opaque) { color in
            let mapped = color.oklchInverted()
            let result = try Self.apply(.oklch(lightness: nil, chroma: nil), color).get()
            #expect(result == mapped.rgba)
            if !mapped.chromaWasReduced {
                #expect(abs(result.oklab.L - (1 - color.oklab.L)) < 1e-6, "\(color) → \(result)")
            }
        }
    }
}
