/// `derive: tone`: where designers put a color's dark and high-contrast values, fitted on design
/// systems' own pairs (`ToneCalibration`, written by Scripts/tone-calibration/calibrate.py).
///
/// In OKLCH: lightness goes through the curve (for dark) or moves away from the appearance's
/// background (high contrast: darker in light, lighter in dark); chroma is scaled as the designers'
/// were; hue is kept; the result is gamut-mapped (CSS Color 4) into the color's own space. A written
/// `curve` replaces the lightness step, `lightness` and `chroma` then adjust the result.
enum Tone {
    static let darkLightness = PiecewiseLinear(ToneCalibration.lightnessKnots.map { .init($0.light, $0.dark) })
    static let darkChromaScale = PiecewiseLinear(ToneCalibration.chromaKnots.map { .init($0.lightness, $0.scale) })

    static func derive(
        _ color: RGBA, for appearance: Appearance,
        curve: ToneCurve?, chroma: ComponentAdjustment?, lightness: ComponentAdjustment?
    ) -> RGBA {
        let step = defaultStep(for: appearance)
        return color.perceptuallyMapped(
            lightness: { source in
                let moved = curve?(source) ?? step.lightness(source)
                return lightness?.apply(to: moved) ?? moved
            },
            chroma: { source in
                let scaled = source * step.chromaScale(OKLab(color).L)
                return chroma?.apply(to: scaled) ?? scaled
            }
        ).rgba
    }

    /// The calibrated lightness move and chroma scale (by the source's lightness) for one appearance.
    private static func defaultStep(for appearance: Appearance) -> (lightness: (Double) -> Double, chromaScale: (Double) -> Double) {
        switch appearance {
        case .dark, .light:
            return ({ darkLightness($0) }, { darkChromaScale($0) })
        case .highContrastLight:
            let shift = ToneCalibration.highContrastLight
            return ({ $0 - shift.lightnessShift }, { _ in shift.chromaScale })
        case .highContrastDark:
            let shift = ToneCalibration.highContrastDark
            return ({ $0 + shift.lightnessShift }, { _ in shift.chromaScale })
        }
    }
}
