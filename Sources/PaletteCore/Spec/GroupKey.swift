/// The keys of a group's explicit form, `name: { description: ..., namespace: false, role: text, colors: {...} }`.
package enum GroupKey: String, CaseIterable, Sendable {
    case colors, description, namespace, role
}
