/// The words a made color is written with, each spelled once: `{label} at 29%`,
/// `{accent} mixed 20% toward {black} in srgb`, `{accent} lighter by 0.2 in hsl`.
enum MadeColorWord: String, CaseIterable {
    case at, mixed, toward, `in`, lighter, darker, by

    /// The words an operation starts with, as messages list them.
    static let operationStarts = ["at", "mixed", "lighter by", "darker by"]

    /// What Tokens Studio and CSS call the operations, for "did you mean".
    static let otherNames = [
        "lighten": "lighter by", "darken": "darker by", "mix": "mixed", "alpha": "at", "opacity": "at",
    ]

    /// The four forms, as messages and the schema show them.
    static let forms = [
        "{name} at 29%", "{name} mixed 20% toward {other}", "{name} lighter by 0.2", "{name} darker by 0.2",
    ]
}
