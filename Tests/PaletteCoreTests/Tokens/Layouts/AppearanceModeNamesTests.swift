import Testing
@testable import PaletteCore

/// Mode names matched to appearances ignoring case and separators, and `--appearance` choices.
@Suite struct AppearanceModeNamesTests {
    @Test(arguments: [
        ("light", Appearance.light), ("Light", .light), ("Light Mode", .light), ("LIGHT", .light),
        ("dark", .dark), ("Dark Mode", .dark), ("dark_mode", .dark),
        ("light-high-contrast", .highContrastLight), ("lightHighContrast", .highContrastLight), ("light-hc", .highContrastLight),
        ("High Contrast Light", .highContrastLight),
        ("dark-high-contrast", .highContrastDark), ("darkHighContrast", .highContrastDark), ("Dark HC", .highContrastDark),
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

    @Test func choicesAreParsed() throws {
        #expect(try AppearanceModeNames.choice("dark=dark-dimmed").get() == (.dark, "dark-dimmed"))
        #expect(try AppearanceModeNames.choice("light-hc = Paper HC").get() == (.highContrastLight, "Paper HC"))
        #expect(try AppearanceModeNames.choice("highContrastDark=x").get() == (.highContrastDark, "x"))
        let usage = "write APPEARANCE=MODE, such as dark=dark-dimmed, with light, dark, light-high-contrast or dark-high-contrast"
        #expect(AppearanceModeNames.choice("dark").failure == ModeChoiceError("'dark' has no '='; \(usage)"))
        #expect(AppearanceModeNames.choice("dusk=dim").failure == ModeChoiceError("'dusk' is not an appearance; \(usage)"))
        #expect(AppearanceModeNames.choice("dark=").failure == ModeChoiceError("'dark=' names no mode after '='; \(usage)"))
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
