/// A color as the palette writes it, in the shortest form that shows it whole and reads back as
/// exactly this color, to every one of its 10 places:
/// - `#RRGGBB`, or `#RRGGBBAA`, when red, green, blue (and alpha) are whole bytes (n/255);
/// - `rgba(R, G, B, A)` when red, green and blue are whole bytes and alpha is not (`rgba(23, 25, 26, 0.65)`),
///   so the bytes stay visible (even where `color(srgb 1 1 1 / 0.5)` would be a character shorter);
/// - CSS Color 4's `color(srgb R G B / A)`, each component to its 10 decimal places, otherwise.
/// Hex and `rgba()` are sRGB, so a Display P3 color is always `color(display-p3 R G B / A)`.
enum PaletteValueText {
    static func text(_ color: RGBA) -> String {
        let bytes = [color.red, color.green, color.blue].compactMap(byte)
        guard color.space == .sRGB, bytes.count == 3 else {
            let channels = [color.red, color.green, color.blue].map(decimal).joined(separator: " ")
            let alpha = color.alpha == 1 ? "" : " / " + decimal(color.alpha)
            return "color(\(color.space.rawValue) \(channels)\(alpha))"
        }
        if color.alpha == 1 { return "#" + bytes.map(hex).joined() }
        if let alpha = byte(color.alpha) { return "#" + (bytes + [alpha]).map(hex).joined() }
        return "rgba(\(bytes.map(String.init).joined(separator: ", ")), \(decimal(color.alpha)))"
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
    /// an exponent: read back, it is the same 10-place value, and no shorter decimal is.
    static func decimal(_ component: Double) -> String {
        let tenths = Int64((component * 10_000_000_000).rounded())
        let whole = tenths / 10_000_000_000
        var fraction = String(tenths % 10_000_000_000)
        fraction = String(repeating: "0", count: 10 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }
}
