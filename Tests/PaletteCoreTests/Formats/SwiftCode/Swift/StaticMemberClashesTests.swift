import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// With static members on, a color's member may not be one the frameworks declare, nor another color's.
final class StaticMemberClashesTests: XCTestCase {
    private func clashes(_ yaml: String, path: String = "palettes/test.yml") throws -> [String] {
        let palette = try XCTUnwrap(compile(yaml, path: path).palette)
        return printed(StaticMemberClashes.diagnostics([palette]))
    }

    func testAFrameworkMemberIsAnErrorAtTheColorWithAName() throws {
        XCTAssertEqual(
            try clashes("palette: Kit\nnamespace: false\ncolors:\n  primary: {light: '#000', dark: '#FFF'}\n"),
            [
                "palettes/test.yml:4:3: error: the color 'primary' would be the static member 'primary', which SwiftUI, UIKit or "
                    + "AppKit already declares on Color, ShapeStyle, UIColor or NSColor, so it would hide or clash with theirs; "
                    + "rename it, for example to 'kitPrimary'"
            ])
        XCTAssertEqual(
            try clashes("palette: System\ncolors:\n  background: {light: '#000', dark: '#FFF'}\n").first?
                .hasSuffix("rename it, for example to 'backgroundFill'"), true, "'systemBackground' is UIColor's")
    }

    func testTwoColorsWithOneMemberAreAnErrorAtEach() throws {
        let yaml =
            "palette: Brand\ncolors:\n  text-primary: {light: '#000', dark: '#FFF'}\n  text:\n    primary: {light: '#111', dark: '#EEE'}\n"
        XCTAssertEqual(
            try clashes(yaml),
            [
                "palettes/test.yml:3:3: error: the color 'text-primary' and another color would all be the static member "
                    + "'brandTextPrimary'; rename one of them\npalettes/test.yml:5:5: note: the other color 'text.primary' is here",
                "palettes/test.yml:5:5: error: the color 'text.primary' and another color would all be the static member "
                    + "'brandTextPrimary'; rename one of them\npalettes/test.yml:3:3: note: the other color 'text-primary' is here",
            ])
    }

    func testAPaletteNamedLikeATypeInsideColorIsAnError() throws {
        XCTAssertEqual(
            try clashes("palette: Resolved\ncolors:\n  ink: {light: '#000', dark: '#FFF'}\n"),
            [
                "palettes/test.yml:1:10: error: the palette 'Resolved' has the name of a type that Color, ShapeStyle, UIColor or "
                    + "NSColor declares inside itself, which its static members would read instead of the palette; rename it, "
                    + "for example to 'ResolvedColors'"
            ])
    }

    func testAMemberTooLongForALineIsAnError() throws {
        let key = String(repeating: "long", count: 20)
        let found = try clashes("palette: Brand\ncolors:\n  \(key):\n    \(key): {light: '#000', dark: '#FFF'}\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("palettes/test.yml:4:5: error: the color '") == true, "\(found)")
        XCTAssertTrue(
            found.first?.contains("165 characters long, over the 118 a Swift name may have to fit on a line") == true,
            "\(found)")
    }

    func testTheRepositorysPalettesHaveNone() throws {
        XCTAssertEqual(printed(StaticMemberClashes.diagnostics(try RepositoryPalettes.compiled())), [])
    }
}
