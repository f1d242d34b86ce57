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
        (##""#ff00ff""##, "#FF00FFFF"), (##""#FF00FF80""##, "#FF00FF80"), (##""#f0f""##, "#FF00FFFF"),
        (##""#f0f8""##, "#FF00FF88"),
        (##""rgb(255, 0, 255)""##, "#FF00FFFF"), (##""rgba(255, 0, 255, 0.5)""##, "#FF00FF80"),
        (##""color(display-p3 1 0 1)""##, "color(display-p3 1.0 0.0 1.0)"),
        (##"{ "colorSpace": "srgb", "components": [1, 0, 1], "alpha": 0.5, "hex": "#ff00ff" }"##, "#FF00FF80"),
        (##"{ "colorSpace": "srgb", "components": [1, "none", 1] }"##, "#FF00FFFF"),
        (##"{ "colorSpace": "srgb", "components": [1.0000000001, 0, -0.0000000001] }"##, "#FF0000FF"),
        (##"{ "colorSpace": "hsl", "components": [-60, 100, 50] }"##, "#FF00FFFF"),
        // Tokens Studio's rgba(<color>, <alpha>), its alpha written .4 or 40%, and CSS's transparent.
        (##""rgba(#B061F2, .4)""##, "#B061F266"), (##""rgba(#B061F2, 40%)""##, "#B061F266"),
        (##""rgba( rgb(176, 97, 242) ,0.4)""##, "#B061F266"), (##""rgba(#B061F280, 1)""##, "#B061F2FF"),
        (##""transparent""##, "#00000000"), (##"" Transparent ""##, "#00000000"),
        // Every CSS Color 4 form, converted like the color module's spaces.
        (##""hsla(255,0%,100%,0.01)""##, "#FFFFFF03"), (##""hsl(120 100% 25% / 50%)""##, "#00800080"),
        (##""rebeccapurple""##, "#663399FF"), (##""rgba(RebeccaPurple, 0.5)""##, "#66339980"),
        (##""oklch(62.8% 0.2577 29.23)""##, "#FF0000FF"),
        (##""color(display-p3 100% 0 none)""##, "color(display-p3 1.0 0.0 0.0)"),
    ])
    func readsEveryForm(json: String, expected: String) {
        let imported = value(json)
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.value("c") == expected)
    }

    @Test(arguments: [
        (##""#12345""##, "'#12345' is not a hex color: it has 5 digits"),
        (##""{a} 50%""##, "'{a} 50%' holds a reference inside a color, which palettec does not compute"),
        (##""rgba(#B061F2, 1.4)""##, "'rgba(#B061F2, 1.4)': alpha 1.4 is out of range; it must be from 0 to 1"),
        (##""rgba(#B061F2, 140%)""##, "'rgba(#B061F2, 140%)': alpha 140% is out of range; it must be from 0% to 100%"),
        (##""rgba(#B061F, .4)""##, "'rgba(#B061F, .4)': '#B061F' is not a hex color: it has 5 digits"),
        (
            ##""linear-gradient(90deg, {a}, {b})""##,
            "'linear-gradient(90deg, {a}, {b})' is a gradient (linear-gradient), which palettec does not import"
        ),
        (
            ##""set_chroma(set_lightness({a}, {b}), 0.1)""##,
            "'set_chroma(set_lightness({a}, {b}), 0.1)' is a function palettec does not compute (set_chroma); write the color it gives"
        ),
        (
            ##""oklch(0.5857, 0.1357, 240.68)""##,
            "oklch() separates its values with spaces, not commas; write oklch(L C H) or oklch(L C H / A)"
        ),
        (##""currentColor""##, "'currentColor' has no fixed color"),
        (
            ##"{ "colorSpace": "srbg", "components": [1, 0, 1] }"##,
            "'srbg' is not a color space of the color module; did you mean 'srgb'?"
        ),
        (##"{ "colorSpace": "srgb", "components": [1, 0] }"##, "srgb takes 3 components (red, green, blue), found 2"),
        (##"{ "colorSpace": "srgb", "components": [1.2, 0, 1] }"##, "srgb's red is from 0 to 1; 1.2 is outside it"),
        (##"{ "colorSpace": "srgb", "components": [1, 0, 1], "alpha": 2 }"##, "alpha is from 0 to 1; 2 is outside it"),
        (##"{ "colorSpace": "lch", "components": [50, -3, 0] }"##, "lch's chroma is 0 or more; -3 is below it"),
        (
            ##"{ "colorSpace": "oklch", "components": [0.7, 1e20, 30] }"##,
            "oklch's chroma is from 0 to 1.5; 1e20 is outside it, beyond every color the color module's spaces hold"
        ),
        (
            ##"{ "colorSpace": "oklch", "components": [0.7, 1e50, 30] }"##,
            "oklch's chroma is from 0 to 1.5; 1e50 is outside it, beyond every color the color module's spaces hold"
        ),
        (
            ##"{ "colorSpace": "oklab", "components": [0.7, -3, 0] }"##,
            "oklab's a is from -1.5 to 1.5; -3 is outside it, beyond every color the color module's spaces hold"
        ),
        (
            ##"{ "colorSpace": "lch", "components": [50, 1e20, 0] }"##,
            "lch's chroma is from 0 to 250; 1e20 is outside it, beyond every color the color module's spaces hold"
        ),
        (
            ##"{ "colorSpace": "lab", "components": [50, 0, -251] }"##,
            "lab's b is from -250 to 250; -251 is outside it, beyond every color the color module's spaces hold"
        ),
        (##"{ "colorSpace": "srgb", "components": [1, "0", 1] }"##, "srgb's green is a number, not a string"),
        (
            ##"{ "colorSpace": "srgb", "components": [1e400, 0, 0] }"##,
            "srgb's red is 1e400, a number too large to compute with; write one in its range"
        ),
        (##"{ "colorSpace": "srgb" }"##, "the color has no components"),
        (##"{ "components": [1, 0, 1] }"##, "the color has no colorSpace"),
        ("42", "a color is an object or a string, not a number"),
    ])
    func reportsWhatIsWrong(json: String, message: String) {
        let imported = value(json)
        #expect(imported.errors.isEmpty)
        #expect(imported.skipReasons.count == 1)
        #expect(imported.skipReasons.first?.hasPrefix("tokens.json:1:") == true, "\(imported.skipReasons)")
        #expect(imported.skipReasons.first?.contains(": " + message) == true, "\(imported.skipReasons)")
        #expect(imported.colorTokens.isEmpty)
    }

    /// A gradient or a function is an error naming it, and the error carries its kind.
    @Test(arguments: [
        ("linear-gradient( {bb.color.blue.500}, {bb.color.blue.700})", UnreadableValue.gradient("linear-gradient")),
        ("repeating-radial-gradient(#fff, #000)", .gradient("repeating-radial-gradient")),
        ("set_chroma(set_lightness({input.palette.blue.anchor}, {input.scale.light.1}), 0.1)", .function("set_chroma")),
        ("calc(16/11)", .function("calc")),
    ])
    func functionsAreNamedByKind(text: String, kind: UnreadableValue) throws {
        let node = try JSONReader.read(Array("\"\(text)\"".utf8), path: "t.json").get()
        var reader = TokenColorValueReader(file: "t.json") { _ in .failure(.error("no $ref", at: .whole("t.json"))) }
        guard case .failure(let error) = reader.read(node) else {
            Issue.record("'\(text)' was read")
            return
        }
        #expect(error.unreadable == kind)
        #expect(error.diagnostic.message.contains("(\(kind.name))"), "\(error.diagnostic.message)")
        #expect(error.diagnostic.location == SourceLocation(path: "t.json", line: 1, column: 1))
    }

    /// `rgba({color}, {alpha})`: a reference to a color and to an opacity or number token (`"40%"`, `0.4`,
    /// an alias of one). The alpha the color already has keeps the alias; any other is the color computed,
    /// with a note at the value.
    @Test func rgbaOfReferencesIsAnAliasOrTheColorComputed() {
        let imported = TokenTestFiles.importing(
            """
            {
              "core": {
                "blk": { "$type": "color", "$value": "#1C1C1E" },
                "half": { "$type": "color", "$value": "#1C1C1E80" },
                "opacity": { "0": { "$type": "opacity", "$value": "0%" }, "40": { "$type": "opacity", "$value": "40%" },
                             "full": { "$type": "number", "$value": 1 }, "point": { "$type": "number", "$value": 0.4 },
                             "alias": { "$type": "number", "$value": "{core.opacity.point}" } }
              },
              "none": { "$type": "color", "$value": "rgba({core.blk}, {core.opacity.0})" },
              "soft": { "$type": "color", "$value": "rgba( {core.blk} , {core.opacity.40})" },
              "number": { "$type": "color", "$value": "rgba({core.blk}, {core.opacity.alias})" },
              "same": { "$type": "color", "$value": "rgba({core.blk}, {core.opacity.full})" },
              "sameLiteral": { "$type": "color", "$value": "rgba({core.half},0.5019607843)" },
              "literalColor": { "$type": "color", "$value": "rgba(#B061F2, {core.opacity.40})" },
              "ofComputed": { "$type": "color", "$value": "rgba({soft}, 1)" }
            }
            """)
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.value("none") == "#1C1C1E00")
        #expect(imported.value("soft") == "#1C1C1E66")
        #expect(imported.value("number") == "#1C1C1E66")
        #expect(imported.value("same") == "{core.blk}")
        #expect(imported.value("sameLiteral") == "{core.half}")
        #expect(imported.value("literalColor") == "#B061F266")
        #expect(imported.value("ofComputed") == "#1C1C1EFF")
        let computed =
            "is computed into a color: a palette's reference takes its color whole, alpha too, so this token holds the color, not the reference"
        #expect(
            imported.messages(.note) == [
                "tokens.json:9:41: 'rgba({core.blk}, {core.opacity.0})' \(computed)",
                "tokens.json:10:41: 'rgba( {core.blk} , {core.opacity.40})' \(computed)",
                "tokens.json:11:43: 'rgba({core.blk}, {core.opacity.alias})' \(computed)",
                "tokens.json:14:49: 'rgba(#B061F2, {core.opacity.40})' \(computed)",
                "tokens.json:15:47: 'rgba({soft}, 1)' \(computed)",
            ])
    }

    @Test func rgbaOfReferencesSaysWhatIsWrong() {
        let imported = TokenTestFiles.importing(
            """
            {
              "blk": { "$type": "color", "$value": "#1C1C1E" },
              "size": { "$type": "dimension", "$value": "4px" },
              "missing": { "$type": "color", "$value": "rgba({blak}, 0.5)" },
              "notAColor": { "$type": "color", "$value": "rgba({size}, 0.5)" },
              "notANumber": { "$type": "color", "$value": "rgba({blk}, {size})" },
              "loop": { "$type": "color", "$value": "rgba({loop2}, 0.5)" },
              "loop2": { "$type": "color", "$value": "rgba({loop}, 0.5)" }
            }
            """)
        #expect(
            imported.skipReasons == [
                "tokens.json:4:44: {blak} names no token; did you mean {blk}?",
                "tokens.json:5:46: {size} refers to a dimension token, and this is a color token",
            ])
        #expect(
            imported.messages(.error) == [
                "tokens.json:6:47: {size} is a color's alpha, and holds '4px': alpha '4px' is not a number; write a number from 0 to 1",
                "tokens.json:7:41: 'rgba({loop2}, 0.5)' comes round to {loop} itself, so it has no value; give one of the tokens it names a color",
            ])
        #expect(imported.colorTokens.map(\.path.description) == ["blk"])
    }

    /// Figma's components are 32-bit floats; within `hexTolerance` of the hex the token carries, the
    /// color is the hex's (`fermi-flutter-bison`'s ColorBaseTokens.json, 182/255 stored as 0.7137255072593689).
    @Test func componentsWithinFloatNoiseOfTheirHexAreTheHex() {
        let exact = value(
            ##"{ "colorSpace": "srgb", "components": [0.7137255072593689, 0.7137255072593689, 0.7137255072593689], "alpha": 1, "hex": "#B6B6B6" }"##
        )
        #expect(exact.token("c")?.values[.light]?.kind == .color(RGBA(red8: 182, green8: 182, blue8: 182)))
        #expect(exact.warnings.isEmpty)
        let translucent = value(
            ##"{ "colorSpace": "srgb", "components": [0.7137255072593689, 0, 1], "alpha": 0.5, "hex": "#B600FF" }"##)
        #expect(
            translucent.token("c")?.values[.light]?.kind == .color(RGBA(red8: 182, green8: 0, blue8: 255, alpha: 0.5)))
        // A component further off is the components' color (a byte off is rounding, no warning).
        let off = value(
            ##"{ "colorSpace": "srgb", "components": [0.7137355072593689, 0.7137255072593689, 0.7137255072593689], "hex": "#B6B6B6" }"##
        )
        #expect(
            off.token("c")?.values[.light]?.kind
                == .color(RGBA(red: 0.7137355072593689, green: 0.7137255072593689, blue: 0.7137255072593689)))
        #expect(off.warnings.isEmpty)
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
        let imported = value(
            ##"{ "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cd", "hexx": "#0066cc" }"##)
        #expect(imported.value("c") == "#0066CCFF")
        // One byte off is rounding, not a stale fallback: only the unknown key is reported.
        #expect(
            imported.warnings.map(\.message) == [
                "unknown key 'hexx' in a color; did you mean 'hex'? (a color has colorSpace, components, alpha and hex; it is ignored)"
            ])
        let close = value(##"{ "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#ff0000" }"##)
        #expect(
            close.messages(.warning) == [
                "tokens.json:1:98: hex #ff0000 is not the color the components give (#0066CC); palettec reads the components: correct the one that is stale"
            ])
        let unknown = value(##"{ "colorSpace": "srgb", "components": [0, 0, 0], "alpah": 1 }"##)
        #expect(
            unknown.warnings.first?.message
                == "unknown key 'alpah' in a color; did you mean 'alpha'? (a color has colorSpace, components, alpha and hex; it is ignored)"
        )
    }

    @Test func propertiesMayBeReferences() {
        let imported = TokenTestFiles.importing(
            """
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
        #expect(
            imported.skipReasons == [
                "tokens.json:13:64: #/base/$value/components/7 points at nothing: {base}'s value has no '7'"
            ])
    }
}
