/// A `contrast:` entry: the foreground must reach `minimum` against the background in every appearance.
struct ContrastCheck: Hashable, Sendable {
    /// The keys of a check as written.
    enum Key: String, CaseIterable, MessageKey, Sendable {
        case foreground, background, minimum, level

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

    var foreground: ColorReference
    var background: ColorReference
    var minimum: Double
    var level: Level
    var location: SourceLocation

    init(
        foreground: ColorReference, background: ColorReference, minimum: Double, level: Level, location: SourceLocation
    ) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.level = level
        self.location = location
    }
}

/// One check measured in one appearance.
struct ContrastResult: Hashable, Sendable {
    var foreground: String
    var background: String
    var appearance: Appearance
    /// The WCAG 2.x ratio, unrounded.
    var ratio: Double
    var minimum: Double

    var passes: Bool { ratio >= minimum }

    init(foreground: String, background: String, appearance: Appearance, ratio: Double, minimum: Double) {
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.ratio = ratio
        self.minimum = minimum
    }
}
