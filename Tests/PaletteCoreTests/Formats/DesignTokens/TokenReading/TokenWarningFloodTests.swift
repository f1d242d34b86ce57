import Testing
@testable import PaletteCore

/// Warnings a token file can give once per token are one line per kind and file in quiet output
/// (`DiagnosticGroups`), counting them and quoting the first, as docs/tokens.md promises (#45): real
/// sets gave 1,554 lines of unknown keys in `$value` objects holding `$type` and `$value`, 54 of "no
/// dark value" and 31 of "'name' is not a property of a token".
@Suite struct TokenWarningFloodTests {
    private let light = TokenTestFiles.file(
        "light.tokens.json",
        ##"""
        {
          "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "$type": "color", "$value": "#ff0000" }, "name": "A" },
          "b": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 1, 0], "$type": "color", "$value": "#00ff00" }, "name": "B" },
          "c": { "$type": "color", "$value": "#0000ff", "name": "C" }
        }
        """##)
    private let dark = TokenTestFiles.file(
        "dark.tokens.json", ##"{ "a": { "$type": "color", "$value": "#330000" } }"##)

    private var imported: TokenImport { ModeFilesLayout.read([light, dark]) }

    @Test func eachKindIsOneLinePerFile() {
        let warnings = DiagnosticGroups.collapsed(imported.diagnostics).filter { $0.severity == .warning }
        #expect(
            warnings.map(\.formatted) == [
                "light.tokens.json:2:87: warning: 4 unknown keys in colors ignored in this file; the first: unknown key '$type' in a "
                    + "color (a color has colorSpace, components, alpha and hex; it is ignored) (--verbose lists each)",
                "light.tokens.json:2:128: warning: 3 keys that are no property of a token ignored in this file; the first: 'name' is "
                    + "not a property of a token and is ignored (a token's properties are $value, $type, $description, $deprecated "
                    + "and $extensions) (--verbose lists each)",
                "light.tokens.json:3:3: warning: 2 colors without a value in an appearance in this file; the first: {b} has no dark "
                    + "value in these tokens, only light; add one for dark (--verbose lists each)",
            ])
    }

    /// The hint about alpha is for a key that is one (Primer's sibling `alpha`), not for every key.
    @Test func theAlphaHintIsForAnAlphaOnly() {
        #expect(TokenTreeReader.notAProperty("alpha").contains("a color's alpha goes in its $value"))
        #expect(!TokenTreeReader.notAProperty("name").contains("alpha"))
    }
}
