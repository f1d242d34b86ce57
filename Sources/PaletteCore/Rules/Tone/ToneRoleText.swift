/// A `tone` role and why it was taken, in words: long for messages and `lint --explain-roles`, short for
/// the comment at the end of a generated Swift line.
enum ToneRoleText {
    /// `text (inferred from the word 'label' of 'secondaryLabel')`
    static func described(_ choice: ToneRoleChoice) -> String {
        "\(choice.role.rawValue) (\(reason(choice.source)))"
    }

    /// Why: `written as role: on its rule`, `inferred from the word 'label' of 'secondaryLabel'`, ...
    static func reason(_ source: ToneRoleChoice.Source) -> String {
        switch source {
        case .rule: return "written as \(RuleParameter.role.written) on its rule"
        case .paletteRule:
            return "written as \(RuleParameter.role.written) on the palette's \(PaletteKey.derive.written) rule"
        case .group(let group): return "written as \(ToneRule.groupRole.written) of the group '\(group.abbreviated)'"
        case .palette: return "written as the palette's \(ToneRule.paletteRole.written)"
        case .inferred(let inferred):
            let found = "inferred from the word '\(inferred.match.word)' of '\(inferred.match.name.abbreviated)'"
            let onFill = inferred.isOnFill ? ["read as text, but its light is the page's: text on a fill"] : []
            return ([found] + onFill + inferred.ruledOut.map(ruledOut)).joined(separator: "; ")
        }
    }

    /// `'red' would make it accent, but 'subtle' rules that out`
    static func ruledOut(_ ruledOut: ToneRuledOutRole) -> String {
        "'\(ruledOut.word)' would make it \(ruledOut.role.rawValue), but '\(ruledOut.by)' rules that out"
    }

    /// `role text inferred from 'label'`, `role text of group 'text'`: for the review comment.
    static func short(_ choice: ToneRoleChoice) -> String {
        let role = "role \(choice.role.rawValue)"
        switch choice.source {
        case .rule, .paletteRule: return role
        case .group(let group): return "\(role) of group '\(group)'"
        case .palette: return "\(role) of the palette"
        case .inferred(let inferred):
            return "\(role) inferred from '\(inferred.match.word)'" + (inferred.isOnFill ? " on a fill" : "")
        }
    }
}
