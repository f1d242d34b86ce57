/// Text as SVG holds it: XML-escaped, so a palette's names stay text and never become markup.
enum SVGText {
    private static let markup: Set<Unicode.Scalar> = ["&", "<", ">", "\"", "'"]

    static func escaped(_ text: String) -> String {
        if PlainASCII.isPrintable(text, except: "&<>\"'") { return text }
        // Non-ASCII with nothing to escape, as a Display P3 hex's `≈`: kept as it is, without a copy.
        if !text.unicodeScalars.contains(where: { Self.markup.contains($0) || InvisibleScalars.needsEscape($0) }) {
            return text
        }
        var result = ""
        for scalar in CommentText.singleLine(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `#RRGGBB` of the sRGB color (the nearest one for Display P3), for `fill`.
    static func fill(_ color: RGBA) -> String {
        fill(sRGBHex: color.hex)
    }

    /// The same, from the color's `hex` already made.
    static func fill(sRGBHex hex: String) -> String {
        String(hex.prefix(7))
    }

    /// The alpha as an 8-bit renderer keeps it, written to 4 places: `0.6392`.
    static func opacity(_ color: RGBA) -> String {
        let byte = Int((min(max(color.alpha, 0), 1) * 255).rounded())
        let tenThousandths = (byte * 10_000 + 127) / 255
        let digits = String(tenThousandths)
        return byte == 255 ? "1" : "0." + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
