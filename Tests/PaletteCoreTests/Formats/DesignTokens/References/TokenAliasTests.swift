import Testing
@testable import PaletteCore

/// Aliases in both syntaxes stay aliases of the token they name; cycles, references to nothing and
/// to tokens of another type are errors where they are written.
@Suite struct TokenAliasTests {
    let aliases = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc" } },
            "brand": { "$value": "{color.blue}" },
            "link": { "$value": "{color.brand}" },
            "pointer": { "$ref": "#/color/blue/$value" },
            "pointerToken": { "$ref": "#/color/blue" },
            "pointerValue": { "$value": { "$ref": "#/color/brand/$value" } },
            "mixed": {
              "$value": {
                "colorSpace": "srgb",
                "components": [{ "$ref": "#/color/blue/$value/components/0" }, { "$ref": "#/color/link/$value/components/1" }, 0.7]
              }
            }
          }
        }
        """

    @Test func bothSyntaxesStayAliases() {
        let imported = TokenTestFiles.importing(aliases)
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.value("color.blue") == "#0066CCFF")
        #expect(imported.value("color.brand") == "{color.blue}")
        #expect(imported.value("color.link") == "{color.brand}")
        #expect(imported.value("color.pointer") == "{color.blue}")
        #expect(imported.value("color.pointerToken") == "{color.blue}")
        #expect(imported.value("color.pointerValue") == "{color.brand}")
        // Property-level references are values: followed through {color.link} → {color.brand} → blue.
        #expect(imported.value("color.mixed") == "#0066B3FF")
    }

    @Test func cycleIsOneErrorAtItsFirstTokenWithNotesAtTheOthers() {
        let imported = TokenTestFiles.importing(
            """
            {
              "a": { "$type": "color", "$value": "{b}" },
              "b": { "$type": "color", "$value": "{c}" },
              "c": { "$type": "color", "$value": "{a}" },
              "d": { "$type": "color", "$value": "{a}" }
            }
            """)
        #expect(
            imported.messages(.error) == [
                "tokens.json:2:3: references go round in a cycle ({a} → {b} → {c} → {a}), so none of these tokens has a value; give one of them a color"
            ])
        #expect(imported.errors.first?.notes.map { "\($0.location.line):\($0.location.column)" } == ["3:3", "4:3"])
        #expect(imported.colorTokens.isEmpty)
    }

    /// An alias of nothing is skipped (#33), with its place and a suggestion.
    @Test func referenceToNothingIsSkippedAtTheReferenceWithASuggestion() {
        let imported = TokenTestFiles.importing(
            """
            {
              "color": {
                "$type": "color",
                "blue": { "$value": "#0066cc" },
                "link": { "$value": "{color.bleu}" },
                "pointer": { "$ref": "#/color/nothing/$value" }
              }
            }
            """)
        #expect(imported.errors.isEmpty)
        #expect(
            imported.skipReasons == [
                "tokens.json:5:25: {color.bleu} names no token; did you mean {color.blue}?",
                "tokens.json:6:26: #/color/nothing/$value points at nothing: there is no 'nothing' in color",
            ])
        #expect(imported.value("color.blue") == "#0066CCFF")
        #expect(imported.token("color.link") == nil)
    }

    @Test func referenceToAnotherTypeIsSkipped() {
        let imported = TokenTestFiles.importing(
            """
            {
              "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } },
              "color": { "$type": "color", "gap": { "$value": "{space.small}" } }
            }
            """)
        #expect(
            imported.skipReasons == [
                "tokens.json:3:51: {space.small} refers to a dimension token, and this is a color token"
            ])
        #expect(imported.skipped.byType == ["dimension": 1])
    }

    @Test func untypedAliasTakesTheTypeOfItsTarget() {
        let imported = TokenTestFiles.importing(
            """
            {
              "base": { "black": { "$type": "color", "$value": "#000000" } },
              "text": { "$value": "{base.black}" }
            }
            """)
        #expect(imported.value("text") == "{base.black}")
        #expect(imported.errors.isEmpty)
    }

    /// Number tokens aliasing each other, read as an `rgba()` alpha: a cycle naming them, not a chain
    /// "more than 1000 deep".
    @Test func aCycleOfNumberTokensIsACycle() {
        let imported = TokenTestFiles.importing(
            """
            {
              "opacity": {
                "$type": "number",
                "a": { "$value": "{opacity.b}" },
                "b": { "$value": "{opacity.a}" }
              },
              "scrim": { "$type": "color", "$value": "rgba(#000000, {opacity.a})" }
            }
            """)
        #expect(
            imported.messages(.error) == [
                "tokens.json:4:5: references go round in a cycle ({opacity.a} → {opacity.b} → {opacity.a}), so none of "
                    + "these tokens has a value; give one of them a number"
            ])
    }
}
