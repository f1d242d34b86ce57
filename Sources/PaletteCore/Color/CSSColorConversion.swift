/// A color in any space of CSS Color 4 (a palette's text or a token's `colorSpace`), as palettec
/// writes it: `srgb` and `display-p3` as they are; every other space converted through XYZ D65 (CSS Color 4's
/// conversions) into sRGB
/// when it lies inside sRGB, else into Display P3 when it lies inside that, else mapped into
/// Display P3 by CSS Color 4's gamut mapping (`GamutMapping`), which keeps lightness and hue.
enum CSSColorConversion {
    enum Outcome: Equatable {
        /// Written in srgb or display-p3: nothing converted.
        case kept
        case convertedToSRGB
        /// Outside sRGB, inside Display P3.
        case convertedToDisplayP3
        /// Outside Display P3 too: its chroma was lowered until it fit.
        case mappedIntoDisplayP3
    }

    /// How far outside 0…1 a converted component may be and still count as in gamut (and be clipped):
    /// half an 8-bit step. Token files write converted colors to a few places (the color module's own
    /// examples to 4), which puts a color on the sRGB edge up to a few thousandths outside it; no
    /// display shows that difference, and reading it as Display P3 would only widen the palette.
    static let tolerance = 0.5 / 255

    /// `components` in `space`'s own units (see `CSSColorSpace.components`), `none` read as 0 as
    /// CSS reads a missing component when converting; `alpha` from 0 to 1.
    static func convert(
        _ components: [Double], in space: CSSColorSpace, alpha: Double
    ) -> (color: RGBA, outcome: Outcome) {
        let (c0, c1, c2) = (components[0], components[1], components[2])
        if let kept = space.paletteSpace {
            return (RGBA(red: c0, green: c1, blue: c2, alpha: alpha, space: kept), .kept)
        }
        switch space {
        case .hsl:
            return (sRGB(hsl(hue: c0, saturation: c1 / 100, lightness: c2 / 100), alpha: alpha), .convertedToSRGB)
        case .hwb:
            return (sRGB(hwb(hue: c0, whiteness: c1 / 100, blackness: c2 / 100), alpha: alpha), .convertedToSRGB)
        default:
            return fit(xyz(c0, c1, c2, in: space), alpha: alpha)
        }
    }

    /// The color as XYZ D65, for every space but the two kept and the two sRGB polar forms.
    static func xyz(_ c0: Double, _ c1: Double, _ c2: Double, in space: CSSColorSpace) -> XYZ {
        switch space {
        case .srgbLinear: return CSSPredefinedRGB.srgbLinearToXYZ((c0, c1, c2))
        case .a98RGB: return CSSPredefinedRGB.a98RGBToXYZ((c0, c1, c2))
        case .prophotoRGB: return CIELab.d50ToD65(CSSPredefinedRGB.prophotoRGBToXYZD50((c0, c1, c2)))
        case .rec2020: return CSSPredefinedRGB.rec2020ToXYZ((c0, c1, c2))
        case .xyzD65: return XYZ(x: c0, y: c1, z: c2)
        case .xyzD50: return CIELab.d50ToD65(XYZ(x: c0, y: c1, z: c2))
        case .lab: return CIELab.d50ToD65(CIELab.labToXYZD50(L: c0, a: c1, b: c2))
        case .lch:
            let lab = CIELab.lchToLab(L: c0, C: c1, h: c2)
            return CIELab.d50ToD65(CIELab.labToXYZD50(L: lab.L, a: lab.a, b: lab.b))
        case .oklab: return OKLab(L: c0, a: c1, b: c2).xyz
        case .oklch: return OKLCH(L: c0, C: c1, h: c2).oklab.xyz
        case .srgb, .displayP3, .hsl, .hwb:
            preconditionFailure("\(space.rawValue) is not converted through XYZ")
        }
    }

    /// How far outside 0…1 the color's components lay in the space it was converted to, before they
    /// were clipped into it (at most `tolerance`); 0 for a color kept, inside that space, or mapped.
    static func clipping(_ components: [Double], in space: CSSColorSpace) -> Double {
        guard space.paletteSpace == nil, ![.hsl, .hwb].contains(space) else { return 0 }
        let xyz = xyz(components[0], components[1], components[2], in: space)
        let encoded: GamutMapping.Channels
        switch fit(xyz, alpha: 1).outcome {
        case .convertedToSRGB: encoded = xyz.encoded(in: .sRGB)
        case .convertedToDisplayP3: encoded = xyz.encoded(in: .displayP3)
        case .kept, .mappedIntoDisplayP3: return 0
        }
        return [encoded.red, encoded.green, encoded.blue].map { max(-$0, $0 - 1, 0) }.max() ?? 0
    }

    /// sRGB when the color is inside it, else Display P3 when inside that, else mapped into P3.
    static func fit(_ xyz: XYZ, alpha: Double) -> (color: RGBA, outcome: Outcome) {
        let inSRGB = xyz.encoded(in: .sRGB)
        if GamutMapping.isInGamut(inSRGB, tolerance: tolerance) {
            return (sRGB(GamutMapping.clip(inSRGB), alpha: alpha), .convertedToSRGB)
        }
        let inP3 = xyz.encoded(in: .displayP3)
        if GamutMapping.isInGamut(inP3, tolerance: tolerance) {
            let clipped = GamutMapping.clip(inP3)
            return (
                RGBA(red: clipped.red, green: clipped.green, blue: clipped.blue, alpha: alpha, space: .displayP3),
                .convertedToDisplayP3
            )
        }
        return (GamutMapping.map(OKLab(xyz: xyz), alpha: alpha, into: .displayP3).rgba, .mappedIntoDisplayP3)
    }

    private static func sRGB(_ rgb: (red: Double, green: Double, blue: Double), alpha: Double) -> RGBA {
        RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// CSS Color 4's `hslToRgb`, saturation and lightness from 0 to 1 (`HSL.sRGB`).
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> (red: Double, green: Double, blue: Double) {
        let (red, green, blue) = HSL(hue: hue, saturation: saturation, lightness: lightness).sRGB
        return (red, green, blue)
    }

    /// CSS Color 4's `hwbToRgb`, whiteness and blackness from 0 to 1: a gray when they add up to 1 or more.
    static func hwb(hue: Double, whiteness: Double, blackness: Double) -> (red: Double, green: Double, blue: Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let pure = hsl(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return (pure.red * scale + whiteness, pure.green * scale + whiteness, pure.blue * scale + whiteness)
    }
}
