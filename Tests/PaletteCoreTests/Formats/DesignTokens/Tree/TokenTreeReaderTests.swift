import Testing
@testable import PaletteCore

/// The format module's structure: groups and tokens with their places, `$type` and `$deprecated`
/// inherited from groups, descriptions, `$root`, extensions kept verbatim, and what it forbids.
@Suite struct TokenTreeReaderTests {
    @Test func typesInheritFromTheNearestGroup() {
        let imported = TokenTestFiles.importing(
            """
            {
              "brand": {
                "$type": "color",
                "primary": { "$value": "#0066cc" },
                "spacing": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
                "nested": { "deep": { "$value": "#00cc66" } },
                "font": { "$type": "fontFamily", "body": { "$value": "Inter" } }
              },
              "untyped": { "$value": "#ff0000" }
            }
            """)
        #expect(imported.colorTokens.map(\.path.description) == ["brand.primary", "brand.nested.deep"])
        #expect(imported.skipped == TokenSkipCounts(byType: ["dimension": 1, "fontFamily": 1], untyped: 1))
        #expect(
            imported.skipped.summary
                == "1 dimension, 1 fontFamily and 1 untyped tokens were left out: palettec imports colors")
        #expect(imported.token("brand.nested.deep")?.location.description == "tokens.json:6:17")
    }

    @Test func descriptionsAndDeprecation() {
        let imported = TokenTestFiles.importing(
            """
            {
              "old": {
                "$type": "color",
                "$deprecated": "Use the new palette",
                "$description": "Before the rebrand",
                "red": { "$value": "#ff0000", "$description": "Alarm red" },
                "kept": { "$value": "#00ff00", "$deprecated": false },
                "gone": { "$value": "#0000ff", "$deprecated": true }
              },
              "odd": { "$type": "color", "$value": "#000000", "$deprecated": 1 }
            }
            """)
        #expect(imported.token("old.red")?.description == "Alarm red")
        #expect(imported.token("old.red")?.deprecated == .deprecated(reason: "Use the new palette"))
        #expect(imported.token("old.kept")?.deprecated == .notDeprecated)
        #expect(imported.token("old.gone")?.deprecated == .deprecated(reason: nil))
        #expect(imported.token("odd")?.deprecated == nil)
        guard case .group(let old)? = imported.root.members.first else { Issue.record("no group"); return }
        #expect(old.description == "Before the rebrand")
        #expect(old.deprecated == .deprecated(reason: "Use the new palette"))
        #expect(
            imported.messages(.warning) == [
                "tokens.json:10:66: $deprecated is true, false or a string saying why, not a number; it is ignored"
            ])
    }

    @Test func extensionsSurviveAsWritten() {
        let imported = TokenTestFiles.importing(
            #"""
            {
              "accent": {
                "$type": "color",
                "$value": "#3366ff",
                "$extensions": {
                  "org.example.tool-a": 42,
                  "org.example.tool-b": { "turn-up-to-11": true, "ratio": 1.50, "tags": ["a", "b\"c"], "none": null }
                }
              }
            }
            """#)
        #expect(
            imported.token("accent")?.extensions?.jsonText
                == #"{"org.example.tool-a":42,"org.example.tool-b":{"turn-up-to-11":true,"ratio":1.50,"tags":["a","b\"c"],"none":null}}"#
        )
    }

    @Test func rootTokensAreNamedDollarRoot() {
        let imported = TokenTestFiles.importing(
            """
            {
              "color": {
                "$type": "color",
                "accent": {
                  "$root": { "$value": "#dd0000" },
                  "light": { "$value": "#ff2222" }
                },
                "link": { "$value": "{color.accent.$root}" },
                "wrong": { "$value": "{color.accent}" }
              }
            }
            """)
        #expect(imported.value("color.accent.$root") == "#DD0000FF")
        #expect(imported.value("color.link") == "{color.accent.$root}")
        #expect(imported.errors.isEmpty)
        #expect(
            imported.skipReasons == [
                "tokens.json:9:26: {color.accent} is a group, not a token (its own token is {color.accent.$root})"
            ])
    }

    /// A color the format forbids as written is skipped (#33), but for its name: one with `.` is read, for
    /// the import to give it a made key (#45); JSON a token structure cannot hold is an error.
    @Test func whatTheFormatForbidsIsReportedWhereItIs() {
        let imported = TokenTestFiles.importing(
            """
            {
              "$type": "color",
              "spacing.small": { "$value": "#111111" },
              "both": { "$value": "#222222", "child": { "$value": "#333333" } },
              "text": "#444444",
              "fine": { "$value": "#555555", "$ref": "#/both" }
            }
            """)
        #expect(
            imported.skipReasons == [
                "tokens.json:4:34: it has a $value, so it is a token, and cannot hold 'child' as well; move 'child' into a group of its own"
            ])
        #expect(
            imported.messages(.error) == [
                "tokens.json:5:3: 'text' is a string; a group's members are tokens (objects with $value) and groups (objects)",
                "tokens.json:6:42: a token has a $value or a $ref, not both; remove one",
            ])
        #expect(imported.value("both") == nil)
        #expect(imported.colorTokens.first { $0.path.segments == ["spacing.small"] }?.values[.light] != nil)
        #expect(imported.value("fine") == "#555555FF")
    }

    @Test func aTokenWithoutValueIsAnEmptyGroupWithAWarning() {
        let imported = TokenTestFiles.importing(
            ##"""
            { "brand": { "$type": "color", "$description": "to do" }, "later": { "$description": "Tokens to come" } }
            """##)
        #expect(
            imported.messages(.warning) == [
                "tokens.json:1:3: 'brand' has a $type but no $value, so it is an empty group; if it is a token, give it a $value"
            ])
    }

    @Test func malformedJSONIsOneErrorWhereItGoesWrong() {
        let imported = TokenTestFiles.importing(
            """
            {
              "a": { "$type": "color", "$value": "#000000", }
            }
            """)
        #expect(
            imported.messages(.error) == ["tokens.json:2:49: malformed JSON: a comma before '}' is not allowed in JSON"]
        )
        #expect(imported.colorTokens.isEmpty)
    }

    @Test func legacySyntaxIsReadWhenNoDollarValueIsThere() {
        let imported = TokenTestFiles.importing(
            """
            { "gray": { "value": "#808080", "type": "color", "description": "Mid gray" }, "radius": { "value": "4", "type": "borderRadius" } }
            """)
        #expect(imported.value("gray") == "#808080FF")
        #expect(imported.token("gray")?.description == "Mid gray")
        #expect(imported.skipped.byType == ["borderRadius": 1])
    }

    @Test func limitsAreErrorsAtTheirPlace() {
        var limits = PaletteLimits()
        limits.groupDepth = 3
        limits.fileBytes = 200
        let deep = TokenTestFiles.file(
            "deep.json", ##"{ "a": { "b": { "c": { "d": { "$type": "color", "$value": "#000000" } } } } }"##)
        #expect(
            ModeFilesLayout.read([deep], limits: limits).messages(.error) == [
                "deep.json:1:17: groups are nested more than 3 deep here; flatten them"
            ])
        let large = TokenTestFiles.file("large.json", "{" + String(repeating: " ", count: 300) + "}")
        #expect(
            ModeFilesLayout.read([large], limits: limits).messages(.error).first?.hasPrefix(
                "large.json:1:1: the file is") == true)
        limits.colors = 1
        let two = TokenTestFiles.file(
            "two.json", ##"{ "$type": "color", "a": { "$value": "#000000" }, "b": { "$value": "#ffffff" } }"##)
        let imported = ModeFilesLayout.read([two], limits: limits)
        #expect(imported.colorTokens.isEmpty)
        #expect(imported.messages(.error).first?.contains("over the 1 palettec reads in one palette") == true)
    }
}
