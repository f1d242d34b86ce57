/// `palettec lint --explain-roles`: for each color whose dark `tone` derived, the role it took and why
/// (which word of which name matched, or where the role was written), so a wrong guess is corrected with
/// one `role:` line.
package enum ToneRoleExplanation {
    /// `palettes/app-colors.yml:7:3: text.secondary: text (inferred from the word 'text' of 'text'), against surface.page`
    package static func lines(for palettes: [Palette]) -> [String] {
        var lines: [String] = []
        for palette in palettes {
            palette.root.forEachColor { color in
                guard let derivation = color.appearances[.dark]?.derivation, derivation.rule == .tone else { return }
                let place = color.location
                let names = [color.key] + color.group.keyPath.reversed()
                lines.append(
                    "\(place.path):\(place.line):\(place.column): \(color.name): \(explanation(derivation, names: names))"
                )
            }
        }
        return lines
    }

    /// `names`: the color's key, then its groups' from the nearest out, to say why none was inferred.
    static func explanation(_ derivation: Derivation, names: [String]) -> String {
        if let tone = derivation.tone {
            let role = tone.role.map(ToneRoleText.described) ?? noRole(names: names)
            return role + (tone.anchor.map { ", against \($0)" } ?? "")
        }
        if case .text(let role)? = derivation.parameters[RuleParameter.role.rawValue] {
            return
                "\(role) (written as \(RuleParameter.role.written) on its rule; no \(PaletteKey.background.written), "
                + "so the curve fitted on Apple's system colors)"
        }
        if derivation.parameters[RuleParameter.curve.rawValue] != nil {
            return "no role (its own \(RuleParameter.curve.written))"
        }
        return
            "no role (the palette has no \(PaletteKey.background.written) anchor, so the curve fitted on every system)"
    }

    /// `no role (no word of its names names one; 'danger' would make it accent, but 'subtle' rules that out)`
    private static func noRole(names: [String]) -> String {
        let ruledOut = ToneRoleInference.infer(names: names).ruledOut.map(ToneRoleText.ruledOut)
        return "no role ("
            + (["no word of its names names one: the page mirror alone"] + ruledOut).joined(separator: "; ") + ")"
    }
}
