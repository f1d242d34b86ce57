import Testing
@testable import PaletteCore

/// Appearances put together: a token each appearance gives a value keeps them all, one missing in
/// light or dark is a warning, groups keep the order they first appear in and hold only colors.
@Suite struct TokenImportBuilderTests {
    /// Missing in dark: a warning; missing in light: skipped (a palette's color starts from light).
    @Test func aTokenMissingInAnAppearanceIsAWarning() {
        let light = TokenTestFiles.file(
            "Tokens.Light.json",
            ##"""
            { "$type": "color", "bg": { "$value": "#ffffff" }, "only-light": { "$value": "#eeeeee" } }
            """##)
        let dark = TokenTestFiles.file(
            "Tokens.Dark.json",
            ##"""
            { "$type": "color", "bg": { "$value": "#000000" }, "only-dark": { "$value": "#111111" } }
            """##)
        let imported = ModeFilesLayout.read([light, dark])
        #expect(imported.colorTokens.map(\.path.description) == ["bg", "only-light"])
        #expect(imported.token("bg")?.values.count == 2)
        #expect(
            imported.messages(.warning) == [
                "Tokens.Dark.json:1:52: 'only-dark' is skipped: it has no light value in these tokens, only dark, and a palette's color "
                    + "starts from light; add a light value (or correct its name, if it is another token's)",
                "Tokens.Light.json:1:52: {only-light} has no dark value in these tokens, only light; add one for dark",
            ])
        #expect(imported.skips.summary == "1 skipped: 1 without light")
    }

    /// A token unreadable in dark is skipped in every appearance; light's alias of it would become
    /// a color, so it is an error at the alias, with the skip as its note.
    @Test func anAliasOfATokenSkippedInAnotherAppearanceIsAnError() {
        let light = TokenTestFiles.file(
            "Tokens.Light.json", ##"{ "$type": "color", "a": { "$value": "#111111" }, "b": { "$value": "{a}" } }"##)
        let dark = TokenTestFiles.file(
            "Tokens.Dark.json", ##"{ "$type": "color", "a": { "$value": "#12345" }, "b": { "$value": "#222222" } }"##)
        let imported = ModeFilesLayout.read([light, dark])
        #expect(imported.skipReasons.count == 1)
        #expect(
            imported.skipReasons.first?.hasPrefix("Tokens.Dark.json:1:38: '#12345' is not a hex color") == true,
            "\(imported.skipReasons)")
        #expect(
            imported.messages(.error) == [
                "Tokens.Light.json:1:68: {b} is an alias of {a}, which palettec cannot import in every appearance; give {a} colors palettec "
                    + "reads, or give {b} its own"
            ])
    }

    @Test func groupsWithoutColorsAreLeftOutAndOrderIsFirstSeen() {
        let imported = TokenTestFiles.importing(
            """
            {
              "size": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } },
              "text": { "$type": "color", "body": { "$value": "#111111" }, "font": { "$type": "fontFamily", "f": { "$value": "Inter" } } },
              "bg": { "$type": "color", "page": { "$value": "#ffffff" } }
            }
            """)
        #expect(imported.root.members.map(\.name) == ["text", "bg"])
        guard case .group(let text) = imported.root.members[0] else { Issue.record("text is not a group"); return }
        #expect(text.members.map(\.name) == ["body"])
        #expect(text.location.description == "tokens.json:3:3")
    }
}
