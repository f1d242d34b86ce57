/// The written color forms as regular expressions, built from `ColorValueParser`'s own names. They
/// check a value's form and its 0-255 integers; the ranges of decimals inside a text (alpha, the
/// components of `color()`) are left to palettec, which says what to write instead.
enum ColorTextPattern {
    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, any case.
    static let hex = SchemaPattern.whole(
        "#" + SchemaPattern.either(ColorValueParser.hexDigitCounts.map { "[0-9A-Fa-f]{\($0)}" }))

    /// `rgb(R, G, B)`
    static let rgb = function("rgb", Array(repeating: SchemaPattern.byte, count: 3))

    /// `rgba(R, G, B, A)`
    static let rgba = function("rgba", Array(repeating: SchemaPattern.byte, count: 3) + [SchemaPattern.decimal])

    /// `color(display-p3 R G B)` or `color(srgb R G B / A)`
    static let colorFunction: String = {
        let space = SchemaPattern.space, number = SchemaPattern.decimal
        let name = SchemaPattern.either(ColorValueParser.spaceNames.map(SchemaPattern.anyCase))
        let components = Array(repeating: number, count: 3).joined(separator: "\(space)+")
        return SchemaPattern.whole(
            SchemaPattern.anyCase("color(")
                + "\(space)*\(name)\(space)+\(components)(?:\(space)*/\(space)*\(number))?\(space)*\\)")
    }()

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

    /// `name(a, b, c)`, the name in any case and spaces around each value.
    private static func function(_ name: String, _ arguments: [String]) -> String {
        let space = SchemaPattern.space
        let values = arguments.map { "\(space)*\($0)\(space)*" }.joined(separator: ",")
        return SchemaPattern.whole(SchemaPattern.anyCase(name + "(") + values + "\\)")
    }
}
