/// CSS Color 4's `rgb()` and `rgba()` (one function under two names, each taking an alpha or not):
/// red, green and blue as numbers from 0 to 255 or percentages from 0% to 100%, all sRGB.
/// - legacy, with commas: `rgb(51, 51, 51)`, `rgba(51, 51, 51, 0.64)`, `rgb(20%, 20%, 20%)`; the
///   three all numbers or all percentages, no `none`, the alpha fourth;
/// - modern, with spaces: `rgb(51 51 51)`, `rgb(20% 51 none / 64%)`, mixed freely, the alpha after `/`.
/// A value outside its range is an error, as everywhere in palettec (CSS would clamp it).
extension ColorValueParser {
    static func rgbFunction(_ text: String) -> Result<CSSColorComponents, ColorValueError> {
        let name = text.prefix { $0 != "(" }.lowercased()
        let hasCommas = text.contains(",")
        let usage =
            hasCommas
            ? (name == "rgba" ? "write rgba(R, G, B, A)" : "write rgb(R, G, B)")
            : "write \(name)(R G B) or \(name)(R G B / A), each from 0 to 255 or 0% to 100%"
        return CSSFunctionText.arguments(of: text, name: name, commas: hasCommas, usage: usage)
            .flatMap { arguments in
                if hasCommas, let error = legacyError(arguments, function: name) { return .failure(error) }
                var channels: [Double] = []
                for (token, key) in zip(arguments.components, ColorComponentKey.required) {
                    switch channel(token, named: key.rawValue) {
                    case .success(let value): channels.append(value)
                    case .failure(let error): return .failure(error)
                    }
                }
                return alpha(arguments.alpha).map { CSSColorComponents(space: .srgb, components: channels, alpha: $0) }
            }
    }

    /// A channel: a number from 0 to 255, a percentage from 0% to 100%, or `none` (0).
    private static func channel(_ token: CSSFunctionText.Token, named name: String) -> Result<Double, ColorValueError> {
        let text = token.text
        let (value, top, unit): (Double, Double, String)
        switch CSSNumericValue(text) {
        case .number(let number)?: (value, top, unit) = (number, 255, "")
        case .percentage(let percent)?: (value, top, unit) = (percent, 100, "%")
        case .none?: return .success(0)
        case .angle?, nil:
            return .failure(
                ColorValueError(
                    "\(name) '\(text.abbreviated)' is not a number; write a number from 0 to 255 or a percentage",
                    at: token.offset))
        }
        guard (0...top).contains(value) else {
            return .failure(
                ColorValueError(
                    "\(name) \(text.abbreviated) is out of range; it must be from 0\(unit) to \(Int(top))\(unit)",
                    at: token.offset))
        }
        return .success(value / top)
    }

    /// What CSS refuses in the legacy form that the modern one takes: `none`, and numbers mixed with
    /// percentages.
    private static func legacyError(_ arguments: CSSFunctionText.Arguments, function name: String) -> ColorValueError? {
        let values = arguments.components + (arguments.alpha.map { [$0] } ?? [])
        if let none = values.first(where: { $0.text.lowercased() == "none" }) {
            return ColorValueError(
                "'none' is read only without commas; write \(name)(R G B) with spaces, or a number here",
                at: none.offset)
        }
        let isPercentage = arguments.components.map { $0.text.hasSuffix("%") }
        if let mixed = isPercentage.firstIndex(where: { $0 != isPercentage[0] }) {
            return ColorValueError(
                "\(name)() with commas takes three numbers or three percentages, not both; write \(name)(R G B) "
                    + "with spaces to mix them", at: arguments.components[mixed].offset)
        }
        return nil
    }
}
