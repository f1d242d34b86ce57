extension RGBA {
    /// The color as a diagnostic shows it: `#RRGGBBAA` for sRGB, and for Display P3 its own numbers,
    /// `color(display-p3 1 0 0 / 0.5)`, since its hex is only an sRGB approximation (two P3 colors
    /// outside sRGB can share one) and would hide which color was measured.
    var messageText: String {
        guard space != .sRGB else { return hex }
        let numbers = [red, green, blue].map(\.shortestDecimal).joined(separator: " ")
        return "color(\(space.rawValue) \(numbers)\(alpha < 1 ? " / \(alpha.shortestDecimal)" : ""))"
    }
}
