/// Fills in the appearances that were not written.
enum AppearanceResolver {
    /// A missing dark value is the light one inverted; a missing high-contrast value stays missing and
    /// falls back to the plain one at run time.
    static func resolve(written: [Appearance: RGBA], light: RGBA) -> [Appearance: AppearanceValue] {
        var values = written.mapValues { AppearanceValue($0) }
        if values[.dark] == nil {
            values[.dark] = AppearanceValue(light.inverted, derivation: Derivation(rule: .invert, from: .light))
        }
        return values
    }
}
