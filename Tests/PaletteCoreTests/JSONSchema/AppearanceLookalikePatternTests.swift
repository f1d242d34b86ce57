@testable import PaletteCore
import XCTest

/// Keys that read like an appearance, under `colors:` with a plain value: the schema refuses only keys
/// palettec refuses too, and among them the usual slips (`dark` indented too little, `ligth`, `any`).
final class AppearanceLookalikePatternTests: XCTestCase {
    static let usualSlips = [
        "dark", "light", "Dark", "LIGHT", "ligth", "drak", "lihgt", "dakr", "lights", "highContrastDark",
        "highcontrastlight", "any", "Dark Mode", "dark-mode", "luminosity", "HIGH CONTRAST DARK MODE",
    ]

    /// Every appearance word with one letter dropped, added, replaced or swapped, in three casings, with
    /// separators, the asset-catalog words, and words that are no lookalike.
    static var candidates: [String] {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        var keys = Set(
            usualSlips + [
                "night", "mark", "lighter", "darken", "highlight", "background", "Any Appearance", "aqua",
                "high_contrast", "high-contrast-light", "darkModeColor",
            ])
        for word in Appearance.allCases.map(\.rawValue) {
            let characters = word.map(String.init)
            for index in 0...characters.count {
                if index < characters.count {
                    keys.insert((characters[..<index] + characters[(index + 1)...]).joined())
                    for letter in letters {
                        keys.insert((characters[..<index] + [letter] + characters[(index + 1)...]).joined())
                    }
                }
                if index + 1 < characters.count {
                    var swapped = characters
                    swapped.swapAt(index, index + 1)
                    keys.insert(swapped.joined())
                }
                for letter in letters { keys.insert((characters[..<index] + [letter] + characters[index...]).joined()) }
            }
        }
        return keys.flatMap { [$0, $0.uppercased(), $0.prefix(1).uppercased() + $0.dropFirst()] }.sorted()
    }

    func testTheSchemaRefusesOnlyKeysPalettecRefuses() throws {
        let keys = Self.candidates
        let palettes = keys.map { "colors:\n  '\($0)': '#123456'\n" }
        var refused: Set<String> = []
        for (key, (palette, error)) in zip(keys, zip(palettes, try SchemaVerdicts.schemaErrors(palettes)))
        where error != nil {
            refused.insert(key)
            XCTAssertFalse(
                SchemaVerdicts.palettecAccepts(palette), "the schema refuses '\(key)', which palettec takes as a name")
        }
        XCTAssertEqual(Self.usualSlips.filter { !refused.contains($0) }, [], "slips the schema lets through")
        XCTAssertFalse(refused.contains("night") || refused.contains("lighter") || refused.contains("highlight"))
        print("The schema refuses \(refused.count) of \(keys.count) candidate keys")
    }
}
