/// Characters that must never appear raw where palettec writes a palette's text: they end a Swift `//`
/// comment or a diagnostic line (CR, VT, FF, NEL, LS, PS), act on a terminal (C0, DEL, C1), or reorder
/// what a reader sees (bidirectional embeddings, overrides and isolates).
enum UnsafeText {
    static func firstForbidden<S: StringProtocol>(in text: S, allowing allowed: Set<Unicode.Scalar>) -> Unicode.Scalar?
    {
        text.unicodeScalars.first { isForbidden($0) && !allowed.contains($0) }
    }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

/// Text made printable for a failure message, so the message itself stays one readable line.
enum Escaped {
    static func scalar(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true)
    }

    static func text(_ text: String, limit: Int = 400) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            switch scalar {
            case "\n": result += "\\n"
            case "\\": result += "\\\\"
            case _ where UnsafeText.isForbidden(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > limit ? result + "…" : result
    }
}
