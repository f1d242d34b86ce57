import XCTest
@testable import PaletteCore

/// `background:`, the anchor of `derive: tone`, and `role:` on rules, groups and the palette: what each
/// takes, the error at each mistake, and what the manifest and the review comment say of the result.
final class ToneAnchorTests: XCTestCase {
    private static let page = """
        derive: tone
        background: "{page}"
        colors:
          page: { light: "#FFFFFF", dark: "#121212" }

        """

    private func derivation(_ palette: Palette?, _ name: String, _ appearance: Appearance = .dark) -> Derivation? {
        palette?.allColors.first { $0.name == name }?.appearances[appearance]?.derivation
    }

    // MARK: Errors at the key

    func testAnAnchorThatIsNoReferenceIsAnErrorAtTheKey() {
        XCTAssertEqual(printed(compile("derive: tone\nbackground: page\ncolors:\n  page: { light: \"#FFF\", dark: \"#000\" }\n").diagnostics), [
            "palettes/test.yml:2:13: error: 'background' names a color as \"{name}\", in braces and quoted; write background: \"{page}\"",
        ])
        XCTAssertEqual(printed(compile("derive: tone\nbackground: \"#FFFFFF\"\ncolors:\n  page: { light: \"#FFF\", dark: \"#000\" }\n").diagnostics), [
            "palettes/test.yml:2:13: error: 'background' names another color of this palette, as \"{name}\"; \"#FFFFFF\" is a color value, not a name. "
                + "Add it as a color (base: \"#FFFFFF\") and write background: \"{base}\"",
        ])
        XCTAssertEqual(printed(compile("derive: tone\nbackground: {page}\ncolors:\n  page: { light: \"#FFF\", dark: \"#000\" }\n").diagnostics), [
            "palettes/test.yml:2:13: error: YAML reads the unquoted {page} as a mapping; quote it: background: \"{page}\"",
        ])
    }

    func testAMissingAnchorIsAnErrorThatSuggestsTheNearestName() {
        XCTAssertEqual(printed(compile("derive: tone\nbackground: \"{pag}\"\ncolors:\n  page: { light: \"#FFF\", dark: \"#000\" }\n").diagnostics), [
            "palettes/test.yml:2:13: error: unknown color 'pag'; did you mean 'page'? ('background' names the page background color of this palette as \"{group.name}\")",
        ])
    }

    func testADerivedAnchorIsAnErrorAtTheKeyWithANoteAtItsValue() {
        let diagnostics = compile("derive: tone\nbackground: \"{page}\"\ncolors:\n  page: \"#FFFFFF\"\n").diagnostics
        XCTAssertEqual(printed(diagnostics), [
            "palettes/test.yml:2:13: error: the anchor 'page': its dark is missing: the anchor's dark is where derived darks are placed, "
                + "so write it, such as dark: \"#121212\"\npalettes/test.yml:4:3: note: 'page' is here",
        ])
        XCTAssertEqual(diagnostics.first?.notes.map(\.location.line), [4])
        XCTAssertEqual(printed(compile("derive: tone\nbackground: \"{page}\"\ncolors:\n  page: { light: \"#FFF\", dark: { derive: oklch } }\n").diagnostics), [
            "palettes/test.yml:2:13: error: the anchor 'page': its dark is derived by 'oklch'; an anchor is where derived darks are placed, "
                + "so write its dark as a value, such as \"#RRGGBB\"\npalettes/test.yml:4:32: note: 'page' is here",
        ])
        XCTAssertEqual(printed(compile("derive: tone\nbackground: \"{page}\"\ncolors:\n  white: \"#FFF\"\n  page: { light: \"{white}\", dark: \"#000\" }\n").diagnostics), [
            "palettes/test.yml:2:13: error: the anchor 'page': its light is taken from 'white'; write the anchor's light as a value, such as \"#RRGGBB\"\npalettes/test.yml:5:18: note: 'page' is here",
        ])
        XCTAssertEqual(printed(compile("derive: tone\nbackground: \"{page}\"\ncolors:\n  white: { light: \"#FFF\", dark: \"#000\" }\n  page: \"{white}\"\n").diagnostics), [
            "palettes/test.yml:2:13: error: the anchor 'page' is a reference to the color 'white'; write background: \"{white}\", "
                + "or write the anchor's light and dark as values\npalettes/test.yml:5:3: note: 'page' is here",
        ])
    }

    func testATranslucentAnchorIsAnError() {
        XCTAssertEqual(printed(compile("derive: tone\nbackground: \"{page}\"\ncolors:\n  page: { light: \"#FFF\", dark: \"#12121280\" }\n").diagnostics), [
            "palettes/test.yml:2:13: error: the anchor 'page': its dark is translucent (alpha 0.5019607843): a page background is opaque, "
                + "and tone measures lightness against it; write an opaque dark value\npalettes/test.yml:4:32: note: 'page' is here",
        ])
    }

