import Testing
@testable import PaletteCore

/// A color's `deprecated:` (true, false, or the reason, any quoted text) and `extensions:` (a JSON object as a string,
/// its members kept as compact JSON), and the errors where either is something else.
@Suite struct PaletteBuilderColorMetadataTests {
    private func colors(_ entries: String) -> (colors: [String: ColorEntry], errors: [String]) {
        let result = compile("palette: Brand\ncolors:\n" + entries)
        let colors = result.palette?.root.allColors ?? []
        return (
            Dictionary(uniqueKeysWithValues: colors.map { ($0.name, $0) }),
            printed(result.diagnostics.filter { $0.severity == .error })
        )
    }

    @Test func deprecatedIsTrueOrTheReason() throws {
        let (colors, errors) = colors(
            """
              old: { light: "#000000", dark: "#FFFFFF", deprecated: true }
              moved: { light: "#000000", dark: "#FFFFFF", deprecated: "Use ink" }
              kept: { light: "#000000", dark: "#FFFFFF", deprecated: false }
              plain: { light: "#000000", dark: "#FFFFFF" }
              quoted: { light: "#000000", dark: "#FFFFFF", deprecated: "false" }
            """)
        #expect(errors == [])
        #expect(colors["old"]?.deprecation == ColorDeprecation(reason: nil))
        #expect(colors["moved"]?.deprecation == ColorDeprecation(reason: "Use ink"))
        #expect(colors["kept"]?.deprecation == nil)
        #expect(colors["plain"]?.deprecation == nil)
        #expect(colors["quoted"]?.deprecation == ColorDeprecation(reason: "false"), "quoted, it is the reason")
    }

    @Test func extensionsKeepEachMemberAsCompactJSON() throws {
        let (colors, errors) = colors(
            """
              ink: { light: "#000000", dark: "#FFFFFF", extensions: '{"org.example": {"tier": 1.50, "tags": ["a", "b"]}, "com.figma": null}' }
            """)
        #expect(errors == [])
        let extensions = try #require(colors["ink"]?.extensions)
        #expect(extensions.members.map(\.key) == ["org.example", "com.figma"])
        #expect(extensions.members.map(\.json) == [#"{"tier":1.50,"tags":["a","b"]}"#, "null"])
        #expect(extensions.jsonText == #"{"org.example":{"tier":1.50,"tags":["a","b"]},"com.figma":null}"#)
    }

    @Test func extensionsThatAreNoJSONObjectAreAnErrorAtTheValue() {
        let (_, errors) = colors(
            """
              ink: { light: "#000000", extensions: '{"a": ' }
              paper: { light: "#FFFFFF", extensions: '[1, 2]' }
              rule: { light: "#FFFFFF", extensions: [1, 2] }
            """)
        #expect(errors.count == 3)
        #expect(
            errors[0].hasPrefix(
                "palettes/test.yml:3:40: error: 'extensions' must hold a JSON object as a string, such as "
                    + #"'{"org.example": {"tier": 1}}'; this one is not: "#), "\(errors)")
        #expect(
            errors[1] == "palettes/test.yml:4:42: error: 'extensions' must hold a JSON object as a string, such as "
                + #"'{"org.example": {"tier": 1}}'; this one is not: it is not a JSON object"#)
        #expect(
            errors[2].hasPrefix("palettes/test.yml:5:41: error: 'extensions' needs a JSON object as a string"),
            "\(errors)")
    }
}
