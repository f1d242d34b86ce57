/// CSS Color 4's functions named after their space: `hsl()` (and `hsla()`, the same function), `hwb()`,
/// `lab()`, `lch()`, `oklab()` and `oklch()`. Each takes three components separated by spaces and an
/// alpha after `/`: numbers in the space's units (`CSSColorSpace.components`), percentages of CSS's
/// reference for each (`lab(50% 40% -20%)` is `lab(50 50 -25)`), a hue as degrees or an angle
/// (`deg`, `grad`, `rad`, `turn`), and `none`. `hsl()` also takes the legacy form with commas,
/// `hsl(120, 50%, 50%)` or `hsla(120, 50%, 50%, 0.5)`, where saturation and lightness are percentages.
extension ColorValueParser {
    /// Each function's space and the letters its usage shows.
    static let spaceFunctions: [String: (space: CSSColorSpace, letters: String)] = [
        "hsl": (.hsl, "H S L"), "hsla": (.hsl, "H S L"), "hwb": (.hwb, "H W B"), "lab": (.lab, "L a b"),
        "lch": (.lch, "L C H"), "oklab": (.oklab, "L a b"), "oklch": (.oklch, "L C H"),
    ]

    static func spaceFunction(
        _ text: String, named name: String, space: CSSColorSpace, letters: String
    ) -> Result<CSSColorComponents, ColorValueError> {
        let isLegacyHSL = space == .hsl && text.contains(",")
        let usage =
            isLegacyHSL
            ? "write \(name)(H, S%, L%) or \(name)(H, S%, L%, A)"
            : "write \(name)(\(letters)) or \(name)(\(letters) / A)"
        return CSSFunctionText.arguments(of: text, name: name, commas: isLegacyHSL, usage: usage).flatMap {
            if isLegacyHSL, let error = legacyHSLError($0, function: name) { return .failure(error) }
            return components($0, in: space, function: name)
        }
    }

    /// The three components in `space`'s units and the alpha, each checked against its range.
    static func components(
        _ arguments: CSSFunctionText.Arguments, in space: CSSColorSpace, function: String
    ) -> Result<CSSColorComponents, ColorValueError> {
        var values: [Double] = []
        for (token, component) in zip(arguments.components, space.components) {
            // A one-letter component (Lab's a and b, XYZ's X, Y and Z) is named with its function.
            let name = component.name.count == 1 ? "\(function)'s \(component.name)" : component.name
            switch self.component(token, component, named: name) {
            case .success(let value): values.append(value)
            case .failure(let error): return .failure(error)
            }
        }
        return alpha(arguments.alpha).map { CSSColorComponents(space: space, components: values, alpha: $0) }
    }

    /// What CSS refuses in `hsl()`'s legacy form: `none`, and saturation or lightness as plain numbers.
    private static func legacyHSLError(
        _ arguments: CSSFunctionText.Arguments, function name: String
    )
        -> ColorValueError?
    {
        let values = arguments.components + (arguments.alpha.map { [$0] } ?? [])
        if let none = values.first(where: { $0.text.lowercased() == "none" }) {
            return ColorValueError(
                "'none' is read only without commas; write \(name)(H S L) with spaces, or a number here",
                at: none.offset)
        }
        for (token, component) in zip(arguments.components, CSSColorSpace.hsl.components).dropFirst()
        where CSSNumericValue(token.text)?.isPlainNumber == true {
            return ColorValueError(
                "\(component.name) '\(token.text.abbreviated)' is a percentage in \(name)() with commas; "
                    + "write \(token.text.abbreviated)%, or \(name)(H S L) with spaces", at: token.offset)
        }
        return nil
    }
}
