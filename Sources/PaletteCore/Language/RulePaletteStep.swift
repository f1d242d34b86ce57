/// A rule's work across one palette beyond `apply` (a page background and roles it places values by): made once per
/// palette from what the rule read of its own keys (`Rule.paletteStep`), it derives each value the rule
/// derives there, reading other colors' values through the resolver.
protocol RulePaletteStep: Sendable {
    /// Values a value by `rule` in `appearance` reads besides its source and the rule's counterpart: the
    /// resolver resolves them first.
    func reads(of rule: any Rule, for appearance: Appearance) -> [(color: ColorReference, appearance: Appearance)]

    /// The value `rule` derives for `target` from `value` (`counterpart`: the counterpart's value), in
    /// place of `apply` alone; nil once the reason there is none has been reported.
    func derive<Source: RuleValueSource>(
        _ rule: any Rule, from value: RGBA, counterpart: RGBA?, for target: RuleTarget, in source: inout Source
    ) -> RuleOutcome?

    /// The one warning for the whole palette about the colors the step set aside with
    /// `RuleValueSource.reportForPalette`, in the order it set them aside.
    func paletteWarning(about colors: [PaletteWarningItem], names: [String]) -> Diagnostic?
}

extension RulePaletteStep {
    func paletteWarning(about colors: [PaletteWarningItem], names: [String]) -> Diagnostic? { nil }
}

/// One color a palette step warns about once for the whole palette, with what it has to say of it.
struct PaletteWarningItem {
    var rule: RuleKind
    var color: Int
    var location: SourceLocation
    var detail: any Sendable
}

/// The value a palette step derives, and how.
struct RuleOutcome {
    /// The rule as it applied, with what the step settled (a role it took).
    var rule: DerivationRule
    var value: Result<RGBA, RuleFailure>
    var note: (any RuleNote)?
}

/// The appearance of one color a palette step derives.
struct RuleTarget {
    /// The color's index in the palette's colors.
    var color: Int
    var appearance: Appearance
    /// Whether the rule is written on the color itself, not the palette's `derive:`.
    var isWrittenOnColor: Bool
    /// Where warnings about the value go.
    var location: SourceLocation
}

/// What a palette step may ask of the resolver.
protocol RuleValueSource {
    /// Each color's dotted name, by index.
    var colorNames: [String] { get }
    /// The color `reference` names; nil once reported.
    mutating func color(named reference: ColorReference) -> Int?
    /// A color's value in `appearance` (high contrast falling back to plain); nil when it has none.
    mutating func value(of color: Int, in appearance: Appearance) -> RGBA?
    mutating func report(_ diagnostic: Diagnostic)
    /// Sets a color aside for the step's one warning about the palette (`RulePaletteStep.paletteWarning`).
    mutating func reportForPalette(_ item: PaletteWarningItem)
}

/// What a rule's palette step is made from.
struct RulePaletteFacts {
    /// What the rule read of the palette's own keys (`Rule.readPalette`); nil for nothing.
    var setting: (any Sendable)?
    /// Whether some group has a setting of the rule's keys.
    var groupsHaveSettings: Bool
    /// Each color's group and key, in the order of the palette's colors: made when asked.
    var places: () -> [(group: GroupPlace, key: String)]
}
