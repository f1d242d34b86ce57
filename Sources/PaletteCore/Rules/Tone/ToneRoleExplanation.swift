/// `palettec lint --explain-roles`: for each color whose dark `tone` derived, the role it took and why
/// (which word of which name matched, or where the role was written), so a wrong guess is corrected with
/// one `role:` line.
extension ToneRule {
    static let explanationHelp: (abstract: String, discussion: String)? = (
        "Print, for each color whose dark '\(kind.rawValue)' derives, the role it took and why: the word of its "
            + "names that matched, or where \(RuleParameter.role.quoted) was written.",
        "A role guessed wrong is corrected with one \(RuleParameter.role.quoted) on the color's rule, its group "
            + "or the palette."
    )

    /// `names`: the color's key, then its groups' from the nearest out, to say why none was inferred.
    static func explanation(
        parameters: [String: DerivationParameter], note: (any RuleNote)?, names: [String]
    ) -> String? {
        if let tone = note as? ToneContext {
            let role = tone.role.map(ToneRoleText.described) ?? noRole(names: names)
            return role + (tone.anchor.map { ", against \($0)" } ?? "")
        }
        if case .text(let role)? = parameters[RuleParameter.role.rawValue] {
            return
                "\(role) (written as \(RuleParameter.role.written) on its rule; no \(background.written), "
                + "so the curve fitted on Apple's system colors)"
        }
        if parameters[RuleParameter.curve.rawValue] != nil {
            return "no role (its own \(RuleParameter.curve.written))"
        }
        return
            "no role (the palette has no \(background.written) anchor, so the curve fitted on every system)"
    }

    /// `no role (no word of its names names one; 'danger' would make it accent, but 'subtle' rules that out)`
    private static func noRole(names: [String]) -> String {
        let ruledOut = ToneRoleInference.infer(names: names).ruledOut.map(ToneRoleText.ruledOut)
        return "no role ("
            + (["no word of its names names one: the page mirror alone"] + ruledOut).joined(separator: "; ") + ")"
    }
}
