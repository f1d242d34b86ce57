import Testing
@testable import PaletteCore

/// Tokens Studio's legacy references, `$a.b.c` (its `AliasRegex`, tokens-studio/figma-plugin
/// `src/constants/AliasRegex.ts` at 356712ade; `TokenResolver.test.ts` resolves `$colors.white`), read as
/// `{a.b.c}` wherever a reference may stand, with a note each, one line per file once collapsed.
@Suite struct TokensStudioLegacyReferenceTests {
    @Test(arguments: [
        ("$colors.primary", "colors.primary"), ("$core.color.neutral.blk-000", "core.color.neutral.blk-000"),
        ("$a_", "a_"), ("$ab", "ab"), ("$a.$root", "a.$root"),
    ])
    func readsWhatTokensStudioReads(text: String, path: String) {
        #expect(TokenPath.legacyReference(text)?.description == path)
        #expect(TokenPath.reference(text)?.description == path)
    }

    /// `$` then at least two characters, no space or comma, ending in a letter, digit or `_`, and no
    /// empty segment or brace: anything else is not a reference (and reads as the color it is not).
    @Test(arguments: ["$a", "$", "$a.b-", "$a b", "$a,b", "$a..b", "$.a", "${a}", "colors.primary", "#$abc", " $ab"])
    func leavesTheRestAlone(text: String) {
        #expect(TokenPath.legacyReference(text) == nil)
    }

    @Test func aWholeValueAnRGBAColorAndAnAlphaAreReferences() {
        let imported = TokenTestFiles.importing(
            ##"""
            {"$type": "color",
             "core": {"white": {"$value": "#ffffff"}, "primary": {"$value": "#0a84ff"},
                      "faint": {"$type": "number", "$value": "0.1"}},
             "alias": {"$value": "$core.primary"},
             "veil": {"$value": "rgba($core.color.white, 0.1)"},
             "mist": {"$value": "rgba($core.white, $core.faint)"},
             "plain": {"$value": "rgba($core.white, 0.1)"}}
            """##)
        #expect(imported.errors.map(\.formatted) == [])
        #expect(imported.value("alias") == "{core.primary}")
        #expect(imported.value("mist") == "#FFFFFF1A")
        #expect(imported.value("plain") == "#FFFFFF1A")
        // A legacy reference to nothing is the alias error any reference gets, not "is not a color".
        #expect(
            imported.skipReasons == [
                "tokens.json:5:21: {core.color.white} names no token; did you mean {core.white}?"
            ])
        let notes = imported.diagnostics.filter { $0.family == .legacyReference }
        #expect(
            notes.map { "\($0.location.description): \($0.message)" } == [
                "tokens.json:4:22: '$core.primary' is Tokens Studio's legacy form of a reference, read as {core.primary} "
                    + "(the form Tokens Studio and the format write now)",
                "tokens.json:5:21: '$core.color.white' is Tokens Studio's legacy form of a reference, read as "
                    + "{core.color.white} (the form Tokens Studio and the format write now)",
                "tokens.json:6:21: '$core.white' is Tokens Studio's legacy form of a reference, read as {core.white} "
                    + "(the form Tokens Studio and the format write now)",
                "tokens.json:6:21: '$core.faint' is Tokens Studio's legacy form of a reference, read as {core.faint} "
                    + "(the form Tokens Studio and the format write now)",
                "tokens.json:7:22: '$core.white' is Tokens Studio's legacy form of a reference, read as {core.white} "
                    + "(the form Tokens Studio and the format write now)",
            ])
        #expect(
            DiagnosticGroups.collapsed(notes).map(\.message) == [
                "5 legacy references ($a.b) read as {a.b} in this file; the first: '$core.primary' is Tokens Studio's "
                    + "legacy form of a reference, read as {core.primary} (the form Tokens Studio and the format write "
                    + "now) (--verbose lists each)"
            ])
    }
}
