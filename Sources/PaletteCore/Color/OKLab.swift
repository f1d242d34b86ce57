#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Björn Ottosson's perceptual space, with the matrices of CSS Color 4 (linear sRGB or Display P3 →
/// XYZ D65 → LMS, the 64-bit recomputation CSS publishes), so values agree with browsers and with coloraide.
///
/// Unrounded: conversions here never go through `RGBA`'s 10-place rounding until `rgba(alpha:)`.
struct OKLab: Hashable, Sendable {
    /// Lightness, 0 (black) … 1 (white).
    var L: Double
    var a: Double
    var b: Double

    init(L: Double, a: Double, b: Double) {
        self.L = L
        self.a = a
        self.b = b
    }

    init(xyz: XYZ) {
        let lms = ColorMatrix.multiply(Self.xyzToLMS, xyz.vector)
        let lab = ColorMatrix.multiply(Self.lmsToOKLab, (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
        self.init(L: lab.0, a: lab.1, b: lab.2)
    }

    init(linearSRGB rgb: LinearSRGB) {
        self.init(xyz: XYZ(linearRed: rgb.red, green: rgb.green, blue: rgb.blue, in: .sRGB))
    }

    /// From the color's (rounded) gamma-encoded components, in its own space; alpha is not part of OKLab.
    init(_ color: RGBA) {
        self.init(xyz: XYZ(color))
    }

    var xyz: XYZ {
        let lms = ColorMatrix.multiply(Self.okLabToLMS, (L, a, b))
        return XYZ(
            ColorMatrix.multiply(Self.lmsToXYZ, (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2)))
    }

    /// Unclipped: components outside 0…1 mean the color is outside the sRGB gamut.
    var linearSRGB: LinearSRGB {
        let (red, green, blue) = xyz.linear(in: .sRGB)
        return LinearSRGB(red: red, green: green, blue: blue)
    }

    /// Not gamut mapped: an out-of-gamut color gives components outside 0…1 (see `GamutMapping`).
    func rgba(alpha: Double = 1, in space: ColorSpace = .sRGB) -> RGBA {
        let (red, green, blue) = xyz.encoded(in: space)
        return RGBA(red: red, green: green, blue: blue, alpha: alpha, space: space)
    }

    /// Polar form; the hue of an achromatic color is 0 (see `OKLCH.achromaticChroma`).
    var oklch: OKLCH {
        let chroma = (a * a + b * b).squareRoot()
        guard chroma >= OKLCH.achromaticChroma else { return OKLCH(L: L, C: chroma, h: 0) }
        return OKLCH(L: L, C: chroma, h: atan2(b, a) * 180 / .pi)
    }

    /// ΔEOK: the Euclidean distance in OKLab, what CSS gamut mapping measures against its JND of 0.02.
    func deltaEOK(_ other: OKLab) -> Double {
        let dL = L - other.L, da = a - other.a, db = b - other.b
        return (dL * dL + da * da + db * db).squareRoot()
    }

    // MARK: Matrices (CSS Color 4, "Sample code for color conversions")

    static let xyzToLMS: ColorMatrix.Matrix = (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )
    static let lmsToXYZ: ColorMatrix.Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )
    static let lmsToOKLab: ColorMatrix.Matrix = (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )
    static let okLabToLMS: ColorMatrix.Matrix = (
        (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
        (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
        (1.0000000000000000, -0.0894841775298119, -1.2914855480194092)
    )
}

/// OKLab in polar form: lightness, chroma, hue in degrees.
struct OKLCH: Hashable, Sendable {
    var L: Double
    /// Chroma, ≥ 0 for colors made from OKLab; sRGB colors stay below about 0.33.
    var C: Double
    /// Degrees, `0..<360`; 0 for an achromatic color.
    var h: Double

    /// The hue wraps into `0..<360`; `C` is taken as given.
    init(L: Double, C: Double, h: Double) {
        self.L = L
        self.C = C
        self.h = wrappedDegrees(h)
    }

    /// Below this chroma the hue is reported as 0. Matrix round-off leaves grays at C ≈ 1e-15, and a
    /// chroma of 1e-7 is five orders of magnitude under a just-noticeable difference (0.02), so no
    /// visible hue is lost; a one-step 8-bit tint of a gray is already at C ≈ 1e-3.
    static let achromaticChroma = 1e-7

    init(_ lab: OKLab) {
        self = lab.oklch
    }

    var oklab: OKLab {
        let radians = h * .pi / 180
        return OKLab(L: L, a: C * cos(radians), b: C * sin(radians))
    }

    /// Not gamut mapped; see `GamutMapping.map(_:alpha:into:)`.
    func rgba(alpha: Double = 1, in space: ColorSpace = .sRGB) -> RGBA {
        oklab.rgba(alpha: alpha, in: space)
    }
}

extension RGBA {
    var oklab: OKLab { OKLab(self) }
    var oklch: OKLCH { OKLab(self).oklch }
}
