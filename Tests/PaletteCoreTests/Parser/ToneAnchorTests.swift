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
        XCTAssertEqual(
            printed(
                compile("derive: tone\nbackground: page\ncolors:\n  page: { light: \"#FFF\", dark: \"#000\" }\n")
                    .diagnostics),
            [
                "palettes/test.yml:2:13: error: 'background' names a color as \"{name}\", in braces and quoted; write background: \"{page}\""
            ])
        XCTAssertEqual(
            printed(
                compile("derive: tone\nbackground: \"#FFFFFF\"\ncolors:\n  page: { light: \"#FFF\", dark: \"#000\" }\n")
                    .diagnostics),
            [
                "palettes/test.yml:2:13: error: 'background' names another color of this palette, as \"{name}\"; \"#FFFFFF\" is a color value, not a name. "
                    + "Add it as a color (base: \"#FFFFFF\") and write background: \"{base}\""
            ])
        XCTAssertEqual(
            printed(
                compile("derive: tone\nbackground: {page}\ncolors:\n  page: { light: \"#FFF\", dark: \"#000\" }\n")
                    .diagnostics),
            [
                "palettes/test.yml:2:13: error: YAML reads the unquoted {page} as a mapping; quote it: background: \"{page}\""
            ])
    }

    func testAMissingAnchorIsAnErrorThatSuggestsTheNearestName() {
        XCTAssertEqual(
            printed(
                compile("derive: tone\nbackground: \"{pag}\"\ncolors:\n  page: { light: \"#FFF\", dark: \"#000\" }\n")
                    .diagnostics),
            [
                "palettes/test.yml:2:13: error: unknown color 'pag'; did you mean 'page'? ('background' names the page background color of this palette as \"{group.name}\")"
            ])
    }

    func testADerivedAnchorIsAnErrorAtTheKeyWithANoteAtItsValue() {
        let diagnostics = compile("derive: tone\nbackground: \"{page}\"\ncolors:\n  page: \"#FFFFFF\"\n").diagnostics
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:2:13: error: the anchor 'page': its dark is missing: the anchor's dark is where derived darks are placed, "
                    + "so write it, such as dark: \"#121212\"\npalettes/test.yml:4:3: note: 'page' is here"
            ])
        XCTAssertEqual(diagnostics.first?.notes.map(\.location.line), [4])
        XCTAssertEqual(
            printed(
                compile(
                    "derive: tone\nbackground: \"{page}\"\ncolors:\n  page: { light: \"#FFF\", dark: { derive: oklch } }\n"
                ).diagnostics),
            [
                "palettes/test.yml:2:13: error: the anchor 'page': its dark is derived by 'oklch'; an anchor is where derived darks are placed, "
                    + "so write its dark as a value, such as \"#RRGGBB\"\npalettes/test.yml:4:32: note: 'page' is here"
            ])
        XCTAssertEqual(
            printed(
                compile(
                    "derive: tone\nbackground: \"{page}\"\ncolors:\n  white: \"#FFF\"\n  page: { light: \"{white}\", dark: \"#000\" }\n"
                ).diagnostics),
            [
                "palettes/test.yml:2:13: error: the anchor 'page': its light is taken from 'white'; write the anchor's light as a value, such as \"#RRGGBB\"\npalettes/test.yml:5:18: note: 'page' is here"
            ])
        XCTAssertEqual(
            printed(
                compile(
                    "derive: tone\nbackground: \"{page}\"\ncolors:\n  white: { light: \"#FFF\", dark: \"#000\" }\n  page: \"{white}\"\n"
                ).diagnostics),
            [
                "palettes/test.yml:2:13: error: the anchor 'page' is a reference to the color 'white'; write background: \"{white}\", "
                    + "or write the anchor's light and dark as values\npalettes/test.yml:5:3: note: 'page' is here"
            ])
    }

    func testATranslucentAnchorIsAnError() {
        XCTAssertEqual(
            printed(
                compile(
                    "derive: tone\nbackground: \"{page}\"\ncolors:\n  page: { light: \"#FFF\", dark: \"#12121280\" }\n"
                ).diagnostics),
            [
                "palettes/test.yml:2:13: error: the anchor 'page': its dark is translucent (alpha 0.5019607843): a page background is opaque, "
                    + "and tone measures lightness against it; write an opaque dark value\npalettes/test.yml:4:32: note: 'page' is here"
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
        let fix =
            "places the dark against the palette's background, and this palette has no 'background:'; add background: \"{page}\" "
            + "at the top, naming the color of the page background (its light and dark both written), or leave the role out "
            + "(only 'accent' applies without one)"
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:1:31: error: role 'surface' \(fix)",
                "palettes/test.yml:2:7: error: role 'text' \(fix)",
                "palettes/test.yml:4:51: error: role 'border' \(fix)",
                "palettes/test.yml:5:14: error: role 'onAccent' \(fix)",
            ])
    }

    func testAnUnknownRoleListsTheRoles() {
        XCTAssertEqual(
            printed(compile(Self.page + "  a: { light: \"#333\", dark: { derive: tone, role: label } }\n").diagnostics),
            [
                "palettes/test.yml:5:51: error: 'role' is 'background', 'surface', 'border', 'accent', 'text' or 'onAccent' (\(ToneRole.meaning)); found 'label'"
            ])
    }

    func testARoleInAGroupsShortFormSaysToWriteTheExplicitForm() {
        XCTAssertEqual(
            printed(compile(Self.page + "  text: { role: text, primary: \"#333333\" }\n").diagnostics),
            [
                "palettes/test.yml:5:11: error: 'role: text' in the group 'text' reads as a color named 'role'; a group's role is written in its "
                    + "explicit form: text: { role: text, colors: { ... } }"
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
                role: background
                colors:
                  grouped: "#555555"
                  inner: { role: text, colors: { nested: "#555555" } }
              paletteRule: "#555555"
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        XCTAssertEqual(derivation(palette, "own")?.tone?.role, ToneRoleChoice(role: .text, source: .rule))
        XCTAssertEqual(
            derivation(palette, "outer.grouped")?.tone?.role, ToneRoleChoice(role: .background, source: .group("outer"))
        )
        XCTAssertEqual(
            derivation(palette, "outer.inner.nested")?.tone?.role,
            ToneRoleChoice(role: .text, source: .group("outer.inner")))
        XCTAssertEqual(
            derivation(palette, "paletteRule")?.tone?.role, ToneRoleChoice(role: .border, source: .paletteRule))
        let (rolePalette, _) = compile(
            Self.page.replacingOccurrences(of: "derive: tone\n", with: "derive: tone\nrole: accent\n")
                + "  label: \"#555555\"\n")
        XCTAssertEqual(derivation(rolePalette, "label")?.tone?.role, ToneRoleChoice(role: .accent, source: .palette))
        let (inferred, _) = compile(Self.page + "  label: \"#555555\"\n")
        let choice = try XCTUnwrap(derivation(inferred, "label")?.tone?.role)
        XCTAssertEqual(choice.role, .text)
        guard case .inferred(let why) = choice.source else { return XCTFail("\(choice)") }
        XCTAssertEqual(why.match.word, "label")
        // Text sits `textLift` lighter than a border, whose contrast the mirror keeps; a background is not lifted.
        let darks = ["own", "outer.grouped", "paletteRule"].compactMap { name in
            palette?.allColors.first { $0.name == name }?.appearances[.dark]?.color.oklch.L
        }
        XCTAssertEqual(darks.count, 3)
        XCTAssertEqual(darks[0], darks[2] + ToneRoleCalibration.textLift, accuracy: 1e-6)
        XCTAssertLessThan(darks[1], darks[2])
    }

    func testTheManifestAndTheReviewCommentNameTheAnchorAndTheRole() throws {
        let yaml =
            Self.page + """
                  label: "#6E6E73"
                  accent:
                    light: "#0A66D8"
                    highContrastDark: { derive: tone }
                  brand: { role: accent, colors: { blue: "#0A66D8" } }

                """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        let palettes = try [XCTUnwrap(palette)]
        let manifest = ManifestRenderer.render(palettes)
        XCTAssertTrue(
            manifest.contains(
                "\"derivation\": {\"rule\": \"tone\", \"from\": \"label\", \"fromAppearance\": \"light\", \"anchor\": \"page\", "
                    + "\"role\": \"text\", \"roleSource\": \"inferred\", \"roleWord\": \"label\"}"), manifest)
        XCTAssertTrue(
            manifest.contains(
                "\"derivation\": {\"rule\": \"tone\", \"from\": \"accent\", \"fromAppearance\": \"dark\", \"anchor\": \"page\"}"
            ),
            "high contrast names the anchor and no role")
        XCTAssertTrue(manifest.contains("\"anchor\": \"page\", \"role\": \"accent\", \"roleSource\": \"group\"}"))
        let swift = PaletteFileRenderer.render(palettes[0])
        XCTAssertTrue(swift.contains("= tone(light) against page, role text inferred from 'label'\n"), swift)
        XCTAssertTrue(swift.contains("= tone(dark) against page\n"), swift)
        XCTAssertTrue(swift.contains("= tone(light) against page, role accent of group 'brand'\n"), swift)
        XCTAssertTrue(
            swift.contains("    /// - light: #FFFFFF\n    /// - dark: #121212\n"), "the anchor itself is written")
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
        XCTAssertEqual(
            accent.color,
            Tone.derive(
                RGBA(red: 0, green: 122 / 255, blue: 1), for: .dark, role: .accent, curve: nil, chroma: nil,
                lightness: nil))
        XCTAssertEqual(accent.derivation?.parameters["roleSource"], .text("group"))
        XCTAssertNil(accent.derivation?.parameters["anchor"])
        XCTAssertNil(derivation(palette, "blue")?.tone, "no anchor, no role: tone as it was")
        let (accents, _) = compile("derive: { derive: tone, role: accent }\ncolors:\n  blue: \"#007AFF\"\n")
        XCTAssertEqual(derivation(accents, "blue")?.parameters, ["role": .text("accent")])
        XCTAssertNil(derivation(accents, "blue")?.tone)
    }

    /// A page background other than the anchor is mirrored about the page, never lifted off it.
    func testABackgroundIsMirroredAboutThePage() throws {
        let (palette, _) = compile(Self.page + "  canvas: { role: background, colors: { grouped: \"#F2F2F7\" } }\n")
        let grouped = try XCTUnwrap(palette?.allColors.last?.appearances[.dark]?.color)
        let page = RGBA(red: 0x12 / 255.0, green: 0x12 / 255.0, blue: 0x12 / 255.0)
        XCTAssertEqual(
            grouped.oklch.L,
            page.oklch.L + 1 - RGBA(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0).oklch.L, accuracy: 1e-6)
        // A different dark page moves it with it.
        let (lighter, _) = compile(
            Self.page.replacingOccurrences(of: "#121212", with: "#1C1C1E")
                + "  canvas: { role: background, colors: { grouped: \"#F2F2F7\" } }\n")
        XCTAssertNotEqual(lighter?.allColors.last?.appearances[.dark]?.color, grouped)
    }

    /// On a page darker than designers' usual dark page, a color on the page is placed as on that usual page
    /// and lifted off it; on a lighter page it is the plain mirror.
    func testAColorNearABlackPageIsLiftedOffIt() throws {
        func dark(page: String) throws -> Double {
            let yaml =
                "derive: tone\nbackground: \"{page}\"\ncolors:\n  page: { light: \"#FFFFFF\", dark: \"\(page)\" }\n  card: \"#F4F4F4\"\n"
            let (palette, diagnostics) = compile(yaml)
            XCTAssertEqual(printed(diagnostics), [])
            return try XCTUnwrap(palette?.allColors.last?.appearances[.dark]?.color).oklch.L
        }
        let delta = 1 - RGBA(red: 0xF4 / 255.0, green: 0xF4 / 255.0, blue: 0xF4 / 255.0).oklch.L
        let calibration = ToneRoleCalibration.self
        XCTAssertEqual(
            try dark(page: "#000000"),
            calibration.floor + delta + calibration.lift * (1 - delta / calibration.liftFade), accuracy: 1e-6)
        let grey = RGBA(red: 0x50 / 255.0, green: 0x50 / 255.0, blue: 0x50 / 255.0).oklch.L
        XCTAssertEqual(try dark(page: "#505050"), grey + delta, accuracy: 1e-6)
    }

    /// Black text on white reaches 7:1's level, which white keeps on any dark page short of a mid gray: no
    /// warning for the 21:1 no dark page allows (issue #48).
    func testBlackTextKeepsItsLevelOnADarkPage() throws {
        for page in ["#121212", "#2B2D30", "#3A3A3C"] {
            let (palette, diagnostics) = compile(
                Self.page.replacingOccurrences(of: "#121212", with: page)
                    + "  text: \"#000000\"\n  border: \"#000000\"\n")
            XCTAssertEqual(printed(diagnostics), [], page)
            for color in try XCTUnwrap(palette).allColors.dropFirst() {
                let dark = try XCTUnwrap(color.appearances[.dark]?.color)
                XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(dark, try ColorValueParser.parse(text: page).get()), 7)
            }
        }
    }

    /// Where no lightness reaches the level on the page's dark, one warning for the palette names every color
    /// that loses it, at the first, with a note at each other's line.
    func testColorsThatLoseTheirLevelAreOneWarningForThePalette() {
        let grey = Self.page.replacingOccurrences(of: "#121212", with: "#777777")
        let diagnostics = compile(grey + "  text: \"#000000\"\n  card: \"#F4F4F4\"\n  border: \"#222222\"\n")
            .diagnostics
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:5:3: warning: 2 derived darks lose the WCAG level their lights reach (7:1, 4.5:1, 3:1) "
                    + "against what they are drawn on: 'text' (text (inferred from the word 'text' of 'text')) reaches "
                    + "4.48:1 against the dark of 'page' (#777777FF), not 7:1; 'border' (border (inferred from the word "
                    + "'border' of 'border')) reaches 4.48:1 against the dark of 'page' (#777777FF), not 7:1. Write their "
                    + "darks, or give what they are drawn on a dark further from them\n"
                    + "palettes/test.yml:7:3: note: 'border' is here"
            ])
        XCTAssertEqual(printed(compile(Self.page + "  text: \"#1D1D1F\"\n").diagnostics), [])
    }

    /// Text whose dark would fall short of the level its light reaches against the page (here a written
    /// `lightness:` takes it down) is moved to the nearest lightness that reaches it, without a word.
    func testTextIsMovedToKeepItsLevel() throws {
        let (palette, diagnostics) = compile(
            Self.page + "  text: { light: \"#767676\", dark: { derive: tone, lightness: { add: -0.3 } } }\n")
        XCTAssertEqual(printed(diagnostics), [])
        let text = try XCTUnwrap(palette?.allColors.last)
        let page = RGBA(red: 0x12 / 255.0, green: 0x12 / 255.0, blue: 0x12 / 255.0)
        let wanted = try XCTUnwrap(
            ContrastLevel.reached(
                by: WCAG.contrastRatio(text.appearances[.light]!.color, RGBA(red: 1, green: 1, blue: 1))))
        XCTAssertEqual(wanted, 4.5)
        let dark = try XCTUnwrap(text.appearances[.dark]?.color)
        XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(dark, page), wanted)
        XCTAssertLessThan(WCAG.contrastRatio(dark, page), wanted + 0.01, "the nearest lightness, not white")
        let placed = Tone.derive(
            text.appearances[.light]!.color, for: .dark, role: .text,
            anchor: ToneAnchor(name: "page", light: RGBA(red: 1, green: 1, blue: 1), dark: page),
            curve: nil, chroma: nil, lightness: ComponentAdjustment(operations: [.add: -0.3]))
        XCTAssertLessThan(WCAG.contrastRatio(placed, page), wanted, "the rule alone falls short")
    }

    /// `surface` changes no dark with an anchor: written, it is a warning that says which roles do.
    func testARoleThatChangesNothingIsAWarning() {
        let diagnostics = compile(Self.page + "  cards: { role: surface, colors: { plain: \"#F4F4F6\" } }\n")
            .diagnostics
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:5:18: warning: role 'surface' changes nothing: with the palette's 'background:', every dark tone derives is "
                    + "the page mirror, and only 'background', 'border', 'accent', 'text' and 'onAccent' change it; leave the role out"
            ])
    }

    /// An onAccent color keeps the contrast its light has against its fill's light, against the fill's dark:
    /// the fill named by `on:`, or read from an `onX` key.
    func testAnOnAccentColorKeepsItsContrastAgainstItsFill() throws {
        let yaml =
            Self.page + """
                  primary: "#6750A4"
                  onPrimary: "#FFFFFF"
                  badge: "#B3261E"
                  badgeText: { light: "#FFFFFF", dark: { derive: tone, on: "{badge}" } }

                """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(diagnostics), [])
        let colors = try XCTUnwrap(palette).allColors
        func color(_ name: String, _ appearance: Appearance) throws -> RGBA {
            try XCTUnwrap(colors.first { $0.name == name }?.appearances[appearance]?.color)
        }
        for (on, fill) in [("onPrimary", "primary"), ("badgeText", "badge")] {
            let wanted = try XCTUnwrap(
                ContrastLevel.reached(by: WCAG.contrastRatio(try color(on, .light), try color(fill, .light))))
            XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(try color(on, .dark), try color(fill, .dark)), wanted, on)
            XCTAssertEqual(
                colors.first { $0.name == on }?.appearances[.dark]?.derivation?.tone?.role?.role, .onAccent, on)
        }
        let manifest = ManifestRenderer.render([try XCTUnwrap(palette)])
        XCTAssertTrue(manifest.contains("\"on\": \"badge\""), manifest)
    }

    /// `on:` is for onAccent colors, and, like the role, needs the anchor.
    func testOnIsForOnAccentColorsWithAnAnchor() {
        let other = compile(
            Self.page
                + "  fill: \"#0A66D8\"\n  label: { light: \"#FFFFFF\", dark: { derive: tone, role: text, on: \"{fill}\" } }\n"
        )
        XCTAssertEqual(
            printed(other.diagnostics),
            [
                "palettes/test.yml:6:64: error: 'on' names the fill an onAccent color is drawn on, and this rule's role is 'text'; "
                    + "write role: onAccent, or leave 'on' out"
            ])
        let unknown = compile(
            Self.page + "  label: { light: \"#FFFFFF\", dark: { derive: tone, on: \"{fil}\" } }\n  fill: \"#0A66D8\"\n")
        XCTAssertEqual(unknown.diagnostics.map(\.severity), [.error])
        XCTAssertTrue(unknown.diagnostics.first?.message.contains("'fil'") == true, "\(printed(unknown.diagnostics))")
        let unanchored = compile(
            "derive: tone\ncolors:\n  fill: \"#0A66D8\"\n  label: { light: \"#FFFFFF\", dark: { derive: tone, on: \"{fill}\" } }\n"
        )
        XCTAssertEqual(unanchored.diagnostics.map(\.severity), [.error])
        XCTAssertTrue(
            unanchored.diagnostics.first?.message.hasPrefix(
                "role 'onAccent' places the dark against the palette's background") == true,
            "\(printed(unanchored.diagnostics))")
    }
}
