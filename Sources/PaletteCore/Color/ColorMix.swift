/// The spaces a made color's `mixed … toward …` interpolates in, by CSS's names: CSS Color 5's
/// `color-mix()` spaces, oklab first as its default.
enum MixSpace: String, CaseIterable, Sendable {
    case oklab, oklch, srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case displayP3 = "display-p3"
    case lch

    static let standard = MixSpace.oklab
}

/// CSS Color 5's `color-mix()` (https://drafts.csswg.org/css-color-5/#color-mix), interpolating as CSS
/// Color 4 §12 says (https://www.w3.org/TR/css-color-4/#interpolation).
///
/// The result is in Display P3 when either color is, else in sRGB; a mix outside that gamut is mapped
/// into it (`GamutMapping`), and one within `GamutMapping.gamutTolerance` of it is clipped.
enum ColorMix {
    /// How alpha, and a hue that is not there, take part.
    enum Alpha: Sendable {
        /// CSS: the components other than hue are multiplied by alpha before interpolating and divided
        /// by the interpolated alpha after (left as they are when that alpha is 0: transparent black);
        /// a hue is missing when CSS calls it powerless (`PowerlessHue.css`).
        case premultiplied
        /// color.js 0.4's `Color.mix` (colorjs.io 0.4.5 `src/interpolation.js`), as Tokens Studio's
        /// `mix` modifier calls it: each component interpolated on its own, alpha too, never
        /// premultiplied; a hue missing as color.js 0.4 converts it (`PowerlessHue.colorJS`); and each
        /// color first brought into the gamut of a bounded space (srgb, srgb-linear and hsl: sRGB;
        /// display-p3: P3), as color.js's `range` does with `toGamut`, though here by CSS's
        /// `GamutMapping` where color.js 0.4 reduces CIE LCH chroma to a ΔE2000 of 2.
        case separate
    }

    /// `color-mix(in space, first, second amount)`: `amount` (0…1) is the second color's share.
    ///
    /// Hues go the shorter way round; a missing hue takes the other color's, and two missing hues give
    /// 0. The alpha is `first.alpha · (1 − amount) + second.alpha · amount`. Exact whatever the float
    /// path would round: amount 0 gives the first color (in the result's space), amount 1 the second,
    /// and a color mixed with itself is itself. An amount outside 0…1 acts as the nearer end, NaN as 0.
    static func mix(
        _ first: RGBA, _ second: RGBA, amount: Double, in space: MixSpace, alpha: Alpha = .premultiplied
    )
        -> RGBA
    {
        let output: ColorSpace = first.space == .displayP3 || second.space == .displayP3 ? .displayP3 : .sRGB
        guard amount > 0 else { return first.converted(to: output) }
        guard amount < 1 else { return second.converted(to: output) }
        guard first != second else { return first }

        let rule: PowerlessHue = alpha == .premultiplied ? .css : .colorJS
        var start = space.point(of: prepared(first, for: space, alpha: alpha), powerless: rule)
        var end = space.point(of: prepared(second, for: space, alpha: alpha), powerless: rule)
        if let hue = space.hueIndex { fixHues(&start, &end, at: hue) }

        let mixedAlpha = first.alpha + (second.alpha - first.alpha) * amount
        var mixed = MixPoint(
            components: interpolated(start, first.alpha, end, second.alpha, amount, space: space, alpha: alpha),
            hueIsMissing: start.hueIsMissing && end.hueIsMissing)
        if alpha == .premultiplied, mixedAlpha != 0 {
            mixed.components = undoPremultiplication(mixed.components, by: mixedAlpha, space: space)
        }
        return GamutMapping.fitted(space.encoded(mixed, in: output), alpha: mixedAlpha, in: output)
    }

    /// color.js 0.4 maps each color into the gamut of a bounded interpolation space before it mixes;
    /// CSS does not. Only a Display P3 color mixed in an sRGB space can lie outside.
    private static func prepared(_ color: RGBA, for space: MixSpace, alpha: Alpha) -> RGBA {
        guard alpha == .separate, let gamut = space.gamut, gamut != color.space else { return color }
        return GamutMapping.fitted(color.components(in: gamut), alpha: color.alpha, in: gamut)
    }

    /// CSS Color 4 §12.4: a missing hue takes the other's; then "shorter": when the hues are more than
    /// half a turn apart, the smaller gains a turn.
    private static func fixHues(_ start: inout MixPoint, _ end: inout MixPoint, at index: Int) {
        switch (start.hueIsMissing, end.hueIsMissing) {
        case (true, true): return
        case (true, false): start.components[index] = end.components[index]
        case (false, true): end.components[index] = start.components[index]
        case (false, false):
            let difference = end.components[index] - start.components[index]
            if difference > 180 {
                start.components[index] += 360
            } else if difference < -180 {
                end.components[index] += 360
            }
        }
    }

    /// Each component from `start` to `end` (premultiplied by alpha, but for the hue, when CSS's way).
    private static func interpolated(
        _ start: MixPoint, _ startAlpha: Double, _ end: MixPoint, _ endAlpha: Double, _ amount: Double,
        space: MixSpace, alpha: Alpha
    ) -> SIMD3<Double> {
        var weights = (start: SIMD3<Double>(repeating: 1), end: SIMD3<Double>(repeating: 1))
        if alpha == .premultiplied {
            weights = (SIMD3(repeating: startAlpha), SIMD3(repeating: endAlpha))
            if let hue = space.hueIndex { (weights.start[hue], weights.end[hue]) = (1, 1) }
        }
        let from = start.components * weights.start, to = end.components * weights.end
        return from + (to - from) * amount
    }

    private static func undoPremultiplication(
        _ components: SIMD3<Double>, by alpha: Double, space: MixSpace
    )
        -> SIMD3<Double>
    {
        var divisors = SIMD3(repeating: alpha)
        if let hue = space.hueIndex { divisors[hue] = 1 }
        return components / divisors
    }
}
