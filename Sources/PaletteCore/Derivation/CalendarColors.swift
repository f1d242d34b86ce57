/// The iCloud calendar's event colors, exactly as seed 000 rewrites them from icloud.com's JavaScript:
/// fixed colors for light and dark inputs, a saturation floor and a brightness drop for text, a
/// brightness lift for backgrounds. Inputs and outputs go through 8-bit hex, as the original does.
enum CalendarColors {
    static let lightText = "#a8a8a8"
    static let darkText = "#000000"
    static let lightBackground = "#f8f8f8"
    static let darkBackground = "#bababa"
    /// Backgrounds the original looks up before computing anything.
    static let backgrounds = ["#a2845e": "#e0d3c1"]

    static func text(for color: RGBA) -> RGBA {
        let hsv = quantized(color).hsv
        if isLight(hsv) { return fixed(lightText, alpha: color.alpha) }
        if isDark(hsv) { return fixed(darkText, alpha: color.alpha) }
        let saturation = isGray(hsv) ? 0 : max(hsv.saturation, 0.5)
        let brightness = hsv.brightness - 0.35
        return quantized(HSV(hue: hsv.hue, saturation: saturation, brightness: max(brightness, 0.3), alpha: color.alpha).rgba)
    }

    static func background(for color: RGBA) -> RGBA {
        if let special = backgrounds[hex(quantized(color))] { return fixed(special, alpha: color.alpha) }
        let hsv = quantized(color).hsv
        if isLight(hsv) { return fixed(lightBackground, alpha: color.alpha) }
        if isDark(hsv) { return fixed(darkBackground, alpha: color.alpha) }
        let saturation = isGray(hsv) ? 0 : hsv.saturation
        return quantized(HSV(hue: hsv.hue, saturation: saturation, brightness: min(hsv.brightness * 1.5, 1), alpha: color.alpha).rgba)
    }

    private static func isLight(_ hsv: HSV) -> Bool { hsv.brightness > 0.6 && hsv.saturation < 0.1 }
    private static func isDark(_ hsv: HSV) -> Bool { hsv.brightness < 0.3 }
    private static func isGray(_ hsv: HSV) -> Bool { hsv.saturation < 0.1 }

    /// The color as `#rrggbb` holds it: each channel rounded to 8 bits.
    private static func quantized(_ color: RGBA) -> RGBA {
        RGBA(red8: byte(color.red), green8: byte(color.green), blue8: byte(color.blue), alpha: color.alpha)
    }

    private static func byte(_ component: Double) -> Int {
        Int((min(max(component, 0), 1) * 255).rounded())
    }

    /// `#rrggbb`, lowercase, as the original's lookup table keys are.
    private static func hex(_ color: RGBA) -> String {
        String(color.hex.dropLast(2)).lowercased()
    }

    private static func fixed(_ hex: String, alpha: Double) -> RGBA {
        let digits = Array(hex.dropFirst())
        let bytes = stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
        return RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: alpha)
    }
}
