/// The keys of a group's explicit form, `name: { description: ..., namespace: false, colors: {...} }`; the
/// rules' own keys (`Rule.groupKeys`) follow `namespace:`.
enum GroupKey: String, CaseIterable, MessageKey, Sendable {
    case colors, description, namespace
    /// The design-token group's name it was imported from, as a color's `token:` (`ColorEntryKey`).
    case token
}
