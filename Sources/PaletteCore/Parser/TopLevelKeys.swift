/// The palette's top-level keys as read: `colors:` as written, the others as values.
struct TopLevelKeys {
    var header = PaletteHeader()
    var description: String?
    var colors: YAMLPair?
    var missingDark = MissingDark.implicitInvert
    var checks: [ContrastCheck] = []
    var distinctChecks: [DistinctCheck] = []
    var accessLevel: AccessLevel?
    /// `brands:`, when written and valid.
    var brands: BrandList?
    /// Rules' own keys as written, by rule: read once the colors are built.
    var ruleKeys: [RuleKind: WrittenRuleParameters] = [:]
}
