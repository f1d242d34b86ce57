import Testing
@testable import PaletteCore

/// A color's role, when no `role:` is written, read from its names by inference.json's rules: real token
/// names of Apple, Material, Primer, Carbon, Spectrum, Atlassian and Fluent, in each casing palettes write.
/// A name no rule reads takes no role; no name is read as `background`, since a surface is not the page (#48).
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

    /// Names (the color's key first, then its groups' from the nearest out), the role and the word that
    /// decided it; nil: no rule reads them, so no role.
    @Test(
        arguments: [
            // camelCase (Apple, Carbon, Material, Fluent)
            (["label"], ToneRole.text, "label"),
            (["secondaryLabel"], .text, "label"),
            (["systemBackground"], nil, nil),
            (["secondarySystemBackground"], nil, nil),
            (["systemGroupedBackground"], nil, nil),
            (["opaqueSeparator"], .border, "separator"),
            (["link"], .text, "link"),
            (["textOnColor"], .onAccent, "on"),
            (["onPrimary"], .onAccent, "on"),
            (["iconSecondary"], .text, "icon"),
            (["contentSecondary"], .text, "content"),
            (["icon-color-blue-primary"], .accent, "blue"),
            (["supportWarning"], .accent, "warning"),
            (["borderSubtle01"], .border, "border"),
            (["layerAccent01"], .accent, "accent"),
            (["fieldHover02"], nil, nil),
            (["colorPaletteRedForeground1"], .text, "foreground"),
            (["colorNeutralForegroundInverted"], .onAccent, "inverted"),
            (["colorNeutralBackgroundInverted"], .accent, "inverted"),
            (["inverseSurface"], .accent, "inverse"),
            // kebab-case (Spectrum, Primer's CSS names, Atlassian)
            (["background-base-color"], nil, nil),
            (["background-layer-1-color"], nil, nil),
            (["negative-subtle-background-color-default"], nil, nil),
            (["accent-background-color-default"], .accent, "accent"),
            (["fg-muted"], .text, "fg"),
            (["border-default"], .border, "border"),
            (["text-accent-lime"], .text, "text"),
            (["text-inverse"], .onAccent, "inverse"),
            (["background-accent-blue-subtle"], nil, nil),
            (["background-accent-blue-subtler"], nil, nil),
            (["background-accent-blue-subtlest"], nil, nil),
            (["background-neutral-bold"], .accent, "bold"),
            // snake_case (Material tokens as Android writes them)
            (["on_surface_variant"], .onAccent, "on"),
            (["outline_variant"], .border, "outline"),
            (["surface_container_high"], nil, nil),
            (["error_container"], nil, nil),
            (["SURFACE_BRIGHT"], nil, nil),
            // groups: the word is found in a group's key
            (["primary", "text"], .text, "text"),
            (["card", "background"], nil, nil),
            (["default", "canvas"], nil, nil),
            (["subtle", "danger"], nil, nil),
            (["strong", "separator", "lines"], .border, "separator"),
            (["title", "onAccent"], .onAccent, "on"),
            // digits and plain color names
            (["blue500"], .accent, "blue"),
            (["gray2"], nil, nil),
            (["primary"], .accent, "primary"),
        ] as [([String], ToneRole?, String?)])
    func theRoleIsReadFromTheNames(names: [String], role: ToneRole?, word: String?) {
        let inferred = ToneRoleInference.infer(names: names).role
        #expect(inferred?.role == role, "\(names)")
        #expect(inferred?.match.word == word, "\(names)")
    }

    /// Which name held the word, and the rules a tint word ruled out, as `lint --explain-roles` says.
    @Test func theExplanationNamesTheWordTheNameAndWhatWasRuledOut() throws {
        let text = try #require(ToneRoleInference.infer(names: ["primary", "text"]).role)
        #expect(text.match.name == "text")
        #expect(ToneRoleText.reason(.inferred(text)) == "inferred from the word 'text' of 'text'")
        let tint = ToneRoleInference.infer(names: ["successSubtle", "status"])
        #expect(tint.role == nil)
        #expect(
            tint.ruledOut.map(ToneRoleText.ruledOut) == ["'success' would make it accent, but 'subtle' rules that out"])
        let card = ToneRoleInference.infer(names: ["cardBackground"])
        #expect(card.role == nil && card.ruledOut.isEmpty)
        let fill = try #require(ToneRoleInference.infer(names: ["colorNeutralBackgroundInverted"]).role)
        #expect(
            ToneRoleText.reason(.inferred(fill))
                == "inferred from the word 'inverted' of 'colorNeutralBackgroundInverted'; 'inverted' would make it onAccent, but 'background' rules that out"
        )
    }

    /// The color's own key is searched before its groups', the nearest group first; text words before hue
    /// and status words, and icon and content words after them.
    @Test func theColorsOwnKeyComesFirst() {
        let inferred = ToneRoleInference.infer(names: ["textLink", "brand", "text"]).role
        #expect(inferred?.role == .text)
        #expect(inferred?.match.word == "text" && inferred?.match.name == "textLink")
        #expect(
            ToneRoleInference.infer(names: ["one", "two", "separators"]).role == nil,
            "'separators' is not the word 'separator'")
    }
}
