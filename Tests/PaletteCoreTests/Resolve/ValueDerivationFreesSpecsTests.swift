import XCTest
@testable import PaletteCore

/// The resolver frees each chunk of specs once its colors are resolved: references forward and back
/// across chunks still find what they read (a read of a freed spec would stop the test).
final class ValueDerivationFreesSpecsTests: XCTestCase {
    func testReferencesAcrossFreedChunksResolve() throws {
        let count = 9_000, half = 4_500
        func hex(_ index: Int) -> String { String(format: "#%06X", index * 1_871 % 0xFFFFFF) }
        // The first half's darks read the second half's, resolved early (forward); the second half's
        // high-contrast darks read the first half's, whose specs are freed by then (back).
        let lines = (0..<count).map { index -> String in
            if index < half {
                let dark =
                    index % 3 == 0 ? "{ derive: invert, from: \"{c\(index + half)}\" }" : "\"{c\(index + half)}\""
                return "  c\(index): { light: \"\(hex(index))\", dark: \(dark) }"
            }
            let back = index % 2 == 0 ? "{ derive: invert, from: \"{c\(index - half)}\" }" : "\"{c\(index - half)}\""
            return "  c\(index): { light: \"\(hex(index))\", highContrastDark: \(back) }"
        }
        let compiled = compile("derive: invert\ncolors:\n" + lines.joined(separator: "\n") + "\n")
        let palette = try XCTUnwrap(compiled.palette, printed(compiled.diagnostics).prefix(3).joined(separator: "\n"))
        let colors = palette.allColors
        XCTAssertEqual(colors.count, count)
        for index in stride(from: 0, to: half, by: 97) {
            let later = colors[index + half]
            let secondDark = later.appearances[.dark]!.color
            XCTAssertEqual(secondDark, later.appearances[.light]!.color.inverted)
            let dark = colors[index].appearances[.dark]!
            XCTAssertEqual(dark.color, index % 3 == 0 ? secondDark.inverted : secondDark, "c\(index)")
            XCTAssertEqual(dark.derivation?.from, "c\(index + half)")
            let back = later.appearances[.highContrastDark]!
            XCTAssertEqual(back.color, index % 2 == 0 ? dark.color.inverted : dark.color, "c\(index + half)")
            XCTAssertEqual(back.derivation?.from, "c\(index)")
        }
    }
}
