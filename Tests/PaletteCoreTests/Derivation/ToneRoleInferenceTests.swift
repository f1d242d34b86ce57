import Testing
@testable import PaletteCore

/// A color's role, when no `role:` is written, read from its names by roles.json's rules: real token names
/// of Apple, Material, Primer, Carbon and Spectrum, in each casing palettes write.
@Suite struct ToneRoleInferenceTests {
    @Test(arguments: [
        ("secondaryLabel", ["secondary", "label"]),
        ("text-on-accent", ["text", "on", "accent"]),
        ("on_primary_container", ["on", "primary", "container"]),
        ("TEXT_PRIMARY", ["text", "primary"]),
        ("gray2Text", ["gray", "text"]),
        ("layer01", ["layer"]),
        ("blue500", ["blue"]),
        ("bgColor.accent.emphasis", ["bg", "color", "accent", "emphasis"]),
        ("Grouped Background", ["grouped", "background"]),
        ("fondPage", ["fond", "page"]),
        ("überText", ["ber", "text"]),
        ("", [String]()),
    ])
    func wordsSplitAtCaseChangesAndNonLetters(name: String, words: [String]) {
        #expect(ToneRoleInference.words(of: name) == words)
    }

    /// Names (the color's key first, then its groups' from the nearest out), the role, and the word that
    /// decided it (nil: no rule but the last matched).
    @Test(arguments: [
        // camelCase (Apple, Carbon, Material)
        (["label"], ToneRole.text, "label"),
        (["secondaryLabel"], .text, "label"),
        (["systemBackground"], .background, "background"),
        (["secondarySystemBackground"], .surface, nil),
        (["systemGroupedBackground"], .background, "background"),
        (["opaqueSeparator"], .border, "separator"),
        (["link"], .accent, "link"),
        (["textOnColor"], .onAccent, "on"),
        (["onPrimary"], .onAccent, "on"),
        (["iconSecondary"], .text, "icon"),
        (["supportWarning"], .accent, "support"),
        (["borderSubtle01"], .border, "border"),
        (["layerAccent01"], .accent, "accent"),
        (["fieldHover02"], .surface, nil),
        // kebab-case (Spectrum, Primer's CSS names)
        (["background-base-color"], .background, "background"),
        (["background-layer-1-color"], .surface, nil),
        (["neutral-content-color-default"], .text, "content"),
        (["negative-subtle-background-color-default"], .surface, nil),
        (["accent-background-color-default"], .accent, "accent"),
        (["focus-indicator-color"], .accent, "focus"),
        (["fg-muted"], .text, "fg"),
        (["border-default"], .border, "border"),
        // snake_case (Material tokens as Android writes them)
        (["on_surface_variant"], .onAccent, "on"),
        (["outline_variant"], .border, "outline"),
        (["surface_container_high"], .surface, nil),
        (["error_container"], .accent, "error"),
        (["SURFACE_BRIGHT"], .surface, nil),
        // groups: the word is found in a group's key
        (["primary", "text"], .text, "text"),
        (["card", "background"], .surface, nil),
        (["default", "canvas"], .background, "canvas"),
        (["subtle", "danger"], .surface, nil),
        (["strong", "separator", "lines"], .border, "separator"),
        (["title", "onAccent"], .onAccent, "on"),
        // digits and plain color names
        (["blue500"], .accent, "blue"),
        (["gray2"], .surface, nil),
        (["primary"], .surface, nil),
    ] as [([String], ToneRole, String?)])
    func theRoleIsReadFromTheNames(names: [String], role: ToneRole, word: String?) {
        let inferred = ToneRoleInference.infer(names: names)
        #expect(inferred.role == role, "\(names)")
        #expect(inferred.match?.word == word, "\(names)")
    }

    /// Which name held the word, and the rules a tint word ruled out, as `lint --explain-roles` says.
    @Test func theExplanationNamesTheWordTheNameAndWhatWasRuledOut() {
        let text = ToneRoleInference.infer(names: ["primary", "text"])
        #expect(text.match?.name == "text")
        #expect(ToneRoleText.reason(.inferred(text)) == "inferred from the word 'text' of 'text'")
        let tint = ToneRoleInference.infer(names: ["successSubtle", "status"])
        #expect(tint.role == .surface && tint.match == nil)
        #expect(ToneRoleText.reason(.inferred(tint))
            == "inferred: no word of its names is one of another role's, so surface; 'success' would make it accent, but 'subtle' rules that out")
        let card = ToneRoleInference.infer(names: ["cardBackground"])
        #expect(card.ruledOut.map(\.role) == [.background] && card.ruledOut.first?.by == "card")
    }

    /// The color's own key is searched before its groups', the nearest group first.
    @Test func theColorsOwnKeyComesFirst() {
        let inferred = ToneRoleInference.infer(names: ["textLink", "brand", "text"])
        #expect(inferred.role == .accent)
        #expect(inferred.match?.word == "link" && inferred.match?.name == "textLink")
        let outer = ToneRoleInference.infer(names: ["one", "two", "separators"])
        #expect(outer.role == .surface, "'separators' is not the word 'separator'")
    }
}
