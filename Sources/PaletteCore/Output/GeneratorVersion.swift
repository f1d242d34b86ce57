/// The version palettec writes into the first line of a file it generates, as its owner checks read it.
enum GeneratorVersion {
    /// `0.6.0`, `1.0.0-beta.2`: starts with a digit; digits, letters, `.`, `+` and `-` after it.
    static func isVersion(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            text.last != UInt8(ascii: ".")
        else { return false }
        return text.allSatisfy { byte in
            let scalar = Unicode.Scalar(byte)
            return ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        }
    }
}
