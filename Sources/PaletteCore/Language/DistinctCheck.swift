/// A `distinct:` entry: colors that must stay apart, status colors or chart series, for people with a
/// color-vision deficiency. In every appearance and with each deficiency (`ColorVisionDeficiency`), every
/// pair of the colors must be at least `minimum` apart in ΔE_OK.
struct DistinctCheck: Hashable, Sendable {
    /// The keys of a check as written.
    enum Key: String, CaseIterable, MessageKey, Sendable {
        case colors, minimum, level

        /// The keys a check cannot do without (`level` is `error` when left out).
        static let required: [Key] = [.colors, .minimum]
    }

    /// The most a minimum may ask: black and white are ΔE_OK 1 apart.
    static let largestMinimum = 1.0
    /// The minimum `palettes/` and the docs suggest: a difference seen at a glance, about five times the
    /// smallest one can see (0.02).
    static let suggestedMinimum = 0.1

    var colors: [ColorReference]
    var minimum: Double
    var level: ContrastCheck.Level
    var location: SourceLocation
}

/// One `distinct:` check in one appearance with one deficiency: its closest pair, and how far apart.
struct DistinctResult: Sendable {
    /// The check's colors, as written.
    var colors: [String]
    var appearance: Appearance
    var deficiency: ColorVisionDeficiency
    /// The two colors that look the closest, in the check's order.
    var closest: (String, String)
    /// ΔE_OK between the closest pair as the deficiency shows them, unrounded.
    var distance: Double
    var minimum: Double

    var passes: Bool { distance >= minimum }
}
