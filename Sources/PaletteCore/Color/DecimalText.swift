extension String {
    /// The number a decimal text writes (`0.5`, `-3`, `+1.`, `.25`, `1e-2`) when it is finite; nil for
    /// anything else, including the `nan`, `inf`, `1e400` and hexadecimal forms `Double(_:)` takes.
    var decimalNumber: Double? {
        guard isDecimalShaped, let value = Double(self), value.isFinite else { return nil }
        return value
    }

    /// Written as a decimal number, however large: `1e400` is one, `nan` and `0x1p3` are not.
    var isDecimalShaped: Bool {
        var digits = 0, sawDot = false, sawExponent = false, exponentDigits = 0
        for (index, scalar) in unicodeScalars.enumerated() {
            switch scalar {
            case "0"..."9":
                if sawExponent { exponentDigits += 1 } else { digits += 1 }
            case "+", "-":
                guard index == 0 || (sawExponent && exponentDigits == 0 && isExponentMark(before: index)) else {
                    return false
                }
            case ".":
                guard !sawDot, !sawExponent else { return false }
                sawDot = true
            case "e", "E":
                guard !sawExponent, digits > 0 else { return false }
                sawExponent = true
            default:
                return false
            }
        }
        return digits > 0 && (!sawExponent || exponentDigits > 0)
    }

    private func isExponentMark(before index: Int) -> Bool {
        let previous = unicodeScalars[unicodeScalars.index(unicodeScalars.startIndex, offsetBy: index - 1)]
        return previous == "e" || previous == "E"
    }
}
