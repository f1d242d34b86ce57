/// The keys of a color written as a mapping of its components, `{red: 10, green: 132, blue: 255}` or
/// `{space: display-p3, red: 0.04, green: 0.52, blue: 1}`, in the order messages list them.
enum ColorComponentKey: String, CaseIterable, MessageKey, Sendable {
    case red, green, blue, alpha, space

    /// The components a color cannot do without; alpha is 1 when left out.
    static let required: [ColorComponentKey] = [.red, .green, .blue]
    /// The components, in the order `rgba()` and `color()` take them: every key but `space`.
    static let components: [ColorComponentKey] = required + [.alpha]
    /// Every key, as a palette spells it.
    static let names = allCases.map(\.rawValue)

    /// `{red, green, blue, alpha}`: the mapping, as messages show its form.
    static let mappingForm = "{" + components.map(\.rawValue).joined(separator: ", ") + "}"

    /// `red, green and blue`: keys as a sentence lists them.
    static func listed(_ keys: [ColorComponentKey]) -> String {
        keys.dropLast().map(\.rawValue).joined(separator: ", ") + " and " + keys.last!.rawValue
    }
}
