/// A color written as one word: a CSS named color or `transparent` (`CSSNamedColors`), in any case.
/// CSS's other color keywords have no fixed color, so a palette cannot hold them: `currentcolor` is
/// the color of the text it is used on, and a system color (`Canvas`, `LinkText`, …) is what the
/// browser and the user's settings choose.
extension ColorValueParser {
    /// CSS Color 4's system colors (§6.2) and its deprecated ones (appendix A), lowercased.
    static let systemColorNames: Set<String> = [
        "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext", "canvas",
        "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext", "linktext", "mark", "marktext",
        "selecteditem", "selecteditemtext", "visitedtext",
        "activeborder", "activecaption", "appworkspace", "background", "buttonhighlight", "buttonshadow",
        "captiontext", "inactiveborder", "inactivecaption", "inactivecaptiontext", "infobackground", "infotext",
        "menu", "menutext", "scrollbar", "threeddarkshadow", "threedface", "threedhighlight", "threedlightshadow",
        "threedshadow", "window", "windowframe", "windowtext",
    ]

    /// The color a word names; an error that says why for `currentcolor` and system colors; nil for
    /// any other word, which the caller reports as no color.
    static func keyword(_ word: String) -> Result<RGBA, ColorValueError>? {
        if let named = CSSNamedColors.color(named: word) { return .success(named) }
        let lowered = word.lowercased()
        if lowered == "currentcolor" {
            return .failure(
                ColorValueError(
                    "'\(word.abbreviated)' has no fixed color: it is the color of the text it is used on, which a "
                        + "palette does not know; write the color itself"))
        }
        if systemColorNames.contains(lowered) {
            return .failure(
                ColorValueError(
                    "'\(word.abbreviated)' has no fixed color: it is a CSS system color, which each browser and the "
                        + "user's settings choose; write the color itself"))
        }
        return nil
    }

    /// The named color a word is a letter or a few off (`bluee`, `grey`), if any.
    static func namedColorSuggestion(for word: String) -> String? {
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return Suggestion.closest(to: word, in: CSSNamedColors.names)
    }
}