    func testARoleOtherThanAccentNeedsAnAnchorWhereverItIsWritten() {
        let yaml = """
            derive: { derive: tone, role: surface }
            role: text
            colors:
              a: { light: "#333", dark: { derive: tone, role: border } }
              b: { role: onAccent, colors: { c: "#FFF" } }
              d: { role: accent, colors: { e: "#07F" } }
            """
        let fix = "places the dark against the palette's background, and this palette has no 'background:'; add background: \"{page}\" "
            + "at the top, naming the color of the page background (its light and dark both written), or leave the role out "
            + "(only 'accent' applies without one)"
        XCTAssertEqual(printed(compile(yaml).diagnostics), [
            "palettes/test.yml:1:31: error: role 'surface' \(fix)",
            "palettes/test.yml:2:7: error: role 'text' \(fix)",
            "palettes/test.yml:4:51: error: role 'border' \(fix)",
            "palettes/test.yml:5:14: error: role 'onAccent' \(fix)",
        ])
    }

    func testAnUnknownRoleListsTheRoles() {
        XCTAssertEqual(printed(compile(Self.page + "  a: { light: \"#333\", dark: { derive: tone, role: label } }\n").diagnostics), [
            "palettes/test.yml:5:51: error: 'role' is 'background', 'surface', 'border', 'accent', 'text' or 'onAccent' (\(ToneRole.meaning)); found 'label'",
        ])
    }

    func testARoleInAGroupsShortFormSaysToWriteTheExplicitForm() {
        XCTAssertEqual(printed(compile(Self.page + "  text: { role: text, primary: \"#333333\" }\n").diagnostics), [
            "palettes/test.yml:5:11: error: 'role: text' in the group 'text' reads as a color named 'role'; a group's role is written in its "
                + "explicit form: text: { role: text, colors: { ... } }",
        ])
    }

    // MARK: What the role is, and what the outputs say

    /// The color's own rule, then the nearest group, then the palette's derive: rule, then the palette's
    /// role:, then the names.
    func testTheNearestWrittenRoleWinsAndNamesAreTheLastResort() throws {
        let yaml = """
            derive: { derive: tone, role: border }
            background: "{page}"
            role: accent
            colors:
              page: { light: "#FFFFFF", dark: "#121212" }
              own: { light: "#555555", dark: { derive: tone, role: text } }
              outer:
                role: surface
                colors:
                  grouped: "#555555"
                  inner: { role: text, colors: { nested: "#555555" } }
              paletteRule: "#555555"
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        XCTAssertEqual(derivation(palette, "own")?.tone?.role, ToneRoleChoice(role: .text, source: .rule))
        XCTAssertEqual(derivation(palette, "outer.grouped")?.tone?.role, ToneRoleChoice(role: .surface, source: .group("outer")))
        XCTAssertEqual(derivation(palette, "outer.inner.nested")?.tone?.role, ToneRoleChoice(role: .text, source: .group("outer.inner")))
        XCTAssertEqual(derivation(palette, "paletteRule")?.tone?.role, ToneRoleChoice(role: .border, source: .paletteRule))
        let (rolePalette, _) = compile(Self.page.replacingOccurrences(of: "derive: tone\n", with: "derive: tone\nrole: accent\n") + "  label: \"#555555\"\n")
        XCTAssertEqual(derivation(rolePalette, "label")?.tone?.role, ToneRoleChoice(role: .accent, source: .palette))
        let (inferred, _) = compile(Self.page + "  label: \"#555555\"\n")
        let choice = try XCTUnwrap(derivation(inferred, "label")?.tone?.role)
        XCTAssertEqual(choice.role, .text)
        guard case .inferred(let why) = choice.source else { return XCTFail("\(choice)") }
        XCTAssertEqual(why.match?.word, "label")
        // Each role gives its own dark: the same light, five darks.
        let darks = Set(["own", "outer.grouped", "paletteRule"].compactMap { name in
            palette?.allColors.first { $0.name == name }?.appearances[.dark]?.color.hex })
        XCTAssertEqual(darks.count, 3)
    }

    func testTheManifestAndTheReviewCommentNameTheAnchorAndTheRole() throws {
        let yaml = Self.page + """
              label: "#6E6E73"
              accent:
                light: "#0A66D8"
                highContrastDark: { derive: tone }
              cards: { role: surface, colors: { plain: "#F4F4F6" } }

            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        let palettes = try [XCTUnwrap(palette)]
        let manifest = ManifestRenderer.render(palettes)
        XCTAssertTrue(manifest.contains("\"derivation\": {\"rule\": \"tone\", \"from\": \"label\", \"fromAppearance\": \"light\", \"anchor\": \"page\", "
            + "\"role\": \"text\", \"roleSource\": \"inferred\", \"roleWord\": \"label\"}"), manifest)
        XCTAssertTrue(manifest.contains("\"derivation\": {\"rule\": \"tone\", \"from\": \"accent\", \"fromAppearance\": \"dark\", \"anchor\": \"page\"}"),
                      "high contrast names the anchor and no role")
        XCTAssertTrue(manifest.contains("\"anchor\": \"page\", \"role\": \"surface\", \"roleSource\": \"group\"}"))
        let swift = PaletteFileRenderer.render(palettes[0])
        XCTAssertTrue(swift.contains("= tone(light) against page, role text inferred from 'label'\n"), swift)
        XCTAssertTrue(swift.contains("= tone(dark) against page\n"), swift)
        XCTAssertTrue(swift.contains("= tone(light) against page, role surface of group 'cards'\n"), swift)
        XCTAssertTrue(swift.contains("    /// - light: #FFFFFF\n    /// - dark: #121212\n"), "the anchor itself is written")
    }

