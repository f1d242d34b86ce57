/// One setting of a rule, as the manifest records it.
enum DerivationParameter: Hashable, Sendable {
    case number(Double)
    case text(String)
    case adjustment(ComponentAdjustment)
    /// `[[in, out], ...]`
    case points([PiecewiseLinear.Point])
}
