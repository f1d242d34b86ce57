/// What a palette file says about one appearance, before anything is computed.
package enum AppearanceSpec: Hashable, Sendable {
    /// A color written as a value.
    case value(RGBA)
    /// `"{name}"`: the same appearance of another color.
    indirect case reference(ColorReference)
    /// `{derive: rule, from: "{name}", ...}`; without `from`, the rule reads this color's own light
    /// value (its dark value for highContrastDark).
    indirect case rule(DerivationRule, from: ColorReference?)
}

/// What a palette file says about one color: each written appearance with its place, or a reference
/// to a whole other color.
struct ColorSpec {
    var name: String
    var location: SourceLocation
    /// `tint: "{accent}"`: every appearance of another color.
    var wholeColor: ColorReference?
    var appearances = AppearanceTable<(spec: AppearanceSpec, location: SourceLocation)>()

    /// Where an appearance was written, or the color's own key when it was not.
    func location(of appearance: Appearance) -> SourceLocation {
        appearances[appearance]?.location ?? location
    }
}
