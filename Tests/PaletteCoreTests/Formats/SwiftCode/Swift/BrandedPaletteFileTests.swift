import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The Swift of palettes with brands is what `Tests/Fixtures/BrandedPalettes` holds, which
/// `BrandedPalettesTypeCheckTests` type-checks against the Apple stand-ins: generated from the YAML beside
/// it (`PALETTEC_RECORD=1` writes it again).
final class BrandedPaletteFileTests: XCTestCase {
    static let folder = "Tests/Fixtures/BrandedPalettes"

    func testTheBrandedFixturesAreWhatPalettecGenerates() throws {
        for (palette, file) in [("shop", "Shop.swift"), ("charts", "Charts.swift")] {
            let yaml = try String(
                contentsOf: RepositoryFiles.url("\(Self.folder)/palettes/\(palette).yml"), encoding: .utf8)
            let (compiled, diagnostics) = compile(yaml, path: "palettes/\(palette).yml")
            XCTAssertEqual(printed(diagnostics), [])
            let code = PaletteFileRenderer.render(try XCTUnwrap(compiled), options: RenderOptions(staticMembers: true))
            let reference = RepositoryFiles.url("\(Self.folder)/\(file)")
            if RepositoryFiles.isRecording {
                try Data(code.utf8).write(to: reference)
                continue
            }
            XCTAssertEqual(code, try String(contentsOf: reference, encoding: .utf8), file)
        }
    }

    /// Brands with equal values share a `case` line; a color equal in every brand needs no `switch`; a
    /// brand's own values are listed under the default's where they differ, with the rule that derived them.
    func testEachBrandsValuesAreWrittenOnceAndListedWhereTheyDiffer() throws {
        let (palette, diagnostics) = compile(
            """
            palette: Shop
            derive: invert
            brands: [acme, globex, initech]
            colors:
              same: { light: "#FFFFFF", dark: "#000000" }
              accent:
                light: "#112233"
                brands:
                  globex: "#445566"
            """)
        XCTAssertEqual(printed(diagnostics), [])
        let code = PaletteFileRenderer.render(try XCTUnwrap(palette))
        XCTAssertTrue(
            code.contains("PaletteBrandedColor { _ in PaletteColor(light: 0xFFFFFFFF, dark: 0x000000FF) }"), code)
        XCTAssertTrue(code.contains("case .acme, .initech: PaletteColor(light: 0x112233FF, dark: 0xEEDDCCFF)"), code)
        XCTAssertTrue(code.contains("case .globex: PaletteColor(light: 0x445566FF, dark: 0xBBAA99FF)"), code)
        XCTAssertTrue(code.contains("/// - globex light: #445566\n"), code)
        XCTAssertTrue(code.contains("/// - globex dark: #BBAA99 = invert(light)\n"), code)
        XCTAssertFalse(code.contains("/// - initech"), code)
    }

    /// A brand's name that is no Swift identifier is the case's raw value, written so no character of it acts
    /// as code.
    func testABrandsNameIsTheCasesRawValueAsALiteral() throws {
        let (palette, diagnostics) = compile(
            """
            palette: Shop
            brands: [acme, "initech \\"co\\" \\u202E"]
            colors:
              a: { light: "#FFFFFF", dark: "#000000" }
            """)
        XCTAssertEqual(printed(diagnostics), [])
        let code = PaletteFileRenderer.render(try XCTUnwrap(palette))
        XCTAssertTrue(code.contains(#"case initechCo = "initech \"co\" \u{202E}""#), code)
        XCTAssertFalse(code.unicodeScalars.contains("\u{202E}"))
    }

    /// A palette without brands is written as before: no enum, `PaletteColor` properties.
    func testAPaletteWithoutBrandsHasNoBrandEnum() throws {
        let (palette, _) = compile("colors:\n  a: { light: \"#FFFFFF\", dark: \"#000000\" }\n")
        let code = PaletteFileRenderer.render(try XCTUnwrap(palette))
        XCTAssertFalse(code.contains("Brand"), code)
        XCTAssertTrue(code.contains("static var a: PaletteColor {"), code)
    }
}
