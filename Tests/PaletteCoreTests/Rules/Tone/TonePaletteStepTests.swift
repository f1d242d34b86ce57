import XCTest
@testable import PaletteCore

/// Anchored `tone` across a palette, as issue #48 left it: text drawn on fills keeps its light where its fill is
/// not found, fills are found past the words that say text or icon (and the page is one), and a surface is not
/// read as the page.
final class TonePaletteStepTests: XCTestCase {
    private static let page = """
        derive: tone
        background: "{page}"
        colors:
          page: { light: "#FFFFFF", dark: "#121212" }

        """

    private func dark(_ palette: Palette?, _ name: String) throws -> RGBA {
        try XCTUnwrap(palette?.allColors.first { $0.name == name }?.appearances[.dark]?.color, name)
    }

    private func role(_ palette: Palette?, _ name: String) -> ToneRoleChoice? {
        palette?.allColors.first { $0.name == name }?.appearances[.dark]?.derivation?.tone?.role
    }

    private static func hex(_ text: String) -> RGBA { try! ColorValueParser.parse(text: text).get() }

    /// White read as text cannot be text on a white page: it is on a fill, and with no fill found it stays white,
    /// as designers keep a button's label white.
    func testTextWhoseLightIsThePagesIsOnAFillAndKeepsItsLight() throws {
        let (palette, diagnostics) = compile(Self.page + "  button-text: \"#FFFFFF\"\n  body-text: \"#1D1D1F\"\n")
        XCTAssertEqual(printed(diagnostics), [])
        XCTAssertEqual(try dark(palette, "button-text"), Self.hex("#FFFFFF"))
        let choice = try XCTUnwrap(role(palette, "button-text"))
        XCTAssertEqual(choice.role, .onAccent)
        guard case .inferred(let inferred) = choice.source else { return XCTFail("\(choice)") }
        XCTAssertTrue(inferred.isOnFill)
        XCTAssertTrue(ToneRoleText.described(choice).contains("text on a fill"), ToneRoleText.described(choice))
        XCTAssertEqual(role(palette, "body-text")?.role, .text, "text far from the page stays text")
        XCTAssertGreaterThan(try dark(palette, "body-text").oklch.L, 0.8)
    }

    /// An `on` color whose fill is not in the palette keeps its light, black on a light fill as white on a dark
    /// one; one on an inverse surface is mirrored like any color.
    func testAnOnColorWithNoFillKeepsItsLightUnlessItIsOnAnInverseSurface() throws {
        let yaml =
            Self.page
            + "  text-on-primary: \"#FFFFFF\"\n  content-on-color-inverse: \"#000000\"\n  text-inverse: \"#FFFFFF\"\n"
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        XCTAssertEqual(try dark(palette, "text-on-primary"), Self.hex("#FFFFFF"))
        XCTAssertEqual(try dark(palette, "content-on-color-inverse"), Self.hex("#000000"))
        XCTAssertEqual(role(palette, "text-inverse")?.role, .onAccent)
        XCTAssertLessThan(try dark(palette, "text-inverse").oklch.L, 0.4, "the mirror: white goes dark")
    }

    /// `icon-color-on-brand` is drawn on `color-brand`: when no key is its own without `on`, the words that say
    /// text or icon, and `color`, are left out on both sides, and a color whose key says text or icon is no fill.
    func testAFillIsFoundPastTheWordsThatSayTextOrIcon() throws {
        let yaml =
            Self.page
            + "  color-brand: \"#0066CC\"\n  text-brand: \"#0066CC\"\n  icon-color-on-brand: \"#FFFFFF\"\n"
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        let placed = try XCTUnwrap(palette)
        XCTAssertEqual(try roles(of: yaml).fill(of: 3).map { placed.allColors[$0].name }, "color-brand")
        let exact = yaml + "  icon-color-brand: \"#0066CC\"\n"
        XCTAssertEqual(
            try roles(of: exact).fill(of: 3).map { [1, 2, 3, 4].contains($0) ? $0 : -1 }, 4,
            "a key that is its own without `on` comes first")
        let level = try XCTUnwrap(
            ContrastLevel.reached(by: WCAG.contrastRatio(Self.hex("#FFFFFF"), Self.hex("#0066CC"))))
        XCTAssertEqual(level, 4.5)
        XCTAssertGreaterThanOrEqual(
            WCAG.contrastRatio(try dark(palette, "icon-color-on-brand"), try dark(palette, "color-brand")), level)
        XCTAssertNotEqual(try dark(palette, "icon-color-on-brand"), Self.hex("#FFFFFF"), "the brand's dark is light")
    }

    /// `onSurface` on a page named `surface` is drawn on the page: it keeps its level against the page's dark.
    func testThePageIsAFill() throws {
        let yaml = """
            derive: tone
            background: "{surface}"
            colors:
              surface: { light: "#FEF7FF", dark: "#141218" }
              onSurface: "#1D1B20"
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        XCTAssertEqual(role(palette, "onSurface")?.role, .onAccent)
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(try dark(palette, "onSurface"), Self.hex("#141218")), 7)
    }

    /// A surface is not the page: `background-secondary` takes no role, the mirror lifted off a black page like
    /// any color, where #35 read it as a page background and mirrored it without the lift.
    func testASurfaceIsNotReadAsThePage() throws {
        let black = Self.page.replacingOccurrences(of: "#121212", with: "#000000")
        let (palette, diagnostics) = compile(black + "  background-secondary: \"#F2F2F7\"\n")
        XCTAssertEqual(printed(diagnostics), [])
        XCTAssertNil(role(palette, "background-secondary"))
        let light = Self.hex("#F2F2F7").oklch.L
        let anchor = ToneAnchor(name: "page", light: Self.hex("#FFFFFF"), dark: Self.hex("#000000"))
        XCTAssertEqual(
            try dark(palette, "background-secondary").oklch.L,
            AnchoredTone.darkLightness(of: light, anchor: anchor), accuracy: 1e-6)
        XCTAssertGreaterThan(try dark(palette, "background-secondary").oklch.L, 0.2, "lifted off black")
    }

    private func roles(of yaml: String) throws -> ToneRoles {
        let (_, spec) = StreamedBuild.build(
            PaletteSource(path: "palettes/test.yml", bytes: Array(yaml.utf8)), limits: .standard)
        let step = ValueDerivation.ruleSteps(of: try XCTUnwrap(spec.value))[ToneRule.kind]
        return try XCTUnwrap((step as? TonePaletteStep)?.roles)
    }
}
