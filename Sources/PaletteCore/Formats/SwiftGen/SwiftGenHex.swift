/// A color as SwiftGen's colors parser reads it from a `.txt` or `.json` file: hex digits after `#`,
/// `0x` (or `0X`) or nothing, 6 of them (`RRGGBB`, opaque) or 8 (`RRGGBBAA`), in either case.
///
/// SwiftGen also takes other text without a word (it reads the hex digits it can and decides on the
/// alpha by the text's length: `#FFF` becomes `#00000FFF`, `#FF0000 ` with a space `#00FF0000`); the
/// import refuses those, saying what SwiftGen made of them, so no color changes without someone
/// deciding it.
enum SwiftGenHex {
    enum Problem: Error, Equatable {
        /// Not `#`, `0x` or nothing followed by hex digits alone.
        case notHex
        /// Hex digits, but neither 6 nor 8; `swiftGenReads` is the `#RRGGBBAA` SwiftGen made of up to 8.
        case digitCount(Int, swiftGenReads: String?)
    }

    static func parse(_ text: String) -> Result<RGBA, Problem> {
        var digits = Substring(text)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
        }
        let values = digits.unicodeScalars.map(value)
        guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return .failure(.notHex) }
        let number = values.reduce(UInt64(0)) { $0 &* 16 &+ UInt64($1!) }
        switch values.count {
        case 6: return .success(color(UInt32(number) << 8 | 0xFF))
        case 8: return .success(color(UInt32(number)))
        case let count:
            let reading = count < 8 ? "#" + eightDigits(UInt32(number)) : nil
            return .failure(.digitCount(count, swiftGenReads: reading))
        }
    }

    private static func value(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 0x30
        case "a"..."f": return scalar.value - 0x61 + 10
        case "A"..."F": return scalar.value - 0x41 + 10
        default: return nil
        }
    }

    /// `0xRRGGBBAA` as a color.
    private static func color(_ rgba: UInt32) -> RGBA {
        RGBA(
            red8: Int(rgba >> 24), green8: Int(rgba >> 16 & 0xFF), blue8: Int(rgba >> 8 & 0xFF),
            alpha: Double(rgba & 0xFF) / 255)
    }

    private static func eightDigits(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
