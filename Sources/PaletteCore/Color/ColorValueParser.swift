/// Reads one written color value, every form of CSS Color 4 (https://www.w3.org/TR/css-color-4/):
/// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; `rgb()` and `rgba()` (`ColorValueParser+RGBFunction.swift`);
/// `hsl()`, `hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()` and `oklch()` (`+SpaceFunctions`); `color()`
/// in every predefined space (`+ColorFunction`); the named colors and `transparent` (`+Keywords`). And
/// palettec's own mapping, `{red, green, blue, alpha}` with R, G and B integers from 0 to 255, or with
/// `space: display-p3` or `srgb` numbers from 0 to 1. Alpha is from 0 to 1 and defaults to 1. A color
/// in sRGB or Display P3 is kept as written; any other is converted (`CSSColorConversion`).
enum ColorValueParser {
    /// The names `space:` takes, as CSS Color 4 spells them.
    static let spaceNames = [ColorSpace.displayP3.rawValue, ColorSpace.sRGB.rawValue]
    /// The digits a hex color may have: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`.
    static let hexDigitCounts = [3, 4, 6, 8]
    /// The color functions palettec reads, by their lowercase names, in the order messages list them.
    static let functionNames = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// The parsed color, or a message saying what is wrong and how to write it instead.
    static func parse(text: String) -> Result<RGBA, ColorValueError> {
        if let common = parseCommonForm(text) { return .success(common) }
        return parseAnyForm(text)
    }

    /// The parsed color with the space it was written in and what converting it took.
    static func read(text: String) -> Result<WrittenColor, ColorValueError> {
        if let common = parseCommonForm(text) { return .success(WrittenColor(kept: common)) }
        return readAnyForm(text)
    }

    /// The general reader every form goes through when the fast one declines.
    static func parseAnyForm(_ text: String) -> Result<RGBA, ColorValueError> {
        readAnyForm(text).map(\.rgba)
    }

