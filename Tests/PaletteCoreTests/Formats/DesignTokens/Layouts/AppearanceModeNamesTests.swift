import Testing
@testable import PaletteCore

/// Mode names matched to appearances ignoring case and separators, and `--appearance` choices.
@Suite struct AppearanceModeNamesTests {
    @Test(arguments: [
        ("light", Appearance.light), ("Light", .light), ("Light Mode", .light), ("LIGHT", .light),
        ("dark", .dark), ("Dark Mode", .dark), ("dark_mode", .dark),
        ("light-high-contrast", .highContrastLight), ("lightHighContrast", .highContrastLight),
        ("light-hc", .highContrastLight),
        ("High Contrast Light", .highContrastLight),
        ("dark-high-contrast", .highContrastDark), ("darkHighContrast", .highContrastDark),
        ("Dark HC", .highContrastDark),
    ])
    func namesMatch(name: String, appearance: Appearance) {
        #expect(AppearanceModeNames().appearance(forMode: name) == appearance)
    }

    @Test(arguments: ["Default", "Mode 1", "dark-dimmed", "sepia", "lighter", "mode", ""])
    func otherNamesAreNoAppearance(name: String) {
        #expect(AppearanceModeNames().appearance(forMode: name) == nil)
    }

    @Test func anExplicitChoiceTakesTheAppearanceFromItsName() {
        let names = AppearanceModeNames(explicit: [.dark: "Dark Dimmed"])
        #expect(names.appearance(forMode: "dark-dimmed") == .dark)
        #expect(names.appearance(forMode: "dark") == nil)
        #expect(names.appearance(forMode: "light") == .light)
    }

    /// Real theme and context names: an emoji, a brand before the appearance (issue #33, item 3).
    @Test(arguments: [
        ("🌞 Brand Light", Appearance.light), ("🌚 Brand Dark", .dark), ("blackbaud-light", .light),
        ("blackbaud-dark", .dark),
        ("brand-a-light", .light), ("brand-b-dark", .dark), ("Brand Dark High Contrast", .highContrastDark),
        ("acme-light-hc", .highContrastLight),
        ("brandLight", .light), ("Ocean Dark Theme", .dark),
    ])
    func appearanceWordsInsideNames(name: String, appearance: Appearance) {
        #expect(AppearanceModeNames().appearance(forMode: name) == appearance)
    }

    @Test(arguments: [
        "lightning", "Highlight", "brand-lightning", "light-on-dark surface", "darkness", "dark-colorblind",
    ])
    func wordsOnlyAsWholeWords(name: String) {
        #expect(AppearanceModeNames().appearance(forMode: name) == nil)
    }

    /// Several brands with a light and a dark each: the first brand's, and the others as alternatives.
    @Test func theFirstBrandIsReadWithOneNoteForTheOthers() {
        let split = AppearanceModeNames().split(["brand-a-light", "brand-a-dark", "brand-b-light", "brand-b-dark"])
        #expect(split.matched == [.light: "brand-a-light", .dark: "brand-a-dark"])
        #expect(split.others.isEmpty)
        #expect(
            AppearanceModeNames.alternativesNote(split, kind: "context", of: "brandTheme")
                == "the contexts 'brand-b-light', 'brand-b-dark' of 'brandTheme' are appearances too, and are not imported: one of each "
                + "appearance is, 'brand-a-light', 'brand-a-dark'; to import others instead, pass --appearance light=brand-b-light "
                + "--appearance dark=brand-b-dark")
        // A light chosen by name takes the dark of its brand.
        let chosen = AppearanceModeNames(explicit: [.light: "brand-b-light"]).split([
            "brand-a-light", "brand-a-dark", "brand-b-light", "brand-b-dark",
        ])
        #expect(chosen.matched == [.light: "brand-b-light", .dark: "brand-b-dark"])
    }

    /// Names that differ only in case: the one spelled as chosen wins (issue #33, item 4).
    @Test func anExactChoiceWinsOverOneDifferingInCase() {
        let split = AppearanceModeNames(explicit: [.dark: "Dark"]).split(["dark", "light", "Dark", "Light"])
        #expect(split.matched[.dark] == "Dark")
        #expect(split.matched[.light] == "light")
        #expect(split.others == ["dark"])
        #expect(AppearanceModeNames(explicit: [.dark: "Dark"]).appearance(forMode: "Dark") == .dark)
    }

    @Test func choicesAreParsed() throws {
        #expect(try AppearanceModeNames.choice("dark=dark-dimmed").get() == (.dark, "dark-dimmed"))
        #expect(try AppearanceModeNames.choice("light-hc = Paper HC").get() == (.highContrastLight, "Paper HC"))
        #expect(try AppearanceModeNames.choice("highContrastDark=x").get() == (.highContrastDark, "x"))
        let usage =
            "write APPEARANCE=MODE, such as dark=dark-dimmed, with light, dark, light-high-contrast or dark-high-contrast"
        #expect(AppearanceModeNames.choice("dark").failure == ModeChoiceError("'dark' has no '='; \(usage)"))
        #expect(
            AppearanceModeNames.choice("dusk=dim").failure == ModeChoiceError("'dusk' is not an appearance; \(usage)"))
        #expect(
            AppearanceModeNames.choice("dark=").failure == ModeChoiceError("'dark=' names no mode after '='; \(usage)"))
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

private func == (lhs: (Appearance, String), rhs: (Appearance, String)) -> Bool {
    lhs.0 == rhs.0 && lhs.1 == rhs.1
}
