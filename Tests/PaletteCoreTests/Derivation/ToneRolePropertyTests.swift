import Foundation
import PropertyBased
import Testing
@testable import PaletteCore

/// Anchored `derive: tone` on random colors, anchors and roles: lightness monotone as each role's curve
/// runs, hue kept, text and borders on the right side of the dark anchor, and text contrast kept against
/// the anchor or a warning that says it could not be.
@Suite(.shrinking(false)) struct ToneRolePropertyTests {
    private static func gray(_ value: Double) -> RGBA { RGBA(red: value, green: value, blue: value) }

    /// A page background: a light one (L ≥ 0.85) and a dark one anywhere from black to a mid gray, so a
    /// dark anchor lighter than a curve's start is met too.
    private static let anchor = zip(Gen.double(in: 0.85...1), Gen.double(in: 0...0.6)).map { light, dark in
        ToneAnchor(name: "page", light: gray(light), dark: gray(dark))
    }
    private static let role = Gen.int(in: 0...(ToneRole.allCases.count - 1)).map { ToneRole.allCases[$0] }

    private static func dark(_ color: RGBA, _ role: ToneRole, _ anchor: ToneAnchor) -> RGBA {
        Tone.derive(color, for: .dark, role: role, anchor: anchor, curve: nil, chroma: nil, lightness: nil)
    }

    /// Grays, so no chroma is traded for gamut: a lighter light gives a dark as light or lighter where the
    /// role's curve rises with the light's lightness (accent), as dark or darker where it falls (the rest).
    @Test func lightnessIsMonotoneForEveryRole() async {
        let input = zip(Self.role, Self.anchor, Gen.double(in: 0...1), Gen.double(in: 0...1))
        await propertyCheck(count: 600, input: input) { role, anchor, first, second in
            let darker = Self.gray(min(first, second)), lighter = Self.gray(max(first, second))
            let fromDarker = OKLab(Self.dark(darker, role, anchor)).L, fromLighter = OKLab(Self.dark(lighter, role, anchor)).L
            let knots = ToneRoleCalibration.curve(for: role).lightnessKnots
            if knots.last!.offset >= knots.first!.offset {  // g rises with Δ: falls with the light's lightness
                #expect(fromLighter <= fromDarker + 1e-9, "\(role) \(anchor): \(lighter) → \(fromLighter), \(darker) → \(fromDarker)")
            } else {
                #expect(fromLighter >= fromDarker - 1e-9, "\(role) \(anchor): \(lighter) → \(fromLighter), \(darker) → \(fromDarker)")
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
        let chromatic = zip(channel, channel, channel).map { RGBA(red: $0.0, green: $0.1, blue: $0.2) }.filter { $0.oklch.C > 0.03 }
        await propertyCheck(count: 600, input: Self.role, Self.anchor, chromatic) { role, anchor, color in
            let source = color.oklch
            for appearance in [Appearance.dark, .highContrastLight, .highContrastDark] {
                let result = Tone.derive(color, for: appearance, role: role, anchor: anchor, curve: nil, chroma: nil, lightness: nil)
                #expect(Self.offHue(result, source.h) < GamutMapping.jnd + 1e-9, "\(role) \(appearance) \(color) → \(result)")
            }
        }
    }

    /// A text or border color at or below the light anchor's lightness gets a dark at or above the dark
    /// anchor's: never a text darker than the page it is drawn on. Exactly for grays; for colors, to the
    /// fit's last clip.
    @Test func textAndBordersNeverLandOnTheWrongSideOfTheAnchor() async {
        let input = zip(Gen.bool(), Self.anchor, Gen.double(in: 0...1), Gen.double(in: 0...0.15), Gen.double(in: 0..<360))
        await propertyCheck(count: 800, input: input) { isText, anchor, lightness, chroma, hue in
            let role: ToneRole = isText ? .text : .border
            let lightL = lightness * anchor.lightL
            let gray = GamutMapping.map(OKLCH(L: lightL, C: 0, h: 0)).rgba
            #expect(OKLab(Self.dark(gray, role, anchor)).L >= anchor.darkL - 1e-9, "\(role) \(gray) \(anchor)")
            let color = GamutMapping.map(OKLCH(L: lightL, C: chroma, h: hue)).rgba
            guard OKLab(color).L <= anchor.lightL else { return }
            #expect(OKLab(Self.dark(color, role, anchor)).L >= anchor.darkL - GamutMapping.jnd, "\(role) \(color) \(anchor)")
        }
    }

    /// A text color compiled in a palette with an anchor: its dark keeps at least the WCAG contrast against
    /// the dark anchor that its light keeps against the light anchor, or a warning at it says it could not.
    @Test func textKeepsItsContrastOrAWarningSaysItCouldNot() async {
        let channel = Gen.int(in: 0...255)
        let input = zip(channel, Gen.int(in: 216...255), Gen.int(in: 0...90), Gen.int(in: 0...3))
        await propertyCheck(count: 300, input: input) { text, pageLight, pageDark, form in
            let hex = { (value: Int) in "#" + String(repeating: String(format: "%02X", value), count: 3) }
            let color = [hex(text), "#\(String(format: "%02X", text))4060", "#20\(String(format: "%02X", text))80",
                         "#\(String(format: "%02X", text))\(String(format: "%02X", text))30"][form]
            let yaml = """
                derive: tone
                background: "{page}"
                colors:
                  page: { light: "\(hex(pageLight))", dark: "\(hex(pageDark))" }
                  label: "\(color)"
                """
            let (palette, diagnostics) = compile(yaml)
            let label = try #require(palette?.allColors.last, "\(yaml)\n\(printed(diagnostics))")
            #expect(label.appearances[.dark]?.derivation?.tone?.role?.role == .text)
            let light = label.appearances[.light]!.color, dark = label.appearances[.dark]!.color
            let anchorLight = palette!.allColors[0].appearances[.light]!.color, anchorDark = palette!.allColors[0].appearances[.dark]!.color
            let kept = ContrastFormat.twoDecimals(WCAG.contrastRatio(dark, anchorDark))
                >= ContrastFormat.twoDecimals(WCAG.contrastRatio(light, anchorLight))
            // The contrast warning, or the one that says the text was lifted onto the background's dark.
            let warnings = diagnostics.filter { $0.severity == .warning && $0.location.line == 5 && $0.message.hasPrefix("'label' is text") }
            let contrastWarned = warnings.contains { $0.message.contains(", and its derived dark ") }
            #expect(kept || !warnings.isEmpty, "\(color) on \(hex(pageLight))/\(hex(pageDark)): \(printed(diagnostics))")
            #expect(!(kept && contrastWarned), "a contrast warning only where the contrast was lost: \(printed(diagnostics))")
        }
    }
}