    static func readAnyForm(_ text: String) -> Result<WrittenColor, ColorValueError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("#") { return parseHex(trimmed).map(WrittenColor.init(kept:)) }
        if let function = functionComponents(trimmed) { return function.map(\.written) }
        if let keyword = keyword(trimmed) { return keyword.map(WrittenColor.init(kept:)) }
        if let name = functionName(trimmed) {
            let functions = functionNames.map { "\($0)()" }
            let listed = functions.dropLast().joined(separator: ", ") + " and " + functions.last!
            let suggestion = Suggestion.closest(to: name, in: functionNames).map { "; did you mean '\($0)()'?" } ?? ""
            return .failure(
                ColorValueError("'\(trimmed.abbreviated)' is not a color\(suggestion) (palettec reads \(listed))"))
        }
        let forms = "\"#RRGGBB\", rgb(R, G, B), rgba(R, G, B, A) or \(ColorComponentKey.mappingForm)"
        if let name = namedColorSuggestion(for: trimmed) {
            return .failure(
                ColorValueError("'\(trimmed.abbreviated)' is not a color; did you mean '\(name)'? (or write \(forms))"))
        }
        return .failure(ColorValueError("'\(trimmed.abbreviated)' is not a color; write \(forms)"))
    }

    /// The values of a color function palettec reads, read and checked; nil when `text` is no such function.
    static func functionComponents(_ text: String) -> Result<CSSColorComponents, ColorValueError>? {
        guard let name = functionName(text) else { return nil }
        switch name {
        case "rgb", "rgba": return rgbFunction(text)
        case "color": return colorFunction(text)
        default:
            guard let (space, letters) = spaceFunctions[name] else { return nil }
            return spaceFunction(text, named: name, space: space, letters: letters)
        }
    }

    /// `name` of `name(…`, lowercased: letters, digits, `-` and `_` before a `(`; nil for other text.
    static func functionName(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "("), let first = text.first, first.isASCII, first.isLetter else {
            return nil
        }
        let name = text[..<open]
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            return nil
        }
        return name.lowercased()
    }

    /// A `{red, green, blue, alpha}` mapping, its values already read as text: 0–255 integers for sRGB,
    /// or with `space:` (`display-p3`, `srgb`) numbers from 0 to 1 in that space. A failure names the
    /// key at fault, so the caller can point at it.
    static func parse(components: ColorComponentTexts) -> Result<RGBA, ColorValueError> {
        var space: ColorSpace?
        if let name = components[.space] {
            switch self.space(named: name) {
            case .success(let named): space = named
            case .failure(var error):
                error.component = .space
                return .failure(error)
            }
        }
        // Red, green, blue and alpha, in the order of `ColorComponentKey.components`; alpha 1 unless written.
        var values = SIMD4<Double>(0, 0, 0, 1)
        for (index, key) in ColorComponentKey.components.enumerated() {
            guard let text = components[key] else {
                if !ColorComponentKey.required.contains(key) { continue }
                let channels = ColorComponentKey.listed(ColorComponentKey.required)
                let fix =
                    space == nil
                    ? "write \(channels) as integers from 0 to 255"
                    : "with \(ColorComponentKey.space.quoted), write \(channels) as numbers from 0 to 1"
                return .failure(ColorValueError("the color has no '\(key.rawValue)'; \(fix)"))
            }
            let value =
                key == .alpha
                ? opacity(text)
                : space == nil
                    ? byte(text, named: key.rawValue).map { Double($0) / 255 } : unit(text, named: key.rawValue)
            switch value {
            case .success(let value): values[index] = value
            case .failure(var error):
                error.component = key
                return .failure(error)
            }
        }
        return .success(
            RGBA(red: values[0], green: values[1], blue: values[2], alpha: values[3], space: space ?? .sRGB))
    }

    /// `display-p3` or `srgb`, in any case; anything else gets the nearest name, if one is near.
    static func space(named name: String) -> Result<ColorSpace, ColorValueError> {
        if let space = ColorSpace(rawValue: name.lowercased()) { return .success(space) }
        return .failure(
            ColorValueError(
                Suggestion.unknownKey(
                    name, kind: "color space", in: spaceNames,
                    context: "palettec reads display-p3 and srgb, each with components from 0 to 1")))
    }

    private static func parseHex(_ text: String) -> Result<RGBA, ColorValueError> {
        let digits = Array(text.dropFirst())
        let fix = "write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F"
        if let bad = digits.first(where: { !($0.isASCII && $0.isHexDigit) }) {
            return .failure(
                ColorValueError("'\(text.abbreviated)' is not a hex color: '\(bad)' is not a hex digit; \(fix)"))
        }
        guard hexDigitCounts.contains(digits.count) else {
            return .failure(
                ColorValueError("'\(text.abbreviated)' is not a hex color: it has \(digits.count) digits; \(fix)"))
        }
        let pairs: [String] =
            digits.count <= 4
            ? digits.map { String([$0, $0]) }
            : stride(from: 0, to: digits.count, by: 2).map { String(digits[$0...$0 + 1]) }
        let bytes = pairs.map { Int($0, radix: 16)! }
        let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        return .success(RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: alpha))
    }

    private static func byte(_ text: String, named name: String) -> Result<Int, ColorValueError> {
        guard let value = Int(text) else {
            return .failure(ColorValueError("\(name) '\(text)' is not an integer; write an integer from 0 to 255"))
        }
        guard (0...255).contains(value) else {
            return .failure(ColorValueError("\(name) \(value) is out of range; it must be from 0 to 255"))
        }
        return .success(value)
    }

    static func opacity(_ text: String) -> Result<Double, ColorValueError> {
        unit(text, named: ColorComponentKey.alpha.rawValue)
    }

    /// A number from 0 to 1: alpha, or a component of a mapping with `space:`.
    static func unit(_ text: String, named name: String) -> Result<Double, ColorValueError> {
        guard let value = text.decimalNumber else {
            if text.hasSuffix("%"), let percent = String(text.dropLast()).trimmingWhitespace().decimalNumber {
                return .failure(
                    ColorValueError(
                        "\(name) '\(text)' is a percentage; write it as a number from 0 to 1 "
                            + "(\((percent / 100).shortestDecimal))"
                    ))
            }
            return .failure(ColorValueError("\(name) '\(text)' is not a number; write a number from 0 to 1"))
        }
        guard (0...1).contains(value) else {
            return .failure(ColorValueError("\(name) \(text) is out of range; it must be from 0 to 1"))
        }
        return .success(value)
    }
}

struct ColorValueError: Error, Hashable, Sendable {
    var message: String
    /// The `{red, green, blue, alpha}` key at fault, when there is one.
    var component: ColorComponentKey?
    /// Where in the written text the fault is (0-based characters), when it is one value of several.
    var offset: Int?

    init(_ message: String) {
        self.message = message
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
