/// The forms palettes are mostly written in, read straight from the bytes: `#RRGGBB` (3, 4, 6 or 8
/// digits), `rgb(R, G, B)` and `color(display-p3 R G B / A)` with single spaces. Anything else, or
/// anything wrong, goes the general way, which gives the same value and the messages.
extension ColorValueParser {
    static func parseCommonForm(_ text: String) -> RGBA? {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first else { return nil }
            if first == UInt8(ascii: "#") { return hex(bytes) }
            if first == UInt8(ascii: "r") { return rgb(bytes) }
            if first == UInt8(ascii: "c") { return colorFunction(bytes) }
            return nil
        }
    }

    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBA? {
        let count = bytes.count - 1
        guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
        var channels: (Int, Int, Int, Int) = (0, 0, 0, 255)
        let wide = count > 4
        for channel in 0..<(wide ? count / 2 : count) {
            let value: Int
            if wide {
                guard let high = hexDigit(bytes[1 + 2 * channel]), let low = hexDigit(bytes[2 + 2 * channel]) else {
                    return nil
                }
                value = high << 4 | low
            } else {
                guard let digit = hexDigit(bytes[1 + channel]) else { return nil }
                value = digit << 4 | digit
            }
            switch channel {
            case 0: channels.0 = value
            case 1: channels.1 = value
            case 2: channels.2 = value
            default: channels.3 = value
            }
        }
        let alpha = channels.3 == 255 ? 1 : Double(channels.3) / 255
        return RGBA(red8: channels.0, green8: channels.1, blue8: channels.2, alpha: alpha)
    }

    /// `rgb(` then three integers from 0 to 255 separated by commas and spaces, then `)`.
    private static func rgb(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBA? {
        guard bytes.count > 5, bytes[0] == UInt8(ascii: "r"), bytes[1] == UInt8(ascii: "g"),
            bytes[2] == UInt8(ascii: "b"),
            bytes[3] == UInt8(ascii: "("), bytes[bytes.count - 1] == UInt8(ascii: ")")
        else { return nil }
        var values: [Int] = []
        var index = 4
        let end = bytes.count - 1
        while index < end {
            while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
            var value = 0, digits = 0
            while index < end, let digit = decimalDigit(bytes[index]), digits < 3 {
                value = value * 10 + digit
                digits += 1
                index += 1
            }
            while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
            guard digits > 0, value <= 255 else { return nil }
            values.append(value)
            if index < end {
                guard bytes[index] == UInt8(ascii: ","), values.count < 3 else { return nil }
                index += 1
            }
        }
        guard values.count == 3 else { return nil }
        return RGBA(red8: values[0], green8: values[1], blue8: values[2])
    }

    /// `color(SPACE R G B)` or `color(SPACE R G B / A)`, lowercase, in printable ASCII, one space
    /// between values. Spaces and numbers are read by the general reader's own functions.
    private static func colorFunction(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBA? {
        let prefix = Array("color(".utf8)
        guard bytes.count > prefix.count, bytes.starts(with: prefix), bytes[bytes.count - 1] == UInt8(ascii: ")"),
            bytes.allSatisfy({ $0 >= UInt8(ascii: " ") && $0 <= UInt8(ascii: "~") && $0 != UInt8(ascii: ",") })
        else { return nil }
        let values = bytes[prefix.count..<(bytes.count - 1)].split(
            separator: UInt8(ascii: " "), omittingEmptySubsequences: false
        )
        .map { String(decoding: $0, as: UTF8.self) }
        guard values.count == 4 || (values.count == 6 && values[4] == "/"),
            case .success(let space) = space(named: values[0])
        else { return nil }
        var components: [Double] = []
        for (text, key) in zip(values[1...3] + values.dropFirst(5), ColorComponentKey.components) {
            guard !text.utf8.contains(UInt8(ascii: "/")), case .success(let value) = unit(text, named: key.rawValue)
            else { return nil }
            components.append(value)
        }
        return RGBA(
            red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 1,
            space: space)
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    private static func decimalDigit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
