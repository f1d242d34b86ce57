/// The keys of a group's explicit form, `name: { description: ..., namespace: false, role: text, colors: {...} }`.
enum GroupKey: String, CaseIterable, MessageKey, Sendable {
    case colors, description, namespace, role
    /// The design-token group's name it was imported from, as a color's `token:` (`ColorEntryKey`).
    case token
}
