import XCTest
@testable import PaletteCore

final class ReservedNamesTests: XCTestCase {
    func testPaletteNamesThatWouldHideWhatTheOutputUses() {
        for name in ["Color", "UIColor", "NSColor", "CGColor", "CGFloat", "Double", "Bool", "Swift", "Hashable", "Sendable",
                     "UITraitCollection", "NSAppearance", "NSLock", "UInt8", "PaletteColor", "PaletteRGBA", "PaletteColorSpace", "PaletteColorCache", "PaletteSupport", "Palettesupport",
                     "Self", "Type", "UIBrand", "PaletteRuntime"] {
            XCTAssertNotNil(ReservedNames.reasonForPalette(name), name)
        }
        for name in ["Brand", "Colors", "UiKitColors", "Uniform", "NSfw", "Text2"] {
            XCTAssertNil(ReservedNames.reasonForPalette(name), name)
        }
    }

    /// Inside a palette only the generated types and Swift's own names are in the way.
    func testGroupNames() {
        for name in ["PaletteColor", "PaletteRGBA", "PaletteColorSpace", "PaletteColorCache", "Type", "Protocol", "Self", "Any"] {
            XCTAssertNotNil(ReservedNames.reasonForGroup(name), name)
        }
        for name in ["Color", "Text", "Double", "UIColor"] {
            XCTAssertNil(ReservedNames.reasonForGroup(name), name)
        }
    }

    /// Every type the support file names is reserved for palettes, so none can be hidden by one. A
    /// generic parameter is left out: inside its declaration it hides any palette of its name.
    func testEveryTypeTheSupportFileNamesIsReserved() {
        let code = SupportFileRenderer.render(accessLevel: .internal).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        let genericParameters = Set(code.matches(of: /<(\w+):/).map { String($0.output.1) })
        XCTAssertEqual(genericParameters, ["Object"])
        let typeNames = Set(words.filter { $0.first?.isUppercase == true }).subtracting(genericParameters)
        XCTAssertFalse(typeNames.isEmpty)
        for name in typeNames.sorted() {
            XCTAssertNotNil(ReservedNames.reasonForPalette(name), "the support file names \(name), which a palette could take")
        }
    }

    func testReservedPaletteNameSaysWhyAndWhatToWrite() {
        XCTAssertEqual(printed(compile("palette: Color\ncolors:\n  a: \"#FFF\"\n").diagnostics), [
            "palettes/test.yml:1:10: error: the palette name 'Color' makes the Swift type 'Color', which is reserved: a type of Swift or an Apple framework the generated code imports, which it would hide; set 'palette:' to another name, such as 'ColorPalette'",
        ])
        XCTAssertEqual(printed(compile("colors:\n  a: \"#FFF\"\n", path: "palettes/color.yml").diagnostics), [
            "palettes/color.yml:1:1: error: the file name 'color' makes the Swift type 'Color', which is reserved: a type of Swift or an Apple framework the generated code imports, which it would hide; set 'palette:' to another name, such as 'ColorPalette'",
        ])
        XCTAssertEqual(printed(compile("colors:\n  palette-color:\n    a: \"#FFF\"\n").diagnostics), [
            "palettes/test.yml:2:3: error: the group 'palette-color' would become the type 'PaletteColor', which is reserved: a type palettec generates and every palette's code uses; rename the group",
        ])
    }
}
