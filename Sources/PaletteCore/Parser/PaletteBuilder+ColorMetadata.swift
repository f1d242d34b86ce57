/// A color's `deprecated:` and `extensions:`, kept from design tokens for the tokens written back.
extension PaletteBuilder {
    /// `true` or `false` unquoted, or the reason as text (quoted, any text is a reason: `"false"` too,
    /// as a token's `$deprecated` may say).
    mutating func deprecation(of pair: YAMLPair) -> ColorDeprecation? {
        guard let text = text(of: pair, expecting: "true, or the reason the color is deprecated") else { return nil }
        switch (text, pair.value.scalar?.style == .plain) {
        case ("true", true): return ColorDeprecation(reason: nil)
        case ("false", true): return nil
        default: return ColorDeprecation(reason: text)
        }
    }

    /// A string holding a JSON object, such as '{"org.example": {"tier": 1}}'.
    mutating func extensions(of pair: YAMLPair) -> ColorExtensions? {
        guard
            let text = text(
                of: pair, expecting: "a JSON object as a string, such as '{\"org.example\": {\"tier\": 1}}'")
        else { return nil }
        switch ColorExtensions.read(text) {
        case .success(let extensions):
            return extensions
        case .failure(let problem):
            diagnostics.error(
                "'\(pair.key)' must hold a JSON object as a string, such as '{\"org.example\": {\"tier\": 1}}'; "
                    + "this one is not: \(problem.message)", at: pair.value.mark)
            return nil
        }
    }
}
