/// A `contrast:` entry: the foreground must reach `minimum` against the background in every appearance.
public struct ContrastCheck: Hashable, Sendable {
    public enum Level: String, Sendable {
        case error, warning
    }

    public var foreground: ColorReference
    public var background: ColorReference
    public var minimum: Double
    public var level: Level
    public var location: SourceLocation

    public init(foreground: ColorReference, background: ColorReference, minimum: Double, level: Level, location: SourceLocation) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.level = level
        self.location = location
    }
}

/// One check measured in one appearance.
public struct ContrastResult: Hashable, Sendable {
    public var foreground: String
    public var background: String
    public var appearance: Appearance
    /// The WCAG 2.x ratio, unrounded.
    public var ratio: Double
    public var minimum: Double

    public var passes: Bool { ratio >= minimum }

    public init(foreground: String, background: String, appearance: Appearance, ratio: Double, minimum: Double) {
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.ratio = ratio
        self.minimum = minimum
    }
}
