/// A color as the palette writes it: `#RRGGBB` (or `#RRGGBBAA`) when that reads back as exactly this
/// color, else CSS Color 4's `color(srgb R G B / A)` or `color(display-p3 R G B / A)` with each
/// component to its 10 decimal places. A hex color is sRGB, so a Display P3 color is always `color()`.
enum PaletteValueText {
    static func text(_ color: RGBA) -> String {
        let bytes = [color.red, color.green, color.blue].compactMap(byte)
        if color.space == .sRGB, bytes.count == 3 {
            if color.alpha == 1 { return "#" + bytes.map(hex).joined() }
            if let alpha = byte(color.alpha) { return "#" + (bytes + [alpha]).map(hex).joined() }
        }
        let channels = [color.red, color.green, color.blue].map(decimal).joined(separator: " ")
        let alpha = color.alpha == 1 ? "" : " / " + decimal(color.alpha)
        return "color(\(color.space.rawValue) \(channels)\(alpha))"
    }

    /// The 8-bit value whose n/255, rounded as every component is, is exactly `component`.
    static func byte(_ component: Double) -> Int? {
        let scaled = (component * 255).rounded()
        guard (0...255).contains(scaled), RGBA.rounded(scaled / 255) == component else { return nil }
        return Int(scaled)
    }

    private static func hex(_ byte: Int) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// A component in plain decimal notation with at most 10 places (`0.5215686275`, `1`, `0`), never
    /// an exponent: read back, it is the same 10-place value.
    static func decimal(_ component: Double) -> String {
        let tenths = Int64((component * 10_000_000_000).rounded())
        let whole = tenths / 10_000_000_000
        var fraction = String(tenths % 10_000_000_000)
        fraction = String(repeating: "0", count: 10 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }
}
