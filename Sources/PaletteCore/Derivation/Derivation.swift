/// How palettec computed an appearance that was not written.
public struct Derivation: Hashable, Sendable {
    public enum Rule: String, Hashable, Sendable {
        /// Each of R, G and B becomes 1 - c; alpha is kept.
        case invert
    }

    public var rule: Rule
    /// The appearance it was computed from.
    public var source: Appearance

    public init(rule: Rule, from source: Appearance) {
        self.rule = rule
        self.source = source
    }
}