    /// Without an anchor, a group's `role: accent` takes the accent curve, and the outputs say where it came from;
    /// the palette `derive:` rule's role is the rule's parameter, as it always was.
    func testWithoutAnAnchorAGroupsAccentRoleIsTheAccentCurve() throws {
        let yaml = """
            derive: tone
            colors:
              brand: { role: accent, colors: { blue: "#007AFF" } }
              blue: "#007AFF"
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        let accent = try XCTUnwrap(palette?.allColors.first?.appearances[.dark])
        XCTAssertEqual(accent.color, Tone.derive(RGBA(red: 0, green: 122 / 255, blue: 1), for: .dark, role: .accent, curve: nil, chroma: nil, lightness: nil))
        XCTAssertEqual(accent.derivation?.parameters["roleSource"], .text("group"))
        XCTAssertNil(accent.derivation?.parameters["anchor"])
        XCTAssertNil(derivation(palette, "blue")?.tone, "no anchor, no role: tone as it was")
        let (accents, _) = compile("derive: { derive: tone, role: accent }\ncolors:\n  blue: \"#007AFF\"\n")
        XCTAssertEqual(derivation(accents, "blue")?.parameters, ["role": .text("accent")])
        XCTAssertNil(derivation(accents, "blue")?.tone)
    }

    func testAnAnchoredDarkLandsWhereTheAnchorSays() throws {
        // background lands on the dark anchor, whatever its light.
        let (palette, _) = compile(Self.page + "  canvas: { role: background, colors: { grouped: \"#F2F2F7\" } }\n")
        let grouped = try XCTUnwrap(palette?.allColors.last?.appearances[.dark]?.color)
        XCTAssertEqual(grouped.oklch.L, RGBA(red: 0x12 / 255.0, green: 0x12 / 255.0, blue: 0x12 / 255.0).oklch.L, accuracy: 1e-6)
        // A different dark anchor moves a background's dark with it.
        let (lighter, _) = compile(Self.page.replacingOccurrences(of: "#121212", with: "#1C1C1E")
            + "  canvas: { role: background, colors: { grouped: \"#F2F2F7\" } }\n")
        XCTAssertNotEqual(lighter?.allColors.last?.appearances[.dark]?.color, grouped)
    }

    /// A border or text color whose curve would put its dark below a light dark anchor is placed on the
    /// anchor, and a warning says so.
    func testTextBelowALightDarkAnchorIsLiftedWithAWarning() throws {
        let yaml = """
            derive: tone
            background: "{page}"
            colors:
              page: { light: "#FFFFFF", dark: "#505050" }
              border: "#F4F4F4"
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("'border' is border (inferred from the word 'border' of 'border'), and its role's "
            + "curve puts its dark at OKLCH lightness 0.28, darker than the dark of the background 'page'") == true, "\(printed(diagnostics))")
        let dark = try XCTUnwrap(palette?.allColors.last?.appearances[.dark]?.color)
        XCTAssertEqual(dark.oklch.L, RGBA(red: 0x50 / 255.0, green: 0x50 / 255.0, blue: 0x50 / 255.0).oklch.L, accuracy: 1e-6)
    }

    /// Black text on white keeps 21:1, which no color reaches against a dark gray: a warning says so and what to do.
    func testTextThatCannotKeepItsContrastIsAWarning() {
        let diagnostics = compile(Self.page + "  text: \"#000000\"\n").diagnostics
        XCTAssertEqual(printed(diagnostics), [
            "palettes/test.yml:5:3: warning: 'text' is text (inferred from the word 'text' of 'text'), and its derived dark #FFFFFFFF reaches "
                + "18.73:1 against the dark of the background 'page' (#121212FF), less than the 21:1 its light #000000FF has against #FFFFFFFF; "
                + "no color reaches 21:1 against #121212FF (white reaches 18.73:1): give the text a lighter light, or the background a darker dark, "
                + "or write its dark",
        ])
        XCTAssertEqual(printed(compile(Self.page + "  text: \"#1D1D1F\"\n").diagnostics), [])
    }
}
