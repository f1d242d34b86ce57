/// Text from a palette as a Swift string literal that reads as what it is: printable ASCII as it is but
/// `"` and `\`, everything else as a `\u{…}` escape, so no character of the text acts as code.
enum SwiftStringLiteral {
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": literal += "\\" + String(scalar)
            case " "..."~": literal.unicodeScalars.append(scalar)
            default: literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return literal + "\""
    }
}
