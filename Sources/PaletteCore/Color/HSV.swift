/// Hue, saturation and brightness over gamma-encoded components: the hexcone model of UIKit's
/// `getHue(_:saturation:brightness:alpha:)` and `UIColor(hue:saturation:brightness:alpha:)`, taken in
/// the color's own space (sRGB or Display P3), which the result keeps.
///
/// Values are unrounded; only the `RGBA` made from them is rounded to 10 places.
struct HSV: Hashable, Sendable {
    /// Degrees, `0..<360`.
    let hue: Double
    /// `0...1`.
    let saturation: Double
    /// `0...1`.
    let brightness: Double
    let alpha: Double
    /// The RGB space the components are read from and written back to.
    let space: ColorSpace

    /// Hue wraps around the circle (370 → 10, −30 → 330; a non-finite hue becomes 0); saturation and
    /// brightness are clamped to `0...1`, so an adjustment that overshoots lands on the edge.
    init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1, space: ColorSpace = .sRGB) {
        self.hue = wrappedDegrees(hue)
        self.saturation = min(max(saturation, 0), 1)
        self.brightness = min(max(brightness, 0), 1)
        self.alpha = alpha
        self.space = space
    }

}

/// `degrees` in `0..<360`; a non-finite angle becomes 0.
func wrappedDegrees(_ degrees: Double) -> Double {
    guard degrees.isFinite else { return 0 }
    var wrapped = degrees.truncatingRemainder(dividingBy: 360)
    if wrapped < 0 { wrapped += 360 }
    // A tiny negative remainder plus 360 rounds to 360 itself.
    return wrapped >= 360 ? 0 : wrapped
}

extension RGBA {
    /// A gray (and so black) has hue 0 and saturation 0, as UIKit reports it.
    var hsv: HSV {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let range = maximum - minimum
        guard range > 0 else { return HSV(hue: 0, saturation: 0, brightness: maximum, alpha: alpha, space: space) }

        let sector: Double  // hue / 60, in -1..<5
        if red == maximum {
            sector = (green - blue) / range
        } else if green == maximum {
            sector = 2 + (blue - red) / range
        } else {
            sector = 4 + (red - green) / range
        }
        let saturation = maximum > 0 ? range / maximum : 0
        return HSV(hue: sector * 60, saturation: saturation, brightness: maximum, alpha: alpha, space: space)
    }
}

extension HSV {
    var rgba: RGBA {
        let v = brightness
        guard saturation > 0 else { return RGBA(red: v, green: v, blue: v, alpha: alpha, space: space) }

        let position = hue / 60  // 0..<6
        let sector = position.rounded(.down)
        let f = position - sector
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch Int(sector) % 6 {
        case 0: return RGBA(red: v, green: t, blue: p, alpha: alpha, space: space)
        case 1: return RGBA(red: q, green: v, blue: p, alpha: alpha, space: space)
        case 2: return RGBA(red: p, green: v, blue: t, alpha: alpha, space: space)
        case 3: return RGBA(red: p, green: q, blue: v, alpha: alpha, space: space)
        case 4: return RGBA(red: t, green: p, blue: v, alpha: alpha, space: space)
        default: return RGBA(red: v, green: p, blue: q, alpha: alpha, space: space)
        }
    }
}
