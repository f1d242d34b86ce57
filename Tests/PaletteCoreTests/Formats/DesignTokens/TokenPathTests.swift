import Testing
@testable import PaletteCore

/// The two reference syntaxes' paths: a whole `{a.b}` string, and RFC 6901 JSON Pointers.
@Suite struct TokenPathTests {
    @Test func curlyReferencesAreWholeStrings() {
        #expect(TokenPath.curlyReference("{color.brand.$root}")?.segments == ["color", "brand", "$root"])
        #expect(TokenPath.curlyReference("{brand colors.primary}")?.segments == ["brand colors", "primary"])
        #expect(TokenPath.curlyReference("{my/group.token}")?.segments == ["my/group", "token"])
        for text in ["{}", "{a..b}", "{.a}", "rgba({a}, 0.5)", "{a}}", "a.b", "{a{b}}"] {
            #expect(TokenPath.curlyReference(text) == nil, "\(text)")
        }
        #expect(TokenPath.containsReference("rgba({a}, 0.5)"))
        #expect(!TokenPath.containsReference("#ff00ff"))
    }

    @Test func jsonPointersUnescape() {
        #expect(JSONPointer.segments("#/colors/blue/$value") == ["colors", "blue", "$value"])
        #expect(JSONPointer.segments("#/my~1group/to~0ken") == ["my/group", "to~ken"])
        #expect(JSONPointer.segments("#/brand%20colors/primary") == ["brand colors", "primary"])
        #expect(JSONPointer.segments("#/100%/a") == ["100%", "a"])
        #expect(JSONPointer.segments("#") == [])
        #expect(JSONPointer.segments("#/a/~2") == nil)
        #expect(JSONPointer.segments("other.json#/a") == nil)
        #expect(JSONPointer.segments("/a") == nil)
    }
}
