/// What the manifest and the token files record of a made appearance beside `rule` (its operation),
/// `from` and `fromAppearance` (its source): the expression and its inputs.
enum MadeColorParameter: String, CaseIterable {
    /// `{label} at 29%`, as the doc comment shows it.
    case expression
    /// The alpha `at` sets.
    case alpha
    /// A mix's share of the other color, or how far lighter or darker.
    case amount
    case space
    /// The other color of a mix: a color's name, with the appearance of it that was read, or a
    /// color written out, as written.
    case toward, towardAppearance, towardValue
}

extension MadeColor {
    /// The parameters one appearance records; `towardAppearance` is the appearance of the mix's other
    /// color that was read (a missing high-contrast one falls back to the plain one).
    func recordedParameters(towardAppearance: Appearance?) -> [String: DerivationParameter] {
        var parameters: [MadeColorParameter: DerivationParameter] = [.expression: .text(text)]
        switch operation {
        case .opacity(let alpha):
            parameters[.alpha] = .number(alpha)
        case .mix(let other, let amount, let space):
            parameters[.amount] = .number(amount)
            parameters[.space] = .text(space.rawValue)
            switch other {
            case .reference(let reference):
                parameters[.toward] = .text(reference.name)
                if let towardAppearance { parameters[.towardAppearance] = .text(towardAppearance.rawValue) }
            case .value(_, let written):
                parameters[.towardValue] = .text(written)
            }
        case .lighten(let amount, let space), .darken(let amount, let space):
            parameters[.amount] = .number(amount)
            parameters[.space] = .text(space.rawValue)
        }
        return Dictionary(uniqueKeysWithValues: parameters.map { ($0.key.rawValue, $0.value) })
    }
}
