/// `derive: tone`: where designers put a color's dark and high-contrast values, fitted on design
/// systems' own pairs (`ToneCalibration`, written by Scripts/tone-calibration/calibrate.py).
///
/// In OKLCH: lightness goes through the curve (for dark) or moves away from the appearance's
/// background (high contrast: darker in light, lighter in dark); chroma is scaled as the designers'
/// were; hue is kept; the result is gamut-mapped (CSS Color 4) into the color's own space. A written
/// `curve` replaces the lightness step, `lightness` and `chroma` then adjust the result. `role: accent`
/// takes the dark's curve and chroma scale from the accent calibration instead.
///
/// With an anchor (the palette's `background:`), the dark is the page mirror (`AnchoredTone`), and high
/// contrast moves away from that appearance's anchor (`ToneRoleCalibration`).
enum Tone {
    static let darkLightness = PiecewiseLinear(ToneCalibration.lightnessKnots.map { .init($0.light, $0.dark) })
    static let darkChromaScale = PiecewiseLinear(ToneCalibration.chromaKnots.map { .init($0.lightness, $0.scale) })
    static let accentLightness = PiecewiseLinear(ToneCalibration.accentLightnessKnots.map { .init($0.light, $0.dark) })
    static let accentChromaScale = PiecewiseLinear(
        ToneCalibration.accentChromaKnots.map { .init($0.lightness, $0.scale) })

    static func derive(
        _ color: RGBA, for appearance: Appearance, role: ToneRole? = nil, anchor: ToneAnchor? = nil,
        curve: ToneCurve?, chroma: ComponentAdjustment?, lightness: ComponentAdjustment?
    ) -> RGBA {
        let step =
            anchor.map { anchoredStep(for: appearance, role: role, anchor: $0, chroma: OKLCH(OKLab(color)).C) }
            ?? defaultStep(for: appearance, role: role)
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
    private static func defaultStep(
        for appearance: Appearance, role: ToneRole?
    ) -> (lightness: (Double) -> Double, chromaScale: (Double) -> Double) {
        switch (appearance, role) {
        case (.dark, .accent), (.light, .accent):
            return ({ accentLightness($0) }, { accentChromaScale($0) })
        case (.dark, _), (.light, _):
            return ({ darkLightness($0) }, { darkChromaScale($0) })
        case (.highContrastLight, _):
            let shift = ToneCalibration.highContrastLight
            return ({ $0 - shift.lightnessShift }, { _ in shift.chromaScale })
        case (.highContrastDark, _):
            let shift = ToneCalibration.highContrastDark
            return ({ $0 + shift.lightnessShift }, { _ in shift.chromaScale })
        }
    }

    /// The page mirror (dark: `AnchoredTone`, hue and chroma kept), or the distance from that appearance's
    /// anchor scaled and moved (high contrast: from the light value for light, the dark value for dark).
    private static func anchoredStep(
        for appearance: Appearance, role: ToneRole?, anchor: ToneAnchor, chroma: Double
    ) -> (lightness: (Double) -> Double, chromaScale: (Double) -> Double) {
        let anchorLight = anchor.lightL, anchorDark = anchor.darkL
        switch appearance {
        case .dark, .light:
            return ({ AnchoredTone.darkLightness(of: $0, chroma: chroma, role: role, anchor: anchor) }, { _ in 1 })
        case .highContrastLight:
            let step = ToneRoleCalibration.highContrastLight
            return (
                { anchorLight - (step.distanceScale * (anchorLight - $0) + step.distanceShift) },
                { _ in step.chromaScale }
            )
        case .highContrastDark:
            let step = ToneRoleCalibration.highContrastDark
            return (
                { anchorDark + (step.distanceScale * ($0 - anchorDark) + step.distanceShift) },
                { _ in step.chromaScale }
            )
        }
    }
}
