/// The iCloud calendar's event colors, as the article "How I discovered how iOS calendar app chooses
/// colors" rewrites them from icloud.com's JavaScript: fixed colors for light and dark inputs, a
/// saturation floor and a brightness drop for text, a brightness lift for backgrounds.
///
/// "Exactly" includes the arithmetic: like the original, it starts from the 8-bit `#rrggbb` of the
/// color, converts with SproutCore's `convertHexToHsv` (`s = 1 - min/max`, `v = max/255`, in doubles)
/// and back with `convertHsvToHex` (`Math.round(255 * c)`), so the thresholds fall where they fall in
/// the browser. Alpha is not part of the original and is kept. So is the color space: the bytes are
/// those of the components in the color's own space (a Display P3 color's P3 numbers), and the result
/// is in that space too.
enum CalendarColors {
    static let lightText: [Int] = [0xA8, 0xA8, 0xA8]
    static let darkText: [Int] = [0x00, 0x00, 0x00]
    static let lightBackground: [Int] = [0xF8, 0xF8, 0xF8]
    static let darkBackground: [Int] = [0xBA, 0xBA, 0xBA]
    /// Backgrounds the original looks up before computing anything, by `#rrggbb`.
    static let backgrounds: [[Int]: [Int]] = [[0xA2, 0x84, 0x5E]: [0xE0, 0xD3, 0xC1]]

    static func text(for color: RGBA) -> RGBA {
        let (h, s, v) = hexToHSV(bytes(of: color))
        let result: [Int]
        if isLight(s, v) {
            result = lightText
        } else if isDark(v) {
            result = darkText
        } else {
            let saturation = isGray(s) ? 0 : max(s, 0.5)
            result = hsvToHex(h, saturation, max(v - 0.35, 0.3))
        }
        return rgba(result, like: color)
    }

    static func background(for color: RGBA) -> RGBA {
        let input = bytes(of: color)
        if let special = backgrounds[input] { return rgba(special, like: color) }
        let (h, s, v) = hexToHSV(input)
        let result: [Int]
        if isLight(s, v) {
            result = lightBackground
        } else if isDark(v) {
            result = darkBackground
        } else {
            result = hsvToHex(h, isGray(s) ? 0 : s, min(v * 1.5, 1))
        }
        return rgba(result, like: color)
    }

    private static func isLight(_ s: Double, _ v: Double) -> Bool { v > 0.6 && s < 0.1 }
    private static func isDark(_ v: Double) -> Bool { v < 0.3 }
    private static func isGray(_ s: Double) -> Bool { s < 0.1 }

    /// SproutCore's `convertHexToHsv`: hue from 0 to 1.
    static func hexToHSV(_ rgb: [Int]) -> (h: Double, s: Double, v: Double) {
        let (r, g, b) = (Double(rgb[0]), Double(rgb[1]), Double(rgb[2]))
        let maximum = max(r, g, b), minimum = min(r, g, b)
        var h: Double
        if maximum == minimum {
            h = 0
        } else if maximum == r {
            h = (g - b) / (maximum - minimum) / 6
        } else if maximum == g {
            h = (b - r) / (maximum - minimum) / 6 + 1.0 / 3
        } else {
            h = (r - g) / (maximum - minimum) / 6 + 2.0 / 3
        }
        h = h < 0 ? h + 1 : (h > 1 ? h - 1 : h)
        let s = maximum == 0 ? 0 : 1 - minimum / maximum
        return (h, s, maximum / 255)
    }

    /// SproutCore's `convertHsvToHex`, to bytes.
    static func hsvToHex(_ h: Double, _ s: Double, _ v: Double) -> [Int] {
        guard v > 0 else { return [0, 0, 0] }
        let i = h == 1 ? 0 : Int((h * 6).rounded(.down))
        let f = h == 1 ? 0 : h * 6 - Double(i)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let sextants: [[Double]] = [[v, t, p], [q, v, p], [p, v, t], [p, q, v], [t, p, v], [v, p, q]]
        return sextants[i].map { Int((255 * $0 + 0.5).rounded(.down)) }  // JavaScript's Math.round
    }

    private static func bytes(of color: RGBA) -> [Int] {
        [color.red, color.green, color.blue].map { Int((min(max($0, 0), 1) * 255).rounded()) }
    }

    /// The bytes as a color with the alpha and space of `source`.
    private static func rgba(_ bytes: [Int], like source: RGBA) -> RGBA {
        RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: source.alpha, space: source.space)
    }
}
