/// The spaces a made color's `mixed … toward …` interpolates in, by CSS's names: CSS Color 5's
/// `color-mix()` spaces, oklab first as its default.
package enum MixSpace: String, CaseIterable, Sendable {
    case oklab, oklch, srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case displayP3 = "display-p3"
    case lch

    static let standard = MixSpace.oklab
}

/// CSS Color 5's `color-mix()`.
enum ColorMix {
    /// How alpha takes part: CSS premultiplies; Tokens Studio (color.js's `mix`) does not.
    enum Alpha: Sendable {
        case premultiplied, separate
    }

    /// `color-mix(in space, first, second amount)`: `amount` (0…1) is the second color's share.
    static func mix(_ first: RGBA, _ second: RGBA, amount: Double, in space: MixSpace, alpha: Alpha = .premultiplied)
        -> RGBA
    {
        preconditionFailure("ColorMix.mix is not written yet")
    }
}
