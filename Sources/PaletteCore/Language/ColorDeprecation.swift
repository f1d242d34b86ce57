/// A color that is deprecated (`deprecated: true`, or the reason: `deprecated: "Use accent"`), as a
/// design token's `$deprecated` says; `--tokens` writes it back.
struct ColorDeprecation: Hashable, Sendable {
    /// Why, and what to use instead; nil for `true`.
    var reason: String?

    init(reason: String?) {
        self.reason = reason
    }
}
