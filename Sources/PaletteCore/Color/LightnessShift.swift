/// The spaces a made color's `lighter by` and `darker by` work in: Tokens Studio's four, by CSS's names
/// (its `p3` is `display-p3`), lch first as Tokens Studio's own default.
enum LightnessSpace: String, CaseIterable, Sendable {
    case lch, hsl, srgb
    case displayP3 = "display-p3"

    static let standard = LightnessSpace.lch
}

/// Tokens Studio's `lighten` and `darken` color modifiers, as tokens-studio/figma-plugin defines them in
/// `packages/tokens-studio-for-figma/src/utils/color/lighten.ts` and `darken.ts` (commit 356712ade):
/// - lch (CIE LCH, D50): lightness moves that share of the way to 100 (lighten) or to 0 (darken), and
///   chroma loses that share either way; the hue is kept;
/// - hsl: lightness moves the same way, hue and saturation kept;
/// - srgb and display-p3: each gamma-encoded component moves that share of the way to 1 or to 0, in
///   that space.
///
/// The result is in the color's own space, its alpha kept; outside that gamut it is mapped into it
/// (`GamutMapping`). Amount 0 gives the color unchanged; an amount above 1 acts as 1, as Tokens
/// Studio's bounds (`Math.min(100, …)`, `Math.max(0, …)`) make it.
enum LightnessShift {
    static func lighten(_ color: RGBA, by amount: Double, in space: LightnessSpace) -> RGBA {
        shifted(color, by: amount, in: space, lighter: true)
    }

    static func darken(_ color: RGBA, by amount: Double, in space: LightnessSpace) -> RGBA {
        shifted(color, by: amount, in: space, lighter: false)
    }

    private static func shifted(_ color: RGBA, by amount: Double, in space: LightnessSpace, lighter: Bool) -> RGBA {
        guard amount > 0 else { return color }  // NaN too
        let amount = min(amount, 1)
        // Tokens Studio's formula for each: `min(top, v + (top − v) · amount)` or `max(0, v − v · amount)`
        // (its channels write `amount · (1 − c)`: the same product).
        func moved(_ value: Double, top: Double) -> Double {
            lighter ? min(top, value + (top - value) * amount) : max(0, value - value * amount)
        }
        let rgb: GamutMapping.Channels
        switch space {
        case .lch:
            let lch = CIELab.lch(XYZ(color))
            let chroma = max(0, lch.C - amount * lch.C)
            rgb = CIELab.xyz(L: moved(lch.L, top: 100), C: chroma, h: lch.h).encoded(in: color.space)
        case .hsl:
            var hsl = HSL(sRGB: color.components(in: .sRGB))
            hsl.lightness = moved(hsl.lightness, top: 1)
            rgb = XYZ.reencoded(hsl.sRGB, from: .sRGB, to: color.space)
        case .srgb, .displayP3:
            let working: ColorSpace = space == .srgb ? .sRGB : .displayP3
            let (red, green, blue) = color.components(in: working)
            rgb = XYZ.reencoded(
                (moved(red, top: 1), moved(green, top: 1), moved(blue, top: 1)), from: working, to: color.space)
        }
        return GamutMapping.fitted(rgb, alpha: color.alpha, in: color.space)
    }
}
