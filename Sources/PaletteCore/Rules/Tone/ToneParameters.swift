/// The parameters only `tone` takes (it takes `oklch`'s `chroma` and `lightness` too).
extension RuleParameter {
    static let role = RuleParameter(
        "role",
        meaning: "What kind of color this is: " + ToneRole.choices
            + ". With the palette's \(ToneRule.background.written) every dark is "
            + "the page mirror, an accent is never darker than its light, a background is not lifted off the page, and "
            + "text, borders and "
            + "onAccent colors keep their contrast; surface changes nothing. Left out it is the group's or palette's "
            + "\(ToneRule.paletteRole.written), else inferred from the color's names, else none. Without a "
            + "\(ToneRule.background.written) only accent "
            + "applies (the curve fitted on Apple's system colors); left out, the curve fitted on every system.",
        value: .choice(ToneRole.allCases.map(\.rawValue)))
    static let on = RuleParameter(
        "on",
        meaning:
            "The fill an onAccent color is drawn on, as \"{name}\": its dark keeps the contrast its light has against "
            + "the fill's light. "
            + "Left out, read from an onX or on-x key (onPrimary is drawn on primary).",
        value: .colorReference)
    static let curve = RuleParameter(
        "curve",
        meaning:
            "Your own lightness curve: [in, out] OKLCH lightness points whose outputs all rise or all fall, such as "
            + "[[0, 0.35], [0.5, 0.68], [1, 0.9]].",
        value: .lightnessPoints)
}
