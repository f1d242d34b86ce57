#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// sRGB with the transfer function removed: components proportional to light, unrounded.
///
/// What WCAG's luminance weighs, and where the sRGB transfer curve lives (Display P3 shares it).
/// Components may fall outside 0…1: that is how a color out of the sRGB gamut shows up.
struct LinearSRGB: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Linearizes gamma-encoded components (alpha is not part of it).
    init(encodedRed red: Double, green: Double, blue: Double) {
        self.init(red: Self.linearized(red), green: Self.linearized(green), blue: Self.linearized(blue))
    }

    /// The color's linear sRGB components: its own components linearized for an sRGB color; for a
    /// Display P3 color, converted through XYZ and unclipped, so a P3 color outside sRGB keeps its
    /// true light (components below 0 or above 1) for luminance and compositing.
    init(_ color: RGBA) {
        guard color.space != .sRGB else {
            self.init(encodedRed: color.red, green: color.green, blue: color.blue)
            return
        }
        let (red, green, blue) = color.xyz.linear(in: .sRGB)
        self.init(red: red, green: green, blue: blue)
    }

    /// The gamma-encoded components, unrounded and unclipped.
    var encoded: (red: Double, green: Double, blue: Double) {
        (Self.encoded(red), Self.encoded(green), Self.encoded(blue))
    }

    /// The gamma-encoded color as an `RGBA` (rounded to 10 places like every `RGBA`, not clipped).
    func rgba(alpha: Double = 1) -> RGBA {
        let (r, g, b) = encoded
        return RGBA(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The sRGB transfer function (IEC 61966-2-1, as CSS Color 4 and WCAG 2.x write it).
    /// Mirrored for negative values, as CSS does, so out-of-gamut components keep their sign.
    static func linearized(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        if magnitude <= 0.04045 { return encoded / 12.92 }
        let linear = pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// The inverse of `linearized`, mirrored for negative values the same way.
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        if magnitude <= 0.0031308 { return linear * 12.92 }
        let encoded = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}
