/// Where the next character of a text is, as editors count: a line ends at `\n`, `\r\n` or `\r`, and
/// a column is one Unicode scalar.
struct TextPosition {
    private(set) var line = 1
    private(set) var column = 1
    private var afterCarriageReturn = false

    mutating func advance(past scalar: Unicode.Scalar) {
        defer { afterCarriageReturn = scalar == "\r" }
        if scalar == "\n" && afterCarriageReturn { return }
        if scalar == "\n" || scalar == "\r" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
}
