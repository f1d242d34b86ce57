/// A `contrast:` entry: the foreground must reach `minimum` against the background in every appearance, by
/// `method`: the WCAG 2.x ratio, or APCA's lightness contrast Lc, whose sign follows the polarity.
struct ContrastCheck: Hashable, Sendable {
    /// The keys of a check as written.
    enum Key: String, CaseIterable, MessageKey, Sendable {
        case foreground, background, minimum, method, level

        /// The keys a check cannot do without (`level` is `error` when left out).
        static let required: [Key] = [.foreground, .background, .minimum]

        /// `{foreground, background, minimum}`: a check's form, as messages show it.
        static let requiredForm = "{" + required.map(\.rawValue).joined(separator: ", ") + "}"
        /// `{foreground, background, minimum, level}`: with the key a check may leave out.
        static let form = "{" + allCases.map(\.rawValue).joined(separator: ", ") + "}"
    }

    enum Level: String, CaseIterable, Sendable {
        case error, warning
    }

    /// How contrast is measured: `wcag2` (the default) a ratio 1…21, `apca` an Lc, whose `minimum` is the
    /// magnitude either polarity must reach (60 for body text).
    enum Method: String, CaseIterable, Sendable {
        case wcag2, apca
    }

    var foreground: ColorReference
    var background: ColorReference
    var minimum: Double
    var method: Method
    var level: Level
    var location: SourceLocation

    init(
        foreground: ColorReference, background: ColorReference, minimum: Double, method: Method = .wcag2,
        level: Level, location: SourceLocation
    ) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.method = method
        self.level = level
        self.location = location
    }
}

/// One check measured in one appearance.
struct ContrastResult: Hashable, Sendable {
    var foreground: String
    var background: String
    var appearance: Appearance
    /// The WCAG 2.x ratio, or for `apca` the signed Lc, unrounded.
    var ratio: Double
    var minimum: Double
    var method: ContrastCheck.Method

    /// The ratio reaches the minimum; an Lc reaches it in either polarity.
    var passes: Bool { magnitude >= minimum }

    /// What is compared with the minimum: the ratio, or the Lc's magnitude.
    var magnitude: Double { method == .apca ? abs(ratio) : ratio }

    init(
        foreground: String, background: String, appearance: Appearance, ratio: Double, minimum: Double,
        method: ContrastCheck.Method = .wcag2
    ) {
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.ratio = ratio
        self.minimum = minimum
        self.method = method
    }
}

extension ContrastResult {
    /// `4.54:1`, or for an APCA check `Lc -68.5`.
    var measureText: String { method == .apca ? APCA.formatted(ratio) : ContrastFormat.ratio(ratio) }
    /// `4.5`, or for an APCA check `Lc 60`.
    var minimumText: String { method == .apca ? "Lc \(minimum.shortestDecimal)" : minimum.shortestDecimal }
}
