import PropertyBased
import Testing
@testable import PaletteCore

/// The `contrast` rule with an APCA target (`lc:`): the derived color, as text on `against`, reaches the Lc
/// in either polarity, as written and at 8 bits, in every appearance; written wrong, an error at its place.
@Suite(.shrinking(false)) struct APCAContrastRuleTests {
    private static let channel = Gen.double(in: 0...1)
    private static let opaque = zip(channel, channel, channel).map { RGBA(red: $0.0, green: $0.1, blue: $0.2) }

    private static func lc(_ text: RGBA, on background: RGBA) -> Double {
        abs(APCA.lightnessContrast(text: text, background: background))
    }

    /// Over random colors, backgrounds and targets: whenever the rule gives a color, it reaches the Lc as
    /// written and with both colors as their hex; when it gives none, neither black nor white does.
    @Test func theResultReachesTheLcAt8Bits() async {
        await propertyCheck(count: 400, input: Self.opaque, Self.opaque, Gen.double(in: 15...90)) {
            color, background, target in
            let rule = DerivationRule(
                ContrastRule(
                    against: ColorReference(name: "page", location: SourceLocation(path: "p.yml", line: 1, column: 1)),
                    target: .lc(target)))
            switch RuleEvaluation.apply(rule, to: color, against: background) {
            case .success(let result):
                #expect(Self.lc(result, on: background) >= target, "\(color) on \(background) at Lc \(target)")
                #expect(Self.lc(result.hexColor, on: background.hexColor) >= target, "\(result.hex) as hex")
                for component in [result.red, result.green, result.blue] {
                    #expect(RGBA.rounded((component * 255).rounded() / 255) == component)
                }
            case .failure:
                let black = RGBA(red: 0, green: 0, blue: 0), white = RGBA(red: 1, green: 1, blue: 1)
                #expect(
                    ![black, white].contains { Self.lc($0, on: background) >= target }
                        || Self.lc(color.hsv.with(brightness: 0).rgba, on: background) < target
                            && Self.lc(color.hsv.with(brightness: 1).rgba, on: background) < target,
                    "\(color) on \(background) at Lc \(target): no color, though one reaches it")
            }
        }
    }

    /// A palette's text derived to Lc 75 on its page in light and in dark reaches it, in both polarities,
    /// and the contrast check that asks for it passes; the manifest records `lc`.
    @Test func aPalettesTextReachesItsLcInEveryAppearance() throws {
        let (palette, diagnostics) = compile(
            """
            derive: none
            colors:
              page: { light: "#FFFFFF", dark: "#121214" }
              gray: { light: "#999999", dark: "#555555" }
              caption:
                light: { derive: contrast, from: "{gray}", against: "{page}", lc: 75 }
                dark: { derive: contrast, from: "{gray}", against: "{page}", lc: 75 }
            contrast:
              - { foreground: caption, background: page, minimum: 75, method: apca }
            """)
        #expect(printed(diagnostics) == [])
        let compiled = try #require(palette)
        #expect(compiled.contrast.map(\.measureText) == ["Lc 75.2", "Lc -75.1"])
        #expect(ManifestRenderer.render([compiled]).contains("\"against\": \"page\", \"lc\": 75.0}"))
    }

    @Test func writtenWrongIsAnErrorAtItsPlace() {
        func errors(_ rule: String) -> [String] {
            printed(
                compile("colors:\n  page: \"#FFFFFF\"\n  text: { light: \"#999999\", dark: \(rule) }\n").diagnostics)
        }
        #expect(
            errors("{ derive: contrast, against: \"{page}\", lc: 75, ratio: 4.5 }") == [
                "palettes/test.yml:3:37: error: 'contrast' needs 'against: \"{color}\"' and one of 'ratio: 4.5' (a WCAG "
                    + "ratio from 1 to 21) or 'lc: 60' (an APCA Lc from 0 to 108)"
            ])
        #expect(
            errors("{ derive: contrast, against: \"{page}\", lc: 120 }") == [
                "palettes/test.yml:3:78: error: 'lc' needs an APCA Lc from 0 to 108, such as 60 for body text"
            ])
        #expect(
            errors("{ derive: contrast, against: \"{page}\", lc: 108 }").first?.contains(
                "no brightness of this hue and saturation reaches an APCA contrast of Lc 108 against 'page'") == true)
    }
}
