import Testing
@testable import PaletteCore

/// `$extends` (and a group's `$ref`, its JSON Schema spelling): a deep merge in which the group's
/// own tokens win, as the format module's examples 13, 14 and 26 show; cycles are errors.
@Suite struct GroupExtensionTests {
    @Test func inheritedTokensFirstThenOwnOverridesAndAdditions() {
        let imported = TokenTestFiles.importing(
            """
            {
              "button": {
                "$type": "color",
                "background": { "$value": "#0066cc" },
                "text": { "$value": "#ffffff" }
              },
              "button-primary": {
                "$extends": "{button}",
                "background": { "$value": "#cc0066" },
                "focus": { "$value": "#ff3399" }
              },
              "button-secondary": { "$ref": "#/button", "text": { "$value": "#000000" } }
            }
            """)
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(
            imported.colorTokens.map(\.path.description) == [
                "button.background", "button.text",
                "button-primary.background", "button-primary.text", "button-primary.focus",
                "button-secondary.background", "button-secondary.text",
            ])
        #expect(imported.value("button-primary.background") == "#CC0066FF")
        #expect(imported.value("button-primary.text") == "#FFFFFFFF")
        #expect(imported.value("button-secondary.text") == "#000000FF")
        // An inherited token keeps the place it is written.
        #expect(imported.token("button-primary.text")?.location.description == "tokens.json:5:5")
    }

    @Test func cyclesAndTokensAreErrorsAtTheExtends() {
        let imported = TokenTestFiles.importing(
            """
            {
              "a": { "$extends": "{b}", "x": { "$type": "color", "$value": "#111111" } },
              "b": { "$extends": "{a}" },
              "button": { "secondary": { "$extends": "{button}" } },
              "c": { "$extends": "{a.x}" },
              "d": { "$extends": "{nowhere}" }
            }
            """)
        #expect(
            imported.messages(.error) == [
                "tokens.json:3:22: $extends makes a cycle ({a} → {b} → {a}): a group cannot inherit from itself or from a group that contains it; "
                    + "extend a sibling group instead",
                "tokens.json:4:42: $extends makes a cycle ({button.secondary} → {button}): a group cannot inherit from itself or from a group "
                    + "that contains it; extend a sibling group instead",
                "tokens.json:5:22: $extends names {a.x}, a token; it names a group",
                "tokens.json:6:22: $extends names {nowhere}, but there is no group there",
            ])
    }

    /// A `$ref` to the group itself as another group inherits it: `b.c` names `a.c`, which is `b.c`
    /// once `a` inherits `b`. A cycle, not a group that is missing.
    @Test func aReferenceToItselfThroughAnInheritingGroupIsACycle() {
        let imported = TokenTestFiles.importing(
            """
            {
              "a": { "$extends": "{b}" },
              "b": { "$type": "color", "c": { "$ref": "#/a/c", "x": { "$value": "#ff0000" } } }
            }
            """)
        #expect(
            imported.messages(.error) == [
                "tokens.json:3:43: $extends makes a cycle ({a} → {b} → {b.c} → {a.c}): {a.c} would be {a}'s by the "
                    + "$extends that leads to this group, so this group would inherit from itself; extend the group it "
                    + "comes from instead"
            ])
    }
}
