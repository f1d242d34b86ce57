/// The role of a color whose `derive: tone` has no written `role:` in a palette with a `background:`
/// anchor: read from the words of its names (its own key and its groups' keys) by the rules of
/// Data/tone/inference.json (`ToneRoleCalibration.inferenceRules`), the first that matches winning. A
/// name no rule reads takes no role: the anchored rule alone, never a guess.
enum ToneRoleInference {
    /// The words rules read in a name (`NameWords.lowercased`), as carryover.py reads names.
    static func words(of name: String) -> [String] { NameWords.lowercased(name) }

    /// The role from `names`, the color's key first, then its groups' keys from the nearest out; nil when
    /// no rule matches. `ruledOut` lists the rules a word would have matched but a `noneOf` word ruled out.
    static func infer(names: [String]) -> (role: InferredToneRole?, ruledOut: [ToneRuledOutRole]) {
        let split = names.map { (name: $0, words: words(of: $0)) }
        let present = Set(split.flatMap(\.words))
        var ruledOut: [ToneRuledOutRole] = []
        for rule in ToneRoleCalibration.inferenceRules {
            guard let match = firstMatch(of: rule.anyOf, in: split) else { continue }
            if let blocker = rule.noneOf.first(where: present.contains) {
                ruledOut.append(ToneRuledOutRole(role: rule.role, word: match.word, by: blocker))
                continue
            }
            return (
                InferredToneRole(
                    role: rule.role, match: ToneRoleWord(word: match.word, name: match.name), ruledOut: ruledOut),
                ruledOut
            )
        }
        return (nil, ruledOut)
    }

    /// The first of `words` in the first name that holds one, the names in order and each name's
    /// words in order.
    private static func firstMatch(
        of words: [String], in names: [(name: String, words: [String])]
    ) -> (word: String, name: String)? {
        let wanted = Set(words)
        for name in names {
            if let word = name.words.first(where: wanted.contains) { return (word, name.name) }
        }
        return nil
    }
}
