/// One color component as Xcode writes it in a colorset, read to its number. Xcode's color panel has
/// three input methods and writes each its own way, always as a string:
/// - floating point: `"0.521"`, full intensity `"1.000"`;
/// - 8-bit hexadecimal: `"0x85"`, which is 133/255;
/// - 8-bit integer: `"173"`, which is 173/255. Every integer is n/255 here, `"1"` (1/255) included:
///   this form writes full intensity as `"255"`.
///
/// Alpha is written as floating point whatever the input method (`"1.000"`), so an alpha with no
/// decimal point is its own number: `"1"` is opaque and `"0"` clear, and `"128"` is out of range
/// rather than 128/255. Only a hex alpha (`"0xFF"`) is n/255.
///
/// Numbers written unquoted (`0.5`, `1`, by tools other than Xcode) follow the same rules as their text.
extension CatalogComponent {
    enum Form {
        /// `"0.521"`, and any other decimal number.
        case decimal
        /// `"0x85"`
        case hex
        /// `"173"`: digits alone.
        case integer
    }

    /// The component's value, not yet range-checked (an extended color space allows any number),
    /// or an error at the value saying what Xcode writes.
    static func value(of node: JSONNode, named name: String, path: String) -> Result<Double, DiagnosticError> {
        guard let text = node.componentText else {
            return .failure(
                .error(
                    "'\(name)' is \(node.kindDescription); Xcode writes a component as a string "
                        + "such as \"0.521\", \"0x85\" or \"173\"", at: node.location(in: path)))
        }
        if let value = value(of: text, isAlpha: name == Key.alpha.rawValue) { return .success(value) }
        return .failure(
            .error(
                "'\(name)' is \"\(text.abbreviated)\", which is no component Xcode writes; write a number "
                    + "from 0 to 1 (\"0.521\"), 8-bit hex (\"0x85\") or an integer from 0 to 255 (\"173\")",
                at: node.location(in: path)))
    }

    /// The number a component's text stands for, or nil for text that is none of Xcode's forms.
    static func value(of text: String, isAlpha: Bool = false) -> Double? {
        switch form(of: text) {
        case .hex:
            let digits = text.unicodeScalars.dropFirst(2)
            guard digits.count <= 2, let byte = Int(String(String.UnicodeScalarView(digits)), radix: 16) else {
                return nil
            }
            return Double(byte) / 255
        case .integer:
            guard text.unicodeScalars.count <= 3, let integer = Int(text), integer <= 255 else { return nil }
            return isAlpha ? Double(integer) : Double(integer) / 255
        case .decimal:
            return text.decimalNumber
        case nil:
            return nil
        }
    }

    /// Which of Xcode's forms the text has, by its shape alone (`"0x"` followed by hex digits, digits
    /// alone, or a decimal number); nil for anything else.
    static func form(of text: String) -> Form? {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 2, scalars[0] == "0", scalars[1] == "x" || scalars[1] == "X" {
            return scalars[2...].allSatisfy(\.properties.isASCIIHexDigit) ? .hex : nil
        }
        if !scalars.isEmpty, scalars.allSatisfy({ ("0"..."9").contains($0) }) { return .integer }
        return text.decimalNumber != nil ? .decimal : nil
    }
}

extension JSONNode {
    /// A component's text: a string's, or an unquoted number's as written.
    var componentText: String? {
        switch value {
        case .string(let text), .number(let text): return text
        default: return nil
        }
    }
}
