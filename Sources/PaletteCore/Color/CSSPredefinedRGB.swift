#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The RGB spaces of CSS Color 4 that palettec does not write, read into CIE XYZ: their transfer
/// curves and the matrices from their linear components, as CSS Color 4's "Sample code for color
/// conversions" gives them (the fractions where it writes fractions). sRGB and Display P3 are
/// `ColorSpace`'s; these only ever come in.
enum CSSPredefinedRGB {
    /// Linear-light sRGB, into XYZ D65 through sRGB's own matrix.
    static func srgbLinearToXYZ(_ rgb: ColorMatrix.Vector) -> XYZ {
        XYZ(linearRed: rgb.0, green: rgb.1, blue: rgb.2, in: .sRGB)
    }

    /// Adobe RGB (1998): a pure 563/256 power, mirrored below 0.
    static func a98RGBToXYZ(_ rgb: ColorMatrix.Vector) -> XYZ {
        func linear(_ v: Double) -> Double { mirrored(v) { pow($0, 563.0 / 256.0) } }
        return XYZ(ColorMatrix.multiply(a98ToXYZ, (linear(rgb.0), linear(rgb.1), linear(rgb.2))))
    }

    /// ProPhoto RGB: a 1.8 power with a linear segment below 16/512; its white is D50.
    static func prophotoRGBToXYZD50(_ rgb: ColorMatrix.Vector) -> XYZ {
        func linear(_ v: Double) -> Double { mirrored(v) { $0 <= 16.0 / 512.0 ? $0 / 16 : pow($0, 1.8) } }
        return XYZ(ColorMatrix.multiply(prophotoToXYZD50, (linear(rgb.0), linear(rgb.1), linear(rgb.2))))
    }

    /// ITU-R BT.2020 with its own transfer function (α = 1.0993, β = 0.0181), as the CSS Color 4
    /// the color module cites (April 2025) defines `rec2020`. The CSS Working Group resolved in
    /// August 2025 to move `rec2020` to BT.1886's 2.4 gamma; colors written by tools of this report's
    /// time use the curve here.
    static func rec2020ToXYZ(_ rgb: ColorMatrix.Vector) -> XYZ {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        func linear(_ v: Double) -> Double {
            mirrored(v) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
        }
        return XYZ(ColorMatrix.multiply(rec2020ToXYZMatrix, (linear(rgb.0), linear(rgb.1), linear(rgb.2))))
    }

    /// `transfer` of the magnitude, with the sign kept, as CSS extends every curve below 0.
    private static func mirrored(_ value: Double, _ transfer: (Double) -> Double) -> Double {
        value < 0 ? -transfer(-value) : transfer(value)
    }

    private static let a98ToXYZ: ColorMatrix.Matrix = (
        (573536 / 994567, 263643 / 1420810, 187206 / 994567),
        (591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
        (53769 / 1989134, 351524 / 4972835, 4929758 / 4972835)
    )
    private static let prophotoToXYZD50: ColorMatrix.Matrix = (
        (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        (0.00000000000000000, 0.00000000000000000, 0.82510460251046020)
    )
    private static let rec2020ToXYZMatrix: ColorMatrix.Matrix = (
        (63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
        (26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
        (0 / 1, 19567812 / 697040785, 295819943 / 278816314)
    )
}
