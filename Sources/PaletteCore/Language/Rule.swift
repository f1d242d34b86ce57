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

    /// Keys it reads at the top of a palette, listed after `derive:` (a page background, a role).
    static var paletteKeys: [RuleParameter] { get }
    /// Keys it reads in a group's explicit form, listed after `namespace:` (a role for its colors).
    static var groupKeys: [RuleParameter] { get }

    /// What a group keeps of its `groupKeys` as written, for its colors and the groups in it; nil for
    /// nothing, or once `reader` has reported why.
    static func readGroup<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader
    ) -> (any Sendable)?

    /// What the palette keeps of its `paletteKeys` as written, read once its colors are (a key may name
    /// one, `reader.writtenColor`), with what the rule remembered reading them (`reader.remembered`).
    static func readPalette<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader
    ) -> (any Sendable)?

    /// Its work across one palette beyond `apply`; nil where it has none.
    static func paletteStep(_ facts: RulePaletteFacts) -> (any RulePaletteStep)?

    /// The page the palette's colors sit on, when the palette's setting names one.
    static func pageBackground(in setting: any Sendable) -> PageBackground?

    /// Why a dark derived by it came out as it did, for `palettec lint --explain-roles`; `names`: the
    /// color's key, then its groups' from the nearest out. Nil for nothing to say.
    static func explanation(
        parameters: [String: DerivationParameter], note: (any RuleNote)?, names: [String]
    ) -> String?
    /// What `explanation` tells, for the command's help: nil when the rule explains nothing.
    static var explanationHelp: (abstract: String, discussion: String)? { get }

    /// Whether palettec suggests it for darks: an import with no darks asks for it, and the warning where
    /// inversion turns a hue names it.
    static var isSuggestedForDarks: Bool { get }
    /// What palettec checks of its values that the schema cannot, for the schema's description.
    static var checkedBeyondSchema: [String] { get }
}

extension Rule {
    static var requirement: RuleRequirement { .nothing }
    static var derivesLight: Bool { true }
    var recordedParameters: [String: DerivationParameter] { [:] }
    var counterpart: ColorReference? { nil }
    static var paletteKeys: [RuleParameter] { [] }
    static var groupKeys: [RuleParameter] { [] }

    static func readGroup<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader
    ) -> (any Sendable)? {
        nil
    }

    static func readPalette<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader
    ) -> (any Sendable)? {
        nil
    }

    static func paletteStep(_ facts: RulePaletteFacts) -> (any RulePaletteStep)? { nil }
    static func pageBackground(in setting: any Sendable) -> PageBackground? { nil }

    static func explanation(
        parameters: [String: DerivationParameter], note: (any RuleNote)?, names: [String]
    ) -> String? {
        nil
    }

    static var explanationHelp: (abstract: String, discussion: String)? { nil }
    static var isSuggestedForDarks: Bool { false }
    static var checkedBeyondSchema: [String] { [] }
}

/// A rule's parameters, or its own keys, as written, by key.
typealias WrittenRuleParameters = [RuleParameter: YAMLPair]

/// What a rule knows besides the value it derives from.
struct RuleContext: Sendable {
    /// The appearance being derived (a rule may move a value differently for each).
    var appearance: Appearance = .dark
    /// The value of the rule's `counterpart` in that appearance.
    var counterpart: RGBA?
}

/// Why a rule computed no value, said after the color and appearance.
struct RuleFailure: Error, Equatable {
    var message: String
}
