/// A color with components from 0 to 1 in its color space: sRGB unless written as Display P3.
///
/// Components are rounded to 10 decimal places when the value is made (68/255 becomes 0.2666666667),
/// the same rounding Interface Builder applies, so colors built from the generated literals compare
/// equal to colors built anywhere else from the same values.
struct RGBA: Hashable, Sendable {
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double
    /// The space the components are in; derivations keep it, conversions go through it.
    let space: ColorSpace

    init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: ColorSpace = .sRGB) {
        self.red = Self.rounded(red)
        self.green = Self.rounded(green)
        self.blue = Self.rounded(blue)
        self.alpha = Self.rounded(alpha)
        self.space = space
    }

    /// 8-bit components, as a hex triplet holds them (in sRGB unless `space` says otherwise).
    init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1, space: ColorSpace = .sRGB) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha, space: space)
    }

    static let decimalPlaces = 10

    static func rounded(_ component: Double) -> Double {
        let scale = 10_000_000_000.0
        return (component * scale).rounded() / scale
    }

    var components: [Double] { [red, green, blue, alpha] }

    /// The same color with another alpha: what `rgba(<color>, <alpha>)` and a made color's `at 29%` make.
    func with(alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha, space: space)
    }

    /// `0xRRGGBBAA` when this is an sRGB color whose every component, alpha too, is a whole number of
    /// 255ths once rounded to 10 places: a color a hex code states exactly. Nil for Display P3 and for
    /// values between two bytes (derived or written as decimals), which only decimals state exactly.
    var exactSRGBBytes: UInt32? {
        guard space == .sRGB else { return nil }
        func byte(_ component: Double) -> UInt32? {
            let byte = (component * 255).rounded()
            guard byte >= 0, byte <= 255, Self.rounded(byte / 255) == component else { return nil }
            return UInt32(byte)
        }
        guard let red = byte(red), let green = byte(green), let blue = byte(blue), let alpha = byte(alpha) else {
            return nil
        }
        return red << 24 | green << 16 | blue << 8 | alpha
    }

    /// `#RRGGBBAA`, uppercase: always sRGB, since that is what a hex color means everywhere it is read.
    /// An sRGB color's bytes come from its rounded components. A Display P3 color's are its sRGB
    /// approximation: converted through XYZ (`converted(to: .sRGB)`, rounded to 10 places like any
    /// `RGBA`, so a P3 gray of 0.5 is the sRGB gray of 0.5, #80), then each component clipped to 0…1:
    /// a P3 color outside sRGB shows as the nearest sRGB edge, not as its own numbers read as sRGB.
    var hex: String { hexText(withAlpha: true) }

    /// `#RRGGBB`: `hex` without its alpha byte.
    var hexWithoutAlpha: String { hexText(withAlpha: false) }

    private func hexText(withAlpha: Bool) -> String {
        let sRGB = converted(to: .sRGB)
        let count = withAlpha ? 9 : 7
        // Written in place, with no array of components: every color line of every output shows its hex.
        return String(unsafeUninitializedCapacity: count) { text in
            text[0] = UInt8(ascii: "#")
            func put(_ component: Double, at index: Int) {
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                text[1 + 2 * index] = Self.hexDigits[byte >> 4]
                text[2 + 2 * index] = Self.hexDigits[byte & 0xF]
            }
            put(sRGB.red, at: 0)
            put(sRGB.green, at: 1)
            put(sRGB.blue, at: 2)
            if withAlpha { put(sRGB.alpha, at: 3) }
            return count
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The color `hex` states: sRGB, every component a whole byte. What a screen, a reviewer or an
    /// accessibility tool reading the manifest sees.
    var hexColor: RGBA {
        let sRGB = converted(to: .sRGB)
        func byte(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
        return RGBA(
            red8: byte(sRGB.red), green8: byte(sRGB.green), blue8: byte(sRGB.blue),
            alpha: Double(byte(sRGB.alpha)) / 255)
    }
}

extension Double {
    /// The shortest decimal that reads back as this value; Swift literals and JSON numbers both use it,
    /// so the two outputs print the same digits. A whole number of 255ths, as most components are, is
    /// looked up: its text was made once, by `description` too.
    var shortestDecimal: String {
        let byte = (self * 255).rounded()
        if byte >= 0, byte <= 255 {
            let known = Self.byteDecimals[Int(byte)]
            if known.value.bitPattern == bitPattern { return known.text }
        }
        return description
    }

    /// Each component a byte gives, as `RGBA` rounds it, and its text.
    private static let byteDecimals: [(value: Double, text: String)] = (0...255).map { byte in
        let value = RGBA.rounded(Double(byte) / 255)
        return (value, value.description)
    }
}
