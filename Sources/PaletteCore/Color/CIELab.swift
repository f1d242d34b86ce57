#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE Lab and LCH, whose white is D50 as in CSS Color 4, and the Bradford adaptation between a D50 XYZ
/// and the D65 one every other conversion here works in, both ways.
enum CIELab {
    /// D50, from its chromaticity (0.3457, 0.3585) with Y = 1, as CSS writes it.
    static let whiteD50 = (x: 0.3457 / 0.3585, y: 1.0, z: (1.0 - 0.3457 - 0.3585) / 0.3585)

    /// Lab (L from 0 to 100) → XYZ D50, by CIE's formulas with CSS's exact ε and κ.
    static func labToXYZD50(L: Double, a: Double, b: Double) -> XYZ {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        let f1 = (L + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = L > kappa * epsilon ? f1 * f1 * f1 : L / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return XYZ(x: x * whiteD50.x, y: y * whiteD50.y, z: z * whiteD50.z)
    }

    /// XYZ D50 → Lab (L from 0 to 100), CSS Color 4's `XYZ_to_Lab`: the inverse of `labToXYZD50`.
    static func xyzD50ToLab(_ xyz: XYZ) -> (L: Double, a: Double, b: Double) {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        func f(_ value: Double) -> Double { value > epsilon ? cbrt(value) : (kappa * value + 16) / 116 }
        let fx = f(xyz.x / whiteD50.x), fy = f(xyz.y / whiteD50.y), fz = f(xyz.z / whiteD50.z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// Lab → LCH, the hue in degrees in `0..<360` (the angle of (a, b), whatever the chroma: whether a
    /// small chroma leaves the hue powerless is for the caller to say).
    static func labToLCH(L: Double, a: Double, b: Double) -> (L: Double, C: Double, h: Double) {
        (L, (a * a + b * b).squareRoot(), wrappedDegrees(atan2(b, a) * 180 / .pi))
    }

    /// LCH (hue in degrees) → Lab.
    static func lchToLab(L: Double, C: Double, h: Double) -> (L: Double, a: Double, b: Double) {
        let radians = h * .pi / 180
        return (L, C * cos(radians), C * sin(radians))
    }

    /// A D50 XYZ seen under D65 (CSS Color 4's Bradford matrix).
    static func d50ToD65(_ xyz: XYZ) -> XYZ {
        XYZ(ColorMatrix.multiply(bradfordD50ToD65, xyz.vector))
    }

    /// A D65 XYZ seen under D50: the inverse Bradford matrix, as CSS Color 4 writes it.
    static func d65ToD50(_ xyz: XYZ) -> XYZ {
        XYZ(ColorMatrix.multiply(bradfordD65ToD50, xyz.vector))
    }

    /// The CIE LCH (D50) of a color given as XYZ D65: adapted to D50, then Lab, then polar.
    static func lch(_ xyz: XYZ) -> (L: Double, C: Double, h: Double) {
        let lab = xyzD50ToLab(d65ToD50(xyz))
        return labToLCH(L: lab.L, a: lab.a, b: lab.b)
    }

    /// The XYZ D65 of a CIE LCH (D50) color: `lch(_:)` backwards.
    static func xyz(L: Double, C: Double, h: Double) -> XYZ {
        let lab = lchToLab(L: L, C: C, h: h)
        return d50ToD65(labToXYZD50(L: lab.L, a: lab.a, b: lab.b))
    }

    private static let bradfordD65ToD50: ColorMatrix.Matrix = (
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )

    private static let bradfordD50ToD65: ColorMatrix.Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
}
