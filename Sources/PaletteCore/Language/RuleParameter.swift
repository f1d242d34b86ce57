/// A key a rule reads: in `{derive: ...}` besides `derive` and `from`, or its own at the top of a palette
/// or in a group's explicit form (`Rule.paletteKeys`, `Rule.groupKeys`). Each rule declares its keys in
/// its folder of `Rules/` (`RuleParameter.hue`); two rules may share one (`chroma`).
struct RuleParameter: Hashable, Sendable, MessageKey {
    let rawValue: String
    /// One sentence for the palette schema.
    let meaning: String
    /// What the key holds, which says how the schema describes it.
    let value: RuleParameterValue

    init(_ name: String, meaning: String, value: RuleParameterValue) {
        rawValue = name
        self.meaning = meaning
        self.value = value
    }

    static func == (left: RuleParameter, right: RuleParameter) -> Bool { left.rawValue == right.rawValue }

    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// How a parameter's meaning names the operations a mapping may hold.
    static var operations: String {
        "{" + ComponentAdjustment.Operation.allCases.map(\.rawValue).joined(separator: ", ") + "}"
    }
}

/// The kinds of value a rule parameter holds.
enum RuleParameterValue: Hashable, Sendable {
    /// A number that sets a component, or `{scale, add, min, max}` changing it.
    case adjustment
    /// Another color of the palette, as `"{name}"`.
    case colorReference
    /// A WCAG 2.x contrast ratio, from 1 to 21.
    case contrastRatio
    /// An APCA lightness contrast Lc to reach in either polarity, from 0 to 108.
    case lightnessContrast
    /// One of these names.
    case choice([String])
    /// `[[in, out], ...]`: OKLCH lightness points.
    case lightnessPoints
}

/// The parameters a rule cannot do without.
enum RuleRequirement: Equatable, Sendable {
    case nothing
    /// Every one of them: `contrast` needs `against` and `ratio`.
    case all([RuleParameter])
    /// At least one of them: `hsv` changes something.
    case atLeastOne([RuleParameter])
    /// Every one of `all`, and exactly one of `oneOf`: `contrast` needs `against`, and `ratio` or `lc`.
    case allAndOneOf(all: [RuleParameter], oneOf: [RuleParameter])
}

extension RuleRequirement {
    /// Whether parameters with these keys are enough.
    func isMet(by written: some Collection<RuleParameter>) -> Bool {
        switch self {
        case .nothing: return true
        case .all(let needed): return needed.allSatisfy(written.contains)
        case .atLeastOne(let some): return some.contains(where: written.contains)
        case .allAndOneOf(let needed, let choices):
            return needed.allSatisfy(written.contains) && choices.filter(written.contains).count == 1
        }
    }
}
