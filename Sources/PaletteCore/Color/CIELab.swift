#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE Lab and LCH, whose white is D50 as in CSS Color 4, and the Bradford adaptation that takes
/// a D50 XYZ to the D65 one every other conversion here works in.
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

    /// LCH (hue in degrees) → Lab.
    static func lchToLab(L: Double, C: Double, h: Double) -> (L: Double, a: Double, b: Double) {
        let radians = h * .pi / 180
        return (L, C * cos(radians), C * sin(radians))
    }

    /// A D50 XYZ seen under D65 (CSS Color 4's Bradford matrix).
    static func d50ToD65(_ xyz: XYZ) -> XYZ {
        XYZ(ColorMatrix.multiply(bradfordD50ToD65, xyz.vector))
    }

    private static let bradfordD50ToD65: ColorMatrix.Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
}
