/// The access level of every generated declaration.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `public`, `internal`
}
