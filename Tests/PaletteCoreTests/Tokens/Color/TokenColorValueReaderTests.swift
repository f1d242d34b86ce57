import Testing
@testable import PaletteCore

/// A color token's literal value: the object form with every property (and component) possibly a
/// `$ref`, the hex strings of earlier drafts and real exports, and what is wrong with either, at
/// the place it is written.
@Suite struct TokenColorValueReaderTests {
    private func value(_ json: String) -> TokenImport {
        TokenTestFiles.importing(#"{ "c": { "$type": "color", "$value": "# + json + #" } }"#)
    }

    @Test(arguments: [
        (##""#ff00ff""##, "#FF00FFFF"), (##""#FF00FF80""##, "#FF00FF80"), (##""#f0f""##, "#FF00FFFF"), (##""#f0f8""##, "#FF00FF88"),
        (##""rgb(255, 0, 255)""##, "#FF00FFFF"), (##""rgba(255, 0, 255, 0.5)""##, "#FF00FF80"),
        (##""color(display-p3 1 0 1)""##, "color(display-p3 1.0 0.0 1.0)"),
        (##"{ "colorSpace": "srgb", "components": [1, 0, 1], "alpha": 0.5, "hex": "#ff00ff" }"##, "#FF00FF80"),
        (##"{ "colorSpace": "srgb", "components": [1, "none", 1] }"##, "#FF00FFFF"),
        (##"{ "colorSpace": "srgb", "components": [1.0000000001, 0, -0.0000000001] }"##, "#FF0000FF"),
        (##"{ "colorSpace": "hsl", "components": [-60, 100, 50] }"##, "#FF00FFFF"),
    ])
    func readsEveryForm(json: String, expected: String) {
        let imported = value(json)
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.value("c") == expected)
    }

    @Test(arguments: [
        (##""#12345""##, "'#12345' is not a hex color: it has 5 digits"),
        (##""rgba({a}, 0.5)""##, "'rgba({a}, 0.5)' holds a reference inside a color, which palettec does not compute"),
        (##"{ "colorSpace": "srbg", "components": [1, 0, 1] }"##, "'srbg' is not a color space of the color module; did you mean 'srgb'?"),
        (##"{ "colorSpace": "srgb", "components": [1, 0] }"##, "srgb takes 3 components (red, green, blue), found 2"),
        (##"{ "colorSpace": "srgb", "components": [1.2, 0, 1] }"##, "srgb's red is from 0 to 1; 1.2 is outside it"),
        (##"{ "colorSpace": "srgb", "components": [1, 0, 1], "alpha": 2 }"##, "alpha is from 0 to 1; 2 is outside it"),
        (##"{ "colorSpace": "lch", "components": [50, -3, 0] }"##, "lch's chroma is 0 or more; -3 is below it"),
        (##"{ "colorSpace": "oklch", "components": [0.7, 1e20, 30] }"##,
         "oklch's chroma is from 0 to 1.5; 1e20 is outside it, beyond every color the color module's spaces hold"),
        (##"{ "colorSpace": "oklch", "components": [0.7, 1e50, 30] }"##,
         "oklch's chroma is from 0 to 1.5; 1e50 is outside it, beyond every color the color module's spaces hold"),
        (##"{ "colorSpace": "oklab", "components": [0.7, -3, 0] }"##,
         "oklab's a is from -1.5 to 1.5; -3 is outside it, beyond every color the color module's spaces hold"),
        (##"{ "colorSpace": "lch", "components": [50, 1e20, 0] }"##,
         "lch's chroma is from 0 to 250; 1e20 is outside it, beyond every color the color module's spaces hold"),
        (##"{ "colorSpace": "lab", "components": [50, 0, -251] }"##,
         "lab's b is from -250 to 250; -251 is outside it, beyond every color the color module's spaces hold"),
        (##"{ "colorSpace": "srgb", "components": [1, "0", 1] }"##, "srgb's green is a number, not a string"),
        (##"{ "colorSpace": "srgb", "components": [1e400, 0, 0] }"##, "srgb's red is 1e400, a number too large to compute with; write one in its range"),
        (##"{ "colorSpace": "srgb" }"##, "the color has no components"),
        (##"{ "components": [1, 0, 1] }"##, "the color has no colorSpace"),
        ("42", "a color is an object or a string, not a number"),
    ])
    func reportsWhatIsWrong(json: String, message: String) {
        let imported = value(json)
        #expect(imported.errors.count == 1)
        #expect(imported.errors.first?.message.hasPrefix(message) == true, "\(imported.errors.map(\.message))")
        #expect(imported.errors.first?.location.line == 1)
        #expect(imported.colorTokens.isEmpty)
    }

    /// A chroma outside Display P3, up to the bound, is mapped into it with its lightness and hue kept,
    /// as the warning says: never black or white, as 1e20 and 1e50 became when they were read.
    @Test(arguments: ["0.4", "1.5"])
    func aChromaOutsideDisplayP3KeepsItsLightnessAndHue(chroma: String) throws {
        let imported = value(#"{ "colorSpace": "oklch", "components": [0.7, "# + chroma + #", 30] }"#)
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.messages(.warning).contains { $0.contains("lightness and hue kept") })
        guard case .color(let color)? = imported.token("c")?.values[.light]?.kind else {
            Issue.record("no color read")
            return
        }
        let mapped = OKLCH(OKLab(color))  // kept to within the JND CSS's mapping clips within
        #expect(abs(mapped.L - 0.7) < GamutMapping.jnd, "\(color.messageText)")
        #expect(abs(mapped.h - 30) < 2, "\(color.messageText)")
    }

    @Test func staleHexAndUnknownKeysAreWarnings() {
        let imported = value(##"{ "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cd", "hexx": "#0066cc" }"##)
        #expect(imported.value("c") == "#0066CCFF")
        // One byte off is rounding, not a stale fallback: only the unknown key is reported.
        #expect(imported.warnings.map(\.message) == [
            "unknown key 'hexx' in a color; did you mean 'hex'? (a color has colorSpace, components, alpha and hex; it is ignored)",
        ])
        let close = value(##"{ "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#ff0000" }"##)
        #expect(close.messages(.warning) == [
            "tokens.json:1:98: hex #ff0000 is not the color the components give (#0066CC); palettec reads the components: correct the one that is stale",
        ])
        let unknown = value(##"{ "colorSpace": "srgb", "components": [0, 0, 0], "alpah": 1 }"##)
        #expect(unknown.warnings.first?.message
            == "unknown key 'alpah' in a color; did you mean 'alpha'? (a color has colorSpace, components, alpha and hex; it is ignored)")
    }

    @Test func propertiesMayBeReferences() {
        let imported = TokenTestFiles.importing("""
        {
          "base": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0.2, 0.4, 0.9], "alpha": 0.25 } },
          "derived": {
            "$type": "color",
            "$value": {
              "colorSpace": { "$ref": "#/base/$value/colorSpace" },
              "components": { "$ref": "#/base/$value/components" },
              "alpha": { "$ref": "#/base/$value/alpha" }
            }
          },
          "broken": {
            "$type": "color",
            "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/base/$value/components/7" }, 0, 0] }
          }
        }
        """)
        #expect(imported.value("derived") == "color(display-p3 0.2 0.4 0.9 / 0.25)")
        #expect(imported.messages(.error) == [
            "tokens.json:13:64: #/base/$value/components/7 points at nothing: {base}'s value has no '7'",
        ])
    }
}
