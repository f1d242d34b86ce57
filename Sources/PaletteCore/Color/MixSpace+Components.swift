#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A color in one of the mix spaces, as `color-mix()` interpolates it: three components in the space's
/// own order and units (oklab L a b; oklch L C h; srgb, srgb-linear and display-p3 r g b; hsl h s l,
/// saturation and lightness from 0 to 1; lch L C h, L from 0 to 100; hues in degrees), and whether the
/// hue is missing, as CSS treats a powerless hue (https://www.w3.org/TR/css-color-4/#powerless).
struct MixPoint: Equatable {
    var components: SIMD3<Double>
    /// Always false in the spaces without a hue.
    var hueIsMissing: Bool
}

/// When a converted color's hue counts as powerless, so missing: CSS's rule or color.js 0.4's.
enum PowerlessHue {
    /// CSS Color 4: a hue is powerless when the chroma (or HSL's saturation) is 0, and a conversion that
    /// lands within round-off of 0 counts; the epsilons are coloraide's (8.13.1), against whose `mix`
    /// the reference vectors are made: OKLCH chroma below 1e-6, CIE LCH chroma below 1e-4, HSL
    /// saturation below 1e-6. (coloraide also calls an HSL color with lightness 0 or 1 achromatic; CSS
    /// no longer does, and neither does palettec: only a saturation that rounds to 0 loses the hue.)
    case css
    /// color.js 0.4 (colorjs.io 0.4.5, what Tokens Studio's `^0.4.3` resolves to): OKLCH's hue is NaN
    /// when |a| and |b| are both below 0.0002, LCH's when both are below 0.02, HSL's when the sRGB
    /// components are all equal (`spaces/oklch.js`, `spaces/lch.js`, `spaces/hsl.js`).
    case colorJS

    static let cssOKLCHChroma = 1e-6
    static let cssLCHChroma = 1e-4
    static let cssHSLSaturation = 1e-6
    static let colorJSOKLab = 0.0002
    static let colorJSLab = 0.02
}

extension MixSpace {
    /// Which of the three components is the hue, in the spaces that have one.
    var hueIndex: Int? {
        switch self {
        case .oklch, .lch: 2
        case .hsl: 0
        case .oklab, .srgb, .srgbLinear, .displayP3: nil
        }
    }

    /// The gamut the space's components are bounded by (color.js 0.4 maps colors into it before mixing);
    /// nil for the unbounded Lab-like spaces.
    var gamut: ColorSpace? {
        switch self {
        case .srgb, .srgbLinear, .hsl: .sRGB
        case .displayP3: .displayP3
        case .oklab, .oklch, .lch: nil
        }
    }

    /// The color in this space, converted from its own (through XYZ D65 where the two differ),
    /// unclipped; the hue wherever its angle points, and missing when `rule` calls it powerless.
    func point(of color: RGBA, powerless rule: PowerlessHue) -> MixPoint {
        switch self {
        case .oklab:
            let lab = OKLab(color)
            return MixPoint(components: [lab.L, lab.a, lab.b], hueIsMissing: false)
        case .oklch:
            let lab = OKLab(color)
            return Self.polar(
                L: lab.L, a: lab.a, b: lab.b,
                powerless: rule == .css
                    ? { chroma in chroma < PowerlessHue.cssOKLCHChroma }
                    : { _ in abs(lab.a) < PowerlessHue.colorJSOKLab && abs(lab.b) < PowerlessHue.colorJSOKLab })
        case .lch:
            let lab = CIELab.xyzD50ToLab(CIELab.d65ToD50(XYZ(color)))
            return Self.polar(
                L: lab.L, a: lab.a, b: lab.b,
                powerless: rule == .css
                    ? { chroma in chroma < PowerlessHue.cssLCHChroma }
                    : { _ in abs(lab.a) < PowerlessHue.colorJSLab && abs(lab.b) < PowerlessHue.colorJSLab })
        case .srgb, .displayP3:
            let rgb = color.components(in: self == .srgb ? .sRGB : .displayP3)
            return MixPoint(components: [rgb.red, rgb.green, rgb.blue], hueIsMissing: false)
        case .srgbLinear:
            let linear = LinearSRGB(color)
            return MixPoint(components: [linear.red, linear.green, linear.blue], hueIsMissing: false)
        case .hsl:
            let rgb = color.components(in: .sRGB)
            let hsl = HSL(sRGB: rgb)
            let missing =
                rule == .css
                ? hsl.saturation < PowerlessHue.cssHSLSaturation
                : rgb.red == rgb.green && rgb.green == rgb.blue
            return MixPoint(components: [hsl.hue, hsl.saturation, hsl.lightness], hueIsMissing: missing)
        }
    }

    /// The gamma-encoded components in `space` of the color with these components (a missing hue read
    /// as 0, as CSS converts it), unrounded and unclipped.
    func encoded(_ point: MixPoint, in space: ColorSpace) -> GamutMapping.Channels {
        let c = point.components
        let hue = point.hueIsMissing ? 0 : c[hueIndex ?? 0]
        switch self {
        case .oklab:
            return OKLab(L: c[0], a: c[1], b: c[2]).xyz.encoded(in: space)
        case .oklch:
            // OKLCH is Lab's polar form over OKLab, as CIE LCH is over CIE Lab.
            let lab = CIELab.lchToLab(L: c[0], C: c[1], h: hue)
            return OKLab(L: lab.L, a: lab.a, b: lab.b).xyz.encoded(in: space)
        case .lch:
            return CIELab.xyz(L: c[0], C: c[1], h: hue).encoded(in: space)
        case .srgb:
            return XYZ.reencoded((c[0], c[1], c[2]), from: .sRGB, to: space)
        case .displayP3:
            return XYZ.reencoded((c[0], c[1], c[2]), from: .displayP3, to: space)
        case .srgbLinear:
            guard space != .sRGB else {
                return (LinearSRGB.encoded(c[0]), LinearSRGB.encoded(c[1]), LinearSRGB.encoded(c[2]))
            }
            return XYZ(linearRed: c[0], green: c[1], blue: c[2], in: .sRGB).encoded(in: space)
        case .hsl:
            let rgb = HSL(hue: hue, saturation: c[1], lightness: c[2]).sRGB
            return XYZ.reencoded(rgb, from: .sRGB, to: space)
        }
    }

    /// Lab's polar form (CIE LCH over CIE Lab, OKLCH over OKLab), the hue missing when `powerless` says so
    /// of the chroma.
    private static func polar(L: Double, a: Double, b: Double, powerless: (Double) -> Bool) -> MixPoint {
        let lch = CIELab.labToLCH(L: L, a: a, b: b)
        return MixPoint(components: [lch.L, lch.C, lch.h], hueIsMissing: powerless(lch.C))
    }
}
