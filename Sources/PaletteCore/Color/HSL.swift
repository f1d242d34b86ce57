/// Hue, saturation and lightness over gamma-encoded sRGB components, both ways by CSS Color 4's sample
/// code (`rgbToHsl` and `hslToRgb`, https://www.w3.org/TR/css-color-4/#the-hsl-notation): what a made
/// color's `in hsl` mixes and lightens.
///
/// Components outside 0…1 (a Display P3 color's sRGB) are taken as they are, as CSS takes them: a
/// saturation that comes out negative turns the hue half round instead. Unrounded.
struct HSL: Hashable, Sendable {
    /// Degrees, `0..<360` when made from sRGB; 0 for a gray, whose hue CSS calls powerless.
    var hue: Double
    /// 0…1 inside sRGB, beyond 1 for colors outside it; 0 for a gray.
    var saturation: Double
    /// 0…1 inside sRGB.
    var lightness: Double

    init(hue: Double, saturation: Double, lightness: Double) {
        self.hue = hue
        self.saturation = saturation
        self.lightness = lightness
    }

    /// `rgbToHsl`, with a gray's hue 0 where CSS writes NaN (`none`).
    init(sRGB rgb: ColorMatrix.Vector) {
        let (red, green, blue) = rgb
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let lightness = (minimum + maximum) / 2
        let range = maximum - minimum
        guard range != 0 else {
            self.init(hue: 0, saturation: 0, lightness: lightness)
            return
        }
        var saturation =
            lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
        var sector: Double  // hue / 60
        switch maximum {
        case red: sector = (green - blue) / range + (green < blue ? 6 : 0)
        case green: sector = (blue - red) / range + 2
        default: sector = (red - green) / range + 4
        }
        var hue = sector * 60
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        if hue >= 360 { hue -= 360 }
        self.init(hue: hue, saturation: saturation, lightness: lightness)
    }

    /// `hslToRgb`: the gamma-encoded sRGB components, unclipped.
    var sRGB: ColorMatrix.Vector {
        let hue = wrappedDegrees(hue)
        let chromaHalf = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - chromaHalf * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }
}
