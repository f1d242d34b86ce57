import XCTest
@testable import PaletteCore

final class ReservedNamesTests: XCTestCase {
    func testPaletteNamesThatWouldHideWhatTheOutputUses() {
        for name in [
            "Color", "UIColor", "NSColor", "CGColor", "CGFloat", "Double", "Bool", "Swift", "Hashable", "Sendable",
            "UITraitCollection", "NSAppearance", "NSLock", "UInt8", "PaletteColor", "PaletteRGBA", "PaletteColorSpace",
            "PaletteColorCache", "PaletteSupport", "Palettesupport",
            "Self", "Type", "UIBrand", "PaletteRuntime",
        ] {
            XCTAssertNotNil(ReservedNames.reasonForPalette(name), name)
        }
        for name in ["Brand", "Colors", "UiKitColors", "Uniform", "NSfw", "Text2"] {
            XCTAssertNil(ReservedNames.reasonForPalette(name), name)
        }
    }

    /// Inside a palette only the generated types and Swift's own names are in the way.
    func testGroupNames() {
        for name in [
            "PaletteColor", "PaletteRGBA", "PaletteColorSpace", "PaletteColorCache", "Type", "Protocol", "Self", "Any",
        ] {
            XCTAssertNotNil(ReservedNames.reasonForGroup(name), name)
        }
        for name in ["Color", "Text", "Double", "UIColor"] {
            XCTAssertNil(ReservedNames.reasonForGroup(name), name)
        }
    }

    /// Every type the support file names is reserved for palettes, so none can be hidden by one. A
    /// generic parameter is left out: inside its declaration it hides any palette of its name.
    /// With its brand section too, which `PaletteRuntime` always has.
    func testEveryTypeTheSupportFileNamesIsReserved() {
        let code = SupportFileRenderer.render(accessLevel: .internal, brands: true).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        let genericParameters = Set(code.matches(of: /<(\w+):/).map { String($0.output.1) })
        XCTAssertEqual(genericParameters, ["Object", "Brand", "Key"])
        let typeNames = Set(words.filter { $0.first?.isUppercase == true }).subtracting(genericParameters)
        XCTAssertFalse(typeNames.isEmpty)
        for name in typeNames.sorted() {
            XCTAssertNotNil(
                ReservedNames.reasonForPalette(name), "the support file names \(name), which a palette could take")
        }
    }

    func testReservedPaletteNameSaysWhyAndWhatToWrite() {
        XCTAssertEqual(
            printed(compile("palette: Color\ncolors:\n  a: \"#FFF\"\n").diagnostics),
            [
                "palettes/test.yml:1:10: error: the palette name 'Color' makes the Swift type 'Color', which is reserved: a type of Swift or an Apple framework that the app's code would no longer see; set 'palette:' to another name, such as 'Colors'"
            ])
        XCTAssertEqual(
            printed(compile("colors:\n  a: \"#FFF\"\n", path: "palettes/color.yml").diagnostics),
            [
                "palettes/color.yml:1:1: error: the file name 'color' makes the Swift type 'Color', which is reserved: a type of Swift or an Apple framework that the app's code would no longer see; set 'palette:' to another name, such as 'Colors'"
            ])
        XCTAssertEqual(
            printed(compile("colors:\n  palette-color:\n    a: \"#FFF\"\n").diagnostics),
            [
                "palettes/test.yml:2:3: error: the group 'palette-color' would become the type 'PaletteColor', which is reserved: a type palettec generates and every palette's code uses; rename the group"
            ])
    }

    /// The examples (#37): each would hide a type an app's own code names.
    static let frameworkExamples = [
        "App", "Scene", "Calendar", "Date", "URL", "Data", "Image", "Font", "Color", "Shape", "Animation",
        "Locale", "View", "Text", "Published", "ObservableObject", "Task", "UUID", "Observable",
    ]

    /// Each list is sorted and names each type once, so a regenerated list reads as a diff.
    func testFrameworkTypeListsAreSortedAndUnique() {
        for list in [
            FrameworkTypeNames.swift, FrameworkTypeNames.foundation, FrameworkTypeNames.observation,
            FrameworkTypeNames.combine, FrameworkTypeNames.swiftUI,
        ] {
            XCTAssertFalse(list.isEmpty)
            XCTAssertEqual(list, list.sorted(), "sorted")
            XCTAssertEqual(Set(list).count, list.count, "unique")
            XCTAssertEqual(
                list.filter {
                    !($0.first!.isUppercase
                        && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                }, [],
                "type names as Swift spells them")
        }
        XCTAssertTrue(Set(Self.frameworkExamples).isSubset(of: FrameworkTypeNames.all))
        XCTAssertGreaterThan(FrameworkTypeNames.all.count, 600)
    }

    /// A palette named like a framework type is an error at its name, with a name that is free; so a
    /// palette named `App` can never make `enum App`, which breaks `@main struct MyApp: App`.
    func testAPaletteNamedLikeAFrameworkTypeIsRefusedWithAFreeName() throws {
        for name in Self.frameworkExamples {
            let result = compile("palette: \(name)\ncolors:\n  a: \"#FFF\"\n")
            XCTAssertNil(result.palette, name)
            let suggestion = try XCTUnwrap(ReservedNames.suggestion(for: name), name)
            XCTAssertNil(ReservedNames.reasonForPalette(suggestion), suggestion)
            XCTAssertEqual(
                printed(result.diagnostics).map {
                    $0.hasPrefix("palettes/test.yml:1:10: error: ") && $0.hasSuffix("such as '\(suggestion)'")
                }, [true],
                "\(printed(result.diagnostics))")
            XCTAssertNotNil(compile("palette: \(suggestion)\ncolors:\n  a: \"#FFF\"\n").palette, suggestion)
        }
        XCTAssertEqual(
            ["App", "Calendar", "Color", "UIColor", "UIBrand", "NSColors"].map(ReservedNames.suggestion),
            ["AppColors", "CalendarColors", "Colors", "Colors", "Brand", "Colors"])
    }

    /// Inside a palette a group named like a framework type is a nested type (`Brand.Image`): it hides
    /// nothing at module scope, so it stays allowed.
    func testAGroupNamedLikeAFrameworkTypeIsNamespaced() throws {
        let result = compile("palette: Brand\ncolors:\n  image:\n    a: \"#FFF\"\n  calendar:\n    b: \"#000\"\n")
        XCTAssertEqual(printed(result.diagnostics), [])
        XCTAssertEqual(try XCTUnwrap(result.palette).allColors.map(\.swiftPath), ["Brand.Image.a", "Brand.Calendar.b"])
    }

    /// A group named as its palette, at any depth, is a warning naming the type it makes.
    func testAGroupNamedAsItsPaletteIsAWarning() throws {
        let result = compile(
            "palette: Brand\ncolors:\n  brand:\n    primary: \"#FFF\"\n  text:\n    Brand:\n      a: \"#000\"\n")
        XCTAssertEqual(
            printed(result.diagnostics),
            [
                "palettes/test.yml:3:3: warning: the group 'brand' makes the type 'Brand.Brand', named as its palette: inside the palette, 'Brand' then names the group, not the palette; rename the group",
                "palettes/test.yml:6:5: warning: the group 'Brand' makes the type 'Brand.Text.Brand', named as its palette: inside the palette, 'Brand' then names the group, not the palette; rename the group",
            ])
        XCTAssertNotNil(result.palette)
        XCTAssertEqual(
            printed(
                compile("palette: Brand\ncolors:\n  brands:\n    a: \"#FFF\"\n  brandText:\n    b: \"#000\"\n")
                    .diagnostics), [])
    }
}
