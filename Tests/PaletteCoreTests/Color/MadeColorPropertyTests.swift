import PropertyBased
import Testing
import TestSupport
@testable import PaletteCore

/// The identities made colors promise, exactly, over random sRGB and Display P3 colors with random alpha,
/// in every space and both alpha modes; and every result finite and within 0…1.
///
/// Explore with `PALETTEC_PROPERTY_SEED=7 PALETTEC_PROPERTY_COUNT=5000 swift test --filter MadeColorPropertyTests`.
@Suite struct MadeColorPropertyTests {
    private static let settings = PropertySettings.fromEnvironment(seed: 20_260_644, count: 300)

    /// Components anywhere in 0…1, now and then exactly 0, 1 or a shared value (grays, edges, black and
    /// white); either space; alpha anywhere in 0…1, now and then 0 or 1.
    private static func color(using random: inout Xoshiro) -> RGBA {
        func component() -> Double {
            switch Int.random(in: 0..<8, using: &random) {
            case 0: 0
            case 1: 1
            default: Double.random(in: 0...1, using: &random)
            }
        }
        let alpha = [0, 1, Double.random(in: 0...1, using: &random)][Int.random(in: 0..<3, using: &random)]
        let space: ColorSpace = Bool.random(using: &random) ? .sRGB : .displayP3
        if Int.random(in: 0..<5, using: &random) == 0 {
            let gray = component()
            return RGBA(red: gray, green: gray, blue: gray, alpha: alpha, space: space)
        }
        return RGBA(red: component(), green: component(), blue: component(), alpha: alpha, space: space)
    }

    private static func random(salt: UInt64) -> Xoshiro {
        Xoshiro(seed: (settings.seed, salt, 0x9E37_79B9_7F4A_7C15, 0x94D0_49BB_1331_11EB))
    }

    private static func isFiniteAndInRange(_ color: RGBA) -> Bool {
        color.components.allSatisfy { $0.isFinite && (0...1).contains($0) }
    }

    @Test func mixAmountsZeroAndOneAreTheColorsAndAColorMixedWithItselfIsItself() {
        var random = Self.random(salt: 1)
        for number in 0..<Self.settings.count {
            let first = Self.color(using: &random), second = Self.color(using: &random)
            let amount = Double.random(in: 0...1, using: &random)
            let output: ColorSpace = first.space == .displayP3 || second.space == .displayP3 ? .displayP3 : .sRGB
            let context = "draw \(number) of \(Self.settings): \(first), \(second), amount \(amount)"
            for space in MixSpace.allCases {
                for alpha in [ColorMix.Alpha.premultiplied, .separate] {
                    let label = "\(space) \(alpha) \(context)"
                    #expect(
                        ColorMix.mix(first, second, amount: 0, in: space, alpha: alpha) == first.converted(to: output),
                        "\(label)")
                    #expect(
                        ColorMix.mix(first, second, amount: 1, in: space, alpha: alpha) == second.converted(to: output),
                        "\(label)")
                    #expect(ColorMix.mix(first, first, amount: amount, in: space, alpha: alpha) == first, "\(label)")
                    let mixed = ColorMix.mix(first, second, amount: amount, in: space, alpha: alpha)
                    #expect(mixed.space == output && Self.isFiniteAndInRange(mixed), "\(label) → \(mixed)")
                    let expectedAlpha = first.alpha * (1 - amount) + second.alpha * amount
                    #expect(abs(mixed.alpha - expectedAlpha) <= 1e-10, "\(label) → \(mixed)")
                }
            }
        }
    }

    @Test func lightenAndDarkenByZeroChangeNothing() {
        var random = Self.random(salt: 2)
        for number in 0..<Self.settings.count {
            let color = Self.color(using: &random)
            let amount = Double.random(in: 0...1, using: &random)
            let context = "draw \(number) of \(Self.settings): \(color), amount \(amount)"
            for space in LightnessSpace.allCases {
                #expect(LightnessShift.lighten(color, by: 0, in: space) == color, "\(space) \(context)")
                #expect(LightnessShift.darken(color, by: 0, in: space) == color, "\(space) \(context)")
                for shifted in [
                    LightnessShift.lighten(color, by: amount, in: space),
                    LightnessShift.darken(color, by: amount, in: space),
                ] {
                    #expect(
                        shifted.space == color.space && shifted.alpha == color.alpha
                            && Self.isFiniteAndInRange(shifted), "\(space) \(context) → \(shifted)")
                }
            }
        }
    }
}
