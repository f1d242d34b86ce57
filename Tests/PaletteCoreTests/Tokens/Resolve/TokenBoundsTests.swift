import Testing
@testable import PaletteCore

/// Hostile inputs stay bounded: alias chains longer than `derivationChain`, `$extends` that would
/// multiply a file's tokens, sets that include sets without end. Each is an error, never a hang or
/// a crash.
@Suite struct TokenBoundsTests {
    /// `{"t0": "{t1}", "t1": "{t2}", …, "tN": "#000000"}`: `count` tokens, each an alias of the next,
    /// so resolving the first follows the whole chain.
    private func chain(_ count: Int) -> String {
        var members: [String] = []
        for index in 0..<(count - 1) { members.append(##""t\##(index)": { "$type": "color", "$value": "{t\##(index + 1)}" }"##) }
        members.append(##""t\##(count - 1)": { "$type": "color", "$value": "#000000" }"##)
        return "{" + members.joined(separator: ",\n") + "}"
    }

    @Test func aliasChainsAreBoundedByDerivationChain() {
        var limits = PaletteLimits()
        limits.derivationChain = 50
        let imported = ModeFilesLayout.read([TokenTestFiles.file("chain.json", chain(200))], limits: limits)
        #expect(imported.errors.count == 1)
        #expect(imported.errors.first?.message.hasPrefix("references here are chained more than 50 deep") == true)
        #expect(imported.value("t190") == "{t191}")
    }

    @Test func aLongChainUnderStandardLimitsDoesNotExhaustTheStack() {
        let imported = ModeFilesLayout.read([TokenTestFiles.file("chain.json", chain(5_000))])
        #expect(imported.errors.count == 1)
        // t3999 is 1,000 references from t4999's color, the most `derivationChain` allows.
        #expect(imported.colorTokens.first?.path.description == "t3999")
        #expect(imported.colorTokens.count == 1_001)
    }

    @Test func extendsThatMultiplyTokensAreStopped() {
        // Each level holds two groups extending the level below: 2^n copies of g0's token.
        var groups = [##""g0": { "$type": "color", "x": { "$value": "#000000" } }"##]
        for level in 1...20 {
            groups.append(##""g\##(level)": { "a": { "$extends": "{g\##(level - 1)}" }, "b": { "$extends": "{g\##(level - 1)}" } }"##)
        }
        var limits = PaletteLimits()
        limits.aliasExpansion = 1_000
        let imported = ModeFilesLayout.read([TokenTestFiles.file("bomb.json", "{" + groups.joined(separator: ",\n") + "}")], limits: limits)
        #expect(imported.errors.map(\.message) == ["$extends here would copy more than 1000 tokens in all; extend smaller groups"])
    }

    @Test func setsIncludingSetsAreBounded() {
        var sets: [String] = []
        for index in 0..<100 { sets.append(##""s\##(index)": { "sources": [{ "$ref": "#/sets/s\##(index + 1)" }] }"##) }
        sets.append(##""s100": { "sources": [{ "c": { "$type": "color", "$value": "#123456" } }] }"##)
        let json = ##"{ "version": "2025.10", "sets": {"## + sets.joined(separator: ",\n") + ##"}, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
        let resolver = TokenTestFiles.file("deep.resolver.json", json)
        let imported = ResolverLayout.read(resolver: resolver, files: [:])
        #expect(imported.errors.map(\.message) == ["sets here include sets more than 64 deep; name the files in one set"])
    }
}
