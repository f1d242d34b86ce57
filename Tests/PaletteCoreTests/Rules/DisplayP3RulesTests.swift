import Foundation
import XCTest
@testable import PaletteCore

/// Every rule on Display P3 colors: it works on the color's own components and keeps its space, and
/// luminance comes from the P3 primaries.
final class DisplayP3RulesTests: XCTestCase {
    private func p3(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha, space: .displayP3)
    }

    private func apply(_ rule: DerivationRule, to color: RGBA, against: RGBA? = nil) throws -> RGBA {
        try RuleEvaluation.apply(rule, to: color, against: against).get()
    }

    func testInvertWorksOnTheP3Numbers() throws {
        XCTAssertEqual(try apply(.invert, to: p3(1, 0.2, 0, alpha: 0.5)), p3(0, 0.8, 1, alpha: 0.5))
    }

    func testHSVWorksOnTheP3Numbers() throws {
        let rotated = try apply(
            .hsv(
                hue: ComponentAdjustment(operations: [.add: 120]), saturation: nil,
                brightness: ComponentAdjustment(setTo: 0.5)), to: p3(1, 0, 0))
        XCTAssertEqual(rotated, p3(0, 0.5, 0))
    }

    func testCalendarRulesReadTheP3BytesAndKeepTheSpace() throws {
        for (red, green, blue) in [(0.2, 0.4, 0.8), (0.9, 0.9, 0.92), (0.1, 0.1, 0.1), (0.6353, 0.5176, 0.3686)] {
            let source = p3(red, green, blue, alpha: 0.7)
            let sameNumbersInSRGB = RGBA(red: red, green: green, blue: blue, alpha: 0.7)
            for rule in [DerivationRule.calendarText, .calendarBackground] {
                let result = try apply(rule, to: source)
                XCTAssertEqual(result.space, .displayP3, "\(rule)")
                let reference = try apply(rule, to: sameNumbersInSRGB)
                XCTAssertEqual(result.components, reference.components, "\(rule) of \(source)")
            }
        }
    }

    /// A vivid P3 green inverted stays P3 and keeps more chroma than the same inversion squeezed into
    /// sRGB could.
    func testOKLCHInvertsInOKLabAndMapsIntoP3() throws {
        for source in [p3(0, 1, 0), p3(1, 0, 0), p3(0.2, 0.3, 0.9), p3(0.95, 0.85, 0.1)] {
            let result = try apply(.oklch(lightness: nil, chroma: nil), to: source)
            XCTAssertEqual(result.space, .displayP3)
            XCTAssertTrue(result.components.allSatisfy { (0...1).contains($0) }, "\(result)")
            let inverted = OKLab(L: 1 - source.oklab.L, a: source.oklab.a, b: source.oklab.b)
            XCTAssertEqual(result.oklab.L, inverted.L, accuracy: GamutMapping.jnd, "\(source)")
            let inSRGB = GamutMapping.map(inverted, into: .sRGB).rgba
            XCTAssertGreaterThanOrEqual(result.oklch.C + 1e-9, inSRGB.oklch.C, "\(source)")
        }
        let green = try apply(.oklch(lightness: nil, chroma: nil), to: p3(0, 1, 0))
        XCTAssertGreaterThan(
            green.oklch.C,
            GamutMapping.map(
                OKLab(L: 1 - p3(0, 1, 0).oklab.L, a: p3(0, 1, 0).oklab.a, b: p3(0, 1, 0).oklab.b), into: .sRGB
            ).rgba.oklch.C + 0.01)
    }

    func testLuminanceOfP3RedIsNotThatOfSRGBRed() {
        XCTAssertEqual(WCAG.relativeLuminance(RGBA(red: 1, green: 0, blue: 0)), 0.2126, accuracy: 1e-12)
        XCTAssertEqual(WCAG.relativeLuminance(p3(1, 0, 0)), 0.228925316027456, accuracy: 1e-12)
        XCTAssertEqual(WCAG.relativeLuminance(p3(1, 1, 1)), 1, accuracy: 1e-12)
        XCTAssertEqual(
            WCAG.relativeLuminance(p3(0.5, 0.5, 0.5)), WCAG.relativeLuminance(RGBA(red: 0.5, green: 0.5, blue: 0.5)),
            accuracy: 1e-12, "P3 and sRGB share white and the transfer curve")
    }

    /// The same color written in either space measures the same; translucent P3 over sRGB blends in sRGB.
    func testContrastBetweenSpacesComparesTrueLuminances() {
        let gray = RGBA(red8: 0x76, green8: 0x76, blue8: 0x76), white = RGBA(red: 1, green: 1, blue: 1)
        XCTAssertEqual(
            WCAG.contrastRatio(gray.converted(to: .displayP3), white), WCAG.contrastRatio(gray, white), accuracy: 1e-9)
        let srgbRed = RGBA(red: 1, green: 0, blue: 0)
        XCTAssertEqual(WCAG.contrastRatio(srgbRed.converted(to: .displayP3), srgbRed), 1, accuracy: 1e-9)
        XCTAssertEqual(WCAG.contrastRatio(p3(1, 0, 0), white), 1.05 / 0.278925316027456, accuracy: 1e-9)

        let composited = WCAG.composite(p3(1, 0, 0, alpha: 0.5), over: white)
        XCTAssertEqual(composited.space, .sRGB)
        let p3RedInSRGB = p3(1, 0, 0).components(in: .sRGB)
        XCTAssertEqual(composited.red, RGBA.rounded(0.5 * p3RedInSRGB.red + 0.5), "unclipped: above 1")
        XCTAssertGreaterThan(composited.red, 1)
        XCTAssertEqual(composited.green, RGBA.rounded(0.5 * p3RedInSRGB.green + 0.5))
    }

    /// The search reaches the ratio as measured with P3's own luminance, in P3, keeping hue and saturation;
    /// the rule then lands on whole P3 bytes whose sRGB hex passes too. This green lies outside sRGB: its
    /// hex clips red to 0 and measures 4.34:1 at the exact least change, so the bytes move a little further.
    func testContrastRuleKeepsTheSourceSpaceAndLandsOnTheTrueRatio() throws {
        let source = p3(0.2, 0.8, 0.3), background = RGBA(red: 1, green: 1, blue: 1)
        let exact = try ContrastSearch.adjust(source, against: background, ratio: 4.5).get()
        XCTAssertEqual(exact.space, .displayP3)
        XCTAssertEqual(exact.hsv.hue, source.hsv.hue, accuracy: 1e-6)
        XCTAssertEqual(exact.hsv.saturation, source.hsv.saturation, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(exact, background), 4.5)
        XCTAssertLessThan(
            WCAG.contrastRatio(exact, background), 4.5001, "the least change, measured with P3's luminance")
        XCTAssertLessThan(WCAG.contrastRatio(exact.hexColor, background), 4.5)

        let against = ColorReference(name: "background", location: SourceLocation(path: "p.yml", line: 1, column: 1))
        let result = try apply(.contrast(against: against, ratio: 4.5), to: source, against: background)
        XCTAssertEqual(result.space, .displayP3)
        XCTAssertEqual([result.red, result.green, result.blue].map { ($0 * 255).rounded() }, [32, 136, 49])
        XCTAssertEqual(result.hex, "#008A20FF")
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(result.hexColor, background), 4.5)
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(result, background), 4.5, "passes as written, measured as P3")
        let readAsSRGB = RGBA(red: result.red, green: result.green, blue: result.blue)
        XCTAssertGreaterThan(abs(WCAG.contrastRatio(readAsSRGB, background) - 4.5), 0.01, "not P3 numbers read as sRGB")
    }

    func testReferencesAndDerivedDarkKeepTheSpace() throws {
        let (palette, diagnostics) = compile(
            """
            colors:
              accent: color(display-p3 1 0 0)
              link: "{accent}"
              tint: { light: "#FFFFFF", dark: "{accent}" }
            """)
        XCTAssertEqual(withoutImplicitInversionWarnings(diagnostics), [])
        let colors = try XCTUnwrap(palette).allColors
        XCTAssertEqual(colors[0].appearances[.dark]?.color, p3(0, 1, 1), "the palette's invert, in P3")
        XCTAssertEqual(colors[1].appearances[.light]?.color, p3(1, 0, 0))
        XCTAssertEqual(colors[1].appearances[.dark]?.color, p3(0, 1, 1))
        XCTAssertEqual(colors[2].appearances[.dark]?.color.space, .displayP3)
    }

    /// P3 red measures 3.76:1 on white, sRGB red 4:1; the failure shows the P3 numbers, not the
    /// clipped hex both reds share.
    func testACheckBetweenP3AndSRGBColors() throws {
        let (palette, diagnostics) = compile(
            """
            colors:
              background: "#FFFFFF"
              p3Red: color(display-p3 1 0 0)
              srgbRed: "#FF0000"
            contrast:
              - { foreground: p3Red, background: background, minimum: 3.9 }
              - { foreground: srgbRed, background: background, minimum: 3.9 }
            """)
        XCTAssertEqual(
            printed(withoutImplicitInversionWarnings(diagnostics)),
            [
                "palettes/test.yml:6:5: error: in light, 'p3Red' (color(display-p3 1.0 0.0 0.0)) on 'background' (#FFFFFFFF) has a contrast ratio of 3.76:1, below the minimum 3.9:1"
            ])
        XCTAssertNil(palette)
    }
}
