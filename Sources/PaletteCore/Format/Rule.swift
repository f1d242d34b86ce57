/// One derivation rule, whole: its name and parameters, how it reads them, what it computes, and what
/// the manifest records of it. Each rule is one folder of `Rules/`, listed once in `RuleRegistry`.
protocol Rule: Hashable, Sendable {
    static var kind: RuleKind { get }
    /// One sentence for the palette schema.
    static var meaning: String { get }
    /// The keys `{derive: ..., from: ...}` takes for it besides `derive` and `from`.
    static var parameters: [RuleParameter] { get }
    /// What `{derive: ...}` must hold of `parameters`: a rule that needs nothing may be written by its
    /// name alone (`derive: oklch`).
    static var requirement: RuleRequirement { get }
    /// Whether the rule may compute a light value (from another color's).
    static var derivesLight: Bool { get }

    /// The rule from its written parameters (only keys of `parameters`, the requirement not yet checked
    /// unless it says so), or nil once `reader` has reported why not.
    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> Self?

    /// The value derived from `color`.
    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure>

    /// The settings the manifest records, by parameter name.
    var recordedParameters: [String: DerivationParameter] { get }

    /// Another color read in the appearance being derived (`contrast`'s `against`), handed to `apply`
    /// as `context.counterpart`.
    var counterpart: ColorReference? { get }
}

extension Rule {
    static var requirement: RuleRequirement { .nothing }
    static var derivesLight: Bool { true }
    var recordedParameters: [String: DerivationParameter] { [:] }
    var counterpart: ColorReference? { nil }
}

/// A rule's parameters as written, by key.
typealias WrittenRuleParameters = [RuleParameter: YAMLPair]

/// What a rule knows besides the value it derives from.
struct RuleContext: Sendable {
    /// The appearance being derived (`tone` moves lightness by it).
    var appearance: Appearance = .dark
    /// The value of the rule's `counterpart` in that appearance.
    var counterpart: RGBA?
    /// The palette's `background:`, which `tone` places its values against.
    var anchor: ToneAnchor?
}

/// Why a rule computed no value, said after the color and appearance.
struct RuleFailure: Error, Equatable {
    var message: String
}
