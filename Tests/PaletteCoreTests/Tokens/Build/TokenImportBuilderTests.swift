import Testing
@testable import PaletteCore

/// Appearances put together: a token each appearance gives a value keeps them all, one missing in
/// light or dark is a warning, groups keep the order they first appear in and hold only colors.
@Suite struct TokenImportBuilderTests {
    @Test func aTokenMissingInAnAppearanceIsAWarning() {
        let light = TokenTestFiles.file("Tokens.Light.json", ##"""
        { "$type": "color", "bg": { "$value": "#ffffff" }, "only-light": { "$value": "#eeeeee" } }
        """##)
        let dark = TokenTestFiles.file("Tokens.Dark.json", ##"""
        { "$type": "color", "bg": { "$value": "#000000" }, "only-dark": { "$value": "#111111" } }
        """##)
        let imported = ModeFilesLayout.read([light, dark])
        #expect(imported.colorTokens.map(\.path.description) == ["bg", "only-light", "only-dark"])
        #expect(imported.token("bg")?.values.count == 2)
        #expect(imported.messages(.warning) == [
            "Tokens.Dark.json:1:52: {only-dark} has no light value in these tokens, only dark; add one for light",
            "Tokens.Light.json:1:52: {only-light} has no dark value in these tokens, only light; add one for dark",
        ])
    }

    @Test func groupsWithoutColorsAreLeftOutAndOrderIsFirstSeen() {
        let imported = TokenTestFiles.importing("""
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
