/// A manifest as `palettec diff` reads it, schema version 1 or 2: each palette's colors, by Swift name,
/// with the value of every appearance, and its contrast checks.
package struct ManifestDocument: Sendable {
    struct Value: Hashable, Sendable {
        var color: RGBA
        /// `invert(light)`, `contrast(background.dark)`: the rule that derived the value, or the made color's
        /// expression; nil when written.
        var rule: String?
        /// Whether `rule` is a made color's expression (`{label} at 29%`) rather than a rule.
        var isMade = false
    }

    struct Color: Sendable {
        var swiftName: String
        var values: [Appearance: Value]
    }

    struct Check: Hashable, Sendable {
        var palette: String
        var foreground: String
        var background: String
        var appearance: Appearance
        var ratio: Double
        var minimum: Double
        var passes: Bool

        /// What makes two checks the same one in two manifests.
        var identity: [String] { [palette, foreground, background, appearance.rawValue] }
    }

    struct PaletteEntry: Sendable {
        var name: String
        var colors: [Color]
        var checks: [Check]
    }

    var palettes: [PaletteEntry]
}
