/// A color component as Xcode spells it in a color set.
///
/// Xcode writes a component as 8-bit hex (`"0xAB"`), an integer (`"171"`) or a decimal with three
/// places (`"0.671"`), and alpha always as a decimal with three places (`"1.000"`). palettec writes hex
/// where the component is exactly n/255 after rounding to 10 places, so the catalog and the Swift read
/// the same value; otherwise a decimal with Xcode's three places where three are exact (`"0.500"`,
/// `"0.620"`), and with as many more as the value needs where they are not (`"0.1234567891"`): Xcode
/// would round those to three, and the catalog would then show another color than the Swift.
enum CatalogComponent {
    /// The keys of a color set's `components`, as Xcode spells them: palettec writes red, green, blue
    /// and alpha; `palettec import` also reads a gray's white.
    enum Key: String, CaseIterable, Sendable {
        case red, green, blue, white, alpha
    }

    /// Every decimal Xcode writes has this many places (`"1.000"`, `"0.640"`).
    static let decimalPlaces = 3

    /// `"0xAB"` for n/255, else a decimal of at least three places: `"0.500"`, `"0.1234567891"`.
    static func spelled(_ component: Double) -> String {
        if let byte = exactByte(component) {
            let digits = String(byte, radix: 16, uppercase: true)
            return "0x" + (digits.count == 1 ? "0" + digits : digits)
        }
        return decimal(component, minimumPlaces: decimalPlaces)
    }

    /// Alpha is always a decimal: `"1.000"`, `"0.640"`, `"0.1234"`.
    static func alpha(_ alpha: Double) -> String {
        decimal(alpha, minimumPlaces: decimalPlaces)
    }

    /// The integer n in 0...255 whose n/255, rounded like every component, is this component.
    static func exactByte(_ component: Double) -> Int? {
        guard component.isFinite, (0...1).contains(component) else { return nil }
        let byte = Int((component * 255).rounded())
        return RGBA.rounded(Double(byte) / 255) == component ? byte : nil
    }

    /// The shortest digits that read back as this value, written without an exponent and with at
    /// least `minimumPlaces` places: `1e-05` becomes `"0.00001"`, `1.0` with 3 places `"1.000"`.
    static func decimal(_ value: Double, minimumPlaces: Int) -> String {
        let plain = PlainDecimal((value == 0 ? 0 : value).shortestDecimal)  // never "-0.0"
        let places =
            plain.fraction.count < minimumPlaces
            ? plain.fraction + String(repeating: "0", count: minimumPlaces - plain.fraction.count)
            : plain.fraction
        return (plain.isNegative ? "-" : "") + plain.integer + "." + places
    }
}

/// Swift's shortest round-trip spelling of a Double (`1.5e-07`, `0.25`, `12.0`) taken apart into a
/// sign, integer digits and fraction digits, with the exponent applied and trailing zeros dropped.
struct PlainDecimal {
    var isNegative: Bool
    var integer: String
    var fraction: String

    init(_ text: String) {
        var text = Substring(text)
        isNegative = text.first == "-"
        if isNegative { text = text.dropFirst() }
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = Array(mantissa[0] + (mantissa.count == 2 ? mantissa[1] : ""))
        let point = mantissa[0].count + exponent
        let padded =
            point < 0
            ? Array(repeating: "0", count: -point) + digits
            : digits + Array(repeating: "0", count: max(0, point - digits.count))
        let split = max(point, 0)
        let integerDigits = String(padded[..<split]).drop { $0 == "0" }
        integer = integerDigits.isEmpty ? "0" : String(integerDigits)
        fraction = String(String(padded[split...]).reversed().drop { $0 == "0" }.reversed())
    }
}
