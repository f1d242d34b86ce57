import Foundation
import PropertyBased
import Testing
@testable import PaletteCore

/// Anchored `derive: tone` on random colors, anchors and roles: the page mirror's lightness falls as the
/// light's rises, hue kept, nothing below the light page lands below the dark page, and text and onAccent
/// contrast kept against the page or the fill, or a warning that says it could not be.
@Suite(.shrinking(false)) struct ToneRolePropertyTests {
    private static func gray(_ value: Double) -> RGBA { RGBA(red: value, green: value, blue: value) }

    /// A page background: a light one (L ≥ 0.85) and a dark one anywhere from black to a mid gray, so pages
    /// darker and lighter than the floor are both met.
    private static let anchor = zip(Gen.double(in: 0.85...1), Gen.double(in: 0...0.6)).map { light, dark in
        ToneAnchor(name: "page", light: gray(light), dark: gray(dark))
    }
    private static let role = Gen.int(in: 0...(ToneRole.allCases.count - 1)).map { ToneRole.allCases[$0] }

    private static func dark(_ color: RGBA, _ role: ToneRole, _ anchor: ToneAnchor) -> RGBA {
        Tone.derive(color, for: .dark, role: role, anchor: anchor, curve: nil, chroma: nil, lightness: nil)
    }

    /// Grays, so no chroma is traded for gamut: a lighter light gives a dark as dark or darker, whatever
    /// the role (a gray has too little chroma for an accent to keep its lightness).
    @Test func lightnessFallsAsTheLightRisesForEveryRole() async {
        let input = zip(Self.role, Self.anchor, Gen.double(in: 0...1), Gen.double(in: 0...1))
        await propertyCheck(count: 600, input: input) { role, anchor, first, second in
            let darker = Self.gray(min(first, second)), lighter = Self.gray(max(first, second))
            let fromDarker = OKLab(Self.dark(darker, role, anchor)).L,
                fromLighter = OKLab(Self.dark(lighter, role, anchor)).L
            #expect(
                fromLighter <= fromDarker + 1e-9,
                "\(role) \(anchor): \(lighter) → \(fromLighter), \(darker) → \(fromDarker)")
        }
    }

    /// An accent with chroma to keep is never darker in dark than in light; below that chroma it is the
    /// page mirror like any color.
    @Test func anAccentIsNeverDarkerThanItsLight() async {
        let channel = Gen.double(in: 0...1)
        let color = zip(channel, channel, channel).map { RGBA(red: $0.0, green: $0.1, blue: $0.2) }
        await propertyCheck(count: 600, input: Self.anchor, color) { anchor, color in
            let source = color.oklch
            let accent = OKLab(Self.dark(color, .accent, anchor)).L, plain = OKLab(Self.dark(color, .surface, anchor)).L
            if source.C >= ToneRoleCalibration.accentChroma {
                #expect(accent >= min(source.L, plain) - GamutMapping.jnd, "\(color) under \(anchor): \(accent)")
            } else {
                #expect(accent == plain, "\(color) under \(anchor)")
            }
        }
    }

    /// How far a color lies from the hue line `hue` in OKLab's (a, b) plane: C · sin Δh.
    private static func offHue(_ color: RGBA, _ hue: Double) -> Double {
        let lch = color.oklch
        return lch.C * sin(min(hueDistance(lch.h, hue), 90) * .pi / 180)
    }

    /// Hue is kept, dark and high contrast, to within what the CSS Color 4 fit's last clip moves it, for
    /// colors with a hue to keep. A result whose chroma is scaled to nothing lies on every hue line.
    @Test func hueIsKeptWithinGamutMapping() async {
        let channel = Gen.double(in: 0...1)
        let chromatic = zip(channel, channel, channel).map { RGBA(red: $0.0, green: $0.1, blue: $0.2) }.filter {
            $0.oklch.C > 0.03
        }
        await propertyCheck(count: 600, input: Self.role, Self.anchor, chromatic) { role, anchor, color in
            let source = color.oklch
            for appearance in [Appearance.dark, .highContrastLight, .highContrastDark] {
                let result = Tone.derive(
                    color, for: appearance, role: role, anchor: anchor, curve: nil, chroma: nil, lightness: nil)
                #expect(
                    Self.offHue(result, source.h) < GamutMapping.jnd + 1e-9,
                    "\(role) \(appearance) \(color) → \(result)")
            }
        }
    }

    /// A color at or below the light page's lightness gets a dark at or above the dark page's: the mirror
    /// keeps every color on its side of the page. Exactly for grays; for colors, to the fit's last clip.
    @Test func nothingLandsOnTheWrongSideOfThePage() async {
        let input = zip(
            Self.role, Self.anchor, Gen.double(in: 0...1), Gen.double(in: 0...0.15), Gen.double(in: 0..<360))
        await propertyCheck(count: 800, input: input) { role, anchor, lightness, chroma, hue in
            let lightL = lightness * anchor.lightL
            let gray = GamutMapping.map(OKLCH(L: lightL, C: 0, h: 0)).rgba
            #expect(OKLab(Self.dark(gray, role, anchor)).L >= anchor.darkL - 1e-9, "\(role) \(gray) \(anchor)")
            let color = GamutMapping.map(OKLCH(L: lightL, C: chroma, h: hue)).rgba
            guard OKLab(color).L <= anchor.lightL else { return }
            #expect(
                OKLab(Self.dark(color, role, anchor)).L >= anchor.darkL - GamutMapping.jnd, "\(role) \(color) \(anchor)"
            )
        }
    }

    /// A text color compiled in a palette with an anchor: its dark reaches the WCAG level (7, 4.5 or 3:1) its
    /// light reaches against the light anchor, against the dark anchor, or the palette's one warning names it.
    /// Read as text but as light as the page, it is on a fill instead, and keeps its light.
    @Test func textKeepsItsLevelOrTheWarningNamesIt() async {
        let channel = Gen.int(in: 0...255)
        let input = zip(channel, Gen.int(in: 216...255), Gen.int(in: 0...90), Gen.int(in: 0...3))
        await propertyCheck(count: 300, input: input) { text, pageLight, pageDark, form in
            let hex = { (value: Int) in "#" + String(repeating: String(format: "%02X", value), count: 3) }
            let color = [
                hex(text), "#\(String(format: "%02X", text))4060", "#20\(String(format: "%02X", text))80",
                "#\(String(format: "%02X", text))\(String(format: "%02X", text))30",
            ][form]
            let yaml = """
                derive: tone
                background: "{page}"
                colors:
                  page: { light: "\(hex(pageLight))", dark: "\(hex(pageDark))" }
                  label: "\(color)"
                """
            let (palette, diagnostics) = compile(yaml)
            let label = try #require(palette?.allColors.last, "\(yaml)\n\(printed(diagnostics))")
            let light = label.appearances[.light]!.color, dark = label.appearances[.dark]!.color
            let anchorLight = palette!.allColors[0].appearances[.light]!.color,
                anchorDark = palette!.allColors[0].appearances[.dark]!.color
            if abs(OKLab(light).L - OKLab(anchorLight).L) < ToneRoleCalibration.textOnFillDistance {
                #expect(label.appearances[.dark]?.derivation?.tone?.role?.role == .onAccent)
                #expect(dark == light, "text on a fill with no fill found keeps its light")
                return
            }
            #expect(label.appearances[.dark]?.derivation?.tone?.role?.role == .text)
            let level = ContrastLevel.reached(by: WCAG.contrastRatio(light, anchorLight))
            let kept = level.map { WCAG.contrastRatio(dark, anchorDark) >= $0 } ?? true
            let warned = diagnostics.contains {
                $0.severity == .warning && $0.location.line == 5 && $0.message.contains("'label' (text")
            }
            #expect(
                kept != warned,
                "\(color) on \(hex(pageLight))/\(hex(pageDark)): a warning exactly where the level was lost: \(printed(diagnostics))"
            )
        }
    }

    /// An onAccent color drawn on a fill read from its key (`onFill` on `fill`): its dark reaches the WCAG level
    /// its light reaches against the fill's light, against the fill's dark, or the palette's warning names it.
    @Test func onAccentKeepsItsLevelAgainstItsFill() async {
        let channel = Gen.int(in: 0...255)
        let input = zip(channel, channel, Gen.int(in: 0...90))
        await propertyCheck(count: 200, input: input) { on, fill, pageDark in
            let hex = { (value: Int) in "#" + String(repeating: String(format: "%02X", value), count: 3) }
            let yaml = """
                derive: tone
                background: "{page}"
                colors:
                  page: { light: "#FFFFFF", dark: "\(hex(pageDark))" }
                  fill: "#\(String(format: "%02X", fill))3070"
                  onFill: "\(hex(on))"
                """
            let (palette, diagnostics) = compile(yaml)
            let colors = try #require(palette?.allColors, "\(yaml)\n\(printed(diagnostics))")
            let fillColor = colors[1], onColor = colors[2]
            #expect(onColor.appearances[.dark]?.derivation?.tone?.role?.role == .onAccent)
            let level = ContrastLevel.reached(
                by: WCAG.contrastRatio(onColor.appearances[.light]!.color, fillColor.appearances[.light]!.color))
            let reached = WCAG.contrastRatio(onColor.appearances[.dark]!.color, fillColor.appearances[.dark]!.color)
            let warned = diagnostics.contains {
                $0.severity == .warning && $0.location.line == 6 && $0.message.contains("'onFill' (onAccent")
            }
            #expect(
                (level.map { reached >= $0 } ?? true) != warned,
                "a warning exactly where the level was lost: \(yaml)\n\(printed(diagnostics))")
        }
    }
}
