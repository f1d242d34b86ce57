/// `palettec lint --explain-roles`: for each color whose dark a rule derived, why it came out as it did,
/// in the words of the rule that explains its darks (`Rule.explanation`).
package enum RuleExplanation {
    /// The option's help, from the rules that explain.
    package static let help: (abstract: String, discussion: String) = (
        RuleRegistry.rules.compactMap { $0.explanationHelp?.abstract }.joined(separator: " "),
        RuleRegistry.rules.compactMap { $0.explanationHelp?.discussion }.joined(separator: " ")
    )

    /// `palettes/app-colors.yml:7:3: text.secondary: text (inferred from the word 'text' of 'text'), against
    /// surface.page`
    package static func lines(for palettes: [Palette]) -> [String] {
        var lines: [String] = []
        for palette in palettes {
            palette.root.forEachColor { color in
                guard let derivation = color.appearances[.dark]?.derivation,
                    let rule = RuleRegistry.rule(named: derivation.rule.rawValue)
                else { return }
                let names = [color.key] + color.group.keyPath.reversed()
                guard
                    let explanation = rule.explanation(
                        parameters: derivation.parameters, note: derivation.note?.note, names: names)
                else { return }
                let place = color.location
                lines.append("\(place.path):\(place.line):\(place.column): \(color.name): \(explanation)")
            }
        }
        return lines
    }
}
