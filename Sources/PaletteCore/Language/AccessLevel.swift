/// The access level of a palette's generated declarations: `access:` in the palette, else the
/// command's or the target's default.
public enum AccessLevel: String, CaseIterable, Sendable, Comparable {
    case `internal`, `package`, `public`

    /// How far the declarations are seen: internal < package < public.
    private var reach: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.reach < rhs.reach }
}
