/// A manifest as `palettec diff` reads it, schema version 1 or 2: each palette's colors, by Swift name,
/// with the value of every appearance, and its contrast checks.
package struct ManifestDocument: Sendable {
    package struct Value: Hashable, Sendable {
        package var color: RGBA
        /// `invert(light)`, `contrast(background.dark)`: the rule that derived the value, or the made color's
        /// expression; nil when written.
        package var rule: String?
        /// Whether `rule` is a made color's expression (`{label} at 29%`) rather than a rule.
        package var isMade = false
    }

    package struct Color: Sendable {
        var swiftName: String
        package var values: [Appearance: Value]
    }

    package struct Check: Hashable, Sendable {
        package var palette: String
        package var foreground: String
        package var background: String
        package var appearance: Appearance
        package var ratio: Double
        package var minimum: Double
        package var passes: Bool

        /// What makes two checks the same one in two manifests.
        var identity: [String] { [palette, foreground, background, appearance.rawValue] }
    }

    package struct PaletteEntry: Sendable {
        package var name: String
        package var colors: [Color]
        package var checks: [Check]
    }

    package var palettes: [PaletteEntry]
}
