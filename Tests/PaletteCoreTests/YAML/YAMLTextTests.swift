import Testing
@testable import PaletteCore

/// Keys and names written into the palette read back as exactly themselves.
@Suite struct YAMLTextTests {
    @Test func plainlySafeTextStaysPlain() {
        for text in [
            "primary", "primary.reverse", "brand.blue.darken.20", "Blurple", "_x", "a-b_c.d", "yesterday", "nullable",
        ] {
            #expect(YAMLText.scalar(text) == text)
        }
    }

    @Test func everythingElseIsDoubleQuoted() {
        let cases: [(String, String)] = [
            ("300", "\"300\""), ("Dark Blurple", "\"Dark Blurple\""), ("yes", "\"yes\""), ("No", "\"No\""),
            ("ON", "\"ON\""),
            ("off", "\"off\""), ("y", "\"y\""), ("n", "\"n\""), ("true", "\"true\""), ("False", "\"False\""),
            ("null", "\"null\""),
            ("~", "\"~\""), ("-x", "\"-x\""), ("a: b", "\"a: b\""), ("#hash", "\"#hash\""),
            ("say \"hi\"", "\"say \\\"hi\\\"\""),
            ("back\\slash", "\"back\\\\slash\""), ("émoji 🔥", "\"émoji 🔥\""), ("tab\there", "\"tab\\x09here\""),
            ("line\nbreak", "\"line\\x0Abreak\""), ("nel\u{85}", "\"nel\\x85\""), ("ls\u{2028}", "\"ls\\u2028\""),
            ("rlo\u{202E}x", "\"rlo\\u202Ex\""), ("bom\u{FEFF}", "\"bom\\uFEFF\""),
            ("nonchar\u{FFFE}", "\"nonchar\\uFFFE\""),
            ("tag\u{E0041}", "\"tag\\U000E0041\""), ("", "\"\""), ("1e3", "\"1e3\""), (".inf", "\".inf\""),
            ("<<", "\"<<\""),
            ("a b", "\"a b\""), ("[x]", "\"[x]\""), ("{x}", "\"{x}\""), ("x,y", "\"x,y\""), ("&anchor", "\"&anchor\""),
            ("*alias", "\"*alias\""), ("!tag", "\"!tag\""), ("%d", "\"%d\""), ("@x", "\"@x\""), ("`x", "\"`x\""),
            ("'q'", "\"'q'\""),
        ]
        for (text, written) in cases {
            #expect(YAMLText.scalar(text) == written, "\(text)")
        }
    }

    /// Each key, written by the emitter's rules, is read back by palettec's own reader as itself
    /// (keys that start with YAML's indicators, or hold its comment and value markers).
    @Test func keysReadBackAsThemselves() throws {
        let keys = [
            "300", "Dark Blurple", "yes", "No", "null", "~x", "-x", "a: b", "#hash", "say \"hi\"", "back\\slash",
            "émoji 🔥",
            "tab\there", "line\nbreak", "nel\u{85}x", "ls\u{2028}x", "rlo\u{202E}x", "bom\u{FEFF}x", "non\u{FFFE}char",
            "&anchor", "*alias", "!tag", "%d", "@x", "`x", "'q'", "x,y", "[x]", "{x}", "? x", "| x", "> x", "x #y",
        ]
        .enumerated().map { "\($0.element) \($0.offset)" }  // distinct Swift names
        let yaml =
            "colors:\n"
            + keys.map { "  \(YAMLText.scalar($0)): { light: \"#000000\", dark: \"#000000\" }" }.joined(separator: "\n")
            + "\n"
        let (palette, diagnostics) = compile(yaml)
        #expect(diagnostics.isEmpty, "\(printed(diagnostics))")
        #expect(palette?.allColors.map(\.name) == keys)
    }
}
