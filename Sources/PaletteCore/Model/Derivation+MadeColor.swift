extension Derivation {
    /// The made color's expression, for a value a made color computed.
    var madeExpression: String? {
        guard case .text(let text)? = parameters[MadeColorParameter.expression.rawValue] else { return nil }
        return text
    }
}
