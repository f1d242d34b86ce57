/// The short forms a reviewer reads in the Swift doc comments and the preview picture: hex values and
/// the rules that derived them.
enum ReviewText {
    /// `#0A84FF`, `#33333380` with alpha below 1, `≈#FF2600 P3` for Display P3 (whose hex is the nearest
    /// sRGB color, not its own numbers).
    static func hex(_ color: RGBA) -> String {
        let short = color.alpha == 1 ? color.hexWithoutAlpha : color.hex
        return color.space == .displayP3 ? "≈\(short) P3" : short
    }

    /// `invert(light)` for a rule that read this color's own light value, `contrast(background.dark)`
    /// for one that read another color's.
    /// A made color's expression instead (`{label} at 29%`).
    static func rule(_ derivation: Derivation, of colorName: String) -> String {
        if let expression = derivation.madeExpression { return expression }
        let source =
            derivation.from == colorName
            ? derivation.fromAppearance.rawValue
            : "\(derivation.from).\(derivation.fromAppearance.rawValue)"
        return "\(derivation.rule.rawValue)(\(source))"
    }

    /// `- dark: #CCCCCC = invert(light)`: one list item per appearance of a color, its hex and the rule
    /// that derived it, each one line as a comment may hold it (`CommentText.singleLine`).
    static func appearanceItems(of color: ColorEntry) -> [String] {
        var items: [String] = []
        var colorName: String?  // made only for a color with a derived value
        color.forEachAppearance { _, appearance, value in
            var item = "- " + appearance.rawValue + ": " + hex(value.color)
            if let derivation = value.derivation {
                if colorName == nil { colorName = color.name }
                item += " = " + CommentText.singleLine(rule(derivation, of: colorName!))
                if let note = derivation.note { item += CommentText.singleLine(note.note.reviewText) }
            }
            items.append(item)
        }
        return items
    }
}
