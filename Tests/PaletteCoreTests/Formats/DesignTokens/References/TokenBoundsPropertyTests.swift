import PropertyBased
import Testing
import TestSupport
@testable import PaletteCore

/// Random resolver graphs (sets naming sets, any number of times, and inline tokens) and `$extends`
/// fan-outs, under a small budget: the work spent never passes it, and an import whose full
/// expansion would need more than the budget always ends with the budget's error.
///
/// Explore with `PALETTEC_PROPERTY_SEED=7 PALETTEC_PROPERTY_COUNT=5000 swift test --filter TokenBoundsPropertyTests`.
@Suite struct TokenBoundsPropertyTests {
    private static let settings = PropertySettings.fromEnvironment(seed: 20_261_127, count: 300)
    private static let limit = 400

    private var limits: PaletteLimits {
        var limits = PaletteLimits()
        limits.importWork = Self.limit
        return limits
    }

    /// Set i names sets after it only (so no cycle), or holds one inline token.
    private struct Graph {
        var sources: [[Int?]]  // nil: an inline token

        /// Sources the full expansion merges: every set reference and inline token, each time reached.
        func expansion(of set: Int, memo: inout [Int: Int]) -> Int {
            if let known = memo[set] { return known }
            let count = sources[set].reduce(0) { total, source in
                total + 1 + (source.map { expansion(of: $0, memo: &memo) } ?? 0)
            }
            memo[set] = count
            return count
        }

        func json() -> String {
            let sets = sources.indices.map { index -> String in
                let items = sources[index].map { source in
                    source.map { ##"{ "$ref": "#/sets/s\##($0)" }"## }
                        ?? ##"{ "c": { "$type": "color", "t\##(index)": { "$value": "#123456" } } }"##
                }
                return ##""s\##(index)": { "sources": [\##(items.joined(separator: ", "))] }"##
            }
            return ##"{ "version": "2025.10", "sets": {"## + sets.joined(separator: ",\n")
                + ##"}, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
        }
    }

    private func graph(using random: inout Xoshiro) -> Graph {
        let count = Int.random(in: 1...10, using: &random)
        var graph = Graph(sources: [])
        for index in 0..<count {
            let fanOut = Int.random(in: 1...12, using: &random)
            graph.sources.append(
                (0..<fanOut).map { _ in
                    index + 1 < count && Int.random(in: 0..<4, using: &random) > 0
                        ? Int.random(in: (index + 1)..<count, using: &random) : nil
                })
        }
        return graph
    }

    @Test func resolverGraphsNeverPassTheBudgetWithoutItsError() {
        var random = Xoshiro(
            seed: (Self.settings.seed, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        var stopped = 0
        for number in 0..<Self.settings.count {
            let drawn = graph(using: &random)
            var memo: [Int: Int] = [:]
            let expansion = drawn.expansion(of: 0, memo: &memo)
            let imported = ResolverDocumentLayout.read(
                resolver: TokenTestFiles.file("r.resolver.json", drawn.json()), files: [:], limits: limits)
            let context =
                "draw \(number) of seed \(Self.settings.seed), expanding to \(expansion) sources:\n\(drawn.json())"
            #expect(imported.work <= Self.limit, "\(context)")
            let budgetError = imported.errors.contains {
                $0.message.hasPrefix("importing these tokens would visit more than")
            }
            if expansion > Self.limit { #expect(budgetError, "\(context)") }
            if budgetError {
                stopped += 1
            } else {
                #expect(imported.errors.isEmpty && !imported.colorTokens.isEmpty, "\(context)")
            }
        }
        #expect(stopped > Self.settings.count / 10 && stopped < Self.settings.count * 9 / 10, "stopped \(stopped)")
    }

    /// `extenders` groups extending a group of `width` empty groups and one token, through chains
    /// `depth` long: each extender copies `width + 2` groups and tokens.
    @Test func extendsFanOutsNeverPassTheBudgetWithoutItsError() {
        var random = Xoshiro(
            seed: (Self.settings.seed, 0x2545_F491_4F6C_DD1D, 0x9E37_79B9_7F4A_7C15, 0x94D0_49BB_1331_11EB))
        var stopped = 0
        for number in 0..<Self.settings.count {
            let width = Int.random(in: 0...40, using: &random)
            let extenders = Int.random(in: 1...40, using: &random)
            let depth = Int.random(in: 1...3, using: &random)
            let empties = (0..<width).map { ##""e\##($0)": {}"## } + [##""x": { "$value": "#112233" }"##]
            var groups = [##""A0": { "$type": "color", "## + empties.joined(separator: ", ") + "}"]
            for level in 1..<depth { groups.append(##""A\##(level)": { "$extends": "{A\##(level - 1)}" }"##) }
            groups += (0..<extenders).map { ##""B\##($0)": { "$extends": "{A\##(depth - 1)}" }"## }
            let json = "{ " + groups.joined(separator: ",\n") + " }"
            let copies = (extenders + depth - 1) * (width + 2)
            let imported = ModeFilesLayout.read([TokenTestFiles.file("x.tokens.json", json)], limits: limits)
            let context = "draw \(number) of seed \(Self.settings.seed), copying \(copies):\n\(json)"
            #expect(imported.work <= Self.limit, "\(context)")
            let budgetError = imported.errors.contains {
                $0.message.hasPrefix("importing these tokens would visit more than")
            }
            if copies > Self.limit { #expect(budgetError, "\(context)") }
            if budgetError { stopped += 1 } else { #expect(imported.errors.isEmpty, "\(context): \(imported.errors)") }
        }
        #expect(stopped > Self.settings.count / 10 && stopped < Self.settings.count * 9 / 10, "stopped \(stopped)")
    }
}
