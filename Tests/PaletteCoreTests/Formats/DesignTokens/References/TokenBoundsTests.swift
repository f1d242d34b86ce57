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
        for index in 0..<(count - 1) {
            members.append(##""t\##(index)": { "$type": "color", "$value": "{t\##(index + 1)}" }"##)
        }
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
            groups.append(
                ##""g\##(level)": { "a": { "$extends": "{g\##(level - 1)}" }, "b": { "$extends": "{g\##(level - 1)}" } }"##
            )
        }
        var limits = PaletteLimits()
        limits.importWork = 1_000
        let imported = ModeFilesLayout.read(
            [TokenTestFiles.file("bomb.json", "{" + groups.joined(separator: ",\n") + "}")], limits: limits)
        #expect(
            imported.errors.map(\.message) == [
                "importing these tokens would visit more than 1000 groups and tokens in all, the most one import does: $extends copies "
                    + "this group again (each extending group copies every group and token it inherits); extend smaller groups, or fewer times"
            ])
        #expect(imported.work <= 1_000 && imported.colorTokens.isEmpty)
    }

    // MARK: The issue's repros, under the standard budget: each stops with the budget's error, at
    // the place that crosses it, having done no more than the budget's work.

    /// 5 levels of sets, each naming the next 30 times: 30^5 (24 million) copies of one token.
    @Test func setsIncludingSetsManyTimesStopAtTheBudget() throws {
        var sets: [String] = []
        for level in 0..<5 {
            let sources = Array(repeating: ##"{ "$ref": "#/sets/s\##(level + 1)" }"##, count: 30).joined(
                separator: ", ")
            sets.append(##""s\##(level)": { "sources": [\##(sources)] }"##)
        }
        sets.append(##""s5": { "sources": [{ "c": { "$type": "color", "a": { "$value": "#112233" } } }] }"##)
        let json =
            ##"{ "version": "2025.10", "sets": {"## + sets.joined(separator: ",\n")
            + ##"}, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
        let imported = ResolverDocumentLayout.read(resolver: TokenTestFiles.file("t.resolver.json", json), files: [:])
        try expectStoppedByTheBudget(imported, route: "this source merges its tokens again", path: "t.resolver.json")
    }

    /// 8,000 groups extending a group of 8,000 empty groups: 64 million groups copied, no token among them.
    @Test func extendsOfEmptyGroupsStopAtTheBudget() throws {
        let empties = (0..<8_000).map { ##""e\##($0)":{}"## }.joined(separator: ",")
        let extenders = (0..<8_000).map { ##""B\##($0)":{"$extends":"{A}"}"## }.joined(separator: ",")
        let json = ##"{"A":{"## + empties + ##"},"c":{"$type":"color","x":{"$value":"#112233"}},"## + extenders + "}"
        let imported = ModeFilesLayout.read([TokenTestFiles.file("x.tokens.json", json)])
        try expectStoppedByTheBudget(imported, route: "$extends copies this group again", path: "x.tokens.json")
    }

    /// A resolver naming one 10,000-token file 8,000 times: 80 million tokens merged.
    @Test func oneFileNamedManyTimesStopsAtTheBudget() throws {
        let tokens = (0..<10_000).map { ##""t\##($0)":{"$value":"#112233"}"## }.joined(separator: ",")
        let file = TokenTestFiles.file("one.tokens.json", ##"{"c":{"$type":"color","## + tokens + "}}")
        let sources = Array(repeating: ##"{"$ref":"one.tokens.json"}"##, count: 8_000).joined(separator: ",")
        let json =
            ##"{"version":"2025.10","sets":{"s":{"sources":["## + sources
            + ##"]}},"resolutionOrder":[{"$ref":"#/sets/s"}]}"##
        let resolver = TokenTestFiles.file("many.resolver.json", json)
        #expect(ResolverDocumentLayout.referencedFiles(resolver) == ["one.tokens.json"])
        let imported = ResolverDocumentLayout.read(resolver: resolver, files: ["one.tokens.json": file])
        try expectStoppedByTheBudget(imported, route: "this source merges its tokens again", path: "many.resolver.json")
    }

    private func expectStoppedByTheBudget(_ imported: TokenImport, route: String, path: String) throws {
        let limit = PaletteLimits.standard.importWork
        let error = try #require(imported.errors.first)
        #expect(imported.errors.count == 1)
        #expect(
            error.message.hasPrefix("importing these tokens would visit more than \(limit) groups and tokens in all"))
        #expect(error.message.contains(route))
        #expect(error.location.path == path && error.location.line > 0)
        #expect(imported.work <= limit)
        #expect(imported.colorTokens.isEmpty)
    }

    @Test func setsIncludingSetsAreBounded() {
        var sets: [String] = []
        for index in 0..<100 { sets.append(##""s\##(index)": { "sources": [{ "$ref": "#/sets/s\##(index + 1)" }] }"##) }
        sets.append(##""s100": { "sources": [{ "c": { "$type": "color", "$value": "#123456" } }] }"##)
        let json =
            ##"{ "version": "2025.10", "sets": {"## + sets.joined(separator: ",\n")
            + ##"}, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
        let resolver = TokenTestFiles.file("deep.resolver.json", json)
        let imported = ResolverDocumentLayout.read(resolver: resolver, files: [:])
        #expect(
            imported.errors.map(\.message) == ["sets here include sets more than 64 deep; name the files in one set"])
    }
}
