/// One color component as Xcode writes it in a colorset, read to its number. Xcode's color panel has
/// three input methods and writes each its own way, always as a string:
/// - floating point: `"0.521"` (alpha is always written this way: `"1.000"`);
/// - 8-bit hexadecimal: `"0x85"`, which is 133/255;
/// - 8-bit integer: `"173"`, which is 173/255.
///
/// `"0"` and `"1"` are 0 and 1 (full intensity), not 0/255 and 1/255: that is how `actool` reads a
/// component with no decimal point that is 0 or 1, and so what the app shows. Numbers written
/// unquoted (`0.5`, by tools other than Xcode) follow the same rules as their text.
extension CatalogComponent {
    /// The component's value, not yet range-checked (an extended color space allows any number),
    /// or an error at the value saying what Xcode writes.
    static func value(of node: JSONNode, named name: String, path: String) -> Result<Double, ImportError> {
        let text: String
        switch node.value {
        case .string(let written), .number(let written): text = written
        default:
            return .failure(.error("'\(name)' is \(node.kindDescription); Xcode writes a component as a string "
                + "such as \"0.521\", \"0x85\" or \"173\"", at: node.location(in: path)))
        }
        if let value = value(of: text) { return .success(value) }
        return .failure(.error("'\(name)' is \"\(text.abbreviated)\", which is no component Xcode writes; write a number "
            + "from 0 to 1 (\"0.521\"), 8-bit hex (\"0x85\") or an integer from 0 to 255 (\"173\")", at: node.location(in: path)))
    }

    /// The number a component's text stands for, or nil for text that is none of Xcode's forms.
    static func value(of text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 2, scalars[0] == "0", scalars[1] == "x" || scalars[1] == "X" {
            let digits = String(String.UnicodeScalarView(scalars[2...]))
            guard digits.count <= 2, digits.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }),
                  let byte = Int(digits, radix: 16)
            else { return nil }
            return Double(byte) / 255
        }
        if !scalars.isEmpty, scalars.allSatisfy({ ("0"..."9").contains($0) }) {
            guard scalars.count <= 3, let integer = Int(text), integer <= 255 else { return nil }
            return integer <= 1 ? Double(integer) : Double(integer) / 255
        }
        return text.decimalNumber
    }
}
