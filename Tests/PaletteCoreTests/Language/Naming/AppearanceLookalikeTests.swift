import XCTest
@testable import PaletteCore

final class AppearanceLookalikeTests: XCTestCase {
    func testAppearanceWordsAndTheirMisspellings() {
        XCTAssertEqual(AppearanceLookalike.match("dark")?.kind, .exact)
        for (key, appearance) in [
            ("ligth", Appearance.light), ("drak", .dark), ("Light", .light), ("DARK", .dark),
            ("lght", .light), ("darrk", .dark), ("hightContrastLight", .highContrastLight),
            ("highContrastDrak", .highContrastDark), ("highcontrastlight", .highContrastLight),
        ] {
            let match = AppearanceLookalike.match(key)
            XCTAssertEqual(match?.appearance, appearance, key)
            XCTAssertEqual(match?.kind, .misspelling, key)
        }
    }

    func testAssetCatalogWords() {
        for (key, appearance) in [
            ("any", Appearance.light), ("darkMode", .dark), ("dark-mode", .dark),
            ("luminosity", .dark), ("highContrast", .highContrastLight), ("Any", .light),
        ] {
            XCTAssertEqual(AppearanceLookalike.match(key)?.appearance, appearance, key)
            XCTAssertEqual(AppearanceLookalike.match(key)?.kind, .assetCatalogWord, key)
        }
    }

    /// Words a letter away by substitution are words of their own, and names with digits are scales.
    func testOrdinaryNamesAreNotLookalikes() {
        for key in [
            "night", "right", "mark", "dart", "dank", "base", "neutral", "dark1", "light-2", "darker", "primary",
            "contrast",
        ] {
            XCTAssertNil(AppearanceLookalike.match(key), key)
        }
    }

    /// The byte check in front keeps every answer the whole reading gives: spaces, dashes and
    /// underscores are dropped, a key past 21 letters is none, and a key beyond ASCII is read whole
    /// (the Kelvin sign lowercases to `k`).
    func testTheQuickCheckKeepsEveryAnswer() {
        XCTAssertEqual(AppearanceLookalike.match("high contrast dark mode")?.appearance, .highContrastDark)
        XCTAssertEqual(AppearanceLookalike.match("_any_")?.kind, .assetCatalogWord)
        XCTAssertEqual(AppearanceLookalike.match("dar\u{212A}")?.appearance, .dark)
        for key in ["an", "highContrastLightModeX", "c12", "gray100", "dark.mode", "", "é"] {
            XCTAssertNil(AppearanceLookalike.match(key), key)
        }
    }
}
