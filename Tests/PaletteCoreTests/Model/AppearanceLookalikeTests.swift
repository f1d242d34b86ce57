import XCTest
@testable import PaletteCore

final class AppearanceLookalikeTests: XCTestCase {
    func testAppearanceWordsAndTheirMisspellings() {
        XCTAssertEqual(AppearanceLookalike.match("dark")?.kind, .exact)
        for (key, appearance) in [("ligth", Appearance.light), ("drak", .dark), ("Light", .light), ("DARK", .dark),
                                  ("lght", .light), ("darrk", .dark), ("hightContrastLight", .highContrastLight),
                                  ("highContrastDrak", .highContrastDark), ("highcontrastlight", .highContrastLight)] {
            let match = AppearanceLookalike.match(key)
            XCTAssertEqual(match?.appearance, appearance, key)
            XCTAssertEqual(match?.kind, .misspelling, key)
        }
    }

    func testAssetCatalogWords() {
        for (key, appearance) in [("any", Appearance.light), ("darkMode", .dark), ("dark-mode", .dark),
                                  ("luminosity", .dark), ("highContrast", .highContrastLight), ("Any", .light)] {
            XCTAssertEqual(AppearanceLookalike.match(key)?.appearance, appearance, key)
            XCTAssertEqual(AppearanceLookalike.match(key)?.kind, .assetCatalogWord, key)
        }
    }

    /// Words a letter away by substitution are words of their own, and names with digits are scales.
    func testOrdinaryNamesAreNotLookalikes() {
        for key in ["night", "right", "mark", "dart", "dank", "base", "neutral", "dark1", "light-2", "darker", "primary", "contrast"] {
            XCTAssertNil(AppearanceLookalike.match(key), key)
        }
    }
}
