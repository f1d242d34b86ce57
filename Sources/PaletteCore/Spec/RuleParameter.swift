/// A key a rule takes besides `derive` and `from` (`RuleKind.parameters` says which rule takes which).
package enum RuleParameter: String, CaseIterable, MessageKey, Sendable {
    case hue, saturation, brightness, against, ratio, lightness, chroma, role, on, curve
}

/// The parameters a rule cannot do without.
enum RuleRequirement: Equatable, Sendable {
    case nothing
    /// Every one of them: `contrast` needs `against` and `ratio`.
    case all([RuleParameter])
    /// At least one of them: `hsv` changes something.
    case atLeastOne([RuleParameter])
}

extension RuleRequirement {
    /// Whether parameters with these keys are enough.
    func isMet(by written: some Collection<RuleParameter>) -> Bool {
        switch self {
        case .nothing: return true
        case .all(let needed): return needed.allSatisfy(written.contains)
        case .atLeastOne(let some): return some.contains(where: written.contains)
        }
    }
}
