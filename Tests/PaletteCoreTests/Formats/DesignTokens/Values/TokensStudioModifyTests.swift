import Testing
@testable import PaletteCore

/// Tokens Studio's color modifiers, `$extensions."studio.tokens".modify`, imported: the palette's made
/// color where it means the same, else the color Tokens Studio computes with a note; what Tokens
/// Studio cannot compute is skipped saying why, and cycles, long chains and work are bounded.
@Suite struct TokensStudioModifyTests {
    private func run(_ json: String, limits: PaletteLimits = .standard) -> ImportResult {
        let path = "studio.tokens.json"
        return DesignTokensImporter.run(
            ModeFilesLayout.read([TokenTestFiles.file(path, json)], limits: limits),
            source: "\(path) (design tokens, a token file)", place: .whole(path), paletteName: "Studio",
            palettePath: "palettes/Studio.yml", limits: limits, writeBack: OutputRegistry.writeBackProblems)
    }

    /// Each color's light value in the palette compiled from the import, as its `#RRGGBBAA`.
    private func hexes(_ result: ImportResult) throws -> [String: String] {
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.formatted))")
        let palette = try #require(compile(yaml).palette)
        return Dictionary(
            uniqueKeysWithValues: palette.allColors.compactMap { color in
                color.appearances[.light].map { (color.keyPath.joined(separator: "."), $0.color.hex) }
            })
    }

    private static func modify(_ members: String) -> String {
        ##""$extensions": {"studio.tokens": {"modify": {\##(members)}}}"##
    }

    /// Tokens Studio's own examples, to the hex its `TokenResolver` ends in (`convertModifiedColorToHex`):
    /// tokens-studio/figma-plugin at 356712ade, `src/utils/convertModifiedColorToHex.test.ts` (#ff0033:
    /// lighten 0.3 lch #ff756b, darken 0.3 lch #ad1b26, alpha 0.3 #ff00334d, mix 0.3 srgb toward #334455
    /// #c2143d) and `src/utils/TokenResolver.test.ts` (`$colors.white`, #00a2ba, darken 0.3 srgb: #007182).
    /// Made from a token, each is the palette's made color; from a color written out, the color computed.
    @Test func tokensStudiosOwnExamplesComeOutAsItsHex() throws {
        let result = run(
            ##"""
            {"$type": "color",
             "colors": {"red": {"$value": "#ff0033"}, "white": {"$value": "#00a2ba"}},
             "lighter": {"$value": "{colors.red}", \##(Self.modify(##""type": "lighten", "value": "0.3", "space": "lch""##))},
             "darker": {"$value": "{colors.red}", \##(Self.modify(##""type": "darken", "value": "0.3", "space": "lch""##))},
             "faded": {"$value": "{colors.red}", \##(Self.modify(##""type": "alpha", "value": "0.3", "space": "lch""##))},
             "mixed": {"$value": "{colors.red}", \##(Self.modify(##""type": "mix", "value": "0.3", "space": "srgb", "color": "#334455""##))},
             "alias-modify": {"$value": "$colors.white", \##(Self.modify(##""type": "darken", "value": "0.3", "space": "srgb""##))},
             "written": {"$value": "#ff0033", \##(Self.modify(##""type": "lighten", "value": "0.3", "space": "lch""##))}}
            """##)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))")
        let hex = try hexes(result)
        #expect(hex["lighter"] == "#FF756BFF")
        #expect(hex["darker"] == "#AD1B26FF")
        #expect(hex["faded"] == "#FF00334D")
        #expect(hex["mixed"] == "#C2143DFF")
        #expect(hex["alias-modify"] == "#007182FF")
        #expect(hex["written"] == "#FF756BFF")
        let yaml = try #require(result.yaml)
        for line in [
            ##"  lighter: "{colors.red} lighter by 0.3""##, ##"  darker: "{colors.red} darker by 0.3""##,
            ##"  faded: "{colors.red} at 30%""##, ##"  mixed: "{colors.red} mixed 30% toward #334455 in srgb""##,
            ##"  alias-modify: "{colors.white} darker by 0.3 in srgb""##,
            ##"  written: { light: "color(srgb 1 0.4592799485 0.4188577451)", "##,
        ] {
            #expect(yaml.contains(line), "\(line)\n\(yaml)")
        }
        #expect(
            result.diagnostics.filter { $0.family == .modified }.map(\.message) == [
                "{written}'s Tokens Studio modifier (lighten 0.3) changes a color written out, where a palette's made "
                    + "color changes another color: the token holds the color Tokens Studio computes"
            ])
    }

    /// A mix of colors of different alphas: Tokens Studio (color.js) mixes alpha apart from the colors,
    /// CSS premultiplies; the token holds Tokens Studio's color (half of #0A84FF and transparent black
    /// is half as bright, at half alpha), with a note. Of equal alphas it stays a made color.
    @Test func aMixOfDifferentAlphasIsTheColorTokensStudioComputes() throws {
        let result = run(
            ##"""
            {"$type": "color", "accent": {"$value": "#0a84ff"}, "clear": {"$value": "transparent"},
             "veil": {"$value": "#0a84ff80"}, "mist": {"$value": "#ffffff80"},
             "wash": {"$value": "{accent}", \##(Self.modify(##""type": "mix", "value": "0.5", "space": "srgb", "color": "{clear}""##))},
             "haze": {"$value": "{veil}", \##(Self.modify(##""type": "mix", "value": "0.5", "space": "srgb", "color": "{mist}""##))}}
            """##)
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.formatted))")
        #expect(yaml.contains(##"wash: { light: "color(srgb 0.0196078431 0.2588235294 0.5 / 0.5)""##), "\(yaml)")
        #expect(yaml.contains(##"haze: "{veil} mixed 50% toward {mist} in srgb""##), "\(yaml)")
        #expect(
            result.diagnostics.filter { $0.family == .modified }.map(\.formatted) == [
                "studio.tokens.json:3:77: note: {wash}'s Tokens Studio modifier (mix 0.5) mixes colors of different "
                    + "alphas, which Tokens Studio (color.js) mixes apart from their colors and a palette's mix (CSS's "
                    + "color-mix()) premultiplied: the token holds the color Tokens Studio computes"
            ])
    }

    /// `value` may name a number token (through aliases), as Tokens Studio resolves it before
    /// `Number(…)`; one that holds no plain number from 0 to 1 is an error at the reference.
    @Test func anAmountMayBeANumberToken() throws {
        let result = run(
            ##"""
            {"ink": {"$type": "color", "$value": "#336699"},
             "n": {"$type": "number", "quarter": {"$value": 0.25}, "alias": {"$value": "{n.quarter}"}, "pct": {"$value": "40%"}},
             "c": {"$type": "color",
                   "a": {"$value": "{ink}", \##(Self.modify(##""type": "alpha", "value": "{n.alias}", "space": "srgb""##))},
                   "b": {"$value": "{ink}", \##(Self.modify(##""type": "alpha", "value": "{n.pct}", "space": "srgb""##))}}}
            """##)
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [
                "studio.tokens.json:5:104: error: {n.pct} is a Tokens Studio modifier's value, and holds '40%': the value "
                    + "'40%' is a percentage; write it as a number from 0 to 1 (0.4)\nstudio.tokens.json:2:92: note: "
                    + "{n.pct} is here"
            ])
        let quarter = run(
            ##"""
            {"ink": {"$type": "color", "$value": "#336699"}, "n": {"$type": "number", "quarter": {"$value": "0.25"}},
             "a": {"$type": "color", "$value": "{ink}", \##(Self.modify(##""type": "alpha", "value": "{n.quarter}", "space": "srgb""##))}}
            """##)
        #expect(quarter.yaml?.contains(##"a: "{ink} at 25%""##) == true, "\(quarter.diagnostics.map(\.formatted))")
    }

    /// Legacy references in a modifier's `value` and `color` are references too, with a note each.
    @Test func legacyReferencesInAModifierAreReferences() throws {
        let result = run(
            ##"""
            {"ink": {"$type": "color", "$value": "#336699"}, "paper": {"$type": "color", "$value": "#ffffff"},
             "n": {"$type": "number", "half": {"$value": 0.5}},
             "a": {"$type": "color", "$value": "{ink}", \##(Self.modify(##""type": "mix", "value": "$n.half", "space": "srgb", "color": "$paper""##))}}
            """##)
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.formatted))")
        #expect(yaml.contains(##"a: "{ink} mixed 50% toward {paper} in srgb""##), "\(yaml)")
        #expect(result.diagnostics.filter { $0.family == .legacyReference }.count == 2)
    }

    /// What Tokens Studio cannot compute, or computes as the color unmodified, is skipped at the token,
    /// saying why: never imported unmodified, never a crash.
    @Test(arguments: [
        (
            ##""type": "alpha", "value": "NaN", "space": "srgb""##,
            "its Tokens Studio modifier's value 'NaN' is not a number; write a number from 0 to 1"
        ),
        (
            ##""type": "alpha", "value": 1e400, "space": "srgb""##,
            "its Tokens Studio modifier's value '1e400' is not a number; write a number from 0 to 1"
        ),
        (
            ##""type": "lighten", "value": "-0.5", "space": "lch""##,
            "its Tokens Studio modifier's value -0.5 is out of range; it must be from 0 to 1"
        ),
        (
            ##""type": "darken", "value": 1.5, "space": "lch""##,
            "its Tokens Studio modifier's value 1.5 is out of range; it must be from 0 to 1"
        ),
        (
            ##""type": "alpha", "value": "40%", "space": "srgb""##,
            "its Tokens Studio modifier's value '40%' is a percentage; write it as a number from 0 to 1 (0.4)"
        ),
        (
            ##""type": "blend", "value": "0.2", "space": "srgb""##,
            "'blend' is no type of Tokens Studio's modifiers; write 'lighten', 'darken', 'mix' or 'alpha'"
        ),
        (
            ##""type": "lighten", "value": "0.2", "space": "oklab""##,
            "'oklab' is no space of Tokens Studio's modifiers; write 'lch', 'srgb', 'p3' or 'hsl'"
        ),
        (
            ##""type": "lighten", "value": "0.2""##,
            "its Tokens Studio modifier has no space (Tokens Studio's modifier is {\"type\": \"darken\", \"value\": \"0.1\", "
                + "\"space\": \"lch\"}); write 'lch', 'srgb', 'p3' or 'hsl'"
        ),
        (
            ##""type": "alpha", "space": "srgb""##,
            "its Tokens Studio modifier has no value (Tokens Studio's modifier is {\"type\": \"darken\", \"value\": \"0.1\", "
                + "\"space\": \"lch\"}); write a number from 0 to 1"
        ),
        (
            ##""type": "mix", "value": "0.2", "space": "srgb""##,
            "its Tokens Studio modifier mixes toward no color; add \"color\": \"#000000\" or a reference such as \"{colors.black}\""
        ),
        (
            ##""type": "mix", "value": "0.2", "space": "srgb", "color": "#12345""##,
            "the color its Tokens Studio modifier mixes toward: '#12345' is not a hex color"
        ),
    ])
    func whatTokensStudioCannotComputeIsSkippedSayingWhy(members: String, why: String) {
        let result = run(
            ##"{"$type": "color", "ink": {"$value": "#336699"}, "bad": {"$value": "{ink}", \##(Self.modify(members))}}"##
        )
        #expect(result.skips.summary == "1 skipped: 1 unreadable value")
        let warning = result.diagnostics.first { $0.family == .skipped(.value) }
        #expect(warning?.message.hasPrefix("'bad' is skipped: " + why) == true, "\(warning?.message ?? "none")")
        #expect(result.yaml?.contains("bad") == false)
    }

    /// A mix toward a color made from itself, and a modifier on an alias of itself, come round: an error
    /// naming the tokens, found in bounded work.
    @Test func aModifierThatComesRoundToItselfIsACycle() {
        let result = run(
            ##"""
            {"$type": "color",
             "a": {"$value": "#ff0000", \##(Self.modify(##""type": "mix", "value": "0.5", "space": "srgb", "color": "{a}""##))},
             "b": {"$value": "{c}", \##(Self.modify(##""type": "alpha", "value": "0.5", "space": "srgb""##))},
             "c": {"$value": "{b}"}}
            """##)
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [
                "studio.tokens.json:2:2: error: references go round in a cycle ({a} → {a}), so none of these tokens has "
                    + "a value; give one of them a color",
                "studio.tokens.json:3:2: error: references go round in a cycle ({b} → {c} → {b}), so none of these "
                    + "tokens has a value; give one of them a color\nstudio.tokens.json:4:2: note: {c} is in the cycle",
            ])
    }

    /// 1,200 tokens each made from the one before: the import stops where the palette would, at the
    /// compiler's chain of 1,000, at that token's place.
    @Test func aLongChainOfModifiersStopsWhereThePaletteWould() {
        var tokens = [##""c0": {"$value": "#ff0000"}"##]
        for index in 1..<1_200 {
            tokens.append(
                ##""c\##(index)": {"$value": "{c\##(index - 1)}", \##(Self.modify(##""type": "alpha", "value": "0.5", "space": "srgb""##))}"##
            )
        }
        let result = run(##"{"$type": "color", "## + tokens.joined(separator: ",\n") + "}")
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [
                "studio.tokens.json:1001:1: error: 'c1000' is made through a chain of 1001 colors, more than the 1000 "
                    + "palettec follows; give one of the colors along the way its value instead of an alias"
            ])
    }

    /// Modifiers that read a long chain of number aliases, many times over: the references followed are
    /// spent from the import's budget, and the one that crosses it is the error.
    @Test func theWorkOfFollowingAmountsIsBounded() {
        var numbers = [##""n0": {"$type": "number", "$value": 0.5}"##]
        for index in 1..<900 { numbers.append(##""n\##(index)": {"$type": "number", "$value": "{n\##(index - 1)}"}"##) }
        var colors = [##""ink": {"$type": "color", "$value": "#336699"}"##]
        for index in 0..<100 {
            colors.append(
                ##""c\##(index)": {"$type": "color", "$value": "{ink}", \##(Self.modify(##""type": "alpha", "value": "{n899}", "space": "srgb""##))}"##
            )
        }
        var limits = PaletteLimits()
        limits.importWork = 20_000
        let result = run("{" + (numbers + colors).joined(separator: ",\n") + "}", limits: limits)
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.contains {
                $0.message.hasPrefix("importing these tokens would visit more than 20000 groups and tokens in all")
                    && $0.message.contains("following references from this token")
            }, "\(result.diagnostics.map(\.message))")
    }

    /// A color made from a token palettec skips would change what comes in: an error with the skip as its note.
    @Test func aColorMadeFromASkippedTokenIsAnError() {
        let result = run(
            ##"""
            {"$type": "color", "sheen": {"$value": "set_chroma(#336699, 0.1)"},
             "lit": {"$value": "{sheen}", \##(Self.modify(##""type": "lighten", "value": "0.1", "space": "lch""##))}}
            """##)
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map(\.message) == [
                "{lit} is made from {sheen} by its Tokens Studio modifier, and palettec cannot import {sheen}; give "
                    + "{sheen} a color palettec reads, or give {lit} its own",
                "none of the 2 color tokens can be imported (1 skipped: 1 function); the warnings say why",
            ])
    }

    /// The modifier comes in as the palette's value, so it is not kept among the token's extensions
    /// (export writes it anew): the rest of `studio.tokens` is.
    @Test func theModifierIsNotKeptAsAnExtension() throws {
        let result = run(
            ##"""
            {"$type": "color", "ink": {"$value": "#336699"},
             "a": {"$value": "{ink}", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}, "id": "a-1"}, "org.example": 1}},
             "b": {"$value": "{ink}", \##(Self.modify(##""type": "alpha", "value": "0.5", "space": "srgb""##))}}
            """##)
        let yaml = try #require(result.yaml, "\(result.diagnostics.map(\.formatted))")
        #expect(
            yaml.contains(
                ##"a: { light: "{ink} at 50%", dark: "{ink} at 50%", extensions: "{\"studio.tokens\":{\"id\":\"a-1\"},\"org.example\":1}" }"##
            ), "\(yaml)")
        #expect(yaml.contains(##"b: "{ink} at 50%""##), "\(yaml)")
    }

    /// Light and dark themes: each appearance made from its own tokens, a number token's amount, a
    /// modifier on the stock `transparent`, a mix toward it computed
    /// (Tests/Fixtures/Import/DesignTokens/TokensStudioModify).
    @Test func eachThemeIsMadeFromItsOwnTokens() throws {
        let tokens = try TokenTestFiles.tokensStudio("TokensStudioModify")
        #expect(tokens.errors.isEmpty, "\(tokens.diagnostics.map(\.formatted))")
        #expect(tokens.value("separator") == "{label} at 29%")
        #expect(tokens.value("button.hover", .dark) == "{accent} darker by 0.3")
        #expect(tokens.value("button.glow") == "{accent} lighter by 0.2 in display-p3")
        #expect(tokens.value("tint", .dark) == "{accent} mixed 30% toward {surface} in srgb")
        #expect(tokens.value("veil") == "{clear} at 50%")
        #expect(tokens.value("wash") == "#1D417B80")
        #expect(tokens.value("wash", .dark) == "#30537D80")
        let result = DesignTokensImporter.run(
            tokens, source: "TokensStudioModify", place: .whole("TokensStudioModify"),
            paletteName: "TokensStudioModify", palettePath: "palettes/TokensStudioModify.yml",
            writeBack: OutputRegistry.writeBackProblems)
        let yaml = try #require(result.yaml)
        let palette = try #require(compile(yaml).palette)
        let separator = try #require(palette.allColors.first { $0.key == "separator" })
        #expect(separator.appearances[.light]?.color == RGBA(red8: 0, green8: 0, blue8: 0, alpha: 0.29))
        #expect(separator.appearances[.dark]?.color == RGBA(red8: 255, green8: 255, blue8: 255, alpha: 0.29))
    }
}
