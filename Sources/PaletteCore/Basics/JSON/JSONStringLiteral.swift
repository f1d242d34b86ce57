/// A JSON string literal's value: `"a\"b\u00e9"` → `a"bé`. nil when it is not one.
enum JSONStringLiteral {
    static func decode(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { return nil }
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { return nil }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\"", "\\", "/": result.append(escape)
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "u":
                guard let unit = hex4(scalars, at: &index) else { return nil }
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else {
                        return nil
                    }
                    index += 2
                    guard let low = hex4(scalars, at: &index), (0xDC00...0xDFFF).contains(low) else { return nil }
                    guard let pair = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                        return nil
                    }
                    result.append(pair)
                } else {
                    guard let single = Unicode.Scalar(unit) else { return nil }
                    result.append(single)
                }
            default: return nil
            }
        }
        return String(result)
    }

    private static func hex4(_ scalars: [Unicode.Scalar], at index: inout Int) -> UInt32? {
        guard index + 4 <= scalars.count else { return nil }
        let digits = String(String.UnicodeScalarView(scalars[index..<(index + 4)]))
        guard let value = UInt32(digits, radix: 16), digits.allSatisfy(\.isHexDigit) else { return nil }
        index += 4
        return value
    }
}
