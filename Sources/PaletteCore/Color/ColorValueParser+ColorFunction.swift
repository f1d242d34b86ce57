/// CSS Color 4's `color()` function in every predefined space: `color(display-p3 0.523 0.668 0.904)`,
/// `color(srgb 1 0 0 / 0.5)`, `color(rec2020 50% 0 none)`, `color(xyz 0.2 0.3 0.4)`. Values are
/// separated by spaces, components are numbers or percentages (100% is 1) or `none`, the alpha after
/// `/`; names are read in any case, as in CSS. The RGB spaces' components are from 0 to 1, XYZ's any
/// finite number. `srgb` and `display-p3` are kept as written; the others are converted
/// (`CSSColorConversion`).
extension ColorValueParser {
    /// The spaces `color()` takes, in the order messages list them: `xyz` is `xyz-d65`.
    static let predefinedSpaces: [(name: String, space: CSSColorSpace)] = [
        ("srgb", .srgb), ("srgb-linear", .srgbLinear), ("display-p3", .displayP3), ("a98-rgb", .a98RGB),
        ("prophoto-rgb", .prophotoRGB), ("rec2020", .rec2020), ("xyz", .xyzD65), ("xyz-d50", .xyzD50),
        ("xyz-d65", .xyzD65),
    ]

    static func colorFunction(_ text: String) -> Result<CSSColorComponents, ColorValueError> {
        let usage = "write color(display-p3 R G B) or color(display-p3 R G B / A) with numbers from 0 to 1"
        let function: CSSFunctionText
        switch CSSFunctionText.read(text, usage: usage) {
        case .success(let read): function = read
        case .failure(let error): return .failure(error)
        }
        if let error = function.commaError(usage: usage) { return .failure(error) }
        guard let spaceToken = function.tokens.first else {
            return .failure(ColorValueError("color() is empty; \(usage)", at: function.closing))
        }
        if CSSNumericValue(spaceToken.text) != nil {
            return .failure(
                ColorValueError("color() names its color space before the components; \(usage)", at: spaceToken.offset))
        }
        let name = spaceToken.text.lowercased()
        guard let space = predefinedSpaces.first(where: { $0.name == name })?.space else {
            return .failure(ColorValueError(unknownSpace(spaceToken.text), at: spaceToken.offset))
        }
        let letters = space.components.map { $0.name.prefix(1).uppercased() }.joined(separator: " ")
        let isXYZ = space == .xyzD65 || space == .xyzD50
        let spaceUsage =
            "write color(\(name) \(letters)) or color(\(name) \(letters) / A)"
            + (isXYZ ? "" : " with numbers from 0 to 1")
        return function.spaceSeparated(skipping: 1, label: "color(\(name))", usage: spaceUsage).flatMap {
            components($0, in: space, function: name)
        }
    }

    /// An unknown space, with the nearest name; a space that has a function of its own says to write that.
    private static func unknownSpace(_ written: String) -> String {
        let names = predefinedSpaces.map(\.name)
        let listed = names.dropLast().joined(separator: ", ") + " and " + names.last!
        var context = "color() takes \(listed)"
        if let (space, letters) = spaceFunctions[written.lowercased()] {
            context += "; write \(space.rawValue)(\(letters)) for \(space.rawValue)"
        }
        return Suggestion.unknownKey(written, kind: "color space", in: names, context: context)
    }
}
