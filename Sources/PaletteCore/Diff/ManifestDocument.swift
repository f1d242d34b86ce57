/// A manifest as `palettec diff` reads it, schema version 1 or 2: each palette's colors, by Swift name,
/// with the value of every appearance, and its contrast checks.
public struct ManifestDocument: Sendable {
    public struct Value: Hashable, Sendable {
        public var color: RGBA
        /// `invert(light)`, `contrast(background.dark)`: the rule that derived the value; nil when written.
        public var rule: String?
    }

    public struct Color: Sendable {
        public var swiftName: String
        public var values: [Appearance: Value]
    }

    public struct Check: Hashable, Sendable {
        public var palette: String
        public var foreground: String
        public var background: String
        public var appearance: Appearance
        public var ratio: Double
        public var minimum: Double
        public var passes: Bool

        /// What makes two checks the same one in two manifests.
        var identity: [String] { [palette, foreground, background, appearance.rawValue] }
    }

    public struct PaletteEntry: Sendable {
        public var name: String
        public var colors: [Color]
        public var checks: [Check]
    }

    public var palettes: [PaletteEntry]
}
