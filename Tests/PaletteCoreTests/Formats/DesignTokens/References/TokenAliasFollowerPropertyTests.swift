import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import PaletteCore

/// Random token files of colors and aliases (forward, backward, into cycles, to nothing, untyped) in
/// a few groups, against a plain reference model: every token the model
/// gives a color is imported with that color (its aliases kept, leading to imported tokens, never
/// round in a cycle); every other is left out with an error.
///
/// The seed is fixed so CI is reproducible; explore with
/// `PALETTEC_PROPERTY_SEED=7 PALETTEC_PROPERTY_COUNT=5000 swift test --filter TokenAliasFollowerPropertyTests`.
@Suite struct TokenAliasFollowerPropertyTests {
    private static let settings = PropertySettings.fromEnvironment(seed: 20_251_028, count: 300)

    private enum Value {
        case color(Int)
        case alias(Int)
        case missing
    }

    private struct Draw {
        var values: [Value]
        var groups: [Int]
        var typed: [Bool]

        func path(_ index: Int) -> String { "g\(groups[index]).t\(index)" }

        /// The reference model: the 24-bit color a token shows, nil through a cycle or to nothing.
        func color(of index: Int) -> Int? {
            var seen: Set<Int> = []
            var current = index
            while seen.insert(current).inserted {
                switch values[current] {
                case .color(let rgb): return rgb
                case .alias(let target): current = target
                case .missing: return nil
                }
            }
            return nil
        }

        /// Every token of an untyped alias chain takes the type at its end: a chain of untyped tokens
        /// that ends in a cycle or nowhere has none, and is not a color at all.
        func isColor(_ index: Int) -> Bool {
            var seen: Set<Int> = []
            var current = index
            while seen.insert(current).inserted {
                if typed[current] { return true }
                guard case .alias(let target) = values[current] else { return false }
                current = target
            }
            return false
        }

        /// Whether the color token's aliases end in an error: round in a cycle, or, after one step or more,
        /// at a token that is skipped (an alias to nothing, or to a token with no type), since an alias
        /// of a skipped color would change what comes in. A token that is itself such an alias is only
        /// skipped (#33).
        func aliasesEndInAnError(_ index: Int) -> Bool {
            var seen: Set<Int> = []
            var current = index
            while seen.insert(current).inserted {
                switch values[current] {
                case .color: return false
                case .missing: return current != index
                case .alias(let target):
                    guard isColor(target) else { return current != index }
                    current = target
                }
            }
            return true
        }

        /// Whether untyped aliases from the token go round in a cycle: an error though no color is involved.
        func reachesUntypedCycle(_ index: Int) -> Bool {
            var seen: Set<Int> = []
            var current = index
            while !typed[current], case .alias(let target) = values[current] {
                guard seen.insert(current).inserted else { return true }
                current = target
            }
            return false
        }

        func json() -> String {
            var groupsJSON: [Int: [String]] = [:]
            for index in values.indices {
                let value: String
                switch values[index] {
                case .color(let rgb): value = "\"#\(String(format: "%06x", rgb))\""
                case .alias(let target): value = "\"{\(path(target))}\""
                case .missing: value = "\"{nowhere.t\(index)}\""
                }
                let type = typed[index] ? #""$type": "color", "# : ""
                groupsJSON[groups[index], default: []].append("\"t\(index)\": { \(type)\"$value\": \(value) }")
            }
            let groups = groupsJSON.keys.sorted().map {
                "\"g\($0)\": { " + groupsJSON[$0]!.joined(separator: ", ") + " }"
            }
            return "{ " + groups.joined(separator: ",\n") + " }"
        }
    }

    private func draw(using random: inout Xoshiro) -> Draw {
        let count = Int.random(in: 1...30, using: &random)
        var draw = Draw(values: [], groups: [], typed: [])
        for _ in 0..<count {
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 45 {
                draw.values.append(.color(Int.random(in: 0...0xFFFFFF, using: &random)))
            } else if roll < 97 {
                draw.values.append(.alias(Int.random(in: 0..<count, using: &random)))
            } else {
                draw.values.append(.missing)
            }
            draw.groups.append(Int.random(in: 0..<4, using: &random))
            // A color without a type cannot be told apart from any other string: literals are typed.
            if case .color = draw.values.last! {
                draw.typed.append(true)
            } else {
                draw.typed.append(Int.random(in: 0..<4, using: &random) > 0)
            }
        }
        return draw
    }

    @Test func importedColorsAreTheModelsAndAliasesStayAliases() throws {
        var random = Xoshiro(
            seed: (Self.settings.seed, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        var aliases = 0, leftOut = 0, imported = 0
        for number in 0..<Self.settings.count {
            let drawn = draw(using: &random)
            let context = "draw \(number) of seed \(Self.settings.seed)\n\(drawn.json())"
            let result = ModeFilesLayout.read([TokenTestFiles.file("random.json", drawn.json())])
            let tokens = Dictionary(uniqueKeysWithValues: result.colorTokens.map { ($0.path.description, $0) })
            var anyError = false
            for index in drawn.values.indices where drawn.isColor(index) {
                let expected = drawn.color(of: index)
                let token = tokens[drawn.path(index)]
                guard let expected else {
                    #expect(token == nil, "\(drawn.path(index)) has no color in the model: \(context)")
                    anyError = anyError || drawn.aliasesEndInAnError(index)
                    leftOut += 1
                    continue
                }
                guard let token, let value = token.values[.light] else {
                    Issue.record("\(drawn.path(index)) is missing: \(context)")
                    continue
                }
                imported += 1
                // Follow the import's own aliases: they lead to an imported token, never round.
                var current = value
                var seen: Set<String> = [drawn.path(index)]
                while case .alias(let target) = current.kind {
                    aliases += 1
                    guard let next = tokens[target.description]?.values[.light],
                        seen.insert(target.description).inserted
                    else {
                        Issue.record(
                            "\(drawn.path(index)) aliases \(target), which is not imported or loops: \(context)")
                        break
                    }
                    current = next
                }
                if case .color(let rgba) = current.kind {
                    #expect(
                        rgba == RGBA(red8: expected >> 16, green8: (expected >> 8) & 0xFF, blue8: expected & 0xFF),
                        "\(context)")
                }
            }
            let untypedCycle = drawn.values.indices.contains(where: drawn.reachesUntypedCycle)
            #expect(
                result.errors.isEmpty == !(anyError || untypedCycle),
                "\(context): \(result.diagnostics.map(\.formatted))")
        }
        print(
            "Resolved \(Self.settings.count) random token files: \(imported) colors imported through \(aliases) alias steps, \(leftOut) left out"
        )
        #expect(
            aliases > imported / 2 && leftOut > Self.settings.count / 10,
            "aliases \(aliases), left out \(leftOut) of \(imported)")
    }
}
