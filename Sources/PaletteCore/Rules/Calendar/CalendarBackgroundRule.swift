/// `derive: calendar-background`: the iCloud calendar's event background color for an event color.
struct CalendarBackgroundRule: Rule {
    static let kind = RuleKind.calendarBackground
    static let meaning = "The iCloud calendar's event background color."
    static let parameters: [RuleParameter] = []

    static func read<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader,
        at mark: YAMLMark
    ) -> CalendarBackgroundRule? {
        CalendarBackgroundRule()
    }

    func apply(to color: RGBA, in context: RuleContext) -> Result<RGBA, RuleFailure> {
        .success(CalendarColors.background(for: color))
    }
}

extension RuleKind {
    static let calendarBackground = RuleKind("calendar-background")
}

extension DerivationRule {
    static let calendarBackground = DerivationRule(CalendarBackgroundRule())
}
