/// A rule's name, as palettes and the manifest spell it. Each rule declares its own in its folder of
/// `Rules/` (`RuleKind.hsv`); `RuleRegistry` lists the rules a palette can name.
struct RuleKind: Hashable, Sendable, CustomStringConvertible {
    let rawValue: String

    init(_ name: String) {
        rawValue = name
    }

    var description: String { rawValue }

    /// A value taken over from another color (`dark: "{base}"`): recorded like a rule, never written as one.
    static let reference = RuleKind("reference")
}
