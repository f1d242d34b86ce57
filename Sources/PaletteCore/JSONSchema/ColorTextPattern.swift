/// The written color forms as regular expressions, built from `ColorValueParser`'s own names. They
/// check a value's form, where CSS puts commas, `/`, percentages, angles and `none`, and `rgb()`'s
/// 0-255 integers; the ranges of other numbers inside a text (alpha, the components of `hsl()`, `lab()`,
/// `color()`, …) are left to palettec, which says what to write instead.
enum ColorTextPattern {
    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, any case.
    static let hex = SchemaPattern.whole(
        "#" + SchemaPattern.either(ColorValueParser.hexDigitCounts.map { "[0-9A-Fa-f]{\($0)}" }))

    /// `rgb()` and `rgba()`: `rgb(R, G, B)` and `rgba(R, G, B, A)` (three numbers or three percentages),
    /// or `rgb(R G B / A)`.
    static let rgb: String = {
        let name = SchemaPattern.either(["rgb", "rgba"].map(SchemaPattern.anyCase))
        let legacy = SchemaPattern.either([
            commas(Array(repeating: channelNumber, count: 3)), commas(Array(repeating: percentage, count: 3)),
        ])
        return SchemaPattern.whole(
            name + "\\("
                + SchemaPattern.either([
                    legacy + legacyAlpha, spaces(Array(repeating: either(channelNumber, percentage, none), count: 3)),
                ]) + "\(space)*\\)")
    }()

    /// `hsl()` and `hsla()`: `hsl(H, S%, L%)` and `hsla(H, S%, L%, A)`, or `hsl(H S L / A)`.
    static let hsl: String = {
        let name = SchemaPattern.either(["hsl", "hsla"].map(SchemaPattern.anyCase))
        let legacy = commas([hue, percentage, percentage]) + legacyAlpha
        let modern = spaces([either(hue, none), numberOrPercentage, numberOrPercentage])
        return SchemaPattern.whole(name + "\\(" + SchemaPattern.either([legacy, modern]) + "\(space)*\\)")
    }()

    /// `hwb(H W B / A)`
    static let hwb = function(["hwb"], spaces([either(hue, none), numberOrPercentage, numberOrPercentage]))

    /// `lab(L a b / A)`, `oklab(L a b / A)`, `lch(L C H / A)` and `oklch(L C H / A)`.
    static let lab = SchemaPattern.either([
        function(["lab", "oklab"], spaces(Array(repeating: numberOrPercentage, count: 3))),
        function(["lch", "oklch"], spaces([numberOrPercentage, numberOrPercentage, either(hue, none)])),
    ])

    /// `color(display-p3 R G B)` or `color(srgb R G B / A)`, in any of `color()`'s spaces.
    static let colorFunction: String = {
        let name = SchemaPattern.either(ColorValueParser.predefinedSpaces.map(\.name).map(SchemaPattern.anyCase))
        return SchemaPattern.whole(
            SchemaPattern.anyCase("color(") + "\(space)*\(name)\(space)+"
                + spaces(Array(repeating: numberOrPercentage, count: 3)) + "\(space)*\\)")
    }()

    /// CSS's named colors and `transparent`, any case.
    static let named = SchemaPattern.whole(SchemaPattern.either(CSSNamedColors.names.map(SchemaPattern.anyCase)))

    /// `"{name}"` or `"{group.name}"`: another color of the palette.
    static let reference = #"^\{[\s\S]+\}$"#

    /// `{label} at 29%`, `{a} mixed 20% toward <color> in srgb`, `{a} lighter by 0.2 in hsl`: the forms
    /// `MadeColorText` reads, the other color of a mix any text (palettec reads it as a color).
    static let madeColor: String = {
        let space = SchemaPattern.space
        let gap = "\(space)+"
        let amount = "\(SchemaPattern.decimal)%?"
        func spaces(_ names: [String]) -> String {
            "(?:\(gap)in\(gap)\(SchemaPattern.either(names.map(SchemaPattern.anyCase))))?"
        }
        let lightness = spaces(LightnessSpace.allCases.map(\.rawValue))
        let operations = [
            "\(MadeColorWord.at.rawValue)\(gap)\(amount)",
            "\(MadeColorWord.mixed.rawValue)\(gap)\(amount)\(gap)\(MadeColorWord.toward.rawValue)\(gap)[\\s\\S]+",
            "\(MadeColorWord.lighter.rawValue)\(gap)\(MadeColorWord.by.rawValue)\(gap)\(amount)\(lightness)",
            "\(MadeColorWord.darker.rawValue)\(gap)\(MadeColorWord.by.rawValue)\(gap)\(amount)\(lightness)",
        ]
        return SchemaPattern.whole(#"\{[^}]*\}"# + gap + SchemaPattern.either(operations))
    }()

    /// Text that starts like a color or a reference (`isComponentLike`): no component of a mapping.
    static let colorStart =
        "^\(SchemaPattern.space)*" + SchemaPattern.either(YAMLNode.colorPrefixes.map(SchemaPattern.anyCase))

    // MARK: Values

    private static let space = SchemaPattern.space
    private static let decimal = SchemaPattern.decimal
    private static let none = SchemaPattern.anyCase("none")
    private static let percentage = decimal + "%"
    /// An `rgb()` channel as a number: an integer from 0 to 255, or any decimal with a fraction or an
    /// exponent (`127.5`, `1e2`), whose range palettec checks.
    private static let channelNumber = either(
        SchemaPattern.byte, #"[+-]?(?:[0-9]+\.[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"#, #"[+-]?[0-9]+[eE][+-]?[0-9]+"#)
    private static let numberOrPercentage = either(decimal + "%?", none)
    /// A hue: degrees, or an angle in any of CSS's units.
    private static let hue =
        decimal + "(?:" + CSSNumericValue.angleUnits.map { SchemaPattern.anyCase($0.unit) }.joined(separator: "|")
        + ")?"
    /// The legacy form's alpha, fourth after a comma.
    private static let legacyAlpha = "(?:\(space)*,\(space)*\(decimal)%?)?"

    private static func either(_ alternatives: String...) -> String {
        SchemaPattern.either(alternatives)
    }

    /// Values separated by commas, with spaces around each.
    private static func commas(_ values: [String]) -> String {
        "\(space)*" + values.joined(separator: "\(space)*,\(space)*")
    }

    /// Values separated by spaces, then perhaps `/` and an alpha.
    private static func spaces(_ values: [String]) -> String {
        "\(space)*" + values.joined(separator: "\(space)+") + "(?:\(space)*/\(space)*\(either(decimal + "%?", none)))?"
    }

    /// `name(…)` for each name, in any case, with the values given.
    private static func function(_ names: [String], _ values: String) -> String {
        SchemaPattern.whole(SchemaPattern.either(names.map(SchemaPattern.anyCase)) + "\\(" + values + "\(space)*\\)")
    }
}
