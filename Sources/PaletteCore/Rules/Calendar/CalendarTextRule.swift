/// `derive: calendar-text`: the iCloud calendar's event text color for an event color.
struct CalendarTextRule: Rule {
    static let kind = RuleKind.calendarText
    static let meaning = "The iCloud calendar's event text color."
    static let parameters: [RuleParameter] = []

    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> CalendarTextRule? {
        CalendarTextRule()
    }

    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure> {
        .success(CalendarColors.text(for: color))
    }
}

extension RuleKind {
    static let calendarText = RuleKind("calendar-text")
}

extension DerivationRule {
    static let calendarText = DerivationRule(CalendarTextRule())
}
